import Foundation
import Testing

/// Issue 44 through the real binary: sets imported from an export are read back by
/// `history ID` (en and de, "102,5"), written one row each by `export --format csv --sets`,
/// and give `show` last time's load for a lift written without one.
@Suite struct LiftHistoryEndToEndTests {
    static let export = """
        [{"activeSeconds":300,"bodyMassIsDefault":true,"bodyMassKg":70,"endReason":"finished",
        "endedAt":"2026-11-28T10:10:00Z","id":"11111111-2222-4333-8444-555555555555","kcal":50,"kcalHigh":65,
        "kcalLow":35,"language":"en","pausedSeconds":0,"phasesDone":5,"phasesTotal":5,"programId":"squat",
        "programTitle":"Squat","startedAt":"2026-11-28T10:00:00Z","sets":[
        {"movement":"back-squats","order":1,"reps":5,"load":{"kg":100,"lb":null},"plannedReps":5,
         "plannedLoad":{"kg":100,"lb":null},"warmup":false,"rpe":null,"at":"2026-11-28T10:02:00Z"},
        {"movement":"back-squats","order":2,"reps":5,"load":{"kg":102.5,"lb":null},"plannedReps":5,
         "plannedLoad":{"kg":102.5,"lb":null},"warmup":false,"rpe":8,"at":"2026-11-28T10:05:00Z"},
        {"movement":"back-squats","order":3,"reps":0,"load":null,"plannedReps":5,
         "plannedLoad":{"kg":102.5,"lb":null},"warmup":false,"rpe":null,"at":"2026-11-28T10:08:00Z","skipped":true}]}]
        """

    @Test func importedSetsAreListedExportedAndRememberedForNextTime() throws {
        let home = try TaktProcess.home()
        let file = home.appendingPathComponent("lifts.json")
        try Data(Self.export.utf8).write(to: file)
        let (imported, said) = try TaktProcess.run(["import", file.path], home: home)
        #expect(imported == 0, "\(said)")

        let (_, english) = try TaktProcess.run(["history", "11111111"], home: home)
        #expect(english.contains("Back squats 5×100, 5×102.5, 5×102.5 (skipped) kg"), "\(english)")
        let (_, german) = try TaktProcess.run(["history", "11111111"], home: home, language: "de_DE.UTF-8")
        #expect(german.contains("5×100, 5×102,5, 5×102,5 (ausgelassen) kg"), "\(german)")

        let (status, csv) = try TaktProcess.run(["export", "--format", "csv", "--sets"], home: home)
        #expect(status == 0, "\(csv)")
        let rows = csv.split(whereSeparator: \.isNewline)
        #expect(rows.count == 4, "\(csv)")
        #expect(rows.last?.hasSuffix(",true") == true, "\(csv)")

        // The newest session missed a set: next time takes the same load, not more.
        let (shown, show) = try TaktProcess.run(["show", "back-squat 3x5 rest 2:00"], home: home)
        #expect(shown == 0, "\(show)")
        #expect(show.contains("5 × 102.5 kg · last time 102.5 kg, not every set made"), "\(show)")
    }
}
