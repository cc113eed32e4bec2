import Testing

@testable import TaktCore

/// Issue 45: a question never stops a running clock, and the prompt keeps what it shows.
///
/// `emom 2: max burpees` (two 60 s periods); every instant is injected program time.
@Suite struct AnswerLineTransitionTests {
    typealias Event = SessionMachine.Event

    static let maxEmom = WhiteboardRunTests.maxReps

    static func machine(_ blocks: String = maxEmom) throws -> SessionMachine {
        try SessionScoringTests.machine(blocks)
    }

    static func key(_ key: SessionKey, _ at: Double) -> (Event, Double) { (.key(key), at) }

    /// The bug as filed: `7` Enter typed the moment the question appears kept the 7 on screen
    /// and lost the Enter; a later `8` Enter recorded 78.
    @Test func sevenEnterAsTheQuestionOpensKeepsSevenAndEightEnterLaterIsANewAnswer() throws {
        var machine = try Self.machine()
        let effects = machine.play([
            (.start, 0), (.tick, 60), Self.key(.digit(7), 60.02), Self.key(.markDone, 60.04),
            Self.key(.digit(8), 70), Self.key(.markDone, 70.02), (.tick, 120), Self.key(.digit(5), 121),
            Self.key(.markDone, 121.5),
        ])
        let score = try #require(SessionScoringTests.ending(effects)?.scores.first)
        // Period 1's answer changed from 7 to 8; period 2 answered 5: never 78.
        #expect(score.totalReps == 13)
    }
}
