import Foundation
import TaktCore
import TaktPlatform
import Testing

@testable import TaktRemote

/// What the page shows of a lift (SPEC sections 16 and 17): the set big where a clock would be,
/// the set's line, the next set with its plates while resting, and the set's answer line, whose
/// question the phone's pad answers while the rest's clock runs on.
@Suite struct RemotePageLiftTests {
    /// `back-squat 3x5 @100-102.5-105kg rest 2:00`: get ready 0–10 s, set 1 open from 10 s.
    static func machine() throws -> SessionMachine {
        let catalog = ProgramLibrary(files: LocalFileSystem()).catalog
        let loaded = try TextForm.load("back-squat 3x5 @100-102.5-105kg rest 2:00", id: "squat", catalog: catalog).get()
        let phases = LiftPlan.annotated(loaded.timeline, program: loaded.program, athlete: LiftAthlete()).phases
        var machine = SessionMachine(
            timeline: Timeline(phases: phases), programTitle: LocalizedText(plain: "Squat"), profile: BodyProfile())
        _ = machine.handle(.start, at: .zero)
        _ = machine.handle(.tick, at: .seconds(20))
        return machine
    }

    static func state(_ machine: SessionMachine, at seconds: Double, _ strings: Strings) -> RemotePageState {
        RemotePageState(machine.snapshot(at: .seconds(seconds)), strings: strings, at: 0, speed: 1)
    }

    @Test func aSetShowsItselfBigWithItsLineAndNoCountdown() throws {
        let machine = try Self.machine()
        let english = Self.state(machine, at: 20, RemotePageStateTests.english)
        #expect(english.big == "5×100")
        #expect(english.reps == "SET 1/3 · 5 × 100 KG · Enter when done")
        #expect(english.position == "")
        #expect(english.nextSet == "")
        #expect(english.answer == nil)
        let german = Self.state(machine, at: 20, RemotePageStateTests.german)
        #expect(german.big == "5×100")
        #expect(german.reps.hasPrefix("SATZ 1/3 · 5 × 100 KG"), "\(german.reps)")
    }

    @Test func theRestShowsTheNextSetWithItsPlatesAndTheAnswerLine() throws {
        var machine = try Self.machine()
        _ = machine.handle(.key(.markDone), at: .seconds(30))
        _ = machine.handle(.key(.digit(4)), at: .seconds(40))
        let rest = Self.state(machine, at: 40, RemotePageStateTests.english)
        #expect(rest.big == nil)
        #expect(rest.tint == "rest")
        #expect(rest.nextSet == "next: 5 × 102.5 kg · bar + 25 + 15 + 1.25 each side", "\(rest.nextSet)")
        let answer = try #require(rest.answer)
        #expect(answer.ask == "Set 1: 5 × 100 kg —", "\(answer.ask)")
        #expect(answer.hint == "Enter keeps it, or type 4, 4x97.5 or 0", "\(answer.hint)")
        #expect(answer.typed == "4" && answer.limit == LiftAnswer.mostReps && !answer.refused)
        // The rest's clock runs on under the question.
        #expect(rest.clock.running && rest.prompt == nil)
        let german = try #require(Self.state(machine, at: 40, RemotePageStateTests.german).answer)
        #expect(german.ask.hasPrefix("Satz 1: 5 × 100 kg"), "\(german.ask)")
        #expect(try Self.object(rest)["answer"] != nil)
    }

    /// The phone's number answers the line as the terminal's digits and Enter would: 4 reps at
    /// the planned load, kept when the rest ends.
    @Test func aNumberFromThePhoneAnswersTheSet() throws {
        var machine = try Self.machine()
        _ = machine.handle(.key(.markDone), at: .seconds(30))
        let key = try #require(RemoteKey.reps(4).sessionKey(when: .answering))
        _ = machine.handle(.key(key), at: .seconds(40))
        let answered = try #require(Self.state(machine, at: 41, RemotePageStateTests.english).answer)
        #expect(answered.hint.contains("4 × 100 kg"), "\(answered.hint)")
        #expect(machine.openAnswerLine?.givenSet == LiftAnswer(reps: 4))
    }

    /// A new record shows on the page as on the terminal (SPEC sections 16 and 17), during the
    /// rest after its set and at the prompt asking the last set; absent otherwise.
    @Test func aNewRecordIsOnThePageWhileItsSetIsAsked() throws {
        var machine = try Self.machine()
        _ = machine.handle(.key(.markDone), at: .seconds(30))
        // Without records read (a preview), no record: the key is absent.
        let preview = Self.state(machine, at: 31, RemotePageStateTests.english)
        let previewObject = try Self.object(preview)
        #expect(preview.record == nil && previewObject["record"] == nil)
        var measured = try Self.machine()
        measured.measure(against: LiftRecords(movements: []))
        _ = measured.handle(.key(.markDone), at: .seconds(30))
        let rest = Self.state(measured, at: 31, RemotePageStateTests.english)
        #expect(rest.record == "New 5RM: 100 kg · e1RM 116.7 kg (estimated)", "\(rest.record ?? "")")
        let restObject = try Self.object(rest)
        #expect(restObject["record"] as? String == rest.record)
        let german = Self.state(measured, at: 31, RemotePageStateTests.german)
        #expect(german.record == "Neues 5RM: 100 kg · e1RM 116,7 kg (geschätzt)", "\(german.record ?? "")")
        // Sets 2 and 3 (102.5 and 105 kg) as planned: set 3, the last, is asked by the prompt.
        _ = measured.handle(.tick, at: .seconds(150))
        _ = measured.handle(.key(.markDone), at: .seconds(180))
        _ = measured.handle(.tick, at: .seconds(300))
        _ = measured.handle(.key(.markDone), at: .seconds(330))
        let last = Self.state(measured, at: 331, RemotePageStateTests.english)
        #expect(last.prompt != nil)
        #expect(last.record == "New 5RM: 105 kg · e1RM 122.5 kg (estimated)", "\(last.record ?? "")")
    }

    static func object(_ state: RemotePageState) throws -> [String: Any] {
        try RemotePageStateTests.object(state)
    }
}
