import Foundation
import TaktCore
import Testing

@testable import TaktCLI

/// Plain mode as whole transcripts, in English and German.
@Suite struct PlainDisplayTests {
    /// Plays a session with a pause, a skip and a back through the machine into a plain display.
    static func transcript(language: String, saved: SaveStatus = .preview, stopAt: Double? = nil) -> String {
        var output = ""
        let display = PlainDisplay { output += $0 }
        let strings = Languages.bundled.strings(for: language)
        var machine = SessionMachine(
            timeline: DriverFixtures.timeline, programTitle: LocalizedText(plain: "Driver"), profile: BodyProfile())
        func apply(_ effects: [SessionMachine.Effect]) {
            for effect in effects {
                switch effect {
                case .note(let moment):
                    display.note(moment.note, snapshot: moment.snapshot, strings: strings)
                case .end(let ending):
                    var snapshot = machine.snapshot(at: ending.endedAt)
                    snapshot.summary = SessionSummary(ending: ending, saved: saved)
                    display.note(.ended(ending.reason), snapshot: snapshot, strings: strings)
                case .showHowTo(let snapshot):
                    display.showHowTo(snapshot: snapshot, strings: strings)
                case .hideHowTo:
                    display.show(machine.snapshot(at: .seconds(20)), strings: strings)
                case .cue(let cue):
                    display.cue(cue, strings: strings)
                case .switchLanguage, .redraw, .heartRate:
                    break
                }
            }
        }
        let script: [(SessionMachine.Event, Double)] = [
            (.start, 0), (.key(.pauseResume), 10), (.key(.pauseResume), 14), (.key(.howTo), 20), (.key(.skip), 40),
            (.key(.back), 41),
        ]
        for (event, second) in script {
            apply(machine.handle(event, at: .seconds(second)))
        }
        if let stopAt {
            apply(machine.handle(.key(.stop), at: .seconds(stopAt)))
        }
        while let deadline = machine.nextDeadline {
            apply(machine.handle(.tick, at: deadline))
        }
        return output
    }

    @Test func englishTranscript() {
        #expect(
            Self.transcript(language: "en") == """
                [0:00] 1/9 Get ready · 5 s · next: Burpees
                [0:05] 2/9 Burpees · round 1/2 · 20 s
                [0:10] 2/9 Paused
                [0:10] 2/9 Resumed
                [0:16] 2/9 How to: Burpees: Squat, jump back, jump up.
                [0:25] 3/9 Rest · 10 s · next: Squats
                [0:35] 4/9 Squats · round 1/2 · set 1/2 · 15 s
                [0:36] 4/9 Skipped
                [0:36] 5/9 Squats · round 1/2 · set 2/2 · 15 s
                [0:37] 5/9 Back
                [0:37] 5/9 Squats · round 1/2 · set 2/2 · 15 s
                [0:52] 6/9 Burpees · round 2/2 · 20 s
                [1:12] 7/9 Rest · 10 s · next: Squats
                [1:22] 8/9 Squats · round 2/2 · set 1/2 · 15 s
                [1:37] 9/9 Squats · round 2/2 · set 2/2 · 15 s
                [1:52] 9/9 Finished · duration 1:56 · active 1:27 · 8/9 phases done, 1 skipped · about 18 kcal \
                (13–24) · timing: 10 phases, max 11000.0 ms late · estimated for 70 kg (default) · not saved: \
                preview at another speed (--log saves it)

                """)
    }

    @Test func germanTranscript() {
        #expect(
            Self.transcript(language: "de", saved: .saved, stopAt: 50) == """
                [0:00] 1/9 Mach dich bereit · 5 s · als Nächstes: Burpees
                [0:05] 2/9 Burpees · Runde 1/2 · 20 s
                [0:10] 2/9 Pausiert
                [0:10] 2/9 Weiter geht's
                [0:16] 2/9 So geht's: Burpees: Hocken, zurückspringen, hochspringen.
                [0:25] 3/9 Pause · 10 s · als Nächstes: Kniebeugen
                [0:35] 4/9 Kniebeugen · Runde 1/2 · Satz 1/2 · 15 s
                [0:36] 4/9 Übersprungen
                [0:36] 5/9 Kniebeugen · Runde 1/2 · Satz 2/2 · 15 s
                [0:37] 5/9 Zurück
                [0:37] 5/9 Kniebeugen · Runde 1/2 · Satz 2/2 · 15 s
                [0:46] 5/9 Gestoppt · Dauer 0:50 · aktiv 0:31 · 3/9 Phasen geschafft, 1 übersprungen · etwa 8 kcal \
                (6–10) · Genauigkeit: 6 Phasen, ≤ 11000,0 ms zu spät · geschätzt für 70 kg (Standardwert) · \
                gespeichert (weniger als 2 aktive Minuten: zählt nicht)

                """)
    }

    /// An open set, and each way a session is not saved, as single lines. The replay ticks on
    /// its deadlines, so every phase started on time; 4 active seconds are saved, not counted.
    static let lines: [(String, SessionNote, SaveStatus, String)] = [
        ("en", .phaseStarted, .saved, "[0:05] 2/4 Squats · 12 reps, Enter when done"),
        ("de", .phaseStarted, .saved, "[0:05] 2/4 Kniebeugen · 12 Wiederholungen, Enter wenn fertig"),
        (
            "en", .ended(.stopped), .saved,
            "[0:05] 2/4 Stopped · duration 0:09 · active 0:04 · 1/4 phases done · about 0 kcal (0–1) · timing: 2 phases, max 0.0 ms late · saved (less than 2 active minutes: not counted)"
        ),
        (
            "en", .ended(.interrupted), .tooShort,
            "[0:05] 2/4 Interrupted · duration 0:09 · active 0:04 · 1/4 phases done · about 0 kcal (0–1) · timing: 2 phases, max 0.0 ms late · not saved: shorter than 3 seconds"
        ),
        (
            "de", .ended(.interrupted), .disabled,
            "[0:05] 2/4 Abgebrochen · Dauer 0:09 · aktiv 0:04 · 1/4 Phasen geschafft · etwa 0 kcal (0–1) · Genauigkeit: 2 Phasen, ≤ 0,0 ms zu spät · nicht gespeichert (--no-log)"
        ),
        (
            "de", .ended(.stopped), .failed("Platte voll"),
            "[0:05] 2/4 Gestoppt · Dauer 0:09 · aktiv 0:04 · 1/4 Phasen geschafft · etwa 0 kcal (0–1) · Genauigkeit: 2 Phasen, ≤ 0,0 ms zu spät · nicht gespeichert: Platte voll"
        ),
    ]

    /// Plain mode, the finished screen and `history` write the same session's length alike.
    @Test func oneSessionReadsTheSameEverywhere() throws {
        let strings = Languages.bundled.strings(for: "en")
        var machine = SessionMachine(
            timeline: SessionFixtures.openSet, programTitle: LocalizedText(plain: "Open"), profile: BodyProfile())
        _ = machine.handle(.start, at: .zero)
        let effects = machine.handle(.key(.stop), at: .seconds(3.6))
        let ending = try #require(
            effects.compactMap { effect -> SessionEnding? in
                if case .end(let ending) = effect { return ending }
                return nil
            }.first)
        var snapshot = machine.snapshot(at: .seconds(3.6))
        snapshot.summary = SessionSummary(ending: ending, saved: .saved)
        let plain = PlainLines.line(for: .ended(.stopped), snapshot: snapshot, strings: strings)
        #expect(plain.contains("duration 0:04"))
        let screen = SessionScreen(strings: strings, width: 60, colour: false).render(snapshot)
        #expect(screen.contains { $0.hasPrefix("Duration") && $0.hasSuffix(" 0:04") })
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let record = SessionRecord(
            id: UUID(uuidString: "32e748d4-0000-4000-8000-000000000001") ?? UUID(), programID: "open",
            programTitle: "Open", startedAt: start,
            endedAt: start.addingTimeInterval(ending.duration.secondsValue), pausedSeconds: 0,
            activeSeconds: 0, phasesDone: 1, phasesTotal: 4, endReason: .stopped, kcal: 0, language: "en",
            bodyMassKilograms: 70, bodyMassIsDefault: false)
        let history = HistoryTableView.render([record], timeZone: .gmt, strings: strings)
        #expect(
            history.split(separator: "\n").last
                == "32e748d4  2027-01-15 08:00  Open         0:04  0.0 min     0  stopped  1/4     en")
    }

    @Test(arguments: lines)
    func line(language: String, note: SessionNote, saved: SaveStatus, expected: String) throws {
        let timeline = SessionFixtures.openSet
        let strings = Languages.bundled.strings(for: language)
        var machine = SessionMachine(
            timeline: timeline, programTitle: LocalizedText(plain: "Open"), profile: BodyProfile(massKilograms: 80))
        _ = machine.handle(.start, at: .zero)
        _ = machine.handle(.tick, at: .seconds(5))
        var snapshot = machine.snapshot(at: .seconds(5))
        if case .ended(let reason) = note {
            let effects = machine.handle(.key(reason == .stopped ? .stop : .interrupt), at: .seconds(9))
            let ending = try #require(
                effects.compactMap { effect -> SessionEnding? in
                    if case .end(let ending) = effect { return ending }
                    return nil
                }.first)
            snapshot.summary = SessionSummary(ending: ending, saved: saved)
        }
        #expect(PlainLines.line(for: note, snapshot: snapshot, strings: strings) == expected)
    }
}

enum SessionFixtures {
    /// getReady 5, an open set of 12 squats, rest 10, burpees 15.
    static let openSet: Timeline =
        (try? TimelineCompiler(catalog: DriverFixtures.catalog).compile(
            Program(
                id: "open", title: LocalizedText(plain: "Open"), getReady: 5,
                blocks: [
                    Program.Block(exercises: [
                        Program.ExerciseEntry(key: "squats", timing: Timing(rest: 10), reps: 12),
                        Program.ExerciseEntry(key: "burpees", timing: Timing(work: 15)),
                    ])
                ]))) ?? Timeline(phases: [])
}
