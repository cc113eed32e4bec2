/// The live view of the scored formats (docs/formats.md): an emom or death-by period shows its
/// task and the time left in it, then, once done, the rest view with the next period's task;
/// an amrap the task to do now, the round in progress and the rounds done, the cap counting
/// down and the last split; a for-time the clock counting up with the cap beside it; and the
/// reps prompt when a block ends short of its last task.
extension SessionScreen {
    /// Whether the screen is a work view: work, or a scored window not yet done.
    static func showsEffort(_ snapshot: SessionSnapshot) -> Bool {
        snapshot.phase.kind.isEffort && snapshot.scored?.isDone != true
    }

    /// The task after the current one in an amrap or for-time window; an emom's next period
    /// is the next phase, not a task of this one.
    static func nextTask(_ phase: Phase, _ scored: ScoredProgress) -> Phase.Task? {
        guard phase.kind == .amrap || phase.kind == .forTime, scored.task != nil else { return nil }
        // The machine's own answer: a climbing ladder's next round has more reps.
        return SessionMachine.task(of: phase, at: scored.marked + 1)
    }

    /// What comes next, as a rest view names it: an exercise, or a scored window's first task.
    func upcomingName(_ phase: Phase) -> String {
        if phase.kind.isScored, let task = phase.tasks.first { return ScoreText.task(task, strings) }
        return phase.activity?.name.resolved(for: strings.language) ?? ""
    }

    /// "AMRAP", "EMOM": the label above a scored window's task; "WORK" for work.
    func label(_ phase: Phase) -> String {
        phase.kind.scoredFormat.map { ScoreText.formatName($0, strings) }
            ?? strings(.runViewWork).uppercased()
    }

    /// "Period 3/10".
    func period(_ phase: Phase) -> ScreenLine {
        ScreenLine(strings(.runViewPeriod, ["round": .int(phase.round), "rounds": .int(phase.rounds)]))
    }

    /// What a rest says of the scored window after it: an emom's or death-by's period, an
    /// amrap's cap ("AMRAP 12:00"), a for-time's cap or that it has none; never a period of
    /// a window that has none.
    func window(_ phase: Phase) -> ScreenLine {
        let cap = phase.seconds.map { StringArgument.text(ClockText.format(seconds: $0)) }
        switch phase.kind {
        case .amrap:
            return ScreenLine(strings(.runViewUpcomingAmrap, ["cap": cap ?? .text("")]))
        case .forTime:
            guard let cap else { return ScreenLine(strings(.runViewUpcomingForTime)) }
            return ScreenLine(strings(.runViewUpcomingForTimeCap, ["cap": cap]))
        case .emom, .deathBy, .getReady, .work, .rest, .inhale, .hold, .exhale, .meditation, .reflection:
            return period(phase)
        }
    }

    /// A scored window's position whole when it fits the width, else (amrap, for time) its
    /// round counter alone.
    func scoredPositions(_ snapshot: SessionSnapshot, _ scored: ScoredProgress) -> [[ScreenLine]] {
        let whole = scoredPosition(snapshot, scored)
        guard whole.displayWidth > width, snapshot.phase.kind == .amrap || snapshot.phase.kind == .forTime else {
            return [[whole]]
        }
        return [[roundCounter(snapshot, scored)]]
    }

    /// The round in progress and the rounds done alone: what a small window keeps of an
    /// amrap's or a for-time's position.
    func roundCounter(_ snapshot: SessionSnapshot, _ scored: ScoredProgress) -> ScreenLine {
        let round =
            snapshot.phase.kind == .amrap
            ? strings(.runViewRoundInProgress, ["round": .int(scored.round)])
            : strings(.runViewRound, ["round": .int(scored.round), "rounds": .int(snapshot.phase.rounds)])
        return ScreenLine(
            [round, strings(.runViewRoundsDone, ["count": .int(scored.roundsDone)])].joined(separator: " · "))
    }

    /// Where a scored window stands: the period; the round and rounds done with the last
    /// split; for time, the round and the cap with the time left of it.
    func scoredPosition(_ snapshot: SessionSnapshot, _ scored: ScoredProgress) -> ScreenLine {
        let phase = snapshot.phase
        if scored.backWarning { return ScreenLine(strings(.runBackWarning), .bold) }
        var parts: [String] = []
        switch phase.kind {
        case .emom, .deathBy:
            guard let late = scored.countedLate else { return period(phase) }
            let periodText = strings(.runViewPeriod, ["round": .int(phase.round), "rounds": .int(phase.rounds)])
            return ScreenLine(periodText + " · " + strings(.runViewCountedLate, ["round": .int(late)]))
        case .amrap:
            parts.append(strings(.runViewRoundInProgress, ["round": .int(scored.round)]))
            parts.append(strings(.runViewRoundsDone, ["count": .int(scored.roundsDone)]))
        case .forTime:
            parts.append(strings(.runViewRound, ["round": .int(scored.round), "rounds": .int(phase.rounds)]))
            if let cap = phase.seconds, let remaining = snapshot.remaining {
                parts.append(
                    strings(
                        .runViewCapLeft,
                        [
                            "cap": .text(ClockText.format(seconds: cap)),
                            "left": .text(ClockText.format(remaining, rounding: .up)),
                        ]))
            }
        case .getReady, .work, .rest, .inhale, .hold, .exhale, .meditation, .reflection:
            break
        }
        if let split = scored.lastSplit {
            parts.append(strings(.runViewLastSplit, ["time": .text(ClockText.format(split, rounding: .nearest))]))
        }
        return ScreenLine(parts.joined(separator: " · "))
    }

    /// The reps prompt: what it asks, the digits typed so far (large when there is room), how
    /// to answer, a new record the last set of a lift sets, and its keys; the header and title
    /// as room allows.
    func questionLines(_ snapshot: SessionSnapshot, scored: ScoredProgress) -> [ScreenLine] {
        let texts = ScoreText.question(scored, strings)
        guard texts.count == 3, let question = scored.question else { return [] }
        let typed = question.typed + "_"
        var layout = ScreenLayout(
            width: width, height: height,
            parts: [
                ScreenLayout.Part(slot: .header, region: .top, gapBefore: false, centred: false),
                ScreenLayout.Part(slot: .title, region: .middle, gapBefore: false, centred: true),
                ScreenLayout.Part(slot: .position, region: .middle, gapBefore: true, centred: true),
                ScreenLayout.Part(slot: .countdown, region: .middle, gapBefore: true, centred: true),
                ScreenLayout.Part(slot: .reps, region: .middle, gapBefore: true, centred: true),
                ScreenLayout.Part(slot: .record, region: .middle, gapBefore: true, centred: true),
                ScreenLayout.Part(slot: .keys, region: .bottom, gapBefore: true, centred: false),
            ])
        layout.place(.countdown, [[ScreenLine(typed, .bold)]])
        let ask = Self.wrap(texts[1], width: width).map { ScreenLine($0, .bold) }
        layout.place(.position, [ask, [ScreenLine(DisplayWidth.truncate(texts[1], to: width), .bold)]])
        layout.place(.keys, [KeyHelp(strings: strings, width: width).questionLines()])
        let hint = Self.wrap(texts[2], width: width).map { ScreenLine($0, question.refusal == nil ? .dim : .bold) }
        layout.place(.reps, [hint])
        // The program's last set, asked here, says its new record as a rest says a set's.
        if let record = question.line?.newRecord { layout.place(.record, recordLines(record)) }
        layout.place(.title, [[ScreenLine(texts[0].uppercased(), .bold)]])
        layout.place(.header, [[header(snapshot)]])
        let room = layout.free + layout.lines(of: .countdown).count
        // Nothing typed is 0 reps, but a lift's last set as planned: no large 0 for it.
        let large = question.typed.isEmpty ? (question.line == nil ? "0" : "") : question.typed
        if let digits = BlockFont.digits.rows(large, scale: 1), !large.isEmpty, digits.count <= room,
            question.typed.count <= width / 6
        {
            layout.place(.countdown, [digits.map { ScreenLine($0, .bold) }])
        }
        return layout.lines()
    }
}
