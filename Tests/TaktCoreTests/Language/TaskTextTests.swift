import Foundation
import Testing

@testable import TaktCore

/// The one place that writes a task, in both languages, for either sex and none, with and
/// without the athlete's units.
@Suite struct TaskTextTests {
    static let run = Phase.Activity(key: "run", name: LocalizedText(["en": "Run", "de": "Laufen"]), met: 9.8)
    static let thrusters = Phase.Activity(
        key: "thrusters", name: LocalizedText(["en": "Thrusters", "de": "Thruster"]), met: 6)
    static let pullUps = Phase.Activity(
        key: "pull-ups", name: LocalizedText(["en": "Pull-ups", "de": "Klimmzüge"]), met: 8)

    static func text(
        _ task: Phase.Task, _ language: String = "en", sex: BodyProfile.Sex? = nil, units: Load.Unit? = nil
    ) -> String {
        TaskText(strings: Languages.bundled.strings(for: language), sex: sex, units: units).task(task)
    }

    @Test func eachQuantity() {
        #expect(Self.text(Phase.Task(activity: Self.pullUps, reps: 5)) == "5 Pull-ups")
        #expect(Self.text(Phase.Task(activity: Self.run, quantity: .distance(Distance(400, .m)))) == "400 m Run")
        #expect(
            Self.text(Phase.Task(activity: Self.run, quantity: .distance(Distance(1.5, .km))), "de") == "1,5 km Laufen")
        #expect(Self.text(Phase.Task(activity: Self.run, quantity: .time(60))) == "1:00 Run")
        #expect(Self.text(Phase.Task(activity: Self.pullUps, quantity: .max)) == "max Pull-ups")
        #expect(Self.text(Phase.Task(activity: Self.pullUps, quantity: .max), "de") == "max. Klimmzüge")
    }

    @Test func caloriesAndLoadsForEachSex() {
        let bike = Phase.Task(activity: Self.run, quantity: .calories(.split(male: 15, female: 12)))
        #expect(Self.text(bike) == "15/12 cal Run")
        #expect(Self.text(bike, sex: .female) == "12 cal Run")
        let fran = Phase.Task(
            activity: Self.thrusters, quantity: .reps(21), load: Load(.split(male: 95, female: 65), .lb))
        #expect(Self.text(fran) == "21 Thrusters 95/65 lb")
        #expect(Self.text(fran, sex: .male) == "21 Thrusters 95 lb")
        #expect(Self.text(fran, units: .kg) == "21 Thrusters 95/65 lb (43.1/29.5 kg)")
        #expect(Self.text(fran, "de", sex: .female, units: .kg) == "21 Thruster 65 lb (29,5 kg)")
        // A load already in the athlete's unit is written once.
        let metric = Phase.Task(activity: Self.thrusters, quantity: .reps(5), load: Load(.same(43), .kg))
        #expect(Self.text(metric, units: .kg) == "5 Thrusters 43 kg")
        #expect(Self.text(metric, units: .lb) == "5 Thrusters 43 kg (94.8 lb)")
        let kettlebell = Phase.Task(activity: Self.thrusters, quantity: .reps(5), load: Load(.same(1.5), .pood))
        #expect(Self.text(kettlebell, units: .kg) == "5 Thrusters 1.5 pood (24 kg)")
        #expect(Self.text(kettlebell, "de") == "5 Thruster 1,5 Pood")
    }

    @Test func togetherAndClimbing() {
        let parts = [Phase.Task(activity: Self.pullUps, reps: 5), Phase.Task(activity: Self.thrusters, reps: 10)]
        let together = Phase.Task(
            activity: TimelineCompiler.together(parts.map(\.activity)), quantity: .reps(15), parts: parts)
        #expect(Self.text(together) == "5 Pull-ups + 10 Thrusters")
        let climbing = Phase.Task(activity: Self.thrusters, quantity: .reps(3), climbs: true)
        let strings = Languages.bundled.strings(for: "en")
        #expect(TaskText(strings: strings).task(climbing, round: 4, climb: Climb(start: 3, step: 3)) == "12 Thrusters")
        #expect(ScoreText.task(climbing, strings) == "3 Thrusters")
    }
}
