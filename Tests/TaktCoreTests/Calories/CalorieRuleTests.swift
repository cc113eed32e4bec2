import Testing

@testable import TaktCore

/// Each rule of docs/calories.md on its own: which MET a phase is billed at, standard
/// versus personal resting rate, what was performed versus what was planned, and the band.
@Suite struct CalorieRuleTests {
    static let catalog = ExerciseCatalog([
        Exercise(key: "burpees", name: LocalizedText(["en": "Burpees"]), met: 8.0, compendiumCode: "02214"),
        Exercise(key: "plank", name: LocalizedText(["en": "Plank"]), met: 3.8, compendiumCode: "02022"),
    ])

    static func compile(_ blocks: [Program.Block], getReady: Int = 10) throws -> Timeline {
        try TimelineCompiler(catalog: catalog).compile(
            Program(id: "rules", title: LocalizedText(plain: "Rules"), getReady: getReady, blocks: blocks))
    }

    static func entry(_ key: String, work: Int, rest: Int) -> Program.ExerciseEntry {
        Program.ExerciseEntry(key: key, timing: Timing(work: work, rest: rest))
    }

    /// kcal per MET-minute for 70 kg by ACSM: 3.5 × 70 / 200.
    static let standard70 = 1.225

    @Test(arguments: [(10, 8.0), (30, 8.0), (31, 1.3), (90, 1.3)])
    func aRestIsBilledAtTheWorkBeforeItUpTo30Seconds(rest: Int, expectedMET: Double) throws {
        let timeline = try Self.compile([
            Program.Block(rounds: 2, exercises: [Self.entry("burpees", work: 20, rest: rest)])
        ])
        let rests = timeline.phases.filter { $0.kind == .rest }
        #expect(rests.count == 1)
        #expect(rests.first?.billedMET == expectedMET)
        let expected = (8.0 * 40 + expectedMET * Double(rest)) / 60 * Self.standard70
        #expect(abs(CalorieEstimate.predicted(for: timeline, profile: BodyProfile()).kcal - expected) < 1e-9)
    }

    @Test func aShortRestTakesTheMETOfItsOwnExerciseNotTheBlocksFirst() throws {
        let timeline = try Self.compile([
            Program.Block(exercises: [
                Self.entry("burpees", work: 20, rest: 10), Self.entry("plank", work: 30, rest: 15),
            ]),
            Program.Block(exercises: [Self.entry("burpees", work: 20, rest: 0)]),
        ])
        #expect(timeline.phases.map(\.kind) == [.getReady, .work, .rest, .work, .rest, .work])
        #expect(timeline.phases.map(\.billedMET) == [0, 8.0, 8.0, 3.8, 3.8, 8.0])
    }

    @Test(arguments: [20, 30, 60])
    func restAfterIsAlwaysStandingQuietly(restAfter: Int) throws {
        let timeline = try Self.compile([
            Program.Block(rounds: 2, restAfter: restAfter, exercises: [Self.entry("burpees", work: 20, rest: 10)]),
            Program.Block(exercises: [Self.entry("plank", work: 30, rest: 0)]),
        ])
        let afterBlock = try #require(timeline.phases.first { $0.isRestAfter })
        #expect(afterBlock.seconds == restAfter)
        #expect(afterBlock.billedMET == CalorieEstimate.restingMET)
        #expect(timeline.phases.filter(\.isRestAfter).count == 1)
    }

    @Test func getReadyCountsNothing() throws {
        let blocks = [Program.Block(exercises: [Self.entry("burpees", work: 60, rest: 0)])]
        let withGetReady = CalorieEstimate.predicted(
            for: try Self.compile(blocks, getReady: 30), profile: BodyProfile())
        let without = CalorieEstimate.predicted(for: try Self.compile(blocks, getReady: 0), profile: BodyProfile())
        #expect(withGetReady == without)
        #expect(abs(without.kcal - 8.0 * Self.standard70) < 1e-9)
    }

    @Test func personalRestingRateOnlyWithAllFourSet() throws {
        let timeline = try Self.compile([Program.Block(exercises: [Self.entry("burpees", work: 600, rest: 0)])])
        let complete = BodyProfile(massKilograms: 80, ageYears: 30, sex: .male, heightCentimetres: 180)
        // Mifflin–St Jeor: 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1780 kcal/day.
        #expect(complete.restingKcalPerDay == 1780)
        let personal = CalorieEstimate.predicted(for: timeline, profile: complete).kcal
        #expect(abs(personal - 8.0 * 10 * 1780 / 1440) < 1e-9)

        var noHeight = complete
        noHeight.heightCentimetres = nil
        let standard = CalorieEstimate.predicted(for: timeline, profile: noHeight).kcal
        #expect(noHeight.restingKcalPerDay == nil)
        #expect(abs(standard - 8.0 * 10 * 3.5 * 80 / 200) < 1e-9)
        #expect(personal < standard)

        // Without a weight there is no personal rate, whatever else is set: 70 kg standard.
        let noWeight = BodyProfile(ageYears: 30, sex: .male, heightCentimetres: 180)
        #expect(noWeight.usesDefaultMass)
        #expect(abs(CalorieEstimate.predicted(for: timeline, profile: noWeight).kcal - 80 * Self.standard70) < 1e-9)
    }

    @Test func aFemaleRestingRateUsesMinus161() {
        let profile = BodyProfile(massKilograms: 60, ageYears: 50, sex: .female, heightCentimetres: 160)
        // 10 × 60 + 6.25 × 160 − 5 × 50 − 161
        #expect(profile.restingKcalPerDay == 1189)
    }

    @Test func aSkippedPhaseCountsOnlyTheSecondsItRan() throws {
        let timeline = try Self.compile([
            Program.Block(rounds: 3, exercises: [Self.entry("burpees", work: 40, rest: 20)])
        ])
        let planned = CalorieEstimate.predicted(for: timeline, profile: BodyProfile())
        // The second work phase skipped after 5 s, the rest after it skipped at once.
        var performed = timeline.phases.map { (phase: $0, seconds: Double($0.seconds ?? 0)) }
        let secondWork = try #require(performed.indices.filter { performed[$0].phase.kind == .work }.dropFirst().first)
        performed[secondWork].seconds = 5
        performed[secondWork + 1].seconds = 0
        let actual = CalorieEstimate.performed(performed, profile: BodyProfile())
        let missing = (8.0 * 35 + 8.0 * 20) / 60 * Self.standard70
        #expect(abs(planned.kcal - actual.kcal - missing) < 1e-9)
    }

    @Test func pausedTimeCountsNothing() throws {
        let timeline = try Self.compile([Program.Block(exercises: [Self.entry("burpees", work: 60, rest: 0)])])
        // The engine passes performed seconds, pauses excluded: a 60 s phase paused for 5 minutes
        // bills 60 s, exactly what was planned.
        let performed = timeline.phases.map { (phase: $0, seconds: Double($0.seconds ?? 0)) }
        #expect(
            CalorieEstimate.performed(performed, profile: BodyProfile())
                == CalorieEstimate.predicted(for: timeline, profile: BodyProfile()))
    }

    @Test func anOpenSetCountsItsRealDurationAndNothingWhenPredicted() throws {
        let timeline = try Self.compile(
            [Program.Block(exercises: [Program.ExerciseEntry(key: "burpees", timing: Timing(rest: 0), reps: 12)])],
            getReady: 0)
        #expect(timeline.phases.first?.isOpen == true)
        #expect(CalorieEstimate.predicted(for: timeline, profile: BodyProfile()).kcal == 0)
        let actual = CalorieEstimate.performed([(timeline.phases[0], 45)], profile: BodyProfile())
        #expect(abs(actual.kcal - 8.0 * 0.75 * Self.standard70) < 1e-9)
    }

    @Test func negativeOrNotANumberSecondsNeverSubtract() throws {
        let timeline = try Self.compile([Program.Block(exercises: [Self.entry("burpees", work: 60, rest: 0)])])
        let work = try #require(timeline.phases.first { $0.kind == .work })
        let estimate = CalorieEstimate.performed([(work, 60), (work, -30), (work, .nan)], profile: BodyProfile())
        #expect(abs(estimate.kcal - 8.0 * Self.standard70) < 1e-9)
    }

    @Test func theBandIsThirtyPercentEachWay() {
        let estimate = CalorieEstimate(kcal: 200)
        #expect(abs(estimate.low - 140) < 1e-9)
        #expect(abs(estimate.high - 260) < 1e-9)
    }

    @Test func anEmptyBlockDoesNotTakeOverThePreviousBlocksRestAfter() throws {
        let timeline = try Self.compile([
            Program.Block(restAfter: 60, exercises: [Self.entry("burpees", work: 20, rest: 0)]),
            Program.Block(restAfter: 15, exercises: []),
            Program.Block(exercises: [Self.entry("plank", work: 30, rest: 0)]),
        ])
        #expect(timeline.phases.map(\.seconds) == [10, 20, 60, 30])
        #expect(timeline.phases.map(\.billedMET) == [0, 8.0, 1.3, 3.8])
    }
}
