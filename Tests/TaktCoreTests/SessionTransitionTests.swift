import Testing

@testable import TaktCore

/// Every event in every state of the machine, on ``SessionFixtures/short``
/// (get ready 0–5, burpees 5–25, rest 25–35, squats 35–55).
@Suite struct SessionTransitionTests {
    /// How each state is reached, and the program second at which the event under test comes.
    static let setups: [String: (events: [(SessionMachine.Event, Double)], at: Double)] = [
        "ready": ([], 0),
        "getReady": ([(.start, 0), (.tick, 2)], 2),
        "getReadyPaused": ([(.start, 0), (.key(.pauseResume), 1)], 2),
        "work": ([(.start, 0), (.tick, 7)], 7),
        "workPaused": ([(.start, 0), (.tick, 6), (.key(.pauseResume), 6)], 7),
        "rest": ([(.start, 0), (.tick, 27)], 27),
        "restPaused": ([(.start, 0), (.tick, 26), (.key(.pauseResume), 26)], 27),
        "finished": ([(.start, 0), (.key(.stop), 1)], 2),
    ]

    /// State before, event, state after, effects. Skip, back and Enter while paused stay paused.
    static let table: [(String, SessionMachine.Event, Stage, [String])] =
        keys + keysOfTheScoredFormats + presenterDots

    /// `.` (a presenter's blank-screen key, a lift answer's decimal sign) pauses and resumes
    /// wherever no lift's answer line takes it: the same row as Space in every state.
    static let presenterDots: [(String, SessionMachine.Event, Stage, [String])] = keys.filter {
        $0.1 == .key(.pauseResume)
    }.map { ($0.0, .key(.sign(".")), $0.2, $0.3) }

    static let keys: [(String, SessionMachine.Event, Stage, [String])] =
        [
            ("ready", .start, .running(.getReady), ["phase 1 planned 0.0 t 0.0", "bell 1"]),
            ("ready", .tick, .ready, []),
            ("ready", .interrupted, .finished(.interrupted), ["end interrupted"]),
            ("ready", .key(.pauseResume), .ready, []),
            ("ready", .key(.skip), .ready, []),
            ("ready", .key(.back), .ready, []),
            ("ready", .key(.markDone), .ready, []),
            ("ready", .key(.howTo), .ready, ["howTo burpees"]),
            ("ready", .key(.switchLanguage), .ready, ["language"]),
            ("ready", .key(.stop), .finished(.stopped), ["end stopped"]),
            ("ready", .key(.interrupt), .finished(.interrupted), ["end interrupted"]),
            ("getReady", .start, .running(.getReady), []),
            ("getReady", .tick, .running(.getReady), []),
            ("getReady", .interrupted, .finished(.interrupted), ["end interrupted"]),
            ("getReady", .key(.pauseResume), .paused(.getReady, since: .seconds(2)), ["paused"]),
            ("getReady", .key(.skip), .running(.work), ["skipped", "phase 2 planned 2.0 t 2.0", "bell 2"]),
            ("getReady", .key(.back), .running(.getReady), ["back", "phase 1 planned 2.0 t 2.0", "bell 1"]),
            ("getReady", .key(.markDone), .running(.getReady), []),
            ("getReady", .key(.howTo), .running(.getReady, howTo: true), ["howTo burpees"]),
            ("getReady", .key(.switchLanguage), .running(.getReady), ["language"]),
            ("getReady", .key(.stop), .finished(.stopped), ["end stopped"]),
            ("getReady", .key(.interrupt), .finished(.interrupted), ["end interrupted"]),
            ("getReadyPaused", .start, .paused(.getReady, since: .seconds(1)), []),
            ("getReadyPaused", .tick, .paused(.getReady, since: .seconds(1)), []),
            ("getReadyPaused", .interrupted, .finished(.interrupted), ["end interrupted"]),
            ("getReadyPaused", .key(.pauseResume), .running(.getReady), ["resumed"]),
            (
                "getReadyPaused", .key(.skip), .paused(.work, since: .seconds(2)),
                ["skipped", "phase 2 planned 2.0 t 2.0 paused", "bell 2"]
            ),
            (
                "getReadyPaused", .key(.back), .paused(.getReady, since: .seconds(2)),
                ["back", "phase 1 planned 2.0 t 2.0 paused", "bell 1"]
            ),
            ("getReadyPaused", .key(.markDone), .paused(.getReady, since: .seconds(1)), []),
            ("getReadyPaused", .key(.howTo), .paused(.getReady, since: .seconds(1), howTo: true), ["howTo burpees"]),
            ("getReadyPaused", .key(.switchLanguage), .paused(.getReady, since: .seconds(1)), ["language"]),
            ("getReadyPaused", .key(.stop), .finished(.stopped), ["end stopped"]),
            ("getReadyPaused", .key(.interrupt), .finished(.interrupted), ["end interrupted"]),
            ("work", .start, .running(.work), []),
            ("work", .tick, .running(.work), []),
            ("work", .interrupted, .finished(.interrupted), ["end interrupted"]),
            ("work", .key(.pauseResume), .paused(.work, since: .seconds(7)), ["paused"]),
            ("work", .key(.skip), .running(.rest), ["skipped", "phase 3 planned 7.0 t 7.0", "bell 3"]),
            ("work", .key(.back), .running(.work), ["back", "phase 2 planned 7.0 t 7.0", "bell 2"]),
            ("work", .key(.markDone), .running(.work), []),
            ("work", .key(.howTo), .running(.work, howTo: true), ["howTo burpees"]),
            ("work", .key(.switchLanguage), .running(.work), ["language"]),
            ("work", .key(.stop), .finished(.stopped), ["end stopped"]),
            ("work", .key(.interrupt), .finished(.interrupted), ["end interrupted"]),
            ("workPaused", .start, .paused(.work, since: .seconds(6)), []),
            ("workPaused", .tick, .paused(.work, since: .seconds(6)), []),
            ("workPaused", .interrupted, .finished(.interrupted), ["end interrupted"]),
            ("workPaused", .key(.pauseResume), .running(.work), ["resumed"]),
            (
                "workPaused", .key(.skip), .paused(.rest, since: .seconds(7)),
                ["skipped", "phase 3 planned 7.0 t 7.0 paused", "bell 3"]
            ),
            (
                "workPaused", .key(.back), .paused(.work, since: .seconds(7)),
                ["back", "phase 2 planned 7.0 t 7.0 paused", "bell 2"]
            ),
            ("workPaused", .key(.markDone), .paused(.work, since: .seconds(6)), []),
            ("workPaused", .key(.howTo), .paused(.work, since: .seconds(6), howTo: true), ["howTo burpees"]),
            ("workPaused", .key(.switchLanguage), .paused(.work, since: .seconds(6)), ["language"]),
            ("workPaused", .key(.stop), .finished(.stopped), ["end stopped"]),
            ("workPaused", .key(.interrupt), .finished(.interrupted), ["end interrupted"]),
            ("rest", .start, .running(.rest), []),
            ("rest", .tick, .running(.rest), []),
            ("rest", .interrupted, .finished(.interrupted), ["end interrupted"]),
            ("rest", .key(.pauseResume), .paused(.rest, since: .seconds(27)), ["paused"]),
            ("rest", .key(.skip), .running(.work), ["skipped", "phase 4 planned 27.0 t 27.0", "bell 4"]),
            ("rest", .key(.back), .running(.rest), ["back", "phase 3 planned 27.0 t 27.0", "bell 3"]),
            ("rest", .key(.markDone), .running(.rest), []),
            ("rest", .key(.howTo), .running(.rest, howTo: true), ["howTo squats"]),
            ("rest", .key(.switchLanguage), .running(.rest), ["language"]),
            ("rest", .key(.stop), .finished(.stopped), ["end stopped"]),
            ("rest", .key(.interrupt), .finished(.interrupted), ["end interrupted"]),
            ("restPaused", .start, .paused(.rest, since: .seconds(26)), []),
            ("restPaused", .tick, .paused(.rest, since: .seconds(26)), []),
            ("restPaused", .interrupted, .finished(.interrupted), ["end interrupted"]),
            ("restPaused", .key(.pauseResume), .running(.rest), ["resumed"]),
            (
                "restPaused", .key(.skip), .paused(.work, since: .seconds(27)),
                ["skipped", "phase 4 planned 27.0 t 27.0 paused", "bell 4"]
            ),
            (
                "restPaused", .key(.back), .paused(.rest, since: .seconds(27)),
                ["back", "phase 3 planned 27.0 t 27.0 paused", "bell 3"]
            ),
            ("restPaused", .key(.markDone), .paused(.rest, since: .seconds(26)), []),
            ("restPaused", .key(.howTo), .paused(.rest, since: .seconds(26), howTo: true), ["howTo squats"]),
            ("restPaused", .key(.switchLanguage), .paused(.rest, since: .seconds(26)), ["language"]),
            ("restPaused", .key(.stop), .finished(.stopped), ["end stopped"]),
            ("restPaused", .key(.interrupt), .finished(.interrupted), ["end interrupted"]),
            ("finished", .start, .finished(.stopped), []),
            ("finished", .tick, .finished(.stopped), []),
            ("finished", .interrupted, .finished(.stopped), []),
            ("finished", .key(.pauseResume), .finished(.stopped), []),
            ("finished", .key(.skip), .finished(.stopped), []),
            ("finished", .key(.back), .finished(.stopped), []),
            ("finished", .key(.markDone), .finished(.stopped), []),
            ("finished", .key(.howTo), .finished(.stopped), []),
            ("finished", .key(.switchLanguage), .finished(.stopped), []),
            ("finished", .key(.stop), .finished(.stopped), []),
            ("finished", .key(.interrupt), .finished(.stopped), []),
        ]

    /// u, digits, Backspace, a whole answer, `x` and other characters do nothing outside a scored block and its
    /// reps prompt (SessionScoringTests covers them there).
    static let keysOfTheScoredFormats: [(String, SessionMachine.Event, Stage, [String])] = {
        let unchanged: [String: Stage] = [
            "ready": .ready, "getReady": .running(.getReady), "getReadyPaused": .paused(.getReady, since: .seconds(1)),
            "work": .running(.work), "workPaused": .paused(.work, since: .seconds(6)), "rest": .running(.rest),
            "restPaused": .paused(.rest, since: .seconds(26)), "finished": .finished(.stopped),
        ]
        let keys: [SessionKey] = [.undo, .erase, .other, .sign("x"), .answer(0)] + (0...9).map(SessionKey.digit)
        return unchanged.sorted { $0.key < $1.key }.flatMap { state, stage in
            keys.map { (state, SessionMachine.Event.key($0), stage, [String]()) }
        }
    }()

    @Test func tableCoversEveryEventInEveryState() {
        let events: [SessionMachine.Event] = [.start, .tick, .interrupted] + SessionKey.allCases.map { .key($0) }
        for state in Self.setups.keys {
            let covered = Self.table.filter { $0.0 == state }.map(\.1)
            #expect(Set(covered) == Set(events), "state \(state)")
        }
        #expect(Self.table.count == Self.setups.count * events.count)
    }

    @Test(arguments: table.indices)
    func transition(_ row: Int) throws {
        let (from, event, expectedState, expectedEffects) = Self.table[row]
        let setup = try #require(Self.setups[from])
        var machine = SessionFixtures.machine()
        _ = machine.play(setup.events)
        let effects = machine.handle(event, at: .seconds(setup.at))
        #expect(machine.stage == expectedState, "\(from) + \(event)")
        #expect(describe(effects) == expectedEffects, "\(from) + \(event)")
    }
}
