import Testing

@testable import TaktCore

/// The i key shows the how-to and, pressed again, hides it; every phase starts without it.
@Suite struct HowToToggleTests {
    /// The effects of `events` without the 3-2-1 cues the get ready counts down meanwhile.
    static func play(_ machine: inout SessionMachine, _ events: [(SessionMachine.Event, Double)]) -> [String] {
        describe(machine.play(events)).filter { !$0.hasPrefix("count") }
    }

    @Test func iTogglesAndANewPhaseStartsWithoutTheHowTo() {
        var machine = SessionFixtures.machine()
        _ = machine.play([(.start, 0)])
        #expect(Self.play(&machine, [(.key(.howTo), 1)]) == ["howTo burpees"])
        #expect(machine.showsHowTo)
        #expect(Self.play(&machine, [(.key(.howTo), 2)]) == ["hideHowTo"])
        #expect(!machine.showsHowTo)
        #expect(Self.play(&machine, [(.key(.howTo), 3)]) == ["howTo burpees"])
        // A language switch changes nothing about what is shown: the display redraws it.
        #expect(Self.play(&machine, [(.key(.switchLanguage), 3.5)]) == ["language"])
        #expect(machine.showsHowTo)
        // The burpees begin at 5 s: the how-to of the get ready is gone, i shows it again.
        _ = machine.play([(.tick, 5)])
        #expect(!machine.showsHowTo)
        #expect(Self.play(&machine, [(.key(.howTo), 6)]) == ["howTo burpees"])
        // While paused, i toggles all the same.
        _ = machine.play([(.key(.pauseResume), 7)])
        #expect(Self.play(&machine, [(.key(.howTo), 8)]) == ["hideHowTo"])
        // Resting explains what comes next, never the exercise just finished.
        _ = machine.play([(.key(.pauseResume), 9), (.tick, 30)])
        #expect(machine.snapshot(at: .seconds(30)).phase.kind == .rest)
        #expect(Self.play(&machine, [(.key(.howTo), 30)]) == ["howTo squats"])
    }
}
