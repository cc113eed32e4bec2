import Testing

@testable import TaktCore

/// A new record on the rest view (SPEC section 17: "New 5RM: 105 kg"), as whole screens in
/// English and German: set 1 of the squat answered 6 × 105 kg over the records' 5 × 102.5 kg,
/// the rest's clock running on; and the same at 40 × 10, where the record gives way first.
@Suite struct LiftRecordScreenTests {
    /// The rest after set 1 with the set's line answered `answer` at 40 s, seen at 41 s.
    static func snapshot(_ answer: String) throws -> SessionSnapshot {
        var machine = try LiftRecordSaidTests.machine(records: LiftRecordSaidTests.held())
        _ = machine.play(
            [(.start, 0), (.tick, 10), LiftRecordSaidTests.enter(30)] + LiftRecordSaidTests.type(answer, at: 40)
                + [LiftRecordSaidTests.enter(40)])
        var snapshot = machine.snapshot(at: .seconds(41))
        // The goldens' title and totals, as LiftScreenTests draws them.
        snapshot.programTitle = LocalizedText(["en": "Squat day", "de": "Kniebeugetag"])
        return snapshot
    }

    static func screen(_ snapshot: SessionSnapshot, _ language: String, width: Int = 60, height: Int = 20) -> String {
        SessionScreen(strings: Languages.bundled.strings(for: language), width: width, height: height, colour: false)
            .render(snapshot).joined(separator: "\n")
    }

    @Test(arguments: ["en", "de"])
    func theRestViewSaysTheNewRecordUnderItsClock(language: String) throws {
        let snapshot = try Self.snapshot("6x105")
        #expect(snapshot.answerLine?.newRecord != nil)
        #expect(Self.screen(snapshot, language) == LiftRecordScreenGoldens.rest[language])
    }

    @Test(arguments: ["en", "de"])
    func aSmallWindowKeepsTheClockNextAndKeysBeforeTheRecord(language: String) throws {
        let snapshot = try Self.snapshot("6x105")
        #expect(Self.screen(snapshot, language, width: 40, height: 10) == LiftRecordScreenGoldens.small[language])
    }

    @Test(arguments: ["en", "de"])
    func anAnswerUnderTheRecordsShowsNone(language: String) throws {
        let snapshot = try Self.snapshot("4")
        #expect(snapshot.answerLine?.newRecord == nil)
        #expect(!Self.screen(snapshot, language).contains("RM"))
    }

    @Test func theRecordIsSaidInBothLanguages() {
        let record = NewLiftRecord(reps: 5, weight: LiftWeight(102.5, .kg), estimate: LiftWeight(119.583, .kg))
        let onlyEstimate = NewLiftRecord(reps: nil, weight: LiftWeight(100, .kg), estimate: LiftWeight(133.333, .kg))
        let onlyRM = NewLiftRecord(reps: 3, weight: LiftWeight(225, .lb), estimate: nil)
        let english = LiftSetText(strings: Languages.bundled.strings(for: "en"))
        let german = LiftSetText(strings: Languages.bundled.strings(for: "de"))
        #expect(english.record(record) == "New 5RM: 102.5 kg · e1RM 119.6 kg (estimated)")
        #expect(german.record(record) == "Neues 5RM: 102,5 kg · e1RM 119,6 kg (geschätzt)")
        #expect(english.record(onlyEstimate) == "New e1RM: 133.3 kg (estimated)")
        #expect(german.record(onlyEstimate) == "Neues e1RM: 133,3 kg (geschätzt)")
        #expect(english.record(onlyRM) == "New 3RM: 225 lb")
        #expect(german.record(onlyRM) == "Neues 3RM: 225 lb")
        // Voice mode speaks the same words; the bell stays quiet for it.
        #expect(
            SpokenCue.words(for: .newRecord(onlyRM), strings: Languages.bundled.strings(for: "en")) == "New 3RM: 225 lb"
        )
        #expect(SpokenCue.isSpokenOnly(.newRecord(onlyRM)))
    }

    @Test(arguments: [
        ("en", "New 5RM: 105 kg · e1RM 126 kg (estimated)"), ("de", "Neues 5RM: 105 kg · e1RM 126 kg (geschätzt)"),
    ])
    func plainModeSaysTheRecordOnALineOfItsOwn(language: String, words: String) throws {
        let snapshot = try Self.snapshot("6x105")
        let record = try #require(snapshot.answerLine?.newRecord)
        let line = PlainLines.line(
            for: .newRecord(record), snapshot: snapshot, strings: Languages.bundled.strings(for: language))
        #expect(line == PlainLines.prefix(snapshot) + " " + words)
    }
}
