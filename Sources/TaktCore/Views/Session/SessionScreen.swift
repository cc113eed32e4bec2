/// Draws a running or finished session as a whole screen of text; a paused rest shows only what comes next.
///
/// Pure: the same snapshot, texts, size and colour flag always give the same lines, which is
/// what the live display compares to decide whether to redraw and what the tests compare.
///
/// The views scale with the window. The countdown, the exercise (or "Rest"), what comes next
/// and the keys are placed first, at their smallest; then the countdown grows to about half
/// the height; then the smaller facts (set and round, time left in the workout, the header,
/// the progress bar) join while they fit; then the exercise is drawn in large letters. With
/// colour, the whole screen is tinted by the kind of phase, and by pausing.
public struct SessionScreen: Sendable {
    /// Narrower terminals are drawn at this width (and the lines cut to the real one).
    public static let minimumWidth = 40

    public var strings: Strings
    public var width: Int
    public var height: Int
    public var colour: Bool

    public init(strings: Strings, width: Int, height: Int = 24, colour: Bool) {
        self.strings = strings
        self.width = max(Self.minimumWidth, width)
        self.height = max(1, height)
        self.colour = colour
    }

    /// The screen for `snapshot`, one string per line, with the how-to text when
    /// `snapshot.howTo` holds an exercise.
    ///
    /// `columns`, when narrower than the layout width, cuts every line to the terminal's real
    /// width: a wrapped line would push the rest of an in-place frame out of place.
    public func render(_ snapshot: SessionSnapshot, columns: Int? = nil) -> [String] {
        frame(snapshot, columns: columns).map(\.bytes)
    }

    /// The same screen as terminal text: what the live display writes.
    public func frame(_ snapshot: SessionSnapshot, columns: Int? = nil) -> [TerminalString] {
        let visible = min(width, max(1, columns ?? width))
        let lines = lines(for: snapshot, howTo: snapshot.howTo.map { Self.howTo($0, strings: strings) })
        // Live views are tinted whole; the finished screen keeps its coloured words only.
        if colour, snapshot.summary == nil {
            let tint = Self.tint(of: snapshot)
            return lines.map { $0.rendered(width: visible, tint: tint) }
        }
        return lines.map { $0.trimmingTrailingSpaces().terminalText(width: visible, colour: colour) }
    }

    /// The how-to overlay's text: the exercise's name and how to do it, or that there is none.
    public static func howTo(_ activity: Phase.Activity, strings: Strings) -> String {
        let name = activity.name.resolved(for: strings.language)
        if let text = activity.howTo?.resolved(for: strings.language), !text.isEmpty {
            return strings(.runEngineHowTo, ["name": .text(name), "text": .text(text)])
        }
        return strings(.runEngineNoHowTo, ["name": .text(name)])
    }

    /// The colours of a screen: paused has its own, else the kind of phase.
    static func tint(of snapshot: SessionSnapshot) -> ScreenLine.Tint {
        if snapshot.isPaused { return .paused }
        // A period done is rest until the next; the reps prompt comes when the work stopped.
        if let scored = snapshot.scored, scored.isDone || scored.question != nil { return .rest }
        switch snapshot.phase.kind {
        case .work, .emom, .deathBy, .amrap, .forTime: return .work
        case .rest, .inhale, .hold, .exhale, .meditation, .reflection: return .rest
        case .getReady: return .getReady
        }
    }

    func lines(for snapshot: SessionSnapshot, howTo: String?) -> [ScreenLine] {
        if let summary = snapshot.summary {
            // The row below the summary is left for the prompt that follows the session.
            return FinishedView(strings: strings, width: width, height: max(1, height - 1))
                .lines(title: title(of: snapshot), summary: summary)
        }
        if let scored = snapshot.scored, scored.question != nil {
            return questionLines(snapshot, scored: scored)
        }
        if snapshot.phase.kind.isSitting { return sittingLines(snapshot) }
        var layout = ScreenLayout(width: width, height: height, parts: parts(for: snapshot))
        placeRequired(snapshot, in: &layout)
        if let howTo { placeHowTo(howTo, in: &layout) }
        placeCountdown(snapshot, in: &layout)
        placeDetails(snapshot, in: &layout)
        placeLargeNames(snapshot, in: &layout)
        return layout.lines()
    }

    // MARK: - Which parts, where

    /// The parts of the view for the phase's kind, top to bottom.
    private func parts(for snapshot: SessionSnapshot) -> [ScreenLayout.Part] {
        typealias Part = ScreenLayout.Part
        let top = [
            Part(slot: .header, region: .top, gapBefore: false, centred: false),
            Part(slot: .marker, region: .middle, gapBefore: false, centred: true),
        ]
        let bottom = [
            Part(slot: .workout, region: .middle, gapBefore: true, centred: true),
            Part(slot: .howTo, region: .middle, gapBefore: true, centred: false),
            Part(slot: .answer, region: .bottom, gapBefore: true, centred: false),
            Part(slot: .keys, region: .bottom, gapBefore: true, centred: false),
        ]
        // Only a session reading a strap has the heart-rate line, under the countdown.
        let heart =
            (snapshot.heartRate == nil ? [] : [Part(slot: .heartRate, region: .middle, gapBefore: true, centred: true)])
            + [Part(slot: .record, region: .middle, gapBefore: true, centred: true)]
        guard Self.showsEffort(snapshot) else {
            // Rest and get ready: the label, the countdown, then only what comes next.
            return top + [
                Part(slot: .title, region: .middle, gapBefore: false, centred: true),
                Part(slot: .countdown, region: .middle, gapBefore: true, centred: true),
                Part(slot: .bar, region: .middle, gapBefore: false, centred: true),
            ] + heart + [
                Part(slot: .next, region: .middle, gapBefore: true, centred: true),
                Part(slot: .nextPosition, region: .middle, gapBefore: false, centred: true),
            ] + bottom
        }
        return top + [
            Part(slot: .label, region: .middle, gapBefore: false, centred: true),
            Part(slot: .title, region: .middle, gapBefore: false, centred: true),
            Part(slot: .position, region: .middle, gapBefore: false, centred: true),
            Part(slot: .countdown, region: .middle, gapBefore: true, centred: true),
            Part(slot: .bar, region: .middle, gapBefore: false, centred: true),
            Part(slot: .reps, region: .middle, gapBefore: false, centred: true),
        ] + heart + [
            Part(slot: .next, region: .middle, gapBefore: true, centred: true)
        ] + bottom
    }

    /// What must be on every screen, smallest: countdown, exercise or "Rest", next, keys.
    ///
    /// The pause marker's line is there while running too, blank, so pausing moves nothing.
    private func placeRequired(_ snapshot: SessionSnapshot, in layout: inout ScreenLayout) {
        layout.place(.countdown, [countdown(snapshot, scale: 1)])
        layout.place(.title, [[ScreenLine(smallTitle(snapshot), .bold)]])
        if snapshot.phase.isOpen || snapshot.scored?.task != nil, Self.showsEffort(snapshot) {
            layout.place(.reps, [[reps(snapshot)]])
        } else if Self.showsEffort(snapshot), let implement = implement(snapshot.phase) {
            layout.place(.reps, [[ScreenLine(implement, .bold)]])
        }
        layout.place(.next, [[next(snapshot)]])
        layout.place(.keys, [keys(snapshot)])
        if let line = snapshot.answerLine { layout.place(.answer, answerLines(line)) }
        layout.place(.marker, [[pauseMarker(snapshot)]])
        // An amrap's or a for-time's rounds are its score so far: kept before the smaller facts.
        let kind = snapshot.phase.kind
        if let scored = snapshot.scored, Self.showsEffort(snapshot), kind == .amrap || kind == .forTime {
            layout.place(.position, scoredPositions(snapshot, scored))
        }
    }

    /// The how-to the i key asked for: as many of its lines as fit, the last cut with "…".
    private func placeHowTo(_ text: String, in layout: inout ScreenLayout) {
        let lines = WordWrap.lines(text, width: width - 2, longWord: .cut).map { ScreenLine("  " + $0) }
        guard !lines.isEmpty else { return }
        let candidates = (1...lines.count).reversed().map { count -> [ScreenLine] in
            guard count < lines.count else { return lines }
            var shown = Array(lines.prefix(count))
            shown[count - 1] = ScreenLine(DisplayWidth.truncate(lines[count - 1].runs[0].text + " …", to: width))
            return shown
        }
        layout.place(.howTo, candidates)
    }

    /// The countdown at the largest scale that fits the width and about half the height.
    private func placeCountdown(_ snapshot: SessionSnapshot, in layout: inout ScreenLayout) {
        let font = BlockFont.digits
        let widest =
            [big(snapshot), snapshot.phase.seconds.map { ClockText.format(seconds: $0) } ?? ""]
            .compactMap { font.width($0, scale: 1) }.max() ?? 1
        let room = layout.free + layout.lines(of: .countdown).count
        // Only the chosen scale is drawn: its height is known without drawing it.
        let scale = (1...max(1, width / max(1, widest))).last {
            font.rows(scale: $0) <= max(3, height / 2) && font.rows(scale: $0) <= room
        }
        if let scale, scale > 1 { layout.place(.countdown, [countdown(snapshot, scale: scale)]) }
    }

    /// The smaller facts, most useful first, while they fit.
    private func placeDetails(_ snapshot: SessionSnapshot, in layout: inout ScreenLayout) {
        // The heart rate first: an athlete with a strap glances for it as for the clock.
        if let status = snapshot.heartRate { layout.place(.heartRate, [[heartRateLine(status)]]) }
        // A new record is said at once, while the rest after its set runs (SPEC section 17).
        if let record = snapshot.answerLine?.newRecord { layout.place(.record, recordLines(record)) }
        if let scored = snapshot.scored, Self.showsEffort(snapshot) {
            layout.place(.position, scoredPositions(snapshot, scored))
        } else if Self.showsEffort(snapshot) {
            if let line = snapshot.phase.lift == nil ? position(snapshot.phase) : liftPosition(snapshot.phase) {
                layout.place(.position, [[line]])
            }
        } else if let breath = snapshot.phase.breath {
            let count = strings(.runViewBreath, ["cycle": .int(breath.cycle), "cycles": .int(breath.cycles)])
            layout.place(.nextPosition, [[ScreenLine(count, .bold)]])
        } else if let upcoming = snapshot.nextWork {
            layout.place(
                .next, [[ScreenLine(strings(nextUpKey(snapshot)), .dim), ScreenLine(upcomingName(upcoming), .bold)]])
            let position =
                upcoming.lift.map(liftNext) ?? (upcoming.kind.isScored ? window(upcoming) : position(upcoming))
            layout.place(.nextPosition, [[position]])
        }
        layout.place(.workout, [[workout(snapshot)]])
        layout.place(.header, [[header(snapshot)]])
        if !snapshot.phase.isOpen { layout.place(.bar, [[bar(snapshot)]]) }
        layout.place(.label, [[ScreenLine(label(snapshot.phase), .work)]])
    }

    /// The exercise (or "Rest", "Get ready") and, while resting, the next one in large letters.
    private func placeLargeNames(_ snapshot: SessionSnapshot, in layout: inout ScreenLayout) {
        let title = smallTitle(snapshot)
        if let large = large(title, .bold, rows: layout.free + layout.lines(of: .title).count) {
            layout.place(.title, [large])
        }
        guard !Self.showsEffort(snapshot), let upcoming = snapshot.nextWork else { return }
        let upcomingName = upcomingName(upcoming)
        // The label "Next up" stays above the large name.
        if let large = large(upcomingName, .plain, rows: layout.free + layout.lines(of: .next).count - 1) {
            layout.place(.next, [[ScreenLine(strings(nextUpKey(snapshot)), .dim)] + large])
        }
    }

    /// `text` in large letters at the largest scale that fits the width and `rows`; `nil` when
    /// a character has no glyph or even the smallest does not fit. Only that scale is drawn.
    func large(_ text: String, _ look: ScreenLine.Look, rows: Int) -> [ScreenLine]? {
        let font = BlockFont.letters
        let capitals = text.uppercased()
        let limit = min(rows, max(font.rows(scale: 1), height / 5))
        let scale = (1...2).last { scale in
            font.rows(scale: scale) <= limit && (font.width(capitals, scale: scale).map { $0 <= width } ?? false)
        }
        return scale.flatMap { font.rows(capitals, scale: $0) }?.map { ScreenLine($0, look) }
    }

    // MARK: - Parts

    private var language: String { strings.language }

    private func title(of snapshot: SessionSnapshot) -> String {
        snapshot.programTitle.resolved(for: language)
    }

    /// The exercise's name while working, else "REST" or "GET READY".
    private func smallTitle(_ snapshot: SessionSnapshot) -> String {
        switch snapshot.phase.kind {
        case .work: snapshot.phase.activity?.name.resolved(for: language) ?? ""
        case .emom, .deathBy, .amrap, .forTime:
            snapshot.scored?.task.map { ScoreText.task($0, strings) } ?? strings(.runViewRest).uppercased()
        case .rest: strings(.runViewRest).uppercased()
        case .getReady: strings(.runViewGetReady).uppercased()
        case .inhale, .hold, .exhale, .meditation, .reflection:
            (BreathText.name(snapshot.phase.kind, strings) ?? "").uppercased()
        }
    }

    private func nextUpKey(_ snapshot: SessionSnapshot) -> StringKey {
        snapshot.phase.kind == .getReady ? .runViewFirstUp : .runViewNextUp
    }

    /// The program's title on the left, the phase counter on the right.
    func header(_ snapshot: SessionSnapshot) -> ScreenLine {
        let counter = strings(
            .runViewPhase, ["order": .int(snapshot.phase.order), "count": .int(snapshot.phaseCount)])
        let room = width - DisplayWidth.of(counter) - 1
        let name = DisplayWidth.truncate(title(of: snapshot), to: room)
        return ScreenLine([
            ScreenLine.Run(name, .bold),
            ScreenLine.Run(String(repeating: " ", count: width - DisplayWidth.of(name) - DisplayWidth.of(counter))),
            ScreenLine.Run(counter, .dim),
        ])
    }

    private func pauseMarker(_ snapshot: SessionSnapshot) -> ScreenLine {
        guard snapshot.isPaused else { return .blank }
        return ScreenLine(strings(.runViewPaused), .paused)
    }

    private func name(_ phase: Phase) -> ScreenLine {
        ScreenLine(phase.activity?.name.resolved(for: language) ?? "", .bold)
    }

    /// Where an exercise stands: set x/y · round r/R.
    /// A nested block's phase adds the round of each enclosing block, innermost first.
    private func position(_ phase: Phase) -> ScreenLine {
        let outer = phase.outerRounds.reversed().map {
            strings(.runViewOuterRound, ["round": .int($0.round), "rounds": .int($0.rounds)])
        }
        return ScreenLine(
            ([
                strings(.runViewSet, ["set": .int(phase.set), "sets": .int(phase.sets)]),
                strings(.runViewRound, ["round": .int(phase.round), "rounds": .int(phase.rounds)]),
            ] + outer).joined(separator: " · "))
    }

    /// Work names the next exercise; rest and get ready name it as "Next: …" when space is short.
    private func next(_ snapshot: SessionSnapshot) -> ScreenLine {
        if let scored = snapshot.scored, Self.showsEffort(snapshot), let task = Self.nextTask(snapshot.phase, scored) {
            return ScreenLine(strings(.runViewNext, ["name": .text(ScoreText.task(task, strings))]))
        }
        guard let upcoming = snapshot.nextWork, upcoming.activity != nil || !upcoming.tasks.isEmpty else {
            // Breaths that end a session have no exercise to come.
            return ScreenLine(snapshot.phase.breath == nil ? strings(.runViewLast) : "", .dim)
        }
        return ScreenLine(strings(.runViewNext, ["name": .text(upcomingName(upcoming))]))
    }

    private func reps(_ snapshot: SessionSnapshot) -> ScreenLine {
        if let lift = snapshot.phase.lift { return liftSet(snapshot.phase, lift) }
        let reps = snapshot.phase.reps.map { strings(.runViewReps, ["count": .int($0)]) }
        return ScreenLine(
            ([implement(snapshot.phase), reps].compactMap { $0 } + [strings(.runViewEnterWhenDone)])
                .joined(separator: " · "), .bold)
    }

    /// The clock the countdown shows: time left, or for an open set the time spent so far.
    private func clock(_ snapshot: SessionSnapshot) -> String {
        // For time counts up, its cap beside it.
        guard let remaining = snapshot.remaining, snapshot.phase.kind != .forTime else {
            return ClockText.format(snapshot.phaseElapsed, rounding: .down)
        }
        return ClockText.format(remaining, rounding: .up)
    }

    /// The time left in the phase in large block digits, readable from across the room.
    private func countdown(_ snapshot: SessionSnapshot, scale: Int) -> [ScreenLine] {
        let text = big(snapshot)
        return (BlockFont.digits.rows(text, scale: scale) ?? [text]).map { ScreenLine($0, .bold) }
    }

    /// What the large digits show: the clock, or while lifting a set the set itself ("5×100").
    private func big(_ snapshot: SessionSnapshot) -> String {
        guard let lift = snapshot.phase.lift, snapshot.phase.isOpen, Self.showsEffort(snapshot) else {
            return clock(snapshot)
        }
        return liftBig(lift)
    }

    /// How much of the phase is done, as a bar across the screen.
    private func bar(_ snapshot: SessionSnapshot) -> ScreenLine {
        let inner = width - 2
        var filled = 0
        if let fullness = BreathText.fullness(snapshot) {
            filled = Int((fullness * Double(inner)).rounded(.down))
        } else if let seconds = snapshot.phase.seconds, seconds > 0, let remaining = snapshot.remaining {
            let done = 1 - min(1, max(0, remaining / .seconds(seconds)))
            filled = Int((done * Double(inner)).rounded(.down))
        }
        return ScreenLine([
            ScreenLine.Run("["),
            ScreenLine.Run(String(repeating: "█", count: filled), .progress),
            ScreenLine.Run(String(repeating: "░", count: inner - filled), .dim),
            ScreenLine.Run("]"),
        ])
    }

    /// Time left in the whole workout, and the calories so far.
    private func workout(_ snapshot: SessionSnapshot) -> ScreenLine {
        let kcal = strings(.runViewKcal, ["kcal": .text(KcalText.kcal(snapshot.kcal, strings: strings))])
        // A phase without an end (a for-time block without a cap, an open set) makes the
        // workout's end unknown: what is done, and what is planned after it.
        if snapshot.phase.isOpen {
            let done = ClockText.format(snapshot.sessionElapsed, rounding: .down)
            let text =
                snapshot.plannedAfter > .zero
                ? strings(
                    .runViewWorkoutOpen,
                    ["done": .text(done), "after": .text(ClockText.format(snapshot.plannedAfter, rounding: .up))])
                : strings(.runViewWorkoutOpenLast, ["done": .text(done)])
            return ScreenLine(text + " · " + kcal, .dim)
        }
        let left = strings(
            .runViewWorkoutLeft,
            [
                "left": .text(ClockText.format(snapshot.workoutRemaining, rounding: .up)),
                "total": .text(ClockText.format(snapshot.plannedTotal, rounding: .nearest)),
            ])
        return ScreenLine(left + " · " + kcal, .dim)
    }

    /// The keys, on as many lines as the running or the paused list needs, whichever is more:
    /// pausing changes the first key's word but never moves the screen.
    private func keys(_ snapshot: SessionSnapshot) -> [ScreenLine] {
        let help = KeyHelp(strings: strings, width: width)
        let scored = snapshot.scored != nil
        let shown = help.lines(paused: snapshot.isPaused, openSet: snapshot.phase.isOpen, scored: scored)
        let other = help.lines(paused: !snapshot.isPaused, openSet: snapshot.phase.isOpen, scored: scored)
        return shown + Array(repeating: .blank, count: max(0, other.count - shown.count))
    }

    /// The question asked over this phase, under its view: what it asks with the digits typed,
    /// then what to do (or what was refused, or the answer kept); one line when room is short.
    private func answerLines(_ line: AnswerLine) -> [[ScreenLine]] {
        let ask = DisplayWidth.truncate(ScoreText.ask(line, strings) + " " + line.typed + "_", to: width)
        let hint = DisplayWidth.truncate(ScoreText.hint(line, strings), to: width)
        return [
            [ScreenLine(ask, .bold), ScreenLine(hint, line.refusal == nil ? .dim : .bold)], [ScreenLine(ask, .bold)],
        ]
    }

    /// Breaks `text` into lines of at most `width` columns at spaces; a longer word is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        WordWrap.lines(text, width: width, longWord: .cut)
    }
}
