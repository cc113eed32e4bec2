import Foundation
import TaktCore
import Testing

@testable import TaktRemote

/// The state messages the pages get: the live view's words and a clock the page can run.
@Suite struct RemotePageStateTests {
    static let english = Languages.bundled.strings(for: "en")
    static let german = Languages.bundled.strings(for: "de")

    /// A machine for a text-form program, started at 0.
    static func machine(_ text: String, title: String = "Test") throws -> SessionMachine {
        let loaded = try TextForm.load(text, id: "test", catalog: ExerciseCatalog([])).get()
        var machine = SessionMachine(
            timeline: loaded.timeline, programTitle: LocalizedText(plain: title), profile: BodyProfile())
        _ = machine.handle(.start, at: .zero)
        return machine
    }

    static func object(_ state: RemotePageState) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(state.json().utf8)) as? [String: Any])
    }

    @Test func workShowsTheExerciseAndAClockThatRunsDown() throws {
        var machine = try Self.machine("ready 5s, 2x(20s burpees / 10s)")
        _ = machine.handle(.tick, at: .seconds(12.25))
        let state = RemotePageState(machine.snapshot(at: .seconds(12.25)), strings: Self.english, at: 100.5, speed: 1)
        #expect(state.kind == "work")
        #expect(state.tint == "work")
        #expect(state.label == "WORK")
        #expect(state.name == "burpees")
        #expect(state.position == "Set 1/1 · Round 1/2")
        #expect(state.next == "Next: burpees")
        #expect(state.phase == 2 && state.phases == machine.timeline.phases.count)
        #expect(state.clock.direction == "down" && state.clock.seconds == 12.75 && state.clock.running)
        #expect(state.clock.speed == 1 && state.clock.at == 100.5)
        #expect(state.prompt == nil && state.finished == nil)
        #expect(state.texts["done"] == "Done")
        let object = try Self.object(state)
        #expect(
            Set(object.keys) == [
                "v", "language", "title", "phase", "phases", "kind", "tint", "paused", "label", "name", "position",
                "reps", "next", "nextSet", "workout", "clock", "texts",
            ])
    }

    @Test func pausedIsBlueAndItsClockStands() throws {
        var machine = try Self.machine("ready 5s, 2x(20s burpees / 10s)")
        _ = machine.handle(.key(.pauseResume), at: .seconds(7))
        let state = RemotePageState(machine.snapshot(at: .seconds(9)), strings: Self.english, at: 3, speed: 1)
        #expect(state.tint == "paused")
        #expect(state.paused)
        #expect(!state.clock.running)
        #expect(state.clock.seconds == 18)
    }

    @Test func getReadyAndRestNameWhatComes() throws {
        var machine = try Self.machine("ready 5s, 2x(20s burpees / 10s)")
        let ready = RemotePageState(machine.snapshot(at: .seconds(1)), strings: Self.english, at: 0, speed: 2)
        #expect(ready.tint == "getReady" && ready.name == "GET READY" && ready.label.isEmpty)
        #expect(ready.next == "Next: burpees")
        #expect(ready.clock.speed == 2)
        _ = machine.handle(.tick, at: .seconds(26))
        let rest = RemotePageState(machine.snapshot(at: .seconds(26)), strings: Self.german, at: 0, speed: 1)
        #expect(rest.tint == "rest" && rest.name == "PAUSE" && rest.language == "de")
        #expect(rest.texts["done"] == "Fertig")
    }

    @Test func anAmrapShowsTheTaskAndTheRoundsAndItsPromptAtTheCap() throws {
        var machine = try Self.machine("ready 5s, (amrap 1: 5 burpees, 10 squats)")
        _ = machine.handle(.tick, at: .seconds(6))
        for time in [10.0, 20.0, 30.0] { _ = machine.handle(.key(.markDone), at: .seconds(time)) }
        let working = RemotePageState(machine.snapshot(at: .seconds(31)), strings: Self.english, at: 0, speed: 1)
        #expect(working.label == "AMRAP")
        #expect(working.name == "10 squats")
        #expect(working.position.hasPrefix("Round 2 · 1 round done"))
        #expect(working.next == "Next: 5 burpees")
        _ = machine.handle(.tick, at: .seconds(66))
        let asking = RemotePageState(machine.snapshot(at: .seconds(66)), strings: Self.english, at: 0, speed: 1)
        let prompt = try #require(asking.prompt)
        #expect(prompt.title == "Time!")
        #expect(prompt.question.contains("squats"))
        // What the page says when the server refuses a number over the limit (409).
        #expect(prompt.limit == 10)
        #expect(prompt.tooMany == "At most 10: the task is 10 squats.")
        #expect(!prompt.refused && prompt.hint != prompt.tooMany)
        let german = try #require(
            RemotePageState(machine.snapshot(at: .seconds(66)), strings: Self.german, at: 0, speed: 1).prompt)
        #expect(german.tooMany.hasPrefix("Höchstens 10"), "\(german.tooMany)")
        #expect(!asking.clock.running)
        #expect(asking.tint == "rest")
    }

    @Test func theEndShowsTheFinishedView() throws {
        var machine = try Self.machine("ready 2s, 5s burpees")
        var ending: SessionEnding?
        for effect in machine.handle(.tick, at: .seconds(8)) {
            if case .end(let end) = effect { ending = end }
        }
        var snapshot = machine.snapshot(at: .seconds(8))
        snapshot.summary = SessionSummary(ending: try #require(ending), saved: .disabled)
        let state = RemotePageState(snapshot, strings: Self.english, at: 0, speed: 1)
        #expect(state.kind == "finished" && state.tint == "finished")
        let lines = try #require(state.finished)
        #expect(lines.contains { $0.contains("WORKOUT COMPLETE") }, "\(lines)")
        #expect(!state.clock.running)
    }

    /// A name that looks like markup is carried as a JSON string: the page sets it as text.
    @Test func namesAreTextNotMarkup() throws {
        let title = "<script>alert(1)</script>"
        var machine = try Self.machine("ready 2s, 20s \"<b>x</b>\"", title: title)
        _ = machine.handle(.tick, at: .seconds(3))
        let state = RemotePageState(machine.snapshot(at: .seconds(3)), strings: Self.english, at: 0, speed: 1)
        let object = try Self.object(state)
        #expect(object["title"] as? String == title)
        #expect(object["name"] as? String == "<b>x</b>")
        #expect(!state.json().contains("\n"))
    }
}
