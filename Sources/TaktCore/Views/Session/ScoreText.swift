import Foundation

/// The words of the scored formats that more than one view writes: a task, a score, the reps prompt.
public enum ScoreText {
    /// "10 Burpees", "400 m Run", "Thrusters 95/65 lb": ``TaskText`` in the language of `strings`.
    public static func task(_ task: Phase.Task, _ strings: Strings) -> String {
        TaskText(strings: strings).task(task)
    }

    /// A score as the athlete reads it in their language: ``BlockScore/text`` with the words
    /// ("capped", "DNF", "stopped at") and the decimal separator of `strings`; "not entered"
    /// when nobody could press a key.
    public static func text(_ score: BlockScore, _ strings: Strings) -> String {
        let separator = decimalSeparator(strings)
        let plain: String
        switch score.result {
        case .amrap(let amrap):
            plain = "\(amrap.rounds)+\(amrap.reps)"
            if score.stopped {
                let time = ClockText.format(seconds: Int(amrap.seconds))
                return strings(.scoreStoppedAt, ["time": .text(time), "score": .text(plain)])
            }
            if score.implausible { return strings(.scoreTooMany, ["score": .text(plain)]) }
        case .forTime(let forTime):
            if score.stopped { return strings(.scoreDnf, ["count": .int(forTime.totalReps)]) }
            if forTime.capped { return strings(.scoreCapped, ["count": .int(forTime.totalReps)]) }
            let time = BlockScore.time(forTime.seconds, separator: separator)
            return score.implausible ? strings(.scoreTooFast, ["score": .text(time)]) : time
        case .emom, .deathBy:
            plain = score.text ?? ""
            if score.stopped, let unstopped = BlockScore(block: score.block, score.result).text {
                return strings(.scoreStopped, ["score": .text(unstopped)])
            }
        case .stations(let stations):
            plain = reps(stations, strings)
            if score.stopped { return strings(.scoreStopped, ["score": .text(plain)]) }
        case .notEntered:
            return strings(.scoreNotEntered)
        }
        return plain
    }

    /// "312 reps", "180 reps, 1 station not entered": the reps of stations of max reps.
    static func reps(_ stations: BlockScore.Stations, _ strings: Strings) -> String {
        let total = strings(.scoreReps, ["count": .int(stations.totalReps)])
        let missing = stations.answers.count { $0 == nil }
        return missing == 0 ? total : strings(.scoreRepsMissing, ["score": .text(total), "count": .int(missing)])
    }

    /// The language's decimal separator ("." or ","), as scores write tenths: "3:46,8".
    public static func decimalSeparator(_ strings: Strings) -> String {
        String(strings.number(0.5, fractionDigits: 1).dropFirst().prefix(1))
    }

    /// A time as a score writes it, with the language's decimal separator: "4:21.7", "4:21,7".
    public static func time(_ seconds: Double, _ strings: Strings) -> String {
        BlockScore.time(seconds, separator: decimalSeparator(strings))
    }

    /// How to enter afterwards the scores nobody could key in: "Scores not entered: enter them
    /// with takt history edit 1a2f276e --score 1=7+12"; `nil` when every score was entered or
    /// the session has no row to edit.
    public static func entryHint(_ summary: SessionSummary, _ strings: Strings) -> String? {
        guard let id = summary.sessionID else { return nil }
        let missing = summary.ending.scores.filter(\.isNotEntered)
        guard !missing.isEmpty else { return nil }
        let scores = missing.map { "--score \($0.block)=\(example(of: $0.format))" }
        let command = (["takt", "history", "edit", HistoryTableView.shortID(id)] + scores).joined(separator: " ")
        return strings(.runSummaryEnterLater, ["count": .int(missing.count), "command": .text(command)])
    }

    /// A score of the format as `log` and `history edit` read it (docs/formats.md).
    static func example(of format: ScoredFormat) -> String {
        switch format {
        case .amrap: "7+12"
        case .forTime: "4:21"
        case .emom: "9/10"
        case .deathBy: "12"
        case .intervals, .tabata: "312"
        }
    }

    /// "7+12 · last 7+5 · best 8+3, Nov 2", or "… · new personal best" when it beats them.
    public static func compared(_ comparison: ScoreComparison, _ strings: Strings) -> String {
        var parts = [text(comparison.score, strings)]
        if let last = comparison.last {
            parts.append(strings(.runSummaryScoreLast, ["score": .text(text(last.score, strings))]))
        }
        if comparison.isNewBest {
            parts.append(strings(.runSummaryScoreNewBest))
        } else if let best = comparison.best {
            parts.append(
                strings(
                    .runSummaryScoreBest,
                    ["score": .text(text(best.score, strings)), "date": .text(day(best.date, strings))]))
        }
        return parts.joined(separator: " · ")
    }

    /// "Nov 2" / "2. November": the day a score was set.
    static func day(_ date: Date, _ strings: Strings) -> String {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        let civil = HistoryDates.civil(days)
        return strings(
            .statsWeek, ["day": .int(civil.day), "month": .text(strings(StringKey(.calendarMonth, "\(civil.month)")))])
    }

    /// "AMRAP", "EMOM", "FOR TIME", "DEATH BY": a scored format's name.
    public static func formatName(_ format: ScoredFormat, _ strings: Strings) -> String {
        switch format {
        case .emom: strings(.runViewFormatEmom)
        case .deathBy: strings(.runViewFormatDeathBy)
        case .amrap: strings(.runViewFormatAmrap)
        case .forTime: strings(.runViewFormatForTime)
        case .intervals: strings(.runViewFormatIntervals)
        case .tabata: strings(.runViewFormatTabata)
        }
    }

    /// What an answer line asks: "How many Burpees in period 1?".
    public static func ask(_ line: AnswerLine, _ strings: Strings) -> String {
        switch line.subject {
        case .maxPeriod(let task, let round, _):
            let name = task?.activity.name.resolved(for: strings.language) ?? ""
            return strings(.runAskRepsMax, ["task": .text(name), "round": .int(round)])
        case .maxStation(let activity, let round, _):
            let name = activity?.name.resolved(for: strings.language) ?? ""
            return strings(.runLineStation, ["task": .text(name), "round": .int(round)])
        case .liftSet(let asked):
            return askSet(asked, strings)
        }
    }

    /// A question's answer as plain mode writes it when the question closes.
    public static func answered(_ subject: AnswerLine.Subject, reps: Int?, _ strings: Strings) -> String {
        let name = subject.activity?.name.resolved(for: strings.language) ?? ""
        switch (subject, reps) {
        case (.maxPeriod, let reps?):
            return strings(.runLineAnswered, ["round": .int(subject.round), "count": .int(reps)])
        case (.maxPeriod, nil):
            return strings(.runLineNotEntered, ["round": .int(subject.round)])
        case (.maxStation, let reps?):
            return strings(
                .runLineStationAnswered, ["task": .text(name), "round": .int(subject.round), "count": .int(reps)])
        case (.maxStation, nil):
            return strings(.runLineStationNotEntered, ["task": .text(name), "round": .int(subject.round)])
        case (.liftSet(let asked), let reps):
            return keptSet(asked, reps.map { LiftAnswer(reps: $0) }, strings)
        }
    }

    /// What the answer line says under its question: how to answer, what it refused, or the
    /// answer it keeps.
    public static func hint(_ line: AnswerLine, _ strings: Strings) -> String {
        if case .liftSet(let asked) = line.subject { return hintSet(line, asked, strings) }
        switch line.refusal {
        case .notANumber: return strings(.runAskNotANumber)
        case .tooMany: return strings(.runAskTooManyMax, ["max": .int(line.limit)])
        case nil:
            guard let given = line.given else { return strings(.runLineHint) }
            return strings(.runLineGiven, ["reps": .int(given)])
        }
    }

    /// The reps prompt's lines: its title, the question, and how to answer (or why it asks again).
    public static func question(_ progress: ScoredProgress?, _ strings: Strings) -> [String] {
        guard let progress, let question = progress.question else { return [] }
        if let line = question.line, case .liftSet(let asked) = line.subject {
            return [
                strings(.liftLineTitle, ["set": .int(asked.set), "sets": .int(asked.sets)]), askSet(asked, strings),
                hintSet(line, asked, strings),
            ]
        }
        let title: String
        let ask: String
        let tooMany: String
        let limit: StringArgument = .int(question.limit)
        switch question.about {
        case .liftSet:
            // Read from its line above; a question without one asks as a station would.
            title = strings(.runAskTitle)
            ask = strings(.runAskRepsRound)
            tooMany = strings(.runAskTooManyMax, ["max": limit])
        case .failedPeriod:
            title = strings(.runAskTitleMissed, ["round": .int(progress.round)])
            ask = strings(.runAskRepsDeathBy, ["round": .int(progress.round)])
            tooMany = strings(
                .runAskTooManyPeriod, ["max": limit, "round": .int(progress.round), "reps": .int(question.limit + 1)])
        case .maxStation:
            title = strings(.runLineStationTitle, ["round": .int(progress.round)])
            let name = question.station?.name.resolved(for: strings.language) ?? ""
            ask = strings(.runLineStation, ["task": .text(name), "round": .int(progress.round)])
            tooMany = strings(.runAskTooManyMax, ["max": limit])
        case .maxPeriod:
            title = strings(.runAskTitlePeriod, ["round": .int(progress.round)])
            let name = question.task?.activity.name.resolved(for: strings.language) ?? ""
            ask = strings(.runAskRepsMax, ["task": .text(name), "round": .int(progress.round)])
            tooMany = strings(.runAskTooManyMax, ["max": limit])
        case .round:
            title = strings(.runAskTitle)
            ask = strings(.runAskRepsRound)
            tooMany = strings(.runAskTooManyRound, ["max": limit])
        case .task:
            title = strings(.runAskTitle)
            let name = progress.task?.activity.name.resolved(for: strings.language) ?? ""
            ask = strings(.runAskReps, ["name": .text(name)])
            tooMany = strings(
                .runAskTooManyTask, ["max": limit, "task": .text(progress.task.map { task($0, strings) } ?? "")])
        }
        let hint: String
        switch question.refusal {
        case .notANumber: hint = strings(.runAskNotANumber)
        case .tooMany: hint = tooMany
        case nil: hint = strings(.runAskHint, ["max": limit])
        }
        return [title, ask, hint]
    }
}
