import Foundation

/// What the core asks of the disk, and nothing more.
///
/// TaktCore opens no file itself: the programs folders, the program cache, config.yaml, user
/// string tables and plans are reached through this protocol. The edge implements it over the
/// operating system (`LocalFileSystem`, in TaktPlatform); a test may implement it in memory.
public protocol FileSystem: Sendable {
    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// A FIFO or a device is refused without waiting on it (``SystemProblem/notRegularFile``),
    /// a folder is ``SystemProblem/isFolder``, and a longer file
    /// ``SystemProblem/tooLarge(size:limit:)``.
    func read(_ path: String, limit: Int) throws(SystemProblem) -> Data

    /// Writes `data` to `path` whole or not at all: on failure the file at `path` is as it was.
    func write(_ data: Data, to path: String) throws(SystemProblem)

    /// Creates the folder at `path` and every missing folder above it.
    func createFolder(_ path: String) throws(SystemProblem)

    /// The names in the folder at `path`, in no particular order.
    func names(inFolder path: String) throws(SystemProblem) -> [String]

    /// What is at `path`, links followed; `nil` when nothing is (or a link leads nowhere).
    func status(of path: String) -> FileStatus?

    /// Whether anything is at `path`, a link that leads nowhere included.
    func exists(_ path: String) -> Bool

    /// Removes the file at `path`; a missing one is no problem.
    func remove(_ path: String) throws(SystemProblem)

    /// Moves the file at `path` to `destination` in one step (both in one folder).
    func move(_ path: String, to destination: String) throws(SystemProblem)
}

/// What a file system says about one path.
public struct FileStatus: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case regular
        case folder
        /// A FIFO, device, socket: nothing takt reads as a file.
        case other
    }

    public var kind: Kind
    public var size: Int64
    /// The modification time in nanoseconds since 1970; anyone may set it (`touch -d`, `cp -p`).
    public var modified: Int64
    /// The status change time in nanoseconds since 1970: set by the system on every write,
    /// rename or `touch`, and by nothing else.
    public var changed: Int64
    /// The file's number on its device: a file replaced by a rename has a new one.
    public var inode: UInt64
    /// The device the file is on.
    public var device: UInt64

    public init(kind: Kind, size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
        self.kind = kind
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }
}

/// The largest file takt reads for the user: programs, catalogs, string tables, config.yaml.
public enum UserFileLimit {
    public static let bytes = 1 << 20
}

extension FileSystem {
    /// A user file: a regular file of at most ``UserFileLimit/bytes``.
    public func read(_ path: String) throws(SystemProblem) -> Data {
        try read(path, limit: UserFileLimit.bytes)
    }

    /// Whether `path` is a folder.
    public func isFolder(_ path: String) -> Bool {
        status(of: path)?.kind == .folder
    }
}
