import Testing

@testable import TaktCore

/// Loads rounded to the athlete's plates, percentages of a 1RM and where each load came from.
@Suite struct LiftPlanTests {
    typealias F = LiftFixtures

    @Test(arguments: [
        (100.0, 100.0, [25.0, 15]),
        (101.0, 100.0, [25.0, 15]),
        (101.3, 102.5, [25.0, 15, 1.25]),
        (102.5, 102.5, [25.0, 15, 1.25]),
        (141.0, 140.0, [25.0, 25, 10]),
        (20.0, 20.0, []),
        (12.0, 20.0, []),
        (21.0, 20.0, []),
        (21.25, 22.5, [1.25]),
    ])
    func kilogramsRoundToTheDefaultPlates(amount: Double, loaded: Double, perSide: [Double]) {
        let loading = PlateSet.kilograms.loading(nearest: amount)
        #expect(loading.amount == loaded)
        #expect(loading.perSide == perSide)
    }

    @Test func poundsRoundToTheDefaultPoundPlates() {
        #expect(PlateSet.standard(for: .lb).bar == 45)
        let loading = PlateSet.pounds.loading(nearest: 227)
        #expect(loading.amount == 225)
        #expect(loading.perSide == [45, 45])
        #expect(PlateSet.pounds.loading(nearest: 228).amount == 230)
    }

    @Test func platesThatAreNoMultiplesOfTheSmallestStayLoadable() {
        let odd = PlateSet(unit: .kg, bar: 15, plates: [20, 3])
        let loading = odd.loading(nearest: 61)
        #expect(loading.amount == 15 + 2 * loading.perSide.reduce(0, +))
        #expect(loading.amount <= 61)
    }

    @Test func percentagesTakeTheOneRepMaxAndRound() throws {
        let lift = try #require(try F.textEntry("bench-press 5-3-1 @75%-85%-95%").lift)
        let max = OneRepMax(LiftWeight(100, .kg), basis: .set)
        let athlete = LiftAthlete(oneRepMaxes: ["bench-press": max])
        let sets = try LiftPlan.sets(of: lift, movement: "bench-press", athlete: athlete).get()
        #expect(sets.map(\.amount) == [75, 85, 95])
        #expect(sets.map(\.source) == [.percent(75, of: max), .percent(85, of: max), .percent(95, of: max)])
        #expect(!sets[0].isRounded)
        let heavier = LiftAthlete(oneRepMaxes: ["bench-press": OneRepMax(LiftWeight(107, .kg), basis: .estimated)])
        let rounded = try LiftPlan.sets(of: lift, movement: "bench-press", athlete: heavier).get()
        // 75 % of 107 = 80.25 → 80; 85 % = 90.95 → 90; 95 % = 101.65 → 102.5.
        #expect(rounded.map(\.amount) == [80, 90, 102.5])
        #expect(rounded.map(\.isRounded) == [true, true, true])
        #expect(rounded[2].perSide == [25, 15, 1.25])
    }

    @Test func aPercentageWithoutAOneRepMaxIsRefused() throws {
        let lift = try #require(try F.textEntry("back-squat 5x5 @75%").lift)
        let result = LiftPlan.sets(of: lift, movement: "back-squats", athlete: LiftAthlete())
        #expect(result == .failure(.noOneRepMax(movement: "back-squats")))
    }

    @Test func warmupsAreSharesOfTheFirstWorkingLoad() throws {
        let lift = try #require(try F.textEntry("back squat warmup 3, 5x5 @100kg").lift)
        let sets = try LiftPlan.sets(of: lift, movement: "back-squats", athlete: LiftAthlete()).get()
        #expect(sets.map(\.reps) == [5, 3, 2, 5, 5, 5, 5, 5])
        #expect(sets.map(\.amount) == [40, 60, 80, 100, 100, 100, 100, 100])
        #expect(sets.map(\.warmup) == [true, true, true, false, false, false, false, false])
    }

    @Test func aPoundAthleteSeesTheirPounds() throws {
        let lift = try #require(try F.textEntry("back-squat 3x5 @225lb").lift)
        let sets = try LiftPlan.sets(of: lift, movement: "back-squats", athlete: LiftAthlete(unit: .lb)).get()
        #expect(sets.map(\.amount) == [225, 225, 225])
        #expect(sets.map(\.unit) == [.lb, .lb, .lb])
        #expect(sets[0].perSide == [45, 45])
        let percent = try #require(try F.textEntry("back-squat 5 @80%").lift)
        let max = OneRepMax(LiftWeight(140, .kg), basis: .set)
        let planned = try LiftPlan.sets(
            of: percent, movement: "back-squats", athlete: LiftAthlete(unit: .lb, oneRepMaxes: ["back-squats": max])
        ).get()
        // 80 % of 140 kg (308.6 lb) is 246.9 lb → 245 lb on 45 lb plates.
        #expect(planned.first?.amount == 245)
        #expect(planned.first?.unit == .lb)
    }

    @Test func aSetWithoutALoadIsOpen() throws {
        let lift = try #require(try F.textEntry("back-squat 5x5").lift)
        let sets = try LiftPlan.sets(of: lift, movement: "back-squats", athlete: LiftAthlete()).get()
        #expect(sets.allSatisfy { $0.amount == nil && $0.source == .open })
    }
}
