import Foundation
import TaktCore
import TaktPlatform

/// The `--events FILE` log: one JSON object a line (``EventLines``), appended and flushed as
/// things happen.
public final class EventsFile {
    private let handle: FileHandle
    /// Why the first line that could not be written failed; later failures add nothing new.
    public private(set) var firstFailure: SystemProblem?

    /// Opens `path` for appending, creating it when missing.
    ///
    /// Opened with `open(2)` itself: Foundation's `createFile` returns only `false`, and the
    /// reason a user needs (a missing folder, a read-only disk) would be lost. Opened without
    /// blocking, and left so: a FIFO nobody reads fails at once (``SystemProblem/noReader``)
    /// instead of holding the session before it starts, and a reader that stops reading costs
    /// lines (reported at the end), never the session's timing.
    public init(path: String) throws(SystemProblem) {
        handle = try Platform.openForAppending(path)
    }

    /// Writes one line; `FileHandle` writes straight to the file, so it is flushed at once.
    ///
    /// A failure never stops the session: it is remembered and reported once at the end.
    public func append(_ line: String) {
        do {
            try handle.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            if firstFailure == nil { firstFailure = SystemProblem(error) }
        }
    }
}
