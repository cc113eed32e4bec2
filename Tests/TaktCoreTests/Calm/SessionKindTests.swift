import Foundation
import Testing

@testable import TaktCore

/// A session's kind comes from the phases it performed, and a mindful session's active seconds
/// are its breaths or its sitting, so it counts by the one rule (SPEC section 19).
@Suite struct SessionKindTests {
    /// The session that performed `timeline`'s phases whole, at `speed`.
    static func ending(_ timeline: Timeline, speed: Double = 1) -> SessionEnding {
        var at = Duration.zero
        let performed = timeline.phases.enumerated().map { index, phase in
            let time = phase.length ?? .zero
            defer { at += time }
            return SessionEnding.Performed(phaseIndex: index, phase: phase, time: time, planned: at, began: at)
        }
        return SessionEnding(
            reason: .finished, startedAt: .zero, endedAt: at, paused: .zero, performed: performed,
            phasesDone: performed.count, phasesTotal: performed.count, kcal: CalorieEstimate(kcal: 10),
            profile: BodyProfile(), speed: speed)
    }

    static func record(_ ending: SessionEnding) -> SessionRecord {
        ending.record(
            of: SessionIdentity(id: UUID(), programID: "t", programTitle: LocalizedText(plain: "T"), startedAt: Date()),
            language: "en")
    }

    @Test func theKindFollowsThePhases() {
        #expect(SessionKind(phases: [Phase.Kind.getReady, .inhale, .hold, .exhale]) == .breathing)
        #expect(SessionKind(phases: [Phase.Kind.meditation, .reflection]) == .meditation)
        #expect(SessionKind(phases: [Phase.Kind.inhale, .meditation]) == .meditation)
        #expect(SessionKind(phases: [Phase.Kind.work, .rest, .inhale, .exhale]) == .workout)
        #expect(SessionKind(phases: [Phase.Kind.amrap, .meditation]) == .workout)
        #expect(SessionKind(phases: [Phase.Kind.getReady]) == .workout)
        #expect(SessionKind(phases: [Phase.Kind]()) == .workout)
    }

    /// `takt meditate 20 --reflect 3`: twenty mindful minutes that count.
    @Test func aSittingIsAMeditationOfItsMinutes() {
        let record = Self.record(Self.ending(Meditation(minutes: 20, reflect: 3).timeline))
        #expect(record.kind == .meditation)
        #expect(record.activeSeconds == 1_200)
        #expect(record.counts)
        // Ninety seconds never count, and a preview never does.
        #expect(!Self.record(Self.ending(Meditation(minutes: 1).timeline)).counts)
        #expect(!Self.record(Self.ending(Meditation(minutes: 20).timeline, speed: 10)).counts)
    }

    /// `breathe 4-7-8 x4` is 76 s of breaths: breathing that does not count; five minutes do.
    @Test func breathsAreBreathingOfTheirSeconds() throws {
        let short = Self.record(Self.ending(try BreathingProgramTests.text("breathe 4-7-8 x4")))
        #expect(short.kind == .breathing)
        #expect(short.activeSeconds == 76)
        #expect(!short.counts)
        let long = Self.record(Self.ending(try BreathingProgramTests.text("breathe calm for 5m")))
        #expect(long.kind == .breathing)
        #expect(long.activeSeconds == 300)
        #expect(long.counts)
    }

    /// A breathing cool-down leaves a workout a workout, its active time the work alone.
    @Test func aWorkoutClosingWithBreathsStaysAWorkout() throws {
        let record = Self.record(
            Self.ending(try BreathingProgramTests.text("3x(40s burpees / 20s), breathe calm for 5m")))
        #expect(record.kind == .workout)
        #expect(record.activeSeconds == 120)
    }
}
