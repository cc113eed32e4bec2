import Foundation
import Testing

/// Issue 44 in a real terminal: a new rep max is said at once (SPEC 17). 5 × 100 kg logged on
/// paper; then a session at real speed lifts 5 × 110 kg: the rest after the set says "New 5RM:
/// 110 kg" under its clock; answered 3, it says the 3RM instead, and set 2, the last, says the
/// 5RM on the prompt that holds the end. A preview (`--speed`) never sets a record and says none.
@Suite(.serialized)
struct LiftRecordEndToEndTests {
    @Test func aNewRepMaxIsSaidUnderTheRestAtOnce() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let (logged, output) = try TaktProcess.run(["log", "back-squat", "5x100kg"], home: tmux.home)
        #expect(logged == 0, "\(output)")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path) + " run 'back-squat 2x5 @110kg rest 0:05'")
        try tmux.waitFor("SET 1/2 · 5 × 110 KG", timeout: .seconds(20))
        try tmux.tap()
        let rest = try tmux.waitFor("New 5RM: 110 kg · e1RM 128.3 kg (estimated)")
        #expect(rest.contains("Set 1: 5 × 110 kg —"), "\(rest)")
        try tmux.answer("3")
        try tmux.waitFor("New 3RM: 110 kg")
        // Set 2 is measured against set 1 as kept (3 × 110 kg): its 5 × 110 kg is the 5RM that
        // set 1 no longer is, drawn on the prompt that asks the program's last set.
        try tmux.waitFor("SET 2/2 · 5 × 110 KG", timeout: .seconds(15))
        try tmux.tap()
        let asked = try tmux.waitFor("Set 2: 5 × 110 kg —")
        #expect(asked.contains("New 5RM: 110 kg · e1RM 128.3 kg (estimated)"), "\(asked)")
        try tmux.tap()
        try tmux.waitFor("WORKOUT COMPLETE")
    }

    @Test func aPreviewSaysNoRecord() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run 'back-squat 2x5 @110kg rest 0:30' --speed 10 --no-log")
        try tmux.waitFor("SET 1/2 · 5 × 110 KG")
        try tmux.tap()
        try tmux.waitFor("Set 1: 5 × 110 kg —")
        try tmux.answer("5")
        let kept = try tmux.waitFor("kept: 5 × 110 kg")
        #expect(!kept.contains("New"), "\(kept)")
    }
}
