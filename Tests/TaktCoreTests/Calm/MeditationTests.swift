import Foundation
import Testing

@testable import TaktCore

/// A sitting of `takt meditate` (SPEC section 19): its phases, its gongs timed by the session
/// machine with injected time, and the sittings it refuses.
@Suite struct MeditationTests {
    /// "M300": each phase's kind (meditation, reflection) and seconds.
    static func shape(_ sitting: Meditation) -> [String] {
        sitting.timeline.phases.map { ($0.kind == .meditation ? "M" : "R") + String($0.seconds ?? -1) }
    }

    /// Every gong of a whole sitting run by the session machine, ticked at each deadline, as
    /// "600 gong": the program second it rings at and the sound, mapped as the cue player maps them.
    static func gongs(_ sitting: Meditation) -> [String] { gongs(sitting.timeline) }

    /// Every gong of a whole timeline (a program's, a sitting's), as ``gongs(_:)-(Meditation)`` hears them.
    static func gongs(_ timeline: Timeline) -> [String] {
        var machine = SessionFixtures.machine(timeline)
        var previous: Phase.Kind?
        var heard: [String] = []
        func listen(_ effects: [SessionMachine.Effect], at time: Duration) {
            for case .cue(let cue) in effects {
                for sound in CalmCue.sounds(for: cue, after: previous, tones: true) {
                    heard.append("\(Int(time.secondsValue)) \(sound.rawValue)")
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

    @Test(arguments: [
        (Meditation(minutes: 10), ["M600"]),
        (Meditation(minutes: 20, reflect: 3), ["M1020", "R180"]),
        (Meditation(minutes: 20, reflect: 3, gongEvery: 5), ["M300", "M300", "M300", "M120", "R180"]),
        (Meditation(minutes: 20, reflect: 8, gongEvery: 5), ["M300", "M300", "M120", "R180", "R300"]),
        // An interval gong where the reflection begins is the change's three gongs, not a fourth.
        (Meditation(minutes: 20, reflect: 5, gongEvery: 5), ["M300", "M300", "M300", "R300"]),
        (Meditation(minutes: 3, gongEvery: 5), ["M180"]),
        (Meditation(minutes: 1), ["M60"]),
    ])
    func theSittingIsCutWhereTheGongsRing(sitting: Meditation, shape: [String]) {
        #expect(Self.shape(sitting) == shape)
        #expect(sitting.timeline.totalSeconds == sitting.minutes * 60)
        #expect(sitting.timeline.phases.map(\.order) == Array(1...shape.count))
    }

    /// `meditate 20 --reflect 3 --gong-every 5`: a gong at the start, one at 5, 10 and 15
    /// minutes, three at 17 (the change), one at the end (20 minutes, where the next interval
    /// would be: one gong, not two); with a longer reflection its intervals ring in it too.
    @Test func gongsRingAtTheStartEachIntervalTheChangeAndTheEnd() {
        #expect(
            Self.gongs(Meditation(minutes: 20, reflect: 3, gongEvery: 5)) == [
                "0 gong", "300 gong", "600 gong", "900 gong", "1020 threeGongs", "1200 gong",
            ])
        #expect(
            Self.gongs(Meditation(minutes: 20, reflect: 8, gongEvery: 5)) == [
                "0 gong", "300 gong", "600 gong", "720 threeGongs", "900 gong", "1200 gong",
            ])
        #expect(Self.gongs(Meditation(minutes: 10)) == ["0 gong", "600 gong"])
        #expect(Self.gongs(Meditation(minutes: 10, reflect: 2)) == ["0 gong", "480 threeGongs", "600 gong"])
    }

    /// A sitting is quiet: no bell, no 3-2-1, no halfway, no voice, only its gongs.
    @Test func aSittingHasNoOtherCue() {
        var machine = SessionFixtures.machine(Meditation(minutes: 5, reflect: 1, gongEvery: 2).timeline)
        var effects = machine.handle(.start, at: .zero)
        while let deadline = machine.nextDeadline { effects += machine.handle(.tick, at: deadline) }
        let cues = effects.compactMap { effect -> SessionCue? in
            if case .cue(let cue) = effect { return cue }
            return nil
        }
        #expect(cues.allSatisfy { if case .phaseStart = $0 { true } else { $0 == .workoutComplete } })
        let strings = Languages.bundled.strings(for: "de")
        #expect(cues.allSatisfy { $0 == .workoutComplete || SpokenCue.words(for: $0, strings: strings) == nil })
    }

    @Test(arguments: [
        (Meditation(minutes: 0), Meditation.Problem.minutes),
        (Meditation(minutes: -5), .minutes),
        (Meditation(minutes: 601), .minutes),
        (Meditation(minutes: 10, reflect: 10), .reflect),
        (Meditation(minutes: 10, reflect: 12), .reflect),
        (Meditation(minutes: 10, reflect: -1), .reflect),
        (Meditation(minutes: 10, gongEvery: 0), .gongEvery),
        (Meditation(minutes: 10, gongEvery: -2), .gongEvery),
    ])
    func badSittingsAreRefused(sitting: Meditation, problem: Meditation.Problem) {
        #expect(sitting.checked() == .failure(problem))
    }

    @Test func wordsCanBeTurnedOff() {
        #expect(Meditation(minutes: 5).timeline.phases.allSatisfy { !$0.quiet })
        #expect(Meditation(minutes: 5, reflect: 1, words: false).timeline.phases.allSatisfy { $0.quiet })
    }

    /// A WAV guide's length, read from its header: takt's own gong, and files that are no WAV.
    @Test func theLengthOfAWaveFile() {
        #expect(WaveData.seconds(of: CalmSound.gong.wave) == 6)
        #expect(
            WaveData.seconds(of: WaveData.mono([Int16](repeating: 0, count: 44_100 * 90), sampleRate: 44_100)) == 90)
        #expect(WaveData.seconds(of: Array("OggS not a wave".utf8)) == nil)
        #expect(WaveData.seconds(of: Array(CalmSound.gong.wave.prefix(20))) == nil)
        #expect(WaveData.seconds(of: []) == nil)
    }
}
