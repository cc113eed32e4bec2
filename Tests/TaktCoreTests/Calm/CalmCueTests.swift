import Foundation
import Testing

@testable import TaktCore

/// Which of takt's own sounds a session rings, and when (SPEC section 19): a whole session's
/// cues, ticked at each deadline with injected time, mapped to sounds as the cue player maps them.
@Suite struct CalmCueTests {
    /// "12.0 inhale": each sound with the program second it rings at.
    static func sounds(of line: String, tones: Bool = true) throws -> [String] {
        let timeline = try TextForm.load(line, id: "t", catalog: ProgramFixtures.catalog).get().timeline
        var machine = SessionFixtures.machine(timeline)
        var previous: Phase.Kind?
        var heard: [String] = []
        func listen(_ effects: [SessionMachine.Effect], at time: Duration) {
            for case .cue(let cue) in effects {
                for sound in CalmCue.sounds(for: cue, after: previous, tones: tones) {
                    heard.append(String(format: "%.1f ", time.secondsValue) + sound.rawValue)
                }
                if case .phaseStart(let phase, _) = cue { previous = phase.kind }
            }
        }
        listen(machine.handle(.start, at: .zero), at: .zero)
        while let deadline = machine.nextDeadline {
            listen(machine.handle(.tick, at: deadline), at: deadline)
        }
        return heard
    }

    @Test func boxBreathingRingsAGongThenATonePerChangeThenAGong() throws {
        #expect(
            try Self.sounds(of: "ready 0, breathe box 2") == [
                "0.0 gong", "0.0 inhale", "4.0 hold", "8.0 exhale", "12.0 hold",
                "16.0 inhale", "20.0 hold", "24.0 exhale", "28.0 hold", "32.0 gong",
            ])
    }

    /// Coherent's changes fall on the half second; 4-7-8 leaves its second hold out.
    @Test func tonesFollowThePatternToTheTenth() throws {
        #expect(
            try Self.sounds(of: "ready 0, breathe coherent 2") == [
                "0.0 gong", "0.0 inhale", "5.5 exhale", "11.0 inhale", "16.5 exhale", "22.0 gong",
            ])
        #expect(
            try Self.sounds(of: "ready 0, breathe 4-7-8 x1") == [
                "0.0 gong", "0.0 inhale", "4.0 hold", "11.0 exhale", "19.0 gong",
            ])
    }

    /// Voice mode says the words: only the gongs ring.
    @Test func withAVoiceOnlyTheGongsRing() throws {
        #expect(try Self.sounds(of: "ready 0, breathe calm 2", tones: false) == ["0.0 gong", "20.0 gong"])
    }

    /// A cool-down: the workout rings no sound of takt's, the breaths begin with a gong after
    /// the get-ready and the work, and the session ends with one.
    @Test func aCoolDownBeginsAndEndsWithAGong() throws {
        #expect(
            try Self.sounds(of: "ready 5, 20s squats, breathe calm 1") == [
                "25.0 gong", "25.0 inhale", "29.0 exhale", "35.0 gong",
            ])
        #expect(try Self.sounds(of: "ready 5, 2x20/10").isEmpty)
    }

    /// Breaths inside rounds: each return from work to breathing is a new start with its gong;
    /// a workout ending on work ends without one.
    @Test func breathsBetweenWorkBeginAgainWithAGong() throws {
        #expect(
            try Self.sounds(of: "ready 0, 2x(breathe calm 1, 10s squats)") == [
                "0.0 gong", "0.0 inhale", "4.0 exhale", "20.0 gong", "20.0 inhale", "24.0 exhale",
            ])
    }

    @Test func onlyBreathPhasesHaveTones() {
        #expect(Phase.Kind.allCases.compactMap(CalmCue.tone(of:)) == [.inhale, .hold, .exhale])
    }
}
