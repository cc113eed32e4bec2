import TaktCore

/// `log` of a program that declares one workout score (`score:`, SPEC 14): its one score
/// (`log barbara 28:30`), or one per scored block with the workout's made from them.
extension LogCommand {
    /// The blocks' scores, the workout's and the active seconds they stand for; every problem
    /// told as ``scores(_:for:app:)`` tells them.
    @MainActor static func logged(
        _ texts: [String], blocks: [ScoredBlock], workout: WorkoutScoring?, title: String, app: App
    ) throws(CommandFailure) -> (blocks: [BlockScore], workout: WorkoutScore?, active: Double) {
        // One score is the workout's; with one block too when the block's own differs (a
        // tabata's lowest round is not its total: `log tabata-squats 14`).
        if let workout, texts.count == 1, blocks.count > 1 || workout.kind == .lowest {
            do {
                let score = try workout.parse(texts[0])
                return ([], score, workout.activeSeconds(of: score))
            } catch {
                let name = ScoreText.workoutName(workout.kind, title: title, app.strings)
                let line = app.strings(
                    .cliErrorPrefix,
                    ["message": .text(message(error, value: texts[0], name: name, strings: app.strings))])
                let status = error.isFloor ? ExitStatus.failure : ExitStatus.usage
                throw CommandFailure(message: line, status: status.code)
            }
        }
        guard blocks.count == texts.count else {
            var arguments: [String: StringArgument] = [
                "program": .text(title), "count": .int(blocks.count), "given": .int(texts.count),
            ]
            if let workout { arguments["kind"] = .text(ScoreText.kindName(workout.kind, app.strings)) }
            throw app.failure(
                workout == nil ? .logErrorCount : .logErrorCountWorkout, arguments, status: ExitStatus.usage.code)
        }
        let parsed = try scores(texts, for: blocks, app: app)
        let active = zip(blocks, parsed).reduce(0) { $0 + $1.0.activeSeconds(of: $1.1) }
        return (parsed, workout?.score(of: parsed), active)
    }
}
