import Foundation
import TaktCore
import TaktPlatform

/// The `--events FILE` log: one JSON object a line, appended and flushed as things happen.
///
/// Lines keep one shape, keys in a fixed order so tools can diff them:
/// `{"event":"phase","order":3,"kind":"work","exercise":"burpees","set":1,"round":2,"planned":30.0,"t":30.0004}`,
/// then `pause`, `resume`, `skip` and `back` (with `order` and `t`), and `end` (with `reason`,
/// `logged` and `t`). Times are program seconds since the session's start, to 0.1 ms.
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

    // MARK: - Lines

    public static func phaseLine(_ phase: Phase, planned: Duration, at time: Duration) -> String {
        let exercise = phase.activity?.key.map(jsonString) ?? "null"
        return "{\"event\":\"phase\",\"order\":\(phase.order),\"kind\":\"\(phase.kind.rawValue)\","
            + "\"exercise\":\(exercise),\"set\":\(phase.set),\"round\":\(phase.round),"
            + "\"planned\":\(seconds(planned)),\"t\":\(seconds(time))}"
    }

    /// The line for a pause, resume, skip or back; `nil` for notes with lines of their own.
    public static func noteLine(_ note: SessionNote, order: Int, at time: Duration) -> String? {
        let event: String
        switch note {
        case .paused: event = "pause"
        case .resumed: event = "resume"
        case .skipped: event = "skip"
        case .back: event = "back"
        case .phaseStarted, .ended: return nil
        }
        return "{\"event\":\"\(event)\",\"order\":\(order),\"t\":\(seconds(time))}"
    }

    public static func endLine(reason: EndReason, logged: Bool, at time: Duration) -> String {
        "{\"event\":\"end\",\"reason\":\"\(reason.rawValue)\",\"logged\":\(logged),\"t\":\(seconds(time))}"
    }

    /// Program seconds to 0.1 ms, always with a fraction: 30 → `30.0`.
    static func seconds(_ duration: Duration) -> String {
        let value = (duration.secondsValue * 10_000).rounded() / 10_000
        return String(describing: value)
    }

    static func jsonString(_ text: String) -> String { jsonStringLiteral(text) }
}
