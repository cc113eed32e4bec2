import Foundation
import TaktCore

/// A file system in memory whose clock the test sets, stamping files the way Linux does.
///
/// A write replaces the file by a rename, as ``FileSystem/write(_:to:)`` promises (a new inode);
/// ``rewrite(_:at:)`` writes in place and keeps the inode. Both set the modification and status
/// change times to the clock; ``touch(_:modified:)`` sets the modification time to anything and
/// the status change time to the clock, as `touch -d` does. Two changes at one clock reading get
/// one time, as two writes within one tick of a real file system's clock do. Reads and writes
/// are counted.
final class MemoryFileSystem: FileSystem {
    private struct File {
        var data: Data
        var status: FileStatus
    }

    private struct State {
        var files: [String: File] = [:]
        var folders: Set<String> = ["/"]
        var clock: Int64
        var lastInode: UInt64 = 100
        var reads = 0
        var writes = 0
        /// The paths read since ``forgetReads()``, in order.
        var readPaths: [String] = []
    }

    static let device: UInt64 = 2049
    private let state: Locked<State>

    /// - Parameter clock: the file system's time, in nanoseconds since 1970.
    init(clock: Int64) {
        state = Locked(State(clock: clock))
    }

    /// The time the next change is stamped with, in nanoseconds since 1970.
    var clock: Int64 {
        get { state.withLock { $0.clock } }
        set { state.withLock { $0.clock = newValue } }
    }

    /// How many times a file was read.
    var reads: Int { state.withLock { $0.reads } }
    /// The paths read since ``forgetReads()``.
    var readPaths: [String] { state.withLock { $0.readPaths } }

    func forgetReads() {
        state.withLock { $0.readPaths = [] }
    }

    /// How many times a file was written.
    var writes: Int { state.withLock { $0.writes } }

    func read(_ path: String, limit: Int) throws(SystemProblem) -> Data {
        let result: Result<Data, SystemProblem> = state.withLock { state in
            state.reads += 1
            state.readPaths.append(path)
            if state.folders.contains(path) { return .failure(.isFolder) }
            guard let file = state.files[path] else { return .failure(.noSuchFile) }
            if file.data.count > limit { return .failure(.tooLarge(size: file.data.count, limit: limit)) }
            return .success(file.data)
        }
        return try result.get()
    }

    func write(_ data: Data, to path: String) throws(SystemProblem) {
        try state.withLock { state throws(SystemProblem) in
            guard state.folders.contains(Self.folder(of: path)) else { throw .noSuchFile }
            if state.folders.contains(path) { throw .isFolder }
            state.writes += 1
            state.lastInode += 1
            state.files[path] = File(
                data: data,
                status: FileStatus(
                    kind: .regular, size: Int64(data.count), modified: state.clock, changed: state.clock,
                    inode: state.lastInode, device: Self.device))
        }
    }

    /// Writes `data` into the existing file at `path`, keeping its inode, as an editor that
    /// saves in place does.
    func rewrite(_ data: Data, at path: String) {
        state.withLock { state in
            guard var file = state.files[path] else { return }
            state.writes += 1
            file.data = data
            file.status.size = Int64(data.count)
            file.status.modified = state.clock
            file.status.changed = state.clock
            state.files[path] = file
        }
    }

    /// Sets the modification time of the file at `path`, as `touch -d` or `cp -p` do: its
    /// status change time becomes the clock.
    func touch(_ path: String, modified: Int64) {
        state.withLock { state in
            state.files[path]?.status.modified = modified
            state.files[path]?.status.changed = state.clock
        }
    }

    /// Changes the status of the file at `path` as no system call can alone (for testing one
    /// part of a stamp at a time).
    func forge(_ path: String, _ change: (inout FileStatus) -> Void) {
        state.withLock { state in
            guard var status = state.files[path]?.status else { return }
            change(&status)
            state.files[path]?.status = status
        }
    }

    func remove(_ path: String) {
        _ = state.withLock { $0.files.removeValue(forKey: path) }
    }

    /// Renames: the file keeps its inode and times but for the status change time, as on Linux.
    func move(_ path: String, to destination: String) throws(SystemProblem) {
        try state.withLock { state throws(SystemProblem) in
            guard var file = state.files.removeValue(forKey: path) else { throw .noSuchFile }
            file.status.changed = state.clock
            state.files[destination] = file
        }
    }

    func createFolder(_ path: String) throws(SystemProblem) {
        state.withLock { state in
            var folder = path
            while folder != "/", !folder.isEmpty {
                state.folders.insert(folder)
                folder = Self.folder(of: folder)
            }
        }
    }

    func names(inFolder path: String) throws(SystemProblem) -> [String] {
        let result: Result<[String], SystemProblem> = state.withLock { state in
            guard state.folders.contains(path) else {
                return .failure(state.files[path] == nil ? .noSuchFile : .notRegularFile)
            }
            let children =
                state.files.keys.filter { Self.folder(of: $0) == path }
                + state.folders.filter { $0 != path && Self.folder(of: $0) == path }
            return .success(children.map { String($0.dropFirst(path.count + 1)) })
        }
        return try result.get()
    }

    func status(of path: String) -> FileStatus? {
        state.withLock { state in
            if let file = state.files[path] { return file.status }
            guard state.folders.contains(path) else { return nil }
            return FileStatus(kind: .folder, size: 0, modified: 0, changed: 0, inode: 1, device: Self.device)
        }
    }

    func exists(_ path: String) -> Bool {
        status(of: path) != nil
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
