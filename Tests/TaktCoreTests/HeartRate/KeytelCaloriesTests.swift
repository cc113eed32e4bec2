import Testing

@testable import TaktCore

/// Keytel et al. 2005 without VO2max, worked by hand; MET for seconds without a heart rate.
@Suite struct KeytelCaloriesTests {
    static let man = BodyProfile(massKilograms: 75, ageYears: 35, sex: .male)
    static let woman = BodyProfile(massKilograms: 60, ageYears: 30, sex: .female)

    /// Man, 75 kg, 35 years, 150 bpm: −55.0969 + 94.635 + 14.91 + 7.0595 = 61.5076 kJ/min = 14.7007 kcal/min.
    @Test func manAt150() throws {
        let perMinute = try #require(KeytelCalories.kcalPerMinute(bpm: 150, profile: Self.man))
        #expect(abs(perMinute - 14.7007) < 0.0001)
    }

    /// Woman, 60 kg, 30 years, 150 bpm: −20.4022 + 67.08 − 7.578 + 2.22 = 41.3198 kJ/min = 9.8757 kcal/min.
    @Test func womanAt150() throws {
        let perMinute = try #require(KeytelCalories.kcalPerMinute(bpm: 150, profile: Self.woman))
        #expect(abs(perMinute - 9.8757) < 0.0001)
    }

    /// Woman at 40 bpm: the equation gives −7.87 kJ/min; a second counts nothing, never less.
    @Test func negativeEnergyCountsNothing() {
        #expect(KeytelCalories.kcalPerMinute(bpm: 40, profile: Self.woman) == 0)
    }

    @Test(arguments: [
        BodyProfile(ageYears: 35, sex: .male), BodyProfile(massKilograms: 75, sex: .male),
        BodyProfile(massKilograms: 75, ageYears: 35),
    ])
    func needsWeightAgeAndSex(profile: BodyProfile) {
        #expect(KeytelCalories.kcalPerMinute(bpm: 150, profile: profile) == nil)
        #expect(KeytelCalories.total(of: [(bpm: 150, metKcal: 0.2)], profile: profile) == nil)
    }

    /// 30 seconds at 150 bpm (30 × 14.7007 / 60 = 7.3503 kcal) and 10 without contact at
    /// 0.2 kcal each by MET: 9.3503 kcal.
    @Test func summedPerSecondWithMETForLostContact() throws {
        let seconds =
            Array(repeating: (bpm: Int?.some(150), metKcal: 0.2), count: 30)
            + Array(repeating: (bpm: Int?.none, metKcal: 0.2), count: 10)
        let total = try #require(KeytelCalories.total(of: seconds, profile: Self.man))
        #expect(total.heartSeconds == 30)
        #expect(total.metSeconds == 10)
        #expect(abs(total.heartKcal - 7.3503) < 0.0001)
        #expect(abs(total.kcal - 9.3503) < 0.0001)
    }
}
