import Foundation
import Glibc
import TaktCore
import TaktHistory
import TaktPlatform
import TaktTerminal
import Testing

@testable import TaktCLI

/// The real driver loop on the real monotonic clock, run fast with `speed`.
///
/// Nothing waits for time to pass: the loop ends when the program does, and a signal is
/// raised from inside the display when a chosen phase starts.
@Suite(.serialized) struct SessionRunnerTests {
    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("takt-runner-\(UUID()).jsonl")
    }

    static func events(in url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    static func runner(
        options: SessionOptions, display: any SessionDisplay, log: (any SessionLog)?,
        keyboard: Int32? = nil,
        signals: @escaping () -> (any SignalSource)? = { HandSignals() }
    ) -> SessionRunner {
        SessionRunner(
            timeline: DriverFixtures.timeline, programID: "driver",
            programTitle: LocalizedText(["en": "Driver test", "de": "Treibertest"]), options: options,
            languages: .bundled, language: "en", profile: BodyProfile(),
            display: display, log: .log(log),
            inputs: SessionInputs(keyboard: keyboard, signals: signals))
    }

    @Test func aPreviewRunsToItsEndOnPlannedDeadlines() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let display = RecordingDisplay()
        let log = FakeSessionLog()
        let summary = try Self.runner(
            options: SessionOptions(speed: 1000, eventsFile: url.path), display: display, log: log
        ).run().summary
        #expect(summary.ending.reason == .finished)
        #expect(summary.saved == .preview)
        #expect(summary.ending.duration == .seconds(125))
        #expect(summary.ending.phasesDone == 9)
        #expect(log.count == 0)

        let events = try Self.events(in: url)
        #expect(events.map { $0["event"] as? String } == Array(repeating: "phase", count: 9) + ["end"])
        let planned = events.dropLast().map { $0["planned"] as? Double }
        #expect(planned == [0, 5, 25, 35, 50, 65, 85, 95, 110])
        #expect(events.dropLast().map { $0["order"] as? Int } == Array(1...9))
        for event in events.dropLast() {
            let t = try #require(event["t"] as? Double)
            #expect(t >= (event["planned"] as? Double ?? .infinity))
        }
        #expect(events.last?["reason"] as? String == "finished")
        #expect(events.last?["logged"] as? Bool == false)
        #expect(events.last?["t"] as? Double == 125)

        #expect(display.notes.map(\.0) == Array(repeating: .phaseStarted, count: 9) + [.ended(.finished)])
        #expect(display.notes.last?.1.summary == summary)
        #expect(display.calls.last == "close")
        #expect(display.calls.filter { $0 == "close" }.count == 1)
    }

    @Test func noLogIsHonouredEvenAtSpeedOne() throws {
        // Speed 1 would take 125 s; a stop from the display ends it at once.
        let display = StoppingDisplay(stopAtOrder: 1, signal: SIGTERM)
        let log = FakeSessionLog()
        let summary = try Self.runner(
            options: SessionOptions(logMode: .noLog), display: display, log: log, signals: { display.signals }
        ).run().summary
        #expect(summary.saved == .disabled)
        #expect(summary.ending.reason == .interrupted)
        #expect(log.count == 0)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM])
    func aSignalEndsTheSessionAsInterruptedAndLogsOnce(signal: Int32) throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let display = StoppingDisplay(stopAtOrder: 2, signal: signal)
        let log = FakeSessionLog()
        let outcome = try Self.runner(
            options: SessionOptions(speed: 100, eventsFile: url.path, logMode: .log), display: display, log: log,
            signals: { display.signals }
        ).run()
        let summary = outcome.summary
        #expect(summary.ending.reason == .interrupted)
        #expect(summary.saved == .saved)
        #expect(outcome.signal == signal && outcome.exitStatus == 128 + signal)
        #expect(summary.ending.duration >= .seconds(5))
        #expect(log.count == 1)
        let events = try Self.events(in: url)
        #expect(events.map { $0["event"] as? String } == ["phase", "phase", "end"])
        #expect(events.last?["reason"] as? String == "interrupted")
        #expect(events.last?["logged"] as? Bool == true)
        #expect(display.closes == 1)
    }

    /// Keys already waiting when the session starts are handled in order, at once.
    @Test func keysPauseSkipSwitchLanguageAndStop() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let keys = Array("pnlq".utf8)
        #expect(write(ends[1], keys, keys.count) == keys.count)
        close(ends[1])
        let display = RecordingDisplay()
        let runner = Self.runner(
            options: SessionOptions(eventsFile: url.path, logMode: .noLog), display: display, log: nil,
            keyboard: ends[0])
        let outcome = try runner.run()
        let summary = outcome.summary
        #expect(summary.ending.reason == .stopped)
        // `l` switched the session to German; the outcome carries no language to save.
        #expect(display.languages.contains("de"))
        #expect(display.notes.map(\.0) == [.phaseStarted, .paused, .skipped, .phaseStarted, .ended(.stopped)])
        // Skipped while paused: the burpees start paused.
        #expect(display.notes[3].1.phase.order == 2)
        #expect(display.notes[3].1.isPaused)
        let events = try Self.events(in: url).map { $0["event"] as? String }
        #expect(events == ["phase", "pause", "skip", "phase", "end"])
    }

    /// Every phase skipped: not "finished", the skips are in the row, and it counts nowhere.
    ///
    /// The session's clock is the test's: it stands still until the session is paused, then moves
    /// 50 ms (50 s of program time, so the session is logged) and every phase is skipped. A clock
    /// that ran on its own would let a slow start (a sanitizer, a loaded machine) finish the 5 ms
    /// get-ready before the pause is read.
    @Test func aSessionWithEveryPhaseSkippedIsStoppedAndNotCounted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-skip-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try HistoryStore.open(at: folder.appendingPathComponent("history.sqlite")).store
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(write(ends[1], "p", 1) == 1)
        let clock = HandClock()
        let writeEnd = ends[1]
        let display = ActingDisplay(on: .paused) {
            clock.advance(by: 50_000_000)
            let keys = Array(String(repeating: "n", count: DriverFixtures.timeline.phases.count).utf8)
            _ = write(writeEnd, keys, keys.count)
            close(writeEnd)
        }
        let runner = SessionRunner(
            timeline: DriverFixtures.timeline, programID: "driver", programTitle: LocalizedText(["en": "Driver test"]),
            options: SessionOptions(speed: 1000, logMode: .log), languages: .bundled, language: "en",
            profile: BodyProfile(), display: display,
            log: SessionDestination(open: { OpenedHistory(log: store) }, spool: nil),
            inputs: SessionInputs(keyboard: ends[0], clock: clock.read, signals: { HandSignals() }))
        let summary = try runner.run().summary
        #expect(summary.ending.reason == .stopped)
        #expect(summary.ending.phasesDone == 0)
        #expect(summary.ending.phasesSkipped == DriverFixtures.timeline.phases.count)
        #expect(summary.saved == .saved)
        #expect(!summary.ending.counts)
        let row = try #require(try store.readAll().records.first)
        #expect(row.phasesSkipped == DriverFixtures.timeline.phases.count)
        #expect(row.endReason == .stopped)
        // Counted by nothing, even as a real session at speed 1: the same rule the stats use.
        var real = row
        real.id = UUID()
        real.speed = 1
        #expect(try store.append(contentsOf: [real]) == 1)
        #expect(!real.counts)
        let stats = try store.stats(now: Date(), timeZone: .current)
        #expect(stats.allTime.sessions == 0)
        #expect(stats.week.sessions == 0)
        #expect(stats.streakDays == 0)
    }

    /// A how-to on screen is shown again in the new language when `l` switches.
    @Test func theHowToFollowsALanguageSwitch() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let keys = Array("pnilq".utf8)
        #expect(write(ends[1], keys, keys.count) == keys.count)
        close(ends[1])
        let display = RecordingDisplay()
        let runner = Self.runner(
            options: SessionOptions(logMode: .noLog), display: display, log: nil, keyboard: ends[0])
        _ = try runner.run()
        let howTos = display.calls.filter { $0.hasPrefix("howTo ") }
        let english = Languages.bundled.strings(for: "en")
        let german = Languages.bundled.strings(for: "de")
        let name = try #require(DriverFixtures.timeline.phases[1].activity?.name)
        let text = DriverFixtures.catalog[DriverFixtures.timeline.phases[1].activity?.key ?? ""]?.howTo
        func expected(_ strings: Strings) -> String {
            let shownName = name.resolved(for: strings.language)
            if let text = text?.resolved(for: strings.language) {
                return strings(.runEngineHowTo, ["name": .text(shownName), "text": .text(text)])
            }
            return strings(.runEngineNoHowTo, ["name": .text(shownName)])
        }
        // Asked for in English; the l key redraws the frame, the how-to with it, in German.
        #expect(howTos == ["howTo " + expected(english)])
        #expect(display.drawnHowTos.last == expected(german))
    }

    /// The terminal going away reads as end of file: the session ends as interrupted.
    @Test func endOfInputEndsTheSessionAsInterrupted() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        close(ends[1])
        let display = RecordingDisplay()
        let runner = Self.runner(
            options: SessionOptions(logMode: .noLog), display: display, log: nil, keyboard: ends[0])
        let summary = try runner.run().summary
        #expect(summary.ending.reason == .interrupted)
        #expect(display.calls.filter { $0 == "close" }.count == 1)
    }

    @Test func anUnwritableEventsFileIsALocalizedError() {
        let runner = Self.runner(
            options: SessionOptions(speed: 1000, eventsFile: "/nonexistent-dir/e.jsonl"), display: RecordingDisplay(),
            log: nil)
        #expect {
            _ = try runner.run()
        } throws: { error in
            guard let failure = error as? SessionRunner.Failure else { return false }
            return failure.message(Languages.bundled.strings(for: "de"))
                == "Die Ereignisdatei „/nonexistent-dir/e.jsonl“ lässt sich nicht schreiben: "
                + "Datei oder Ordner gibt es nicht"
        }
    }

    /// Only stdout's reader going away ends a session; an --events pipe whose reader left
    /// is reported, and the workout goes on to its end.
    @Test func aBrokenEventsPipeDoesNotEndTheSession() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let runner = Self.runner(
            options: SessionOptions(speed: 1000, eventsFile: "/dev/fd/\(ends[1])", logMode: .noLog),
            display: RecordingDisplay(), log: nil,
            // The process's handlers: they make a write to a pipe without reader fail, not kill.
            signals: { Platform.SignalPipe() })
        let outcome = try runner.run()
        #expect(outcome.summary.ending.reason == .finished)
        #expect(outcome.signal == nil)
        #expect(outcome.exitStatus == 0)
        #expect(outcome.problems.count == 1)
        #expect(
            outcome.problems.first?.hasSuffix("nothing is reading at the other end (the pipe's reader went away)")
                == true)
    }

    @Test func aFailingEventsFileIsReportedOnceAfterTheSession() throws {
        // /dev/full takes the open and refuses every write with ENOSPC.
        let runner = Self.runner(
            options: SessionOptions(speed: 1000, eventsFile: "/dev/full"), display: RecordingDisplay(), log: nil)
        let outcome = try runner.run()
        #expect(outcome.summary.ending.reason == .finished)
        #expect(outcome.problems == ["warning: some events could not be written to '/dev/full': the disk is full"])
    }
}

/// Signals a test sends by hand: the session sees them as it would the process's, and no
/// signal reaches the test process.
final class HandSignals: SignalSource {
    let descriptor: Int32
    private let writeEnd: Int32
    private var pending: [Platform.Signal] = []
    private var open = true

    init() {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    func send(_ signal: Platform.Signal) {
        pending.append(signal)
        _ = write(writeEnd, [UInt8(1)], 1)
    }

    func drain() -> [Platform.Signal] {
        var byte: UInt8 = 0
        for _ in pending { _ = read(descriptor, &byte, 1) }
        defer { pending = [] }
        return pending
    }

    func uninstall() {
        guard open else { return }
        open = false
        close(descriptor)
        close(writeEnd)
    }

    deinit { uninstall() }
}

/// A monotonic clock that moves only when the test moves it.
final class HandClock: Sendable {
    private let start = Platform.monotonicNanoseconds()
    private let moved = Locked<UInt64>(0)

    var read: @Sendable () -> UInt64 { { [self] in start + moved.withLock { $0 } } }

    func advance(by nanoseconds: UInt64) { moved.withLock { $0 += nanoseconds } }
}

/// Does `action` once, when the session tells it `note`, from inside the session's loop.
final class ActingDisplay: SessionDisplay {
    private let trigger: SessionNote
    private var action: (() -> Void)?

    init(on trigger: SessionNote, action: @escaping () -> Void) {
        self.trigger = trigger
        self.action = action
    }

    func show(_ snapshot: SessionSnapshot, strings: Strings) {}
    func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {
        guard note == trigger, let action else { return }
        self.action = nil
        action()
    }
    func showHowTo(snapshot: SessionSnapshot, strings: Strings) {}
    func cue(_ cue: SessionCue, strings: Strings) {}
    func close() {}
}

/// Sends a signal to the session when phase `stopAtOrder` starts, as a user's Ctrl-C or a `kill` would.
final class StoppingDisplay: SessionDisplay {
    let stopAtOrder: Int
    let signal: Int32
    let signals = HandSignals()
    var closes = 0

    init(stopAtOrder: Int, signal: Int32) {
        self.stopAtOrder = stopAtOrder
        self.signal = signal
    }

    func show(_ snapshot: SessionSnapshot, strings: Strings) {}
    func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {
        if note == .phaseStarted, snapshot.phase.order == stopAtOrder {
            signals.send(.ending(signal))
        }
    }
    func showHowTo(snapshot: SessionSnapshot, strings: Strings) {}
    func cue(_ cue: SessionCue, strings: Strings) {}
    func close() { closes += 1 }
}

/// The one value a session ends with decides the exit status: nothing else is read afterwards.
@Suite struct SessionOutcomeTests {
    static func summary(_ reason: EndReason, saved: SaveStatus) -> SessionSummary {
        var ending = DriverFixtures.ending(reason: reason, seconds: 60)
        ending.phasesDone = 2
        return SessionSummary(ending: ending, saved: saved)
    }

    @Test(arguments: [
        (EndReason.finished, SaveStatus.saved, Int32?.none, Int32(0)),
        (.stopped, .kept(spoolFile: "/s/1.json"), nil, 0),
        (.interrupted, .saved, SIGTERM, 128 + SIGTERM),
        (.interrupted, .saved, nil, 128 + SIGINT),
        (.interrupted, .failed("disk full"), SIGHUP, 1),
        (.finished, .failed("read-only"), nil, 1),
        (.interrupted, .kept(spoolFile: "/s/2.json"), SIGPIPE, 128 + SIGPIPE),
    ])
    func theExitStatusComesFromTheOutcomeAlone(reason: EndReason, saved: SaveStatus, signal: Int32?, status: Int32) {
        let summary = Self.summary(reason, saved: saved)
        let identity = SessionIdentity(
            id: UUID(), programID: "p", programTitle: LocalizedText(plain: "P"),
            startedAt: Date(timeIntervalSince1970: 0))
        let outcome = SessionOutcome(
            ended: EndOfSession.Ended(
                summary: summary, history: nil, record: summary.ending.record(of: identity, language: "en")),
            signal: signal, problems: [])
        #expect(outcome.exitStatus == status)
    }
}
