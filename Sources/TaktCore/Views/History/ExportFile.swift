import Foundation

/// `export -o FILE`: writes the export atomically and says what it did.
public enum ExportFile {
    /// The file could not be written; nothing at `path` was changed.
    public struct Failure: Error, Sendable, Hashable {
        public var path: String
        public var reason: SystemProblem

        public func message(_ strings: Strings) -> String {
            strings(.exportErrorWrite, ["path": .path(path), "reason": .text(reason.message(strings))])
        }
    }

    /// Writes `text` to `url` complete or not at all (see ``FileSystem/write(_:to:)``), every
    /// error told.
    public static func write(_ text: String, to url: URL, files: any FileSystem) throws(Failure) {
        do {
            try files.write(Data(text.utf8), to: url.path)
        } catch {
            throw Failure(path: url.path, reason: error)
        }
    }

    /// "12 sessions written to history.csv".
    public static func confirmation(count: Int, path: String, strings: Strings) -> String {
        strings(.exportWritten, ["count": .int(count), "path": .path(path)])
    }
}
