import Testing

@testable import TaktCore

/// What a session keeps of its strap (SPEC section 18): a sample a real second, the seconds in
/// each zone, and kcal from Keytel 2005 for the seconds with a bpm and by MET for the others.
/// Time is injected; nothing sleeps.
@Suite struct HeartRateKeptTests {
    static let man = BodyProfile(massKilograms: 75, ageYears: 35, sex: .male)

    /// The short timeline (get ready 0–5, burpees 5–25, rest 25–35, squats 35–55) with 150 bpm
    /// in zone 4 during the burpees alone, and a reading before the start that is not kept.
    static func ending(profile: BodyProfile, speed: Double = 1) throws -> SessionEnding {
        var machine = SessionMachine(
            timeline: SessionFixtures.short, programTitle: LocalizedText(plain: "Test"), profile: profile,
            speed: speed)
        _ = machine.handle(.heartRate(.beat(bpm: 90, zone: nil)), at: .zero)
        _ = machine.handle(.start, at: .zero)
        for second in 5..<25 {
            for quarter in 0..<4 {
                let time = Duration.seconds((Double(second) + Double(quarter) / 4) * speed)
                _ = machine.handle(.tick, at: time)
                _ = machine.handle(.heartRate(.beat(bpm: 150 + quarter, zone: 4)), at: time)
            }
        }
        _ = machine.handle(.heartRate(.lost), at: .seconds(25 * speed))
        return try #require(SessionScoringTests.ending(machine.handle(.tick, at: .seconds(60 * speed))))
    }

    @Test func oneSampleASecondTheFirstOfItsSecond() throws {
        let heart = try #require(try Self.ending(profile: Self.man).heartRate)
        #expect(heart.samples == Array(repeating: 0, count: 5) + Array(repeating: 150, count: 20))
        #expect(heart.sampleCount == 20)
        #expect(heart.average == 150 && heart.maximum == 150)
        #expect(heart.zoneSeconds == [0, 0, 0, 20, 0])
    }

    /// A preview at double speed keeps real seconds: the same 20 samples.
    @Test func aPreviewKeepsRealSeconds() throws {
        let heart = try #require(try Self.ending(profile: Self.man, speed: 2).heartRate)
        #expect(heart.samples == Array(repeating: 0, count: 5) + Array(repeating: 150, count: 20))
    }

    /// Worked by hand. Man, 75 kg, 35 years, no height: 1 MET = 3.5 × 75 / 200 = 1.3125 kcal/min.
    /// By MET: burpees 11 × 20/60 × 1.3125 = 4.8125, the short rest at the burpees' 11: 2.40625,
    /// squats 5 × 20/60 × 1.3125 = 2.1875; 9.40625 kcal. From the heart: 20 s at 150 bpm,
    /// 14.7007 kcal/min (KeytelCaloriesTests) × 20/60 = 4.90023 instead of the burpees' 4.8125,
    /// the rest and the squats without contact by MET: 4.90023 + 2.40625 + 2.1875 = 9.49398 kcal.
    @Test func keytelForSecondsWithABpmAndMETForTheOthers() throws {
        let ending = try Self.ending(profile: Self.man)
        #expect(abs(ending.kcal.kcal - 9.40625) < 0.0001)
        let kept = ending.heartRateKept
        #expect(abs(kept.kcal - 9.49398) < 0.0001)
        let calories = try #require(kept.record?.calories)
        #expect(abs(calories.met - 9.40625) < 0.0001)
        #expect(abs(calories.heart - 9.49398) < 0.0001)
        let strings = Languages.bundled.strings(for: "en")
        #expect(HeartRateKcalText.summary(ending, strings: strings) == "9 kcal from heart rate, Keytel 2005; by MET 9")
    }

    /// Without age, weight and sex: the MET estimate alone, and the samples all the same.
    @Test func withoutAProfileTheKcalAreByMET() throws {
        let ending = try Self.ending(profile: BodyProfile(massKilograms: 75))
        let kept = ending.heartRateKept
        #expect(kept.kcal == ending.kcal.kcal)
        #expect(kept.record?.calories == nil)
        #expect(kept.record?.sampleCount == 20)
        #expect(HeartRateKcalText.summary(ending, strings: Languages.bundled.strings(for: "en")) == nil)
        // The history row carries both.
        let record = ending.record(
            of: SessionIdentity(
                id: .init(), programID: "short", programTitle: LocalizedText(plain: "Short"),
                startedAt: .init(timeIntervalSince1970: 1_800_000_000)),
            language: "en")
        #expect(record.heartRate == kept.record && record.kcal == kept.kcal)
    }

    /// A session without a strap keeps no heart rate.
    @Test func noStrapKeepsNothing() throws {
        var machine = SessionFixtures.machine(profile: Self.man)
        _ = machine.handle(.start, at: .zero)
        let ending = try #require(SessionScoringTests.ending(machine.handle(.tick, at: .seconds(60))))
        #expect(ending.heartRate == nil)
        #expect(ending.heartRateKept.kcal == ending.kcal.kcal)
    }
}
