import Testing

@testable import TaktCore

/// The five timeline rules (README, "Writing a program"), each from a YAML program.
@Suite struct TimelineRuleTests {
    @Test func getReadyComesFirstAndOrdersAreOneBased() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 15
            blocks:
              - rounds: 2
                exercises: [{exercise: burpees, work: 20, rest: 10}]
            """)
        #expect(timeline.shape == ["G15", "W20", "R10", "W20"])
        #expect(timeline.phases.map(\.order) == [1, 2, 3, 4])
        #expect(timeline.phases.map(\.round) == [1, 1, 1, 2])
    }

    @Test func getReadyZeroMeansNone() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            blocks: [{exercises: [{exercise: squats, work: 30}]}]
            """)
        #expect(timeline.shape == ["W30"])
    }

    @Test func getReadyDefaultsToTenSeconds() throws {
        let timeline = try ProgramFixtures.timeline("title: t\nblocks: [{exercises: [{exercise: squats, work: 30}]}]")
        #expect(timeline.shape == ["G10", "W30"])
    }

    @Test func setsRunByOrderNotFileOrder() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            blocks:
              - exercises:
                  - exercise: squats
                    sets:
                      - {order: 3, work: 33, rest: 3}
                      - {order: 1, work: 11, rest: 1}
                      - {order: 2, work: 22, rest: 2}
                  - exercise: plank
                    work: 5
            """)
        #expect(timeline.shape == ["W11", "R1", "W22", "R2", "W33", "R3", "W5"])
        #expect(timeline.phases.filter { $0.kind == .work }.map(\.set) == [1, 2, 3, 1])
        #expect(timeline.phases.filter { $0.kind == .work }.map(\.sets) == [3, 3, 3, 1])
    }

    @Test func timingInheritsSetThenExerciseThenBlockThenDefaults() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            defaults: {work: 40, rest: 15}
            blocks:
              - work: 30
                exercises:
                  - exercise: squats
                    rest: 5
                    sets: [{order: 1, work: 10}, {order: 2}]
                  - exercise: plank
              - exercises: [{exercise: lunges}]
            """)
        #expect(timeline.shape == ["W10", "R5", "W30", "R5", "W30", "R15", "W40"])
    }

    @Test func restAfterReplacesTheBlocksLastRest() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            blocks:
              - rounds: 2
                restAfter: 60
                exercises: [{exercise: burpees, work: 20, rest: 10}]
              - exercises: [{exercise: squats, work: 30}]
            """)
        #expect(timeline.shape == ["W20", "R10", "W20", "R60", "W30"])
        #expect(timeline.phases[3].isRestAfter)
    }

    @Test func restAfterSuppliesARestWhereThereWasNone() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            blocks:
              - restAfter: 45
                exercises: [{exercise: burpees, work: 20}]
              - exercises: [{exercise: squats, work: 30}]
            """)
        #expect(timeline.shape == ["W20", "R45", "W30"])
    }

    @Test func restAfterZeroRemovesTheRest() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            blocks:
              - restAfter: 0
                exercises: [{exercise: burpees, work: 20, rest: 10}]
              - exercises: [{exercise: squats, work: 30}]
            """)
        #expect(timeline.shape == ["W20", "W30"])
    }

    @Test func trailingRestIsDropped() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            blocks:
              - rounds: 2
                restAfter: 60
                exercises: [{exercise: burpees, work: 20, rest: 10}]
            """)
        #expect(timeline.shape == ["W20", "R10", "W20"])
        #expect(timeline.phases.last?.kind == .work)
    }

    @Test func openSetsCountRepsAndNoSeconds() throws {
        let timeline = try ProgramFixtures.timeline(
            """
            title: t
            getReady: 0
            defaults: {work: 30}
            blocks:
              - exercises:
                  - exercise: push-ups
                    reps: 12
                    rest: 60
                  - name: {en: Bear crawl, de: Bärengang}
                    met: 8.0
                    sets: [{order: 1, reps: 5}, {order: 2, work: 20}]
            """)
        #expect(timeline.shape == ["W12x", "R60", "W5x", "W20"])
        #expect(timeline.phases[0].isOpen)
        #expect(timeline.totalSeconds == 80)
        #expect(timeline.phases[2].activity?.key == nil)
        #expect(timeline.phases[2].activity?.name.resolved(for: "de") == "Bärengang")
    }
}
