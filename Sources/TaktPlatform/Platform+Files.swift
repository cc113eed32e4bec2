import Foundation
import Glibc
import TaktCore

/// The file system as the operating system has it: the one ``FileSystem`` takt ships.
///
/// Reads take regular files only: a FIFO would block `open` and every read until someone
/// writes to it, and a device such as `/dev/zero` never ends; both would hang `list` or a Tab
/// press. The file is opened without blocking and checked with `fstat` on the open descriptor,
/// so a file swapped for a FIFO between a check and the open cannot slip through.
///
/// Writes are whole or nothing: a regular file (or a new one) is written to a temporary name
/// beside it, synced, and renamed over it, and the folder is synced so the rename survives a
/// power cut. A device such as `/dev/null` or a FIFO is written in place, never replaced.
public struct LocalFileSystem: FileSystem {
    /// How long a FIFO is given to find a reader before ``SystemProblem/noReader``.
    public static let readerWait: Duration = .seconds(10)

    public init() {}

    public func read(_ path: String, limit: Int) throws(SystemProblem) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemProblem(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemProblem(errno: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .isFolder
        default: throw .notRegularFile
        }
        if Int(status.st_size) > limit { throw .tooLarge(size: Int(status.st_size), limit: limit) }
        // The size may change while reading: one byte past the limit is enough to know.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemProblem(errno: errno)
            }
            data.append(contentsOf: buffer[0..<count])
        }
        if data.count > limit { throw .tooLarge(size: data.count, limit: limit) }
        return data
    }

    public func write(_ data: Data, to path: String) throws(SystemProblem) {
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFREG {
            if status.st_mode & S_IFMT == S_IFDIR { throw .isFolder }
            try writeInPlace(data, to: path)
            return
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemProblem(errno: errno) }
        // The replacement keeps the permissions of the file it replaces (a private 0600 stays so).
        if exists { fchmod(descriptor, status.st_mode & 0o7777) }
        do throws(SystemProblem) {
            try Self.writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw SystemProblem(errno: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        // close reports what a network or quota file system refused only now.
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let problem = SystemProblem(errno: errno)
            unlink(temporary)
            throw problem
        }
        syncFolder(folder)
    }

    public func createFolder(_ path: String) throws(SystemProblem) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SystemProblem(error)
        }
    }

    public func names(inFolder path: String) throws(SystemProblem) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            if status(of: path).map({ $0.kind != .folder }) ?? false { throw .notRegularFile }
            throw SystemProblem(error)
        }
    }

    public func status(of path: String) -> FileStatus? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let kind: FileStatus.Kind =
            switch status.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .folder
            default: .other
            }
        return FileStatus(
            kind: kind, size: Int64(status.st_size), modified: Self.nanoseconds(status.st_mtim),
            changed: Self.nanoseconds(status.st_ctim), inode: UInt64(status.st_ino), device: UInt64(status.st_dev))
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    public func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Moves the file at `path` to `destination` in one step (both in one folder).
    public func move(_ path: String, to destination: String) throws(SystemProblem) {
        guard rename(path, destination) == 0 else { throw SystemProblem(errno: errno) }
    }

    public func remove(_ path: String) throws(SystemProblem) {
        guard unlink(path) == 0 || errno == ENOENT else { throw SystemProblem(errno: errno) }
    }

    /// Throws unless `path` is missing or a regular file: for files read in other ways (SQLite).
    public func requireRegularIfPresent(_ path: String) throws(SystemProblem) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return }
            throw SystemProblem(errno: errno)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isFolder
        default: throw .notRegularFile
        }
    }

    /// A device or FIFO, written where it is. A FIFO is opened without blocking and tried again
    /// for ``readerWait`` while nobody reads it, so takt waits for a reader, but not forever.
    private func writeInPlace(_ data: Data, to path: String) throws(SystemProblem) {
        let deadline = Platform.monotonicNanoseconds() + UInt64(Self.readerWait.components.seconds) * 1_000_000_000
        var descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        while descriptor < 0, errno == ENXIO || errno == EINTR, Platform.monotonicNanoseconds() < deadline {
            usleep(20_000)
            descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw SystemProblem(errno: errno) }
        defer { close(descriptor) }
        // A reader is there: from now on wait for it rather than fail on a full pipe.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        try Self.writeAll(data, to: descriptor)
    }

    /// Writes every byte, retrying short and interrupted writes.
    static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemProblem) {
        if let code = data.withUnsafeBytes({ Platform.write($0, to: descriptor) }) { throw SystemProblem(errno: code) }
    }

    /// Makes a rename in `folder` durable; a folder that cannot be synced still holds the file.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

extension Platform {
    /// An exclusive advisory lock (`flock`) on a folder, held until the value goes away.
    ///
    /// The lock goes with the descriptor, so a crashed process never leaves it held.
    public final class FolderLock {
        private let descriptor: Int32?

        /// Waits up to `seconds` until no other process (or thread) holds the lock on `folder`.
        ///
        /// A folder that cannot be opened gives no lock (whatever is done in it then says why);
        /// a lock still held after `seconds` throws ``SystemProblem/busy``.
        public init(folder: String, waiting seconds: Double) throws(SystemProblem) {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                self.descriptor = nil
                return
            }
            let deadline = Platform.monotonicNanoseconds() + UInt64(max(0, seconds) * 1e9)
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                guard code == EWOULDBLOCK || code == EINTR, Platform.monotonicNanoseconds() < deadline else {
                    close(descriptor)
                    if code == EWOULDBLOCK || code == EINTR { throw .busy }
                    self.descriptor = nil
                    return
                }
                usleep(5_000)
            }
            self.descriptor = descriptor
        }

        deinit {
            guard let descriptor else { return }
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// Opens `path` for appending without blocking, creating it when missing.
    ///
    /// A FIFO nobody reads fails at once (``SystemProblem/noReader``) instead of waiting, and
    /// the descriptor stays non-blocking, so a reader that stops reading never stalls a writer.
    /// A file it creates is the owner's alone (0600): the events file holds the remote's links,
    /// and their tokens are all that guard the session.
    public static func openForAppending(_ path: String) throws(SystemProblem) -> FileHandle {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else { throw SystemProblem(errno: errno) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}

extension SystemProblem {
    /// The reason for a C library `errno`.
    public init(errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR: self = .noSuchFile
        case EACCES, EPERM: self = .permissionDenied
        case ENOSPC, EDQUOT: self = .diskFull
        case EISDIR: self = .isFolder
        case EROFS: self = .readOnly
        case EBUSY, EAGAIN, EWOULDBLOCK: self = .busy
        case EFBIG: self = .tooLarge(size: 0, limit: 0)
        case EPIPE, ENXIO: self = .noReader
        case ELOOP, ENAMETOOLONG: self = .badPath
        default: self = .other(code: Int(code))
        }
    }

    /// The reason for any error: a POSIX error, a Foundation file error, or a wrapped errno.
    public init(_ error: any Error) {
        if let problem = error as? SystemProblem {
            self = problem
            return
        }
        let error = error as NSError
        // On Linux the underlying error is often a `POSIXError` value, which `as? NSError` misses.
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlying = underlying as NSError
            if underlying.domain == NSPOSIXErrorDomain {
                self.init(errno: Int32(underlying.code))
                return
            }
        }
        switch error.domain {
        case NSPOSIXErrorDomain: self.init(errno: Int32(error.code))
        case NSCocoaErrorDomain: self.init(cocoaCode: error.code)
        default: self = .other(code: error.code)
        }
    }

    private init(cocoaCode code: Int) {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: self = .noSuchFile
        case .fileReadNoPermission, .fileWriteNoPermission, .fileLocking: self = .permissionDenied
        case .fileWriteOutOfSpace: self = .diskFull
        case .fileWriteVolumeReadOnly: self = .readOnly
        case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding: self = .notUTF8
        case .fileReadTooLarge: self = .tooLarge(size: 0, limit: 0)
        default: self = .other(code: code)
        }
    }
}
