import Testing

@testable import TaktCore

/// A new rep max said at once in a running session (SPEC section 17: "New 5RM: 105 kg"), every
/// instant injected, over `back-squat 3x5 @100-102.5-105kg rest 2:00` (LiftAnswerLineTests):
/// get ready 0–10 s, set 1 ended by Enter at 30 s, its rest 30–150 s with the set's line.
/// The records are given before the start; the machine never asks for them while it runs.
@Suite struct LiftRecordSaidTests {
    typealias Event = SessionMachine.Event

    static let squat = "back-squats"

    /// The records before the session: 5 × 102.5 kg (a 5RM, and 1, 2 and 3RM; e1RM 119.6 kg).
    static func held() -> LiftRecords {
        var movement = LiftRecords.Movement(key: squat)
        movement.offerKept(reps: 5, weight: LiftWeight(102.5, .kg))
        return LiftRecords(movements: [movement])
    }

    static func machine(records: LiftRecords?) throws -> SessionMachine {
        var machine = try LiftAnswerLineTests.machine()
        if let records { machine.measure(against: records) }
        return machine
    }

    /// The records said and the sets kept from the start on: no redraws, bells, counts, phases.
    static func said(_ events: [(Event, Double)], records: LiftRecords? = held()) throws -> (
        [String], SessionMachine
    ) {
        var machine = try machine(records: records)
        let effects = describe(machine.play([(.start, 0), (.tick, 10)] + events)).filter {
            $0.hasPrefix("record") || $0.hasPrefix("cue record") || $0.hasPrefix("set ")
        }
        return (effects, machine)
    }

    static let enter = LiftAnswerLineTests.enter
    static func type(_ text: String, at: Double) -> [(Event, Double)] { LiftAnswerLineTests.type(text, at: at) }

    @Test func aSetBelowTheRecordsSaysNothing() throws {
        let (effects, _) = try Self.said([Self.enter(30), (.tick, 150)])
        #expect(effects == ["set 1 as planned"])
    }

    @Test func anAnswerThatBeatsTheRecordIsSaidAtOnceAndShownWhileTheRestRuns() throws {
        let (effects, machine) = try Self.said([Self.enter(30)] + Self.type("6x105", at: 40) + [Self.enter(41)])
        // 6 × 105 kg: the 5RM (a set of more reps counts for fewer) and an e1RM of 126 kg.
        #expect(effects == ["cue record 5", "record 5RM 105.0 e1rm 126.0"])
        let line = try #require(machine.snapshot(at: .seconds(42)).answerLine)
        #expect(
            line.newRecord
                == NewLiftRecord(
                    reps: 5, weight: LiftWeight(105, .kg), estimate: LiftWeight(126, .kg), movement: Self.squat))
        // The rest's clock ran on: it ends on time, the set kept as answered, the record not said again.
        var after = machine
        let end = describe(after.handle(.tick, at: .seconds(150)))
        #expect(end.contains("phase 4 planned 150.0 t 150.0"))
        #expect(end.contains("set 1 6x105.0"))
        #expect(!end.contains { $0.contains("record") })
    }

    @Test func anAnswerChangedToLessTakesTheRecordOffTheView() throws {
        let (effects, machine) = try Self.said(
            [Self.enter(30)] + Self.type("5x105", at: 40) + [Self.enter(41)] + Self.type("3", at: 50)
                + [Self.enter(51)])
        #expect(effects == ["cue record 5", "record 5RM 105.0 e1rm 122.5"])
        #expect(machine.snapshot(at: .seconds(52)).answerLine?.newRecord == nil)
    }

    @Test func onlyTheEstimateNewIsSaidAsTheEstimate() throws {
        let (effects, _) = try Self.said([Self.enter(30)] + Self.type("2x101", at: 40) + [Self.enter(41)])
        // 2 × 101 kg: under the 2RM of 102.5 kg; e1RM 107.7 kg under 119.6 kg: nothing.
        #expect(effects.isEmpty)
        var records = Self.held()
        records.movements[0].rm[10] = records.movements[0].rm[5]
        let (estimate, _) = try Self.said(
            [Self.enter(30)] + Self.type("10x100", at: 40) + [Self.enter(41)], records: records)
        // 10 × 100 kg: under the 10RM of 102.5 kg, and an e1RM of 133.3 kg, new.
        let said = try #require(estimate.last)
        #expect(estimate.count == 2)
        #expect(said.hasPrefix("record -RM 100.0 e1rm 133.3"))
    }

    @Test func aPlannedSetThatBeatsTheRecordIsSaidWhenEnterEndsIt() throws {
        // Set 3 (5 × 105 kg) is the program's last: asked with the prompt that holds the end.
        let (effects, machine) = try Self.said([
            Self.enter(30), (.tick, 150), Self.enter(180), (.tick, 300), Self.enter(330),
        ])
        #expect(
            effects == [
                "set 1 as planned", "set 2 as planned", "cue record 5", "record 5RM 105.0 e1rm 122.5",
            ])
        var after = machine
        let end = describe(after.handle(.key(.markDone), at: .seconds(332)))
        #expect(end.contains("set 3 5"))
        #expect(!end.contains { $0.contains("record") })
    }

    @Test func eachSetKeptIsARecordTheNextIsMeasuredAgainst() throws {
        // No history: the first working set is every record; set 2 (102.5) beats it; set 1
        // answered 5 × 110 makes set 2 none.
        let (first, _) = try Self.said(
            [Self.enter(30), (.tick, 150), Self.enter(180)], records: LiftRecords(movements: []))
        #expect(first.filter { $0.hasPrefix("record") }.count == 2)
        let (beaten, _) = try Self.said(
            [Self.enter(30)] + Self.type("5x110", at: 40) + [Self.enter(41), (.tick, 150), Self.enter(180)],
            records: LiftRecords(movements: []))
        // Set 1 said as planned when Enter ended it, then as answered; set 2 then says nothing.
        #expect(
            beaten.filter { $0.hasPrefix("record") } == ["record 5RM 100.0 e1rm 116.7", "record 5RM 110.0 e1rm 128.3"])
    }

    @Test func withoutRecordsReadNothingIsSaid() throws {
        // A preview never sets a record: the runner measures against none.
        let (effects, _) = try Self.said(
            [Self.enter(30)] + Self.type("5x200", at: 40) + [Self.enter(41), (.tick, 150)], records: nil)
        #expect(effects == ["set 1 5x200.0"])
    }

    @Test func aWarmUpNeverSaysARecord() throws {
        let loaded = try TextForm.load(
            "back-squat warmup 1, 1x5 @100kg rest 2:00", id: "squat", catalog: LiftFixtures.catalog
        ).get()
        let timeline = LiftPlan.annotated(loaded.timeline, program: loaded.program, athlete: LiftAthlete())
        let sets = timeline.phases.filter { $0.lift != nil }
        #expect(sets.map { $0.lift?.warmup } == [true, false])
        var machine = SessionMachine(
            timeline: timeline, programTitle: LocalizedText(plain: "Squat"), profile: BodyProfile())
        machine.measure(against: LiftRecords(movements: []))
        let work = try #require(timeline.phases.firstIndex { $0.lift?.warmup == false })
        var events: [(Event, Double)] = [(.start, 0), (.tick, 10), Self.enter(30)]
        // The warm-up's rest, then the working set ended by Enter.
        let restEnd = 30 + Double(timeline.phases[work - 1].seconds ?? 0)
        events += [(.tick, restEnd), Self.enter(restEnd + 30)]
        let said = describe(machine.play(events)).filter { $0.hasPrefix("record") }
        #expect(said == ["record 5RM 100.0 e1rm 116.7"])
    }

    /// The events file (`--events`) carries each record said, as the answer it came with:
    /// set 1 answered 6 × 105 kg at 40 s, a 5RM and an e1RM of 126 kg, during the rest (order 3).
    @Test func theEventsFileGetsARecordLine() throws {
        var machine = try Self.machine(records: Self.held())
        let effects = machine.play(
            [(.start, 0), (.tick, 10), Self.enter(30)] + Self.type("6x105", at: 40) + [Self.enter(41)])
        let lines = effects.compactMap { effect -> String? in
            guard case .note(let moment) = effect else { return nil }
            return EventLines.note(moment.note, order: moment.snapshot.phase.order, at: moment.time)
        }
        #expect(
            lines.last
                == #"{"event":"record","order":3,"exercise":"back-squats","rm":5,"load":105.0,"unit":"kg","e1rm":126.0,"t":41.0}"#
        )
        let onlyEstimate = NewLiftRecord(reps: nil, weight: LiftWeight(225, .lb), estimate: LiftWeight(262.5, .lb))
        #expect(
            EventLines.note(.newRecord(onlyEstimate), order: 6, at: .seconds(300))
                == #"{"event":"record","order":6,"exercise":null,"rm":null,"load":225.0,"unit":"lb","e1rm":262.5,"t":300.0}"#
        )
    }
}
