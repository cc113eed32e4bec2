/// The sets of `log MOVEMENT SET…` (SPEC section 17), lifted without the timer: each `REPSxLOAD`
/// with its unit once or per set (`5x100kg 5x100 5x102.5`, `5x225lb`, `3x102,5kg`). A set without
/// a unit takes the one of the set before it, else the first one typed, else the athlete's.
/// Only possible sets: 1–100 reps, a load above 0 and at most 1,000 kg (or that unit's equal).
public enum LoggedSets {
    /// One set as typed.
    public struct Set: Sendable, Hashable {
        public var reps: Int
        public var load: Double
        public var unit: Load.Unit
    }

    /// Why a set was refused: which word, where in it, and what is wrong.
    public struct Problem: Error, Sendable, Hashable {
        /// The index of the word among the sets.
        public var index: Int
        /// The character the problem starts at, 0-based, in the word.
        public var offset: Int
        public var message: Diagnostic.Message
    }

    /// The sets of `words`, or the first one refused.
    public static func read(_ words: [String], unit athlete: Load.Unit) -> Result<[Set], Problem> {
        var read: [(reps: Int, load: Double, unit: Load.Unit?)] = []
        for (index, word) in words.enumerated() {
            switch set(word) {
            case .success(let set): read.append(set)
            case .failure(let problem):
                return .failure(Problem(index: index, offset: problem.offset, message: problem.message))
            }
        }
        let first = read.compactMap(\.unit).first ?? athlete
        var current = first
        var sets: [Set] = []
        for (index, (reps, load, unit)) in read.enumerated() {
            current = unit ?? current
            guard load <= LiftAnswer.mostLoad(in: current) else {
                return .failure(
                    Problem(
                        index: index, offset: String(reps).count + 1,
                        message: loadMessage(words[index], current)))
            }
            sets.append(Set(reps: reps, load: load, unit: current))
        }
        return .success(sets)
    }

    /// "a set's load is above 0 and at most 1000 kg, found '5x1001kg'".
    private static func loadMessage(_ word: String, _ unit: Load.Unit) -> Diagnostic.Message {
        Diagnostic.Message(
            .liftLogErrorLoad,
            [
                "max": .decimal(LiftAnswer.mostLoad(in: unit), fractionDigits: unit == .lb ? 1 : 0),
                "unit": .text(unit.rawValue), "found": .path(word),
            ])
    }

    private struct WordProblem: Error {
        var offset: Int
        var message: Diagnostic.Message
    }

    /// One word: reps, `x`, a number with `.` or `,`, and an optional unit.
    private static func set(_ word: String) -> Result<(Int, Double, Load.Unit?), WordProblem> {
        let form = WordProblem(offset: 0, message: Diagnostic.Message(.liftLogErrorForm, ["found": .path(word)]))
        let parts = word.lowercased().split(separator: "x", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isASCIIDigit) else { return .failure(form) }
        guard let reps = Int(parts[0]), (1...LiftAnswer.mostReps).contains(reps) else {
            return .failure(
                WordProblem(
                    offset: 0,
                    message: Diagnostic.Message(
                        .liftErrorReps, ["max": .int(LiftAnswer.mostReps), "found": .path(String(parts[0]))])))
        }
        let rest = parts[1]
        let loadOffset = parts[0].count + 1
        let number = rest.prefix { $0.isASCIIDigit || $0 == "." || $0 == "," || $0 == "-" }
        let unitText = rest.dropFirst(number.count)
        let unit = Load.Unit(word: String(unitText))
        guard !number.isEmpty, unitText.isEmpty || unit != nil else {
            return .failure(WordProblem(offset: loadOffset + number.count, message: form.message))
        }
        let written = number.replacingOccurrences(of: ",", with: ".")
        let pieces = written.split(separator: ".", omittingEmptySubsequences: false)
        let digits = written.hasPrefix("-") ? String(written.dropFirst()) : written
        guard pieces.count <= 2, !digits.isEmpty, !digits.contains("-"), digits.first != ".",
            let load = Double(written), load.isFinite
        else { return .failure(WordProblem(offset: loadOffset, message: form.message)) }
        guard load > 0 else {
            return .failure(WordProblem(offset: loadOffset, message: loadMessage(word, unit ?? .kg)))
        }
        return .success((reps, load, unit))
    }
}
