import Testing

@testable import TaktCore

/// The cues only a voice says: "last round" and "workout complete", decided by the machine.
@Suite struct VoiceCueMachineTests {
    /// Every cue of a whole session, ticked at each deadline.
    static func cues(of timeline: Timeline) -> [String] {
        var machine = SessionFixtures.machine(timeline)
        var effects = machine.handle(.start, at: .zero)
        while let deadline = machine.nextDeadline {
            effects += machine.handle(.tick, at: deadline)
        }
        return describe(effects).filter { !$0.hasPrefix("phase ") && !$0.hasPrefix("end ") }
    }

    @Test func theLastRoundOfABlockIsAnnouncedOnceAtItsFirstWork() {
        let cues = Self.cues(of: SessionFixtures.tabata)
        // Tabata: phase 16 is the 8th round's work; every other work start is a plain bell.
        #expect(cues.filter { $0.hasPrefix("last round") } == ["last round 16"])
        #expect(!cues.contains("bell 16"))
        #expect(cues.last == "complete")
    }

    @Test func aBlockOfOneRoundHasNoLastRound() {
        #expect(!Self.cues(of: SessionFixtures.short).contains { $0.hasPrefix("last round") })
    }

    @Test func aStoppedSessionIsNotCalledComplete() {
        var machine = SessionFixtures.machine(SessionFixtures.short)
        var effects = machine.handle(.start, at: .zero)
        effects += machine.handle(.key(.stop), at: .seconds(7))
        #expect(!describe(effects).contains("complete"))
        #expect(describe(effects).last == "end stopped")
    }

    @Test func twoExercisesInTheLastRoundAnnounceItOnlyBeforeTheFirst() {
        let timeline = SessionFixtures.compile(
            Program(
                id: "two", title: LocalizedText(plain: "Two"), getReady: 0,
                blocks: [
                    Program.Block(
                        rounds: 2,
                        exercises: [
                            Program.ExerciseEntry(key: "burpees", timing: Timing(work: 10, rest: 5)),
                            Program.ExerciseEntry(key: "squats", timing: Timing(work: 10, rest: 5)),
                        ])
                ]))
        let announced = Self.cues(of: timeline).filter { $0.hasPrefix("last round") }
        // Round 2 starts at phase 5 (burpees); squats at phase 7 is no new round.
        #expect(announced == ["last round 5"])
    }
}
