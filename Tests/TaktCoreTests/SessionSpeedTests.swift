import Testing

@testable import TaktCore

/// One rule for a session's speed: what `run` accepts, and what every part falls back to.
@Suite struct SessionSpeedTests {
    @Test(arguments: [0.0, -1, .infinity, -.infinity, .nan])
    func anImpossibleSpeedRunsInRealTime(speed: Double) {
        #expect(SessionSpeed.valid(speed) == 1)
        let machine = SessionMachine(
            timeline: SessionFixtures.short, programTitle: LocalizedText(plain: "T"), profile: BodyProfile(),
            speed: speed)
        #expect(machine.speed == 1)
    }

    @Test func aPossibleSpeedIsKept() {
        #expect(SessionSpeed.valid(0.5) == 0.5)
        #expect(SessionSpeed.valid(10_000) == 10_000)
        #expect(SessionSpeed.range.contains(0.01) && !SessionSpeed.range.contains(10_001))
    }
}
