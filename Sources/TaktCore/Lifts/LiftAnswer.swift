/// What the athlete says a set was, typed on the answer line under the rest after it (SPEC
/// section 17): `4` is 4 reps at the planned load, `4x97.5` (or `4x97,5`) 4 reps at 97.5 in the
/// set's unit, `0` a miss. Only possible answers: reps 0–100, loads 0–1,000 kg or that unit's equal.
public struct LiftAnswer: Sendable, Hashable {
    /// Why a typed answer was refused.
    public enum Problem: Error, Sendable, Hashable {
        /// Not reps, nor reps × load.
        case notAnAnswer
        /// More reps than ``mostReps``.
        case tooManyReps
        /// More than ``mostKilograms`` (or that unit's equal), or a load that is no number.
        case tooHeavy
    }

    public static let mostReps = 100
    public static let mostKilograms = 1_000.0

    /// The reps done.
    public var reps: Int
    /// The load lifted in the set's unit; `nil` when it was the planned load.
    public var load: Double?

    public init(reps: Int, load: Double? = nil) {
        self.reps = reps
        self.load = load
    }

    /// The heaviest load an answer may give in `unit`: 1,000 kg, 2,204.6 lb.
    public static func mostLoad(in unit: Load.Unit) -> Double {
        (mostKilograms / unit.kilograms * 10).rounded(.down) / 10
    }

    /// Reads `text` ("4", "4x97.5", "4X97,5", "0") as an answer for a set in `unit`.
    public static func read(_ text: String, unit: Load.Unit) -> Result<LiftAnswer, Problem> {
        let parts = text.lowercased().split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty, first.allSatisfy(\.isASCIIDigit) else {
            return .failure(.notAnAnswer)
        }
        guard let reps = Int(first), reps <= mostReps else { return .failure(.tooManyReps) }
        guard parts.count == 2 else { return .success(LiftAnswer(reps: reps)) }
        let written = parts[1].replacingOccurrences(of: ",", with: ".")
        let number = written.split(separator: ".", omittingEmptySubsequences: false)
        guard !written.isEmpty, number.count <= 2, number.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            number.first?.isEmpty == false, let load = Double(written)
        else { return .failure(.notAnAnswer) }
        guard load.isFinite, load >= 0, load <= mostLoad(in: unit) else { return .failure(.tooHeavy) }
        return .success(LiftAnswer(reps: reps, load: load))
    }
}
