/// The words of a workout score (SPEC 14): its kind, and the line it is named by.
extension ScoreText {
    /// "total time", "sum of times", "total reps", "lowest round".
    public static func kindName(_ kind: WorkoutScoreKind, _ strings: Strings) -> String {
        switch kind {
        case .totalTime: strings(.workoutScoreKindTotalTime)
        case .sum: strings(.workoutScoreKindSum)
        case .totalReps: strings(.workoutScoreKindTotalReps)
        case .lowest: strings(.workoutScoreKindLowest)
        }
    }

    /// "Barbara (sum of times)": the workout named by its program's title and its kind.
    public static func workoutName(_ kind: WorkoutScoreKind, title: String, _ strings: Strings) -> String {
        strings(
            .workoutScoreName, ["title": .text(TerminalText.sanitize(title)), "kind": .text(kindName(kind, strings))])
    }

    /// The workout's line's name in the language of `strings`.
    static func workoutName(_ workout: ScoreComparison.Workout, _ strings: Strings) -> String {
        workoutName(workout.kind, title: workout.title.resolved(for: strings.language), strings)
    }
}
