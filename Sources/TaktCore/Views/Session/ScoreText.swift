/// The words of the scored formats that more than one view writes: a task, a score, the reps prompt.
public enum ScoreText {
    /// "10 Burpees".
    public static func task(_ task: Phase.Task, _ strings: Strings) -> String {
        strings(
            .runViewTask, ["count": .int(task.reps), "name": .text(task.activity.name.resolved(for: strings.language))])
    }

    /// A score as the athlete reads it: ``BlockScore/text``, with "capped" in their language.
    public static func text(_ score: BlockScore, _ strings: Strings) -> String {
        guard score.format == .forTime, score.capped == true else { return score.text }
        return strings(.scoreCapped, ["count": .int(score.totalReps ?? 0)])
    }

    /// "AMRAP", "EMOM", "FOR TIME", "DEATH BY": a scored format's name.
    public static func formatName(_ format: Program.Format, _ strings: Strings) -> String {
        switch format {
        case .emom: strings(.runViewFormatEmom)
        case .deathBy: strings(.runViewFormatDeathBy)
        case .amrap: strings(.runViewFormatAmrap)
        case .forTime: strings(.runViewFormatForTime)
        case .intervals, .tabata: ""
        }
    }

    /// The reps prompt's lines: its title, the question, and how to answer (or why it asks again).
    public static func question(_ progress: ScoredProgress?, _ strings: Strings) -> [String] {
        guard let progress, let question = progress.question else { return [] }
        let title: String
        let ask: String
        if question.format == .deathBy {
            title = strings(.runAskTitleMissed, ["round": .int(progress.round)])
            ask = strings(.runAskRepsDeathBy, ["round": .int(progress.round)])
        } else {
            title = strings(.runAskTitle)
            let name = progress.task?.activity.name.resolved(for: strings.language) ?? ""
            ask = strings(.runAskReps, ["name": .text(name)])
        }
        let hint: String
        switch question.refusal {
        case .notANumber: hint = strings(.runAskNotANumber)
        case .tooMany: hint = strings(.runAskTooMany, ["max": .int(SessionMachine.RepsQuestion.maximum)])
        case nil: hint = strings(.runAskHint)
        }
        return [title, ask, hint]
    }
}
