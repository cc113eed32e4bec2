import Foundation

/// What the remote page shows of a session: one state message of the stream (README, "A second
/// screen and a remote"), in the session's language, with the same words the live view writes.
///
/// The page draws its countdown itself from ``Clock``: the program seconds shown at the
/// snapshot's instant on the server's clock, and whether and how fast it runs. So it moves
/// smoothly between messages and agrees with the terminal, which rounds the same way.
public struct RemotePageState: Sendable, Hashable, Encodable {
    /// How the page's clock runs.
    public struct Clock: Sendable, Hashable, Encodable {
        /// "down" for time left, "up" for time spent (for time, an open set).
        public var direction: String
        /// Program seconds shown at ``at``.
        public var seconds: Double
        /// Whether it moves: not paused, not at the reps prompt, not over.
        public var running: Bool
        /// Program seconds per real second (`--speed`).
        public var speed: Double
        /// The snapshot's instant: seconds on the server's monotonic clock.
        public var at: Double
    }

    /// The reps prompt at a cap or a failed period.
    public struct Prompt: Sendable, Hashable, Encodable {
        public var title: String
        public var question: String
        /// How to answer, or why it asks again.
        public var hint: String
        /// The answer was refused: the hint says why.
        public var refused: Bool
        /// The digits typed at the terminal so far.
        public var typed: String
        /// The most reps the prompt takes.
        public var limit: Int
        /// What the terminal says to an answer over ``limit`` ("At most 10: the task is 10
        /// squats."): the page shows it when the server refuses its number (409).
        public var tooMany: String
    }

    /// The question asked over the running phase (the answer line of a max period, a max
    /// station or a lift's set): the clock runs on while it is up, and the pad answers it.
    public struct Answer: Sendable, Hashable, Encodable {
        /// "Set 2: 5 × 100 kg —", "Burpees in period 1?".
        public var ask: String
        /// What to type, what was refused, or the answer kept.
        public var hint: String
        /// The hint says why an answer was refused.
        public var refused: Bool
        /// The digits typed at the terminal so far.
        public var typed: String
        /// The most reps it takes.
        public var limit: Int
    }

    /// The strap's reading (`run --hr`, SPEC section 18).
    public struct HeartRate: Sendable, Hashable, Encodable {
        /// Beats a minute; absent without contact ("–").
        public var bpm: Int?
        /// 1–5 of the heart-rate reserve; absent below zone 1 or without zones.
        public var zone: Int?
        /// The live view's words for it: "Heart rate 152 bpm · zone 4", "Heart rate –".
        public var text: String
    }

    /// The message format's version; a new field keeps it, a changed meaning raises it.
    public var v = 1
    public var language: String
    public var title: String
    /// The phase's place, 1-based, and the number of phases.
    public var phase: Int
    public var phases: Int
    /// The phase's kind (`work`, `rest`, `getReady`, `emom`, `amrap`, …), or `finished`.
    public var kind: String
    /// The page's colour, as the terminal's tint: `work`, `rest`, `getReady`, `paused`, `finished`.
    public var tint: String
    public var paused: Bool
    /// Above the name: "WORK", "AMRAP"…; empty in rest and get ready.
    public var label: String
    /// The exercise, the scored task ("10 Burpees"), or "REST", "GET READY".
    public var name: String
    /// Set and round, or a scored window's round, rounds done, period and last split.
    public var position: String
    /// The reps of an open set or a scored task, empty otherwise.
    public var reps: String
    /// "Next: …", or what a rest leads to.
    public var next: String
    /// While resting before a lift's set: its reps × load and the plates per side ("next: 5 ×
    /// 102.5 kg · bar + 25 + 15 each side"); empty otherwise.
    public var nextSet: String
    /// What the large digits show in place of the clock: a lift's set being lifted ("5×102.5").
    public var big: String?
    /// Time left of the workout and the calories so far.
    public var workout: String
    public var clock: Clock
    public var prompt: Prompt?
    public var answer: Answer?
    /// Only in a session reading a strap.
    public var heartRate: HeartRate?
    /// A new record a lift's set sets, while its answer line (or the prompt asking the last
    /// set) is up: "New 5RM: 105 kg · e1RM 122.5 kg (estimated)"; absent otherwise.
    public var record: String?
    /// The finished view's lines once the session is over.
    public var finished: [String]?
    /// The page's own words: buttons and notices.
    public var texts: [String: String]

    /// The state of `snapshot`, taken at `at` seconds of the server's clock, of a session running
    /// at `speed`.
    public init(_ snapshot: SessionSnapshot, strings: Strings, at: Double, speed: Double) {
        let screen = SessionScreen(strings: strings, width: 60, colour: false)
        let phase = snapshot.phase
        let scored = snapshot.scored
        let effort = SessionScreen.showsEffort(snapshot)
        language = strings.language
        title = snapshot.programTitle.resolved(for: strings.language)
        self.phase = phase.order
        phases = snapshot.phaseCount
        paused = snapshot.isPaused
        kind = snapshot.summary == nil ? phase.kind.rawValue : "finished"
        tint = snapshot.summary != nil ? "finished" : Self.tintName(SessionScreen.tint(of: snapshot))
        label = effort ? screen.label(phase) : ""
        name = Self.name(snapshot, strings: strings)
        position = Self.position(snapshot, screen: screen, strings: strings)
        reps = Self.reps(snapshot, screen: screen, strings: strings)
        next = Self.next(snapshot, screen: screen, strings: strings)
        nextSet = effort ? "" : snapshot.nextWork?.lift.map { Self.text(screen.liftNext($0)) } ?? ""
        if let lift = phase.lift, phase.isOpen, effort { big = screen.liftBig(lift) }
        workout = Self.workout(snapshot, strings: strings)
        let countsUp = phase.kind == .forTime || snapshot.remaining == nil
        clock = Clock(
            direction: countsUp ? "up" : "down",
            seconds: (countsUp ? snapshot.phaseElapsed : snapshot.remaining ?? .zero).secondsValue,
            running: !snapshot.isPaused && snapshot.summary == nil && scored?.question == nil, speed: speed, at: at)
        if let question = scored?.question {
            let texts = ScoreText.question(scored, strings)
            var refused = scored
            refused?.question?.refusal = .tooMany
            prompt = Prompt(
                title: texts.first ?? "", question: texts.dropFirst().first ?? "", hint: texts.last ?? "",
                refused: question.refusal != nil, typed: question.typed, limit: question.limit,
                tooMany: ScoreText.question(refused, strings).last ?? "")
        }
        if let said = snapshot.answerLine?.newRecord ?? scored?.question?.line?.newRecord {
            record = LiftSetText(strings: strings).record(said)
        }
        if let line = snapshot.answerLine {
            answer = Answer(
                ask: ScoreText.ask(line, strings), hint: ScoreText.hint(line, strings),
                refused: line.refusal != nil || line.liftRefusal != nil, typed: line.typed, limit: line.limit)
        }
        if let summary = snapshot.summary {
            finished = FinishedView(strings: strings, width: 56, height: 40)
                .lines(title: title, summary: summary)
                .map {
                    $0.runs.map(\.text).joined().replacingOccurrences(
                        of: "\\s+$", with: "", options: .regularExpression)
                }
        }
        heartRate = snapshot.heartRate.map { status in
            var zone: Int? = nil
            if case .beat(_, let beatZone) = status { zone = beatZone }
            return HeartRate(
                bpm: status.bpm, zone: zone, text: SessionScreen.heartRateText(status, strings: strings))
        }
        texts = Self.texts(strings)
    }

    /// The message as one line of JSON, keys sorted, for a `data:` line of the stream.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is a string, number, bool, list or map of them: encoding cannot fail.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    static func tintName(_ tint: ScreenLine.Tint) -> String {
        switch tint {
        case .work: "work"
        case .rest: "rest"
        case .getReady: "getReady"
        case .paused: "paused"
        }
    }

    /// The exercise while working, the task of a scored window, else "REST" or "GET READY".
    private static func name(_ snapshot: SessionSnapshot, strings: Strings) -> String {
        let language = strings.language
        switch snapshot.phase.kind {
        case .work: return snapshot.phase.activity?.name.resolved(for: language) ?? ""
        case .emom, .deathBy, .amrap, .forTime:
            return snapshot.scored?.task.map { ScoreText.task($0, strings) } ?? strings(.runViewRest).uppercased()
        case .rest: return strings(.runViewRest).uppercased()
        case .getReady: return strings(.runViewGetReady).uppercased()
        case .inhale, .hold, .exhale, .meditation, .reflection:
            return (BreathText.name(snapshot.phase.kind, strings) ?? "").uppercased()
        }
    }

    private static func position(_ snapshot: SessionSnapshot, screen: SessionScreen, strings: Strings) -> String {
        guard SessionScreen.showsEffort(snapshot) else { return "" }
        if let scored = snapshot.scored { return text(screen.scoredPosition(snapshot, scored)) }
        let phase = snapshot.phase
        if phase.lift != nil { return screen.liftPosition(phase).map(text) ?? "" }
        let outer = phase.outerRounds.reversed().map {
            strings(.runViewOuterRound, ["round": .int($0.round), "rounds": .int($0.rounds)])
        }
        return
            ([
                strings(.runViewSet, ["set": .int(phase.set), "sets": .int(phase.sets)]),
                strings(.runViewRound, ["round": .int(phase.round), "rounds": .int(phase.rounds)]),
            ] + outer).joined(separator: " · ")
    }

    private static func reps(_ snapshot: SessionSnapshot, screen: SessionScreen, strings: Strings) -> String {
        guard SessionScreen.showsEffort(snapshot), snapshot.scored == nil else { return "" }
        // "SET 2/3 · 5 × 102.5 KG · Enter when done", as the terminal says it.
        if let lift = snapshot.phase.lift { return text(screen.liftSet(snapshot.phase, lift)) }
        guard let reps = snapshot.phase.reps else { return "" }
        return strings(.runViewReps, ["count": .int(reps)])
    }

    /// Work names what follows it; rest and get ready what they lead to, as "Next up" does.
    private static func next(_ snapshot: SessionSnapshot, screen: SessionScreen, strings: Strings) -> String {
        if let scored = snapshot.scored, SessionScreen.showsEffort(snapshot),
            let task = SessionScreen.nextTask(snapshot.phase, scored)
        {
            return strings(.runViewNext, ["name": .text(ScoreText.task(task, strings))])
        }
        guard let upcoming = snapshot.nextWork, upcoming.activity != nil || upcoming.kind.isScored else {
            return strings(.runViewLast)
        }
        return strings(.runViewNext, ["name": .text(screen.upcomingName(upcoming))])
    }

    private static func workout(_ snapshot: SessionSnapshot, strings: Strings) -> String {
        let left = strings(
            .runViewWorkoutLeft,
            [
                "left": .text(ClockText.format(snapshot.workoutRemaining, rounding: .up)),
                "total": .text(ClockText.format(snapshot.plannedTotal, rounding: .nearest)),
            ])
        return left + " · " + strings(.runViewKcal, ["kcal": .text(KcalText.kcal(snapshot.kcal, strings: strings))])
    }

    private static func text(_ line: ScreenLine) -> String { line.runs.map(\.text).joined() }

    /// The page's buttons and notices, in the session's language.
    static func texts(_ strings: Strings) -> [String: String] {
        [
            "done": strings(.remotePageDone), "undo": strings(.remotePageUndo), "pause": strings(.remotePagePause),
            "resume": strings(.remotePageResume), "skip": strings(.remotePageSkip), "send": strings(.remotePageSend),
            "clear": strings(.remotePageClear), "offline": strings(.remotePageOffline),
            "refused": strings(.remotePageRefused), "paused": strings(.remotePagePaused),
            "hint": strings(.remotePageHint), "stop": strings(.remotePageStop),
            "againSkip": strings(.remotePageAgainSkip), "againStop": strings(.remotePageAgainStop),
            "awakeNone": strings(.remotePageAwakeNone),
        ]
    }
}
