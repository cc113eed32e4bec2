import Yams

/// A program's workout score (`score: total-time | sum | total-reps | lowest`, SPEC 14): its
/// kind, and whether the program's scored blocks can give it.
extension ProgramReader {
    mutating func readWorkoutScore(_ node: Node?, blocks: [Program.Block]) throws(NodeReader.Exhausted)
        -> WorkoutScoreKind?
    {
        guard let node, let text = try reader.scalar(node, key: "score") else { return nil }
        guard let kind = WorkoutScoreKind(rawValue: text) else {
            reader.report(node, .workoutScoreUnknown, ["value": .quoted(text)])
            return nil
        }
        guard kind.fits(Program.scoredFormats(of: blocks)) else {
            let key: StringKey =
                switch kind {
                case .totalTime: .workoutScoreTotalTime
                case .sum: .workoutScoreSum
                case .totalReps, .lowest: .workoutScoreStations
                }
            reader.report(node, key, ["value": .quoted(text)])
            return nil
        }
        return kind
    }
}

extension Program {
    /// The formats of the scored blocks among `blocks`, inner ones included, each once in order
    /// of first appearance: what a workout score can be made of.
    static func scoredFormats(of blocks: [Block]) -> [ScoredFormat] {
        var formats: [ScoredFormat] = []
        for block in blocks {
            let found: [ScoredFormat]
            if !block.blocks.isEmpty {
                found = scoredFormats(of: block.blocks)
            } else if let scored = block.format.scored {
                found = [scored]
            } else if let stations = ScoredFormat.stations(of: block.format),
                block.exercises.contains(where: { $0.quantity == .max })
            {
                found = [stations]
            } else {
                found = []
            }
            for format in found where !formats.contains(format) { formats.append(format) }
        }
        return formats
    }
}
