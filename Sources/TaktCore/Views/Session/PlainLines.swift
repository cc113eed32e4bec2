/// Plain mode's lines: one per phase start, pause, resume, skip, back and end, no escape codes.
///
/// Each line starts with the trained time (pauses excluded) and the phase's place in the
/// timeline:
///
///     [00:10] 2/16 Burpees · round 1/8 · 20 s
public enum PlainLines {
    /// The whole line for a note, without its newline.
    public static func line(for note: SessionNote, snapshot: SessionSnapshot, strings: Strings) -> String {
        let text: String
        switch note {
        case .phaseStarted: text = phase(snapshot, strings: strings)
        case .paused: text = strings(.runPlainPaused)
        case .resumed: text = strings(.runPlainResumed)
        case .skipped: text = strings(.runPlainSkipped)
        case .back: text = strings(.runPlainBack)
        case .done(let mark) where mark.countedLate:
            text = strings(
                .runPlainDoneLate, ["task": .text(ScoreText.task(mark.task, strings)), "round": .int(mark.round)])
        case .done(let mark): text = strings(.runPlainDone, ["task": .text(ScoreText.task(mark.task, strings))])
        case .backWarned: text = strings(.runBackWarning)
        case .roundDone(_, let round, let split):
            text = strings(
                .runPlainRoundDone,
                ["round": .int(round), "split": .text(ClockText.format(split, rounding: .nearest))])
        case .missed(_, let round): text = strings(.runPlainMissed, ["round": .int(round)])
        case .undone: text = strings(.runPlainUndone)
        case .repsAsked: text = ScoreText.question(snapshot.scored, strings).joined(separator: " ")
        case .asked: text = snapshot.answerLine.map { ScoreText.ask($0, strings) } ?? ""
        case .answered(let subject, let reps):
            text = ScoreText.answered(subject, reps: reps, strings)
        case .setKept(let asked, let answer): text = ScoreText.keptSet(asked, answer, strings)
        case .newRecord(let record): text = LiftSetText(strings: strings).record(record)
        case .scored(let score): text = strings(.runPlainScore, ["score": .text(ScoreText.text(score, strings))])
        case .ended(let reason): text = ended(reason, summary: snapshot.summary, strings: strings)
        }
        return prefix(snapshot) + " " + text
    }

    /// The how-to line of `activity` (the i key).
    public static func howTo(_ activity: Phase.Activity, snapshot: SessionSnapshot, strings: Strings) -> String {
        prefix(snapshot) + " "
            + strings(.runPlainHowTo, ["text": .text(SessionScreen.howTo(activity, strings: strings))])
    }

    static func prefix(_ snapshot: SessionSnapshot) -> String {
        "[\(ClockText.format(snapshot.sessionElapsed, rounding: .down))] \(snapshot.phase.order)/\(snapshot.phaseCount)"
    }

    private static func phase(_ snapshot: SessionSnapshot, strings: Strings) -> String {
        let phase = snapshot.phase
        let language = strings.language
        var parts: [String] = []
        switch phase.kind {
        case .getReady:
            parts.append(strings(.runPlainGetReady))
        case .work:
            parts.append(phase.activity?.name.resolved(for: language) ?? "")
            if phase.rounds > 1 {
                parts.append(strings(.runPlainRound, ["round": .int(phase.round), "rounds": .int(phase.rounds)]))
            }
            if phase.sets > 1 {
                parts.append(strings(.runPlainSet, ["set": .int(phase.set), "sets": .int(phase.sets)]))
            }
            parts += phase.outerRounds.reversed().map {
                strings(.runViewOuterRound, ["round": .int($0.round), "rounds": .int($0.rounds)])
            }
        case .rest:
            parts.append(strings(.runPlainRest))
        case .inhale, .hold, .exhale:
            parts.append(BreathText.name(phase.kind, strings) ?? "")
            parts.append(strings(.runPlainBreath, ["cycle": .int(phase.round), "cycles": .int(phase.rounds)]))
        case .meditation, .reflection:
            parts.append(BreathText.name(phase.kind, strings) ?? "")
        case .emom, .deathBy, .amrap, .forTime:
            parts.append(ProgramShowView.name(of: phase, tasks: TaskText(strings: strings)))
            if phase.rounds > 1, phase.kind.isPeriodic {
                parts.append(strings(.runPlainRound, ["round": .int(phase.round), "rounds": .int(phase.rounds)]))
            }
        }
        if let breath = phase.breath {
            parts.append(
                strings(
                    .runPlainBreathSeconds, ["seconds": .text(BreathText.seconds(tenths: breath.phase.tenths, strings))]
                ))
        } else if let seconds = phase.seconds {
            parts.append(strings(.runPlainSeconds, ["count": .int(seconds)]))
        } else if let reps = phase.reps {
            parts.append(strings(.runPlainReps, ["count": .int(reps)]))
        } else {
            // A for-time block without a cap: its tasks are named above, its reps are theirs.
            parts.append(strings(.runViewEnterWhenDone))
        }
        if !phase.kind.isEffort, let next = snapshot.nextWork?.activity {
            parts.append(strings(.runPlainNext, ["name": .text(next.name.resolved(for: language))]))
        }
        return parts.joined(separator: " · ")
    }

    private static func ended(_ reason: EndReason, summary: SessionSummary?, strings: Strings) -> String {
        let title = strings(StringKey(.runPlainEnded, "\(reason.rawValue)"))
        guard let summary else { return title }
        let ending = summary.ending
        var parts = [
            title,
            strings(.runPlainDuration, ["duration": .text(ClockText.format(ending.duration, rounding: .nearest))]),
            strings(.runPlainActive, ["active": .text(ClockText.format(ending.active, rounding: .nearest))]),
            ending.phasesSkipped > 0
                ? strings(
                    .runPlainPhasesSkipped,
                    [
                        "done": .int(ending.phasesDone), "count": .int(ending.phasesTotal),
                        "skipped": .int(ending.phasesSkipped),
                    ])
                : strings(.runPlainPhases, ["done": .int(ending.phasesDone), "count": .int(ending.phasesTotal)]),
            HeartRateKcalText.summary(ending, strings: strings)
                ?? KcalText.band(ending.kcal, wording: .runPlainKcal, strings: strings),
        ]
        let timing = ending.timingSummary
        parts.append(strings(.timingPlain, ["timing": .text(TimingText.summary(timing, strings: strings))]))
        if ending.usesDefaultMass {
            parts.append(
                strings(
                    .runPlainDefaultMass,
                    ["mass": .text(KcalText.massNumber(BodyProfile.defaultMassKilograms, strings: strings))]))
        }
        parts.append(saved(summary, strings: strings))
        if let hint = ScoreText.entryHint(summary, strings) { parts.append(hint) }
        return parts.joined(separator: " · ")
    }

    private static func saved(_ summary: SessionSummary, strings: Strings) -> String {
        switch summary.saved {
        case .saved where summary.ending.counts: strings(.runPlainSaved)
        case .saved where summary.ending.isPreview: strings(.runPlainSavedPreview)
        case .saved:
            strings(.runPlainSavedShort, ["minutes": .int(Int(CountingRule.minimumActiveSeconds / 60))])
        case .kept(let path): strings(.runPlainKept, ["path": .path(path)])
        case .tooShort:
            strings(.runPlainNotSavedTooShort, ["count": .int(Int(SessionSummary.minimumLoggedSeconds))])
        case .preview: strings(.runPlainNotSavedPreview)
        case .disabled: strings(.runPlainNotSavedDisabled)
        case .failed(let reason): strings(.runPlainNotSavedFailed, ["reason": .text(reason)])
        }
    }
}
