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

    /// The workout's line in the finished view, under the program's title: its kind alone,
    /// "Sum of times", "Wdh. gesamt".
    static func workoutLabel(_ workout: ScoreComparison.Workout, _ strings: Strings) -> String {
        let kind = kindName(workout.kind, strings)
        return kind.prefix(1).uppercased() + kind.dropFirst()
    }
}
