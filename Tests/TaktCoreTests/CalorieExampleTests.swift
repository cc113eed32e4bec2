import Testing

@testable import TaktCore

/// The worked examples of docs/calories.md, to 0.1 kcal.
@Suite struct CalorieExampleTests {
    /// 4 blocks of 8 × burpees 20 s / 10 s, restAfter 60, getReady 10.
    static let fourBlockTabata: Program = {
        let block = Program.Block(
            rounds: 8, restAfter: 60,
            exercises: [Program.ExerciseEntry(key: "burpees", timing: Timing(work: 20, rest: 10))])
        return Program(
            id: "example", title: LocalizedText(plain: "Example"), getReady: 10,
            blocks: Array(repeating: block, count: 4))
    }()

    static let catalog = ExerciseCatalog([
        Exercise(key: "burpees", name: LocalizedText(["en": "Burpees"]), met: 11.0, compendiumCode: "02214")
    ])

    @Test func standardMETGives211Point4() throws {
        let timeline = try TimelineCompiler(catalog: Self.catalog).compile(Self.fourBlockTabata)
        #expect(timeline.totalSeconds == 1110)
        #expect(timeline.workSeconds == 640)
        #expect(timeline.restSeconds == 280 + 180)
        let estimate = CalorieEstimate.predicted(for: timeline, profile: BodyProfile())
        #expect(abs(estimate.kcal - 211.4) < 0.05)
        #expect(abs(estimate.low - 148.0) < 0.1)
        #expect(abs(estimate.high - 274.8) < 0.1)
    }

    @Test func personalRestingRateGives167Point2() throws {
        let timeline = try TimelineCompiler(catalog: Self.catalog).compile(Self.fourBlockTabata)
        let profile = BodyProfile(massKilograms: 70, ageYears: 35, sex: .female, heightCentimetres: 165)
        #expect(profile.restingKcalPerDay == 1395.25)
        let estimate = CalorieEstimate.predicted(for: timeline, profile: profile)
        #expect(abs(estimate.kcal - 167.2) < 0.05)
    }
}
