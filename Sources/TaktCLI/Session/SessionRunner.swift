import Foundation
import TaktBluetooth
import TaktCore
import TaktPlatform
import TaktRemote
import TaktTerminal

/// Runs one session in the terminal: the real clock, the keyboard, signals, the display,
/// the events file and the history, around the pure ``SessionMachine``.
///
/// The loop sleeps in `poll` until the next deadline (phase end or cue), a key, a signal, or
/// the moment the shown countdown changes; it never spins. Deadlines are absolute instants on
/// the monotonic clock, kept by a timer that the kernel fires to the nanosecond. Keys are read
/// only when stdin is a terminal (in raw mode, restored on every way out); otherwise the session
/// runs to its end and only a signal ends it early, as "interrupted": any of
/// `Platform.endingSignals` (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, …), each of which would
/// otherwise kill takt without logging the session.
public final class SessionRunner {
    public enum Failure: Error, Sendable, Hashable {
        /// The events file could not be opened: its path and the system's reason.
        case eventsFile(path: String, reason: SystemProblem)

        /// The message a user reads, in their language.
        public func message(_ strings: Strings) -> String {
            switch self {
            case .eventsFile(let path, let reason):
                strings(
                    .runEngineEventsFileFailed, ["path": .path(path), "reason": .text(reason.message(strings))])
            }
        }
    }

    /// Displays redraw at most this often in real time, however fast the program clock runs.
    static let minimumRedrawNanoseconds: UInt64 = 100_000_000

    private let timeline: Timeline
    private let programID: String
    private let programTitle: LocalizedText
    private let options: SessionOptions
    private let languages: Languages
    private let profile: BodyProfile
    private let display: any SessionDisplay
    private let destination: SessionDestination
    /// Whether whoever reads standard output went away (`takt run … | head`).
    private let outputClosed: () -> Bool

    private var strings: Strings
    private var machine: SessionMachine
    private var clock = ProgramClock(speed: 1)
    private var events: EventsFile?
    /// Set once, when the session has ended.
    private var ended: EndOfSession.Ended?
    private var lastShownSecond: Int64?
    /// While keys that arrived together are handled, redraws wait here (`true`: forced) for one after them.
    private var heldRedraw: Bool?
    private var holdingRedraws = false
    /// The first signal that ended the session (SIGINT, SIGTERM, …), for the exit status.
    private var endingSignal: Int32?
    /// Warnings to tell once the session is over.
    private var problems: [String] = []
    /// Keys, the clock and signals: the terminal's, or a test's.
    private let inputs: SessionInputs
    /// Phones and TVs following the session (`--remote`), and the keys they send.
    private let remote: SessionRemote?
    /// The strap (`--hr`): its readings come in as keys do.
    private let heartRate: (any HeartRateSource)?
    /// Why the session has no heart rate, while it has none: told after the session.
    private var heartRateProblem: BluetoothProblem?

    /// - Parameters:
    ///   - language: the session's language at the start; `l` cycles through `languages`.
    ///   - log: where the ended session goes: the history, opened at the end, and the spool.
    ///   - outputClosed: whether standard output's reader went away; the session then ends.
    ///   - inputs: keys, clock and signals; the terminal's unless a test gives its own.
    ///   - remote: the remote server's side of the session: states go out, keys come in.
    ///   - heartRate: the strap's reader; it starts with the session and never holds it.
    init(
        timeline: Timeline, programID: String, programTitle: LocalizedText, options: SessionOptions,
        languages: Languages, language: String, profile: BodyProfile,
        display: any SessionDisplay, log: SessionDestination,
        outputClosed: @escaping () -> Bool = { false },
        inputs: SessionInputs = .terminal, remote: SessionRemote? = nil, heartRate: (any HeartRateSource)? = nil
    ) {
        self.timeline = timeline
        self.programID = programID
        self.programTitle = programTitle
        self.options = options
        self.languages = languages
        self.profile = profile
        self.display = display
        self.destination = log
        self.outputClosed = outputClosed
        self.inputs = inputs
        self.remote = remote
        self.heartRate = heartRate
        self.strings = languages.strings(for: language)
        self.machine = SessionMachine(
            timeline: timeline, programTitle: programTitle, profile: profile,
            speed: options.speed)
    }

    /// Runs the session to its end and returns how it ended.
    public func run() throws(Failure) -> SessionOutcome {
        try openEventsFile()
        if let remote { events?.append(remote.links.eventLine) }
        // Raw mode only for the terminal this session reads, and restored only if it was set.
        let rawMode = inputs.keyboard == nil && Platform.enterRawMode(Platform.standardInput)
        let keyboard = inputs.keyboard ?? (rawMode ? Platform.standardInput : nil)
        defer { if rawMode { Platform.restoreTerminal(Platform.standardInput) } }
        let signals = inputs.signals()
        defer { signals?.uninstall() }
        let timer = Platform.DeadlineTimer()
        let wake = startHeartRate()
        defer { heartRate?.stop() }
        Platform.tightenTiming()
        var decoder = KeyDecoder()
        // Without a keyboard (the terminal's or a phone's) nobody can score a block: the machine
        // leaves its scores "not entered".
        machine = SessionMachine(
            timeline: timeline, programTitle: programTitle, profile: profile, speed: options.speed,
            scoring: SessionMachine.Scoring(
                hasKeyboard: keyboard != nil || remote != nil, byRound: options.scoreByRound))
        if let records = options.liftRecords { machine.measure(against: records) }
        let endOfSession = EndOfSession(
            session: SessionIdentity(
                id: UUID(), programID: programID, programTitle: programTitle, startedAt: inputs.wallClock(),
                plan: options.plan, division: options.division),
            options: options, destination: destination)
        var early: ScanToStart.Outcome = .start
        if rawMode, let remote, let keyboard {
            early = scanToStart(remote, keyboard: keyboard, signals: signals?.descriptor ?? -1, timer: timer, &decoder)
        }
        // The clock's zero is the session's start: program time 0 exactly.
        clock = ProgramClock(speed: options.speed, nanoseconds: inputs.clock)
        apply(machine.handle(.start, at: .zero), end: endOfSession)
        switch early {
        case .keys(let keys): handle(keys, end: endOfSession)
        case .closed: apply(machine.handle(.interrupted, at: clock.now()), end: endOfSession)
        case .start, .signal: break
        }
        while true {
            if let ended {
                return SessionOutcome(ended: ended, signal: endingSignal, problems: problems)
            }
            if outputClosed() {
                // Whoever read the session went away (`| head`): end it as a closed terminal would.
                endingSignal = endingSignal ?? SIGPIPE
                apply(machine.handle(.interrupted, at: clock.now()), end: endOfSession)
                continue
            }
            let readiness = Platform.wait(
                input: keyboard, signals: signals?.descriptor ?? -1,
                until: nextWake(after: clock.now()).map(clock.monotonicNanoseconds(at:)), timer: timer,
                wake: wake)
            if readiness.signals, let signals { handleSignals(signals.drain(), end: endOfSession) }
            if readiness.input, let keyboard { readKeys(keyboard, decoder: &decoder, end: endOfSession) }
            if readiness.woken { handleWake(end: endOfSession) }
            apply(machine.handle(.tick, at: clock.now()), end: endOfSession)
            if ended == nil { redraw(at: clock.now(), force: false) }
        }
    }

    /// `--events FILE`: opened before the display starts, so a problem is told on a clean screen.
    private func openEventsFile() throws(Failure) {
        guard let path = options.eventsFile else { return }
        do {
            events = try EventsFile(path: path)
        } catch .noReader {
            // A FIFO nobody reads: the session runs without it, and says so when it is over.
            let failure = Failure.eventsFile(path: path, reason: .noReader)
            problems.append(strings(.cliWarningPrefix, ["message": .text(failure.message(strings))]))
        } catch {
            throw .eventsFile(path: path, reason: error)
        }
    }

    private func handleSignals(_ signals: [Platform.Signal], end endOfSession: EndOfSession) {
        for signal in signals {
            switch signal {
            case .windowChanged: redraw(at: clock.now(), force: true)
            case .ending(let number):
                endingSignal = endingSignal ?? number
                apply(machine.handle(.interrupted, at: clock.now()), end: endOfSession)
            }
        }
    }

    private func readKeys(_ keyboard: Int32, decoder: inout KeyDecoder, end endOfSession: EndOfSession) {
        switch Platform.read(keyboard) {
        case .bytes(let bytes):
            var keys: [SessionKey] = []
            for input in decoder.decodeInput(bytes) {
                switch input {
                case .key(let key): keys.append(key)
                case .remoteLinks:
                    // r brings the remote's links back; without a remote (or at the prompt) it is any letter.
                    if remote != nil, let panel = display as? RemoteLinksDisplay, !machine.isAsking {
                        panel.toggleLinks(strings: strings)
                    } else {
                        keys.append(.other)
                    }
                }
            }
            if !keys.isEmpty { (display as? RemoteLinksDisplay)?.hideLinks() }
            handle(keys, end: endOfSession)
        case .nothing:
            break
        case .closed:
            // The terminal went away: the same as SIGHUP.
            apply(machine.handle(.interrupted, at: clock.now()), end: endOfSession)
        }
    }

    /// The next instant worth waking for: a deadline, or the next change of the shown countdown.
    private func nextWake(after now: Duration) -> Duration? {
        let deadline = machine.nextDeadline
        guard var refresh = machine.nextDisplayChange(after: now) else { return deadline }
        // At high speeds the countdown changes faster than anyone reads: cap the redraw rate.
        let cap = now + .nanoseconds(Int64(Double(Self.minimumRedrawNanoseconds) * clock.speed))
        refresh = max(refresh, cap)
        return deadline.map { min($0, refresh) } ?? refresh
    }

    /// Keys that arrived together (a paste, a held key), in order, with one redraw after them all.
    ///
    /// A frame per key would render and write the whole screen a thousand times for a paste.
    private func handle(_ keys: [SessionKey], end endOfSession: EndOfSession) {
        holdingRedraws = true
        for key in keys {
            apply(machine.handle(.key(key), at: clock.now()), end: endOfSession)
        }
        releaseRedraws()
    }

    /// The keys the remote's pages sent, each answered: taken, or refused when it does not
    /// apply now (a reps answer without a prompt, pause while paused, the session over).
    private func handleRemoteKeys(end endOfSession: EndOfSession) {
        guard let remote else { return }
        let pending = remote.hub.takeKeys()
        guard !pending.isEmpty else { return }
        holdingRedraws = true
        for item in pending {
            guard ended == nil, let key = item.key.sessionKey(when: machine.remoteStatus), !machine.refuses(item.key)
            else {
                item.answer(taken: false)
                continue
            }
            apply(machine.handle(.key(key), at: clock.now()), end: endOfSession)
            item.answer(taken: true)
        }
        releaseRedraws()
    }

    /// One bell for the remote's keys and the strap's readings, which the loop waits on; the
    /// strap's reader starts ringing it now, before get-ready, and never holds the session.
    private func startHeartRate() -> Platform.WakeUp? {
        let wake = remote?.hub.wakeUp ?? (heartRate == nil ? nil : Platform.WakeUp())
        if let wake { heartRate?.start(wake: wake) }
        return wake
    }

    /// The bell rang: keys from the remote's pages, readings from the strap, or both.
    private func handleWake(end endOfSession: EndOfSession) {
        handleRemoteKeys(end: endOfSession)
        handleHeartRate(end: endOfSession)
    }

    /// The strap's readings since the last look, each handled as a key is.
    private func handleHeartRate(end endOfSession: EndOfSession) {
        guard let updates = heartRate?.take(), !updates.isEmpty else { return }
        holdingRedraws = true
        for update in updates where ended == nil {
            if let problem = update.problem { heartRateProblem = problem }
            if update.status.bpm != nil { heartRateProblem = nil }
            apply(machine.handle(.heartRate(update.status), at: clock.now()), end: endOfSession)
        }
        releaseRedraws()
    }

    /// "Scan to start": the links screen says it waits, and a page opened meanwhile (the TV
    /// first) shows get-ready at its full time, standing: program time does not move until the
    /// wait ends, so its speed is 0 until then.
    private func scanToStart(
        _ remote: SessionRemote, keyboard: Int32, signals: Int32, timer: Platform.DeadlineTimer?,
        _ decoder: inout KeyDecoder
    ) -> ScanToStart.Outcome {
        (display as? RemoteLinksDisplay)?.sayWaiting(strings: strings)
        remote.hub.publish(machine.snapshot(at: .zero), strings: strings, at: inputs.clock(), speed: 0)
        return ScanToStart.wait(hub: remote.hub, keyboard: keyboard, signals: signals, timer: timer, decoder: &decoder)
    }

    /// Draws the one frame the keys just handled held back.
    private func releaseRedraws() {
        holdingRedraws = false
        if let force = heldRedraw {
            heldRedraw = nil
            if ended == nil { redraw(at: clock.now(), force: force) }
        }
    }

    private func redraw(at now: Duration, force: Bool) {
        if holdingRedraws {
            heldRedraw = (heldRedraw ?? false) || force
            return
        }
        let snapshot = machine.snapshot(at: now)
        let shown = (snapshot.remaining ?? snapshot.phaseElapsed).components.seconds
        guard force || shown != lastShownSecond else { return }
        lastShownSecond = shown
        display.show(snapshot, strings: strings)
        publish(snapshot, at: now)
    }

    /// Hands the frame to the remote's pages; the server turns it into a message on its own threads.
    private func publish(_ snapshot: SessionSnapshot, at now: Duration) {
        remote?.hub.publish(snapshot, strings: strings, at: clock.monotonicNanoseconds(at: now), speed: clock.speed)
    }

    private func apply(_ effects: [SessionMachine.Effect], end endOfSession: EndOfSession) {
        for effect in effects {
            switch effect {
            case .note(let moment):
                record(moment)
                display.note(moment.note, snapshot: moment.snapshot, strings: strings)
                if moment.note != .phaseStarted || moment.snapshot.phaseIndex == machine.index {
                    redraw(at: moment.time, force: true)
                }
            case .cue(let cue):
                display.cue(cue, strings: strings)
            // The i and l keys answer at once, even among keys that arrived together: each is
            // asked for to be seen.
            case .showHowTo(let snapshot):
                display.showHowTo(snapshot: snapshot, strings: strings)
            case .hideHowTo:
                display.show(machine.snapshot(at: clock.now()), strings: strings)
            case .redraw:
                redraw(at: clock.now(), force: true)
            case .switchLanguage:
                switchLanguage()
                // Every text on screen follows the language, a how-to on screen included: one frame.
                let now = clock.now()
                display.show(machine.snapshot(at: now), strings: strings)
                publish(machine.snapshot(at: now), at: now)
            case .heartRate(let bpm, let time):
                events?.append(EventLines.heartRate(bpm: bpm, at: time))
            case .end(let ending):
                finish(ending, end: endOfSession)
            }
        }
    }

    private func record(_ moment: SessionMachine.Moment) {
        guard let events else { return }
        if moment.note == .phaseStarted {
            events.append(
                EventLines.phase(moment.snapshot.phase, planned: moment.planned ?? moment.time, at: moment.time))
        } else if case .scored(let score) = moment.note {
            // The score as the history keeps it: past its floor, marked implausible (SPEC 13).
            let checked = options.floors.checked([score]).first ?? score
            if let line = EventLines.note(.scored(checked), order: moment.snapshot.phase.order, at: moment.time) {
                events.append(line)
            }
        } else if let line = EventLines.note(moment.note, order: moment.snapshot.phase.order, at: moment.time) {
            events.append(line)
        }
    }

    private func finish(_ ending: SessionEnding, end endOfSession: EndOfSession) {
        guard let ended = endOfSession.end(ending, strings: strings) else { return }
        self.ended = ended
        events?.append(EventLines.end(reason: ending.reason, logged: ended.summary.saved.isSafe, at: ending.endedAt))
        var snapshot = machine.snapshot(at: ending.endedAt)
        snapshot.summary = ended.summary
        display.note(.ended(ending.reason), snapshot: snapshot, strings: strings)
        display.show(snapshot, strings: strings)
        display.close()
        // The pages show the finished view; keys still on their way are refused.
        publish(snapshot, at: ending.endedAt)
        remote?.hub.end()
        heartRate?.stop()
        if let problem = heartRateProblem {
            let message = strings(.heartRateSessionWithout, ["reason": .text(problem.message(strings))])
            problems.append(strings(.cliWarningPrefix, ["message": .text(message)]))
        }
        if let path = options.eventsFile, let problem = events?.firstFailure {
            // Told after the display closed: a line in the middle of the live view would be lost.
            let message = strings(
                .runEngineEventsWriteFailed,
                ["path": .path(path), "reason": .text(problem.message(strings))])
            problems.append(strings(.cliWarningPrefix, ["message": .text(message)]))
        }
    }

    /// The next language in code order, wrapping, for this session only: the saved language
    /// changes only through `lang`. The caller redraws in it.
    private func switchLanguage() {
        let codes = languages.codes
        guard let position = codes.firstIndex(of: strings.language), codes.count > 1 else { return }
        strings = languages.strings(for: codes[(position + 1) % codes.count])
    }
}

extension SessionMachine {
    /// Whether the reps prompt is up.
    fileprivate var isAsking: Bool {
        if case .asking = state { return true }
        return false
    }

    /// Whether the reps prompt would refuse this answer (more than its limit): 409, and the
    /// prompt is left as it is rather than asked again for a number the terminal never saw.
    fileprivate func refuses(_ key: RemoteKey) -> Bool {
        guard case .reps(let count) = key else { return false }
        if case .asking(let question) = state { return !(0...question.limit).contains(count) }
        guard let line = openAnswerLine else { return false }
        return !(0...line.limit).contains(count)
    }

    /// Where the session stands for a remote key's meaning.
    fileprivate var remoteStatus: RemoteKey.SessionStatus {
        switch state {
        // The grace after the last window: Enter and u still count there, as at the terminal.
        case .running, .closing: openAnswerLine == nil ? .running : .answering
        case .paused: .paused
        case .asking: .asking
        case .ready, .finished: .over
        }
    }
}
