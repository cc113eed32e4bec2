import Testing

@testable import TaktCore

/// `show --json` says each lift set's reps and load, where the load came from (given, a
/// percentage of a 1RM, last time, last time plus progression, open) and its rounding to the
/// athlete's plates; compared as whole phases.
@Suite struct LiftJSONTests {
    /// The phases of `show --json` for `line`, as JSON text.
    static func phases(_ line: String, athlete: LiftAthlete) throws -> String {
        let loaded = try TextForm.load(line, id: "t", catalog: LiftFixtures.catalog).get()
        let json = ProgramJSON.show(
            loaded, source: .text, strings: ProgramFixtures.en, profile: BodyProfile(), athlete: athlete)
        let lines = json.split(separator: "\n")
        let start = try #require(lines.firstIndex(of: "  \"phases\" : ["))
        let end = try #require(lines[start...].firstIndex(of: "  ],"))
        return lines[start...end].map { $0.dropFirst(2) }.joined(separator: "\n")
    }

    @Test func aPercentageOfTheMaxSetRoundedToThePlates() throws {
        let athlete = LiftAthlete(oneRepMaxes: ["back-squats": OneRepMax(LiftWeight(135, .kg), basis: .set)])
        let json = try Self.phases("back-squat 1x5 @75% @RPE8 rest 0:00", athlete: athlete)
        #expect(
            json == """
                "phases" : [
                  {
                    "block" : 1,
                    "exercise" : null,
                    "kind" : "getReady",
                    "name" : "Get ready",
                    "order" : 1,
                    "reps" : null,
                    "round" : 1,
                    "rounds" : 1,
                    "seconds" : 10,
                    "set" : 1,
                    "sets" : 1
                  },
                  {
                    "block" : 1,
                    "exercise" : "back-squats",
                    "kind" : "work",
                    "lift" : {
                      "exact" : {
                        "kg" : 101.25,
                        "lb" : 223.22
                      },
                      "load" : {
                        "kg" : 102.5,
                        "lb" : 225.97
                      },
                      "plates" : {
                        "bar" : 20,
                        "perSide" : [
                          25,
                          15,
                          1.25
                        ],
                        "unit" : "kg"
                      },
                      "reps" : 5,
                      "rounded" : true,
                      "rpe" : 8,
                      "source" : {
                        "kind" : "percent",
                        "oneRepMax" : {
                          "basis" : "set",
                          "kg" : 135,
                          "lb" : 297.62
                        },
                        "percent" : 75
                      },
                      "unit" : "kg",
                      "warmup" : false
                    },
                    "name" : "Back squats",
                    "order" : 2,
                    "reps" : 5,
                    "round" : 1,
                    "rounds" : 1,
                    "seconds" : null,
                    "set" : 1,
                    "sets" : 1
                  }
                ],
                """)
    }

    /// The `lift` objects alone of `line`'s work phases.
    static func lifts(_ line: String, athlete: LiftAthlete) throws -> [String] {
        let loaded = try TextForm.load(line, id: "t", catalog: LiftFixtures.catalog).get()
        let lifts = try LiftPlan.planned(loaded.program, athlete: athlete).get()
        return loaded.timeline.phases.compactMap {
            ProgramJSON.liftMember(of: $0, lifts: lifts)?.pretty.filter { !$0.isWhitespace }
        }
    }

    @Test func givenWarmUpsLastTimeProgressionAndOpenLoadsSayWhereTheyCameFrom() throws {
        let made = LastLift(sets: [
            .init(reps: 5, plannedReps: 5, weight: LiftWeight(100, .kg)),
            .init(reps: 5, plannedReps: 5, weight: LiftWeight(100, .kg)),
        ])
        var missed = made
        missed.sets[1].reps = 4
        let given = try Self.lifts("back-squat warmup 1, 1x5 @100kg", athlete: LiftAthlete())
        #expect(
            given == [
                #"{"exact":{"kg":80,"lb":176.37},"load":{"kg":80,"lb":176.37},"plates":{"bar":20,"perSide":[25,5],"unit":"kg"},"reps":2,"rounded":false,"rpe":null,"source":{"kind":"given"},"unit":"kg","warmup":true}"#,
                #"{"exact":{"kg":100,"lb":220.46},"load":{"kg":100,"lb":220.46},"plates":{"bar":20,"perSide":[25,15],"unit":"kg"},"reps":5,"rounded":false,"rpe":null,"source":{"kind":"given"},"unit":"kg","warmup":false}"#,
            ])
        let progressed = try Self.lifts(
            "back-squat 1x5 progress +2.5kg", athlete: LiftAthlete(lastTime: ["back-squats": made]))
        #expect(
            progressed == [
                #"{"exact":{"kg":102.5,"lb":225.97},"load":{"kg":102.5,"lb":225.97},"plates":{"bar":20,"perSide":[25,15,1.25],"unit":"kg"},"reps":5,"rounded":false,"rpe":null,"source":{"kind":"progression","last":{"kg":100,"lb":220.46},"progress":{"kg":2.5,"lb":5.51}},"unit":"kg","warmup":false}"#
            ])
        let kept = try Self.lifts(
            "back-squat 1x5 progress +2.5kg", athlete: LiftAthlete(lastTime: ["back-squats": missed]))
        #expect(
            kept == [
                #"{"exact":{"kg":100,"lb":220.46},"load":{"kg":100,"lb":220.46},"plates":{"bar":20,"perSide":[25,15],"unit":"kg"},"reps":5,"rounded":false,"rpe":null,"source":{"allMade":false,"kind":"lastTime","last":{"kg":100,"lb":220.46}},"unit":"kg","warmup":false}"#
            ])
        // Last time had no set of 3: the athlete says the load.
        let open = try Self.lifts("back-squat 1x3", athlete: LiftAthlete(lastTime: ["back-squats": made]))
        #expect(
            open == [
                #"{"exact":null,"load":null,"plates":null,"reps":3,"rounded":false,"rpe":null,"source":{"kind":"open"},"unit":"kg","warmup":false}"#
            ])
        let maxLoad = try Self.lifts("1RM deadlift", athlete: LiftAthlete())
        #expect(maxLoad == [#"{"maxLoad":1,"reps":1}"#])
    }

    @Test func showSaysLastTimeAndProgressionInWords() throws {
        let made = LastLift(sets: [.init(reps: 5, plannedReps: 5, weight: LiftWeight(100, .kg))])
        let text = try LiftShowTests.blockLines(
            "back-squat 1x5 progress +2.5kg", strings: ProgramFixtures.de,
            athlete: LiftAthlete(lastTime: ["back-squats": made]))
        #expect(
            text == """
                  1. Block 1 · 1 Runde · 0:00
                     Nackenkniebeugen: 5 × 102,5 kg · letztes Mal 100 kg, alle geschafft, +2,5
                       kg · Stange + 25 + 15 + 1,25 je Seite
                """)
    }
}
