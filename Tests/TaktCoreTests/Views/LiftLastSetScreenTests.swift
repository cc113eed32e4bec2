import Foundation
import Testing

@testable import TaktCore

/// The program's last set has no rest to run its answer line over (SPEC section 17): the prompt
/// that holds the end asks it, with the same question and hint as the line, in en and de.
@Suite struct LiftLastSetScreenTests {
    /// The machine at the prompt after set 3 of `back-squat 3x5 @100-102.5-105kg rest 2:00`,
    /// with `typed` typed, measuring its sets against `records` when given.
    static func screen(_ language: String, typed: String, records: LiftRecords? = nil) throws -> String {
        var machine = try LiftRecordSaidTests.machine(records: records)
        _ = machine.play([
            (.start, 0), (.tick, 10), LiftAnswerLineTests.enter(30), (.tick, 150), LiftAnswerLineTests.enter(160),
            (.tick, 280), LiftAnswerLineTests.enter(290),
        ])
        _ = machine.play(LiftAnswerLineTests.type(typed, at: 295))
        var snapshot = machine.snapshot(at: .seconds(296))
        snapshot.programTitle = LocalizedText(["en": "Squat day", "de": "Kniebeugetag"])
        return LiftScreenTests.screen(snapshot, language)
    }

    @Test(arguments: ["en", "de"])
    func theLastSetIsAskedByThePrompt(language: String) throws {
        let screen = try Self.screen(language, typed: "4x102")
        #expect(screen == LiftLastSetGoldens.asking[language], "\n\(screen)")
    }

    /// Set 3's 5 × 105 kg beats the 5RM of 102.5 kg held: the prompt that holds the session's
    /// end draws the record as the rests draw theirs, not only says it; with nothing typed,
    /// which keeps the set as planned, no large 0 stands where the digits go.
    @Test(arguments: ["en", "de"])
    func theLastSetsNewRecordIsDrawnOnThePrompt(language: String) throws {
        let screen = try Self.screen(language, typed: "", records: LiftRecordSaidTests.held())
        #expect(screen == LiftLastSetGoldens.record[language], "\n\(screen)")
        // Without records read (a preview), none is drawn.
        #expect(!(try Self.screen(language, typed: "")).contains("RM"))
    }
}
