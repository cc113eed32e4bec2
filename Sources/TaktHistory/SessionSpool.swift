import Foundation
import TaktCore
import TaktPlatform

/// Sessions waiting to be added to the history: one small JSON file per
/// session in `$XDG_DATA_HOME/takt/spool/`.
///
/// A session that ended while the history could not be written (locked for too long, a full
/// disk, a read-only folder) is kept here rather than lost. Each file is named by the session
/// id and written whole or not at all (temporary name, fsync, rename), so a file in the
/// folder is always complete. ``replay(into:)`` adds them in one transaction, by id, and only
/// then removes the files: a crash in between leaves files whose rows are already stored, and
/// the next replay adds nothing twice.
public struct SessionSpool: Sendable {
    public let folder: URL
    private let fileSystem: any FileSystem

    public init(folder: URL, files: any FileSystem) {
        self.folder = folder
        self.fileSystem = files
    }

    /// Keeps `record` in the spool; returns the file it went to.
    @discardableResult
    public func keep(_ record: SessionRecord) throws(SystemProblem) -> URL {
        try fileSystem.createFolder(folder.path)
        let data: Data
        do {
            data = try JSONEncoder().encode(record)
        } catch {
            throw .other(code: 0)
        }
        let url = folder.appendingPathComponent(record.id.uuidString.lowercased() + ".json")
        try fileSystem.write(data, to: url.path)
        return url
    }

    /// What a replay did.
    public struct Replay: Sendable, Hashable {
        /// Sessions added to the history now.
        public var added = 0
        /// Sessions whose id was stored already (a replay interrupted after its commit).
        public var alreadyStored = 0
        /// Files that could not be read as a session, renamed `<name>.broken` so they are told once.
        public var setAside: [String] = []

        public var isEmpty: Bool { added == 0 && alreadyStored == 0 && setAside.isEmpty }
    }

    /// The spool files, oldest name first; temporary files (starting with a dot) are not ready.
    public func pending() -> [URL] {
        let names = (try? fileSystem.names(inFolder: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Adds every spooled session to `store`, idempotently by id, then removes the files.
    public func replay(into store: HistoryStore) throws -> Replay {
        var replay = Replay()
        var records: [SessionRecord] = []
        var files: [URL] = []
        for url in pending() {
            do {
                records.append(try JSONDecoder().decode(SessionRecord.self, from: try fileSystem.read(url.path)))
                files.append(url)
            } catch SystemProblem.noSuchFile {
                continue  // another takt replayed it a moment ago
            } catch {
                let aside = url.path + ".broken"
                if (try? fileSystem.move(url.path, to: aside)) != nil { replay.setAside.append(aside) }
            }
        }
        guard !records.isEmpty else { return replay }
        replay.added = try store.append(contentsOf: records)
        replay.alreadyStored = records.count - replay.added
        for url in files {
            try? fileSystem.remove(url.path)
        }
        return replay
    }
}
