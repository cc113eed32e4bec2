import Foundation
import TaktCore

@testable import TaktCLI

/// Timelines and fakes for the driver tests.
enum DriverFixtures {
    static let catalog = ExerciseCatalog([
        Exercise(
            key: "burpees", name: LocalizedText(["en": "Burpees", "de": "Burpees"]), met: 11.0,
            howTo: LocalizedText(["en": "Squat, jump back, jump up.", "de": "Hocken, zurückspringen, hochspringen."])),
        Exercise(key: "squats", name: LocalizedText(["en": "Squats", "de": "Kniebeugen"]), met: 5.0),
    ])

    /// getReady 5, 2 rounds of burpees 20 s / rest 10 s, then squats in 2 sets of 15 s.
    static let timeline: Timeline =
        (try? TimelineCompiler(catalog: catalog).compile(
            Program(
                id: "driver", title: LocalizedText(["en": "Driver test", "de": "Treibertest"]), getReady: 5,
                blocks: [
                    Program.Block(
                        rounds: 2,
                        exercises: [
                            Program.ExerciseEntry(key: "burpees", timing: Timing(work: 20, rest: 10)),
                            Program.ExerciseEntry(
                                key: "squats",
                                sets: [
                                    Program.SetSpec(order: 1, timing: Timing(work: 15)),
                                    Program.SetSpec(order: 2, timing: Timing(work: 15)),
                                ]),
                        ])
                ]))) ?? Timeline(phases: [])

    static func ending(
        reason: EndReason = .finished, seconds: Double = 120, profile: BodyProfile = BodyProfile(), speed: Double = 1
    ) -> SessionEnding {
        let phase = timeline.phases[1]
        let performed = [SessionEnding.Performed(phaseIndex: 1, phase: phase, time: .seconds(20))]
        return SessionEnding(
            reason: reason, startedAt: .zero, endedAt: .seconds(seconds), paused: .seconds(4), performed: performed,
            phasesDone: 3, phasesTotal: timeline.phases.count,
            kcal: CalorieEstimate.performed([(phase, 20)], profile: profile), profile: profile, speed: speed)
    }
}

/// A history that counts rows, safe to call from many threads.
final class FakeSessionLog: SessionLog {
    let rows = Locked<[SessionRecord]>([])
    let failure: (any Error & Sendable)?

    init(failure: (any Error & Sendable)? = nil) {
        self.failure = failure
    }

    func append(_ record: SessionRecord) throws -> Bool {
        if let failure { throw failure }
        return rows.withLock { rows in
            guard !rows.contains(where: { $0.id == record.id }) else { return false }
            rows.append(record)
            return true
        }
    }

    /// The rows of `programID` that kept scores, newest first, as the history answers.
    func scoredSessions(ofProgram programID: String) throws -> [SessionRecord] {
        rows.withLock { rows in
            rows.filter { $0.programID == programID && !$0.scores.isEmpty }.sorted { $0.startedAt > $1.startedAt }
        }
    }

    var count: Int { rows.withLock { $0.count } }
}

/// A display that writes down every call.
final class RecordingDisplay: SessionDisplay {
    var calls: [String] = []
    var notes: [(SessionNote, SessionSnapshot)] = []
    var shows = 0
    var languages: Set<String> = []
    /// The how-to text of every frame drawn with one, as the live view would write it.
    var drawnHowTos: [String] = []

    func show(_ snapshot: SessionSnapshot, strings: Strings) {
        shows += 1
        languages.insert(strings.language)
        if let activity = snapshot.howTo { drawnHowTos.append(SessionScreen.howTo(activity, strings: strings)) }
    }

    func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) {
        notes.append((note, snapshot))
        calls.append("note \(note)")
    }

    func showHowTo(snapshot: SessionSnapshot, strings: Strings) {
        calls.append("howTo \(snapshot.howTo.map { SessionScreen.howTo($0, strings: strings) } ?? "")")
    }

    func cue(_ cue: SessionCue, strings: Strings) {
        switch cue {
        case .phaseStart(let phase, _): calls.append("bell \(phase.order)")
        case .countdown(let count): calls.append("count \(count)")
        case .halfway: calls.append("halfway")
        case .lastRound(let phase): calls.append("last round \(phase.order)")
        case .workoutComplete: calls.append("complete")
        case .round(let round): calls.append("cue round \(round)")
        case .oneMinuteLeft: calls.append("one minute")
        case .capReached: calls.append("cap")
        case .newRecord(let record): calls.append("record \(record.reps.map(String.init) ?? "-")")
        }
    }

    func close() {
        calls.append("close")
    }
}
