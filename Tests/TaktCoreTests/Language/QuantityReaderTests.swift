import Foundation
import Testing

@testable import TaktCore

/// A program file's tasks: one quantity each (reps, distance, calories, time, max), a load,
/// several movements together, an amrap's climbing ladder.
@Suite struct QuantityReaderTests {
    @Test(arguments: [
        ("reps: 5", Quantity.reps(5)),
        ("distance: 400m", .distance(Distance(400, .m))),
        ("distance: 400 m", .distance(Distance(400, .m))),
        ("distance: 5km", .distance(Distance(5, .km))),
        ("distance: 1.5km", .distance(Distance(1.5, .km))),
        ("distance: 1mi", .distance(Distance(1, .mi))),
        ("distance: 1 mile", .distance(Distance(1, .mi))),
        ("calories: 20", .calories(.same(20))),
        ("calories: 15/12", .calories(.split(male: 15, female: 12))),
        ("calories: 20 cal", .calories(.same(20))),
        ("time: 60s", .time(60)),
        ("time: 1m30s", .time(90)),
    ])
    func eachQuantityReads(field: String, quantity: Quantity) throws {
        let tasks = try LanguageFixtures.tasks(
            "  - {format: for-time, exercises: [{exercise: test-row, \(field)}]}"
                .replacingOccurrences(of: "test-row", with: quantity.kind == .reps ? "burpees" : "test-row"))
        #expect(tasks.map(\.quantity) == [quantity])
    }

    @Test func maxIsAskedInAPeriod() throws {
        let tasks = try LanguageFixtures.tasks(
            "  - {format: emom, rounds: 2, exercises: [{exercise: pull-ups, max: true}]}")
        #expect(tasks.map(\.quantity) == [.max])
        #expect(tasks.map(\.reps) == [0])
    }

    @Test(arguments: [
        ("43kg", Load(.same(43), .kg)),
        ("95lb", Load(.same(95), .lb)),
        ("95 lbs", Load(.same(95), .lb)),
        ("1.5pood", Load(.same(1.5), .pood)),
        ("95/65lb", Load(.split(male: 95, female: 65), .lb)),
        ("61/43 kg", Load(.split(male: 61, female: 43), .kg)),
    ])
    func eachLoadReads(text: String, load: Load) throws {
        let tasks = try LanguageFixtures.tasks(
            "  - {format: for-time, reps: [21, 15, 9], exercises: [{exercise: test-thrusters, load: \(text)}]}")
        #expect(tasks.first?.load == load)
    }

    /// The first value is the men's, the second the women's; with the sex unset both stay.
    @Test func aSplitIsPickedBySex() {
        let load = Load(.split(male: 95, female: 65), .lb)
        #expect(load.amount.value(for: .male) == 95)
        #expect(load.amount.value(for: .female) == 65)
        #expect(load.amount.value(for: nil) == nil)
        #expect(load.amount.picked(for: nil) == load.amount)
        #expect(load.amount.picked(for: .female) == .same(65))
        #expect(Load.convert(95, from: .lb, to: .kg) > 43.09)
        #expect(Load.convert(95, from: .lb, to: .kg) < 43.1)
        #expect(Load.convert(1.5, from: .pood, to: .kg) == 24)
    }

    @Test func aLoadInAnIntervalsBlockRidesOnItsWorkPhase() throws {
        let timeline = try LanguageFixtures.load(
            LanguageFixtures.yaml(
                "  - {rounds: 2, exercises: [{exercise: test-thrusters, reps: 5, load: 43kg, rest: 60}]}")
        ).get().timeline
        #expect(
            timeline.phases.filter { $0.kind == .work }.map(\.load) == [Load(.same(43), .kg), Load(.same(43), .kg)])
    }

    @Test func togetherIsOneTaskOfAPeriod() throws {
        let timeline = try LanguageFixtures.load(
            LanguageFixtures.yaml(
                """
                  - format: emom
                    rounds: 3
                    exercises:
                      - together: [{exercise: pull-ups, reps: 5}, {exercise: push-ups, reps: 10}, {exercise: squats, reps: 15}]
                """)
        ).get().timeline
        let periods = timeline.phases.filter { $0.kind == .emom }
        #expect(periods.count == 3)
        #expect(periods.allSatisfy { $0.tasks.count == 1 })
        let task = try #require(periods.first?.tasks.first)
        #expect(task.isTogether)
        #expect(task.parts.map(\.quantity) == [.reps(5), .reps(10), .reps(15)])
        #expect(task.parts.map(\.activity.key) == ["pull-ups", "push-ups", "squats"])
        #expect(task.reps == 30)
        #expect(task.activity.name.resolved(for: "en") == "Pull-ups + Push-ups + Squats")
        #expect(task.activity.name.resolved(for: "de") == "Klimmzüge + Liegestütze + Kniebeugen")
    }

    @Test func togetherInADeathByTakesThePeriodsReps() throws {
        let timeline = try LanguageFixtures.load(
            LanguageFixtures.yaml(
                "  - {format: death-by, rounds: 3, exercises: [{together: [{exercise: burpees}, {exercise: squats}]}]}")
        ).get().timeline
        let periods = timeline.phases.filter { $0.kind == .deathBy }
        #expect(periods.map { $0.tasks.first?.parts.map(\.reps) } == [[1, 1], [2, 2], [3, 3]])
    }

    @Test func aClimbingLadderGivesEachRoundItsReps() throws {
        let timeline = try LanguageFixtures.load(
            LanguageFixtures.yaml(
                """
                  - format: amrap
                    cap: 12m
                    reps: {start: 3, step: 3}
                    exercises: [{exercise: test-thrusters}, {exercise: pull-ups}, {exercise: test-run, distance: 200m}]
                """)
        ).get().timeline
        let window = try #require(timeline.phases.first { $0.kind == .amrap })
        #expect(window.climb == Climb(start: 3, step: 3))
        #expect(window.tasks.map(\.climbs) == [true, true, false])
        #expect(window.tasks.map { $0.reps(round: 4, of: window.climb) } == [12, 12, 0])
        #expect(window.tasks.map(\.reps) == [3, 3, 0])
    }

    @Test func aClimbNeverOverflows() {
        let climb = Climb(start: 3, step: 1000)
        #expect(climb.reps(round: 1) == 3)
        #expect(climb.reps(round: 3) == 2003)
        #expect(climb.reps(round: Int.max) == Climb.maximumReps)
    }

    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var blocks: String
        var problems: [String]
        var english: String
        var german: String
        var testDescription: String { name }
    }

    /// Each mistake with its caret where the bad word stands, worded in both languages.
    static let mistakes: [Mistake] = [
        Mistake(
            name: "400zz",
            blocks: "  - {format: for-time, exercises: [{exercise: test-run, distance: 400zz}]}",
            problems: ["4:70 quantity.error.distanceUnit"],
            english: "'zz' is no unit of a distance; write m, km or mi",
            german: "„zz“ ist keine Längeneinheit; m, km oder mi schreiben"),
        Mistake(
            name: "95 stones",
            blocks: "  - {format: for-time, exercises: [{exercise: test-thrusters, reps: 5, load: 95 stones}]}",
            problems: ["4:81 quantity.error.loadUnit"],
            english: "'stones' is no unit of a load; write kg, lb or pood",
            german: "„stones“ ist keine Gewichtseinheit; kg, lb oder pood schreiben"),
        Mistake(
            name: "95/65/45lb",
            blocks: "  - {format: for-time, exercises: [{exercise: test-thrusters, reps: 5, load: 95/65/45lb}]}",
            problems: ["4:84 quantity.error.split"],
            english: "one value, or one for men and one for women like 95/65lb; not more",
            german: "ein Wert, oder einer für Männer und einer für Frauen wie 95/65lb; nicht mehr"),
        Mistake(
            name: "a load of 10,000 kg",
            blocks: "  - {format: for-time, exercises: [{exercise: test-thrusters, reps: 5, load: \"10000kg\"}]}",
            problems: ["4:79 quantity.error.loadRange"],
            english: "a load must be above 0 and at most 1000 kg, found '10000kg'",
            german: "ein Gewicht muss über 0 und höchstens 1000 kg sein, gefunden „10000kg“"),
        Mistake(
            name: "a load without a unit",
            blocks: "  - {format: for-time, exercises: [{exercise: test-thrusters, reps: 5, load: 95}]}",
            problems: ["4:80 quantity.error.loadUnitMissing"],
            english: "a load needs its unit, like 43kg, 95lb or 1.5pood",
            german: "ein Gewicht braucht seine Einheit, etwa 43kg, 95lb oder 1.5pood"),
        Mistake(
            name: "a distance on a movement that takes none",
            blocks: "  - {format: for-time, exercises: [{exercise: pull-ups, distance: 400m}]}",
            problems: ["4:57 validate.quantity"],
            english: "'pull-ups' takes reps, a time or max, not a distance",
            german: "zu „pull-ups“ gehören Wiederholungen, eine Zeit oder max, nicht eine Strecke"),
        Mistake(
            name: "reps of a movement that takes a distance, from the block's ladder",
            blocks: "  - {format: for-time, reps: [21, 15, 9], exercises: [{exercise: test-run}]}",
            problems: ["4:66 validate.quantity"],
            english: "'test-run' takes a distance or a time, not reps",
            german: "zu „test-run“ gehören eine Strecke oder eine Zeit, nicht Wiederholungen"),
        Mistake(
            name: "two quantities",
            blocks: "  - {format: for-time, exercises: [{exercise: test-row, distance: 500m, calories: 20}]}",
            problems: ["4:73 validate.quantityTwice"],
            english: "a task has one quantity: 'distance' and 'calories' cannot both be given",
            german: "eine Aufgabe hat eine Menge: „distance“ und „calories“ gehen nicht zusammen"),
        Mistake(
            name: "together outside a periodic format",
            blocks:
                "  - {format: amrap, cap: 5m, exercises: [{together: [{exercise: pull-ups, reps: 5}, {exercise: squats, reps: 5}]}]}",
            problems: ["4:43 validate.together.format"],
            english:
                "'together' puts several movements into one emom or death-by period; in amrap blocks each movement is a task of its own",
            german:
                "„together“ legt mehrere Bewegungen in ein Intervall eines emom- oder death-by-Blocks; in amrap-Blöcken ist jede Bewegung eine eigene Aufgabe"
        ),
        Mistake(
            name: "together with a quantity of its own",
            blocks:
                "  - {format: emom, rounds: 2, exercises: [{reps: 5, together: [{exercise: pull-ups, reps: 5}, {exercise: squats, reps: 5}]}]}",
            problems: ["4:44 validate.together.own"],
            english: "a 'together' task names its movements inside the list; move 'reps' into them",
            german: "eine „together“-Aufgabe nennt ihre Bewegungen in der Liste; „reps“ dorthin verschieben"),
        Mistake(
            name: "max in an amrap",
            blocks: "  - {format: amrap, cap: 5m, exercises: [{exercise: pull-ups, max: true}]}",
            problems: ["4:63 validate.max.format"],
            english:
                "max reps are asked for when a window ends: 'max' belongs to emom and death-by tasks and to timed stations of intervals blocks, not to amrap blocks",
            german:
                "maximale Wiederholungen werden am Ende eines Fensters abgefragt: „max“ gehört zu Aufgaben von emom- und death-by-Blöcken und zu zeitlichen Stationen von intervals-Blöcken, nicht zu amrap-Blöcken"
        ),
        Mistake(
            name: "a max station without work",
            blocks: "  - {exercises: [{exercise: push-ups, max: true}]}",
            problems: ["4:39 validate.max.station"],
            english: "a max station of an intervals block needs its 'work', how long it lasts",
            german: "eine max-Station eines intervals-Blocks braucht ihr „work“, also wie lange sie dauert"),
        Mistake(
            name: "a distance in an intervals block",
            blocks: "  - {exercises: [{exercise: test-run, distance: 400m}]}",
            problems: ["4:39 validate.quantity.intervals"],
            english:
                "'distance' is the quantity of a task in emom, amrap, for-time and death-by blocks; an exercise of an intervals or tabata block is timed by 'work' or counted in 'reps'",
            german:
                "„distance“ ist die Menge einer Aufgabe in emom-, amrap-, for-time- und death-by-Blöcken; eine Übung eines intervals- oder tabata-Blocks wird mit „work“ getaktet oder in „reps“ gezählt"
        ),
        Mistake(
            name: "a hold longer than its period",
            blocks: "  - {format: emom, rounds: 5, exercises: [{exercise: plank, time: 90s}]}",
            problems: ["4:67 validate.time.period"],
            english: "the task's time (1:30) is longer than the block's period (1:00)",
            german: "die Zeit der Aufgabe (1:30) ist länger als das Intervall des Blocks (1:00)"),
        Mistake(
            name: "a climbing ladder on a for-time block",
            blocks: "  - {format: for-time, reps: {start: 3, step: 3}, exercises: [{exercise: burpees}]}",
            problems: ["4:30 validate.climb.format"],
            english:
                "reps that climb (start, step) belong to amrap blocks; a for-time block takes a list like [21, 15, 9]",
            german:
                "eine steigende Leiter (start, step) gehört zu amrap-Blöcken; ein for-time-Block nimmt eine Liste wie [21, 15, 9]"
        ),
        Mistake(
            name: "a ladder climbing past 10,000 reps in a round",
            blocks: "  - {format: amrap, cap: 24h, reps: {start: 5000, step: 1000}, exercises: [{exercise: burpees}]}",
            problems: ["4:37 validate.climb.limit"],
            english: "the reps climb past 10000 in round 7 within the cap; lower 'step' or the cap",
            german:
                "die Leiter steigt innerhalb des Zeitlimits in Runde 7 über 10000 Wiederholungen; „step“ oder das Zeitlimit verringern"
        ),
        Mistake(
            name: "max: yes",
            blocks: "  - {format: emom, rounds: 2, exercises: [{exercise: pull-ups, max: yes}]}",
            problems: ["4:69 validate.boolean"],
            english: "'max' must be true or false, found 'yes'",
            german: "„max“ muss true oder false sein, gefunden „yes“"),
    ]

    @Test(arguments: mistakes)
    func eachMistakeIsLocatedAndWorded(_ mistake: Mistake) throws {
        let result = LanguageFixtures.load(LanguageFixtures.yaml(mistake.blocks))
        #expect(ProgramFixtures.problems(result) == mistake.problems)
        guard case .failure(let failure) = result, let first = failure.diagnostics.first else { return }
        #expect(first.text(ProgramFixtures.en) == mistake.english)
        #expect(first.text(ProgramFixtures.de) == mistake.german)
    }
}
