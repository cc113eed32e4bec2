import Foundation
import TaktCore

/// A key the control page sends: `POST …/TOKEN/keys` with
/// `{"key": "done"|"undo"|"pause"|"resume"|"skip"|"stop"|"reps", "id": "…", "reps": N}`.
public enum RemoteKey: Sendable, Hashable {
    case done, undo, pause, resume, skip
    /// The terminal's q: the session ends, stopped (the page asks for a second tap first).
    case stop
    /// The number pad's answer at a reps prompt, or to the question over the running phase.
    case reps(Int)

    /// Where the session stands, as far as a key's meaning depends on it.
    public enum SessionStatus: Sendable, Hashable {
        case running, paused, asking, over
        /// Running, with a question asked over the running phase (the answer line): the
        /// phase's keys are the phase's, a reps answer is the question's.
        case answering
    }

    /// The session key this key is at the terminal now, or `nil` when it does not apply (409):
    /// pause only while running and resume only while paused, so a retried pause never resumes;
    /// a reps answer only at the prompt or to the answer line; nothing once the session is over. Done, undo and skip
    /// are the terminal's Enter, u and n, which the session takes or ignores as it would there.
    public func sessionKey(when status: SessionStatus) -> SessionKey? {
        switch (self, status) {
        case (_, .over): nil
        case (.pause, .running), (.pause, .answering), (.resume, .paused): .pauseResume
        case (.pause, _), (.resume, _): nil
        case (.reps(let count), .asking), (.reps(let count), .answering): .answer(count)
        case (.reps, _): nil
        case (.done, _): .markDone
        case (.undo, _): .undo
        case (.skip, _): .skip
        case (.stop, _): .stop
        }
    }
}

/// A key request's body, read and checked.
public struct KeyRequest: Sendable, Hashable {
    /// Bodies are at most this long: a key request is some 60 bytes.
    public static let maximumBody = 1024
    /// Key ids are at most this long; any printable ASCII.
    public static let maximumID = 64

    public var key: RemoteKey
    public var id: String

    /// Why a body is refused (400).
    public enum Problem: Error, Sendable, Hashable {
        case tooLarge, notJSON, unknownKey, badID, badReps
        /// An object names a key twice (`{"key":"pause","key":"explode"}`).
        case repeatedKey
    }

    public init(key: RemoteKey, id: String) {
        self.key = key
        self.id = id
    }

    /// The body as JSON gives it.
    private struct Body: Decodable {
        var key: String
        var id: String
        /// Read as a number of any kind, so 2.5 is a bad count rather than bad JSON.
        var reps: Double?
    }

    /// Reads `{"key": …, "id": …, "reps": N}`; `reps` must come with `"key": "reps"` and only then.
    public init(body: [UInt8]) throws(Problem) {
        guard body.count <= Self.maximumBody else { throw .tooLarge }
        let decoded: Body
        do {
            decoded = try JSONDecoder().decode(Body.self, from: Data(body))
        } catch {
            // A reps that is no whole number is a bad count, not bad JSON.
            if let problem = error as? DecodingError, Self.path(of: problem).first?.stringValue == "reps" {
                throw .badReps
            }
            throw .notJSON
        }
        guard !RepeatedKeys.found(in: body) else { throw .repeatedKey }
        let id = decoded.id
        guard !id.isEmpty, id.utf8.count <= Self.maximumID,
            id.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else { throw .badID }
        switch (decoded.key, decoded.reps) {
        case ("done", nil): key = .done
        case ("undo", nil): key = .undo
        case ("pause", nil): key = .pause
        case ("resume", nil): key = .resume
        case ("skip", nil): key = .skip
        case ("stop", nil): key = .stop
        case ("reps", let number?):
            // A whole number 0–10,000, the most any prompt takes; the session's prompt says how many fit.
            guard let count = Int(exactly: number), (0...SessionMachine.RepsQuestion.maximum).contains(count) else {
                throw .badReps
            }
            key = .reps(count)
        case ("done", _), ("undo", _), ("pause", _), ("resume", _), ("skip", _), ("stop", _), ("reps", nil):
            throw .badReps
        default: throw .unknownKey
        }
        self.id = id
    }

    private static func path(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath
        @unknown default:
            []
        }
    }
}
