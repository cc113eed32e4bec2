import Foundation
import TaktCore
import TaktHistory
import Testing

@testable import TaktCLI

/// `history ID`, the history's phases column and the pictures of `stats`, through the dispatcher.
@MainActor
@Suite struct HistoryDetailCommandTests {
    static func record(_ id: String, minutesAgo: Double, skipped: Bool) throws -> SessionRecord {
        let start = Date().addingTimeInterval(-minutesAgo * 60)
        return SessionRecord(
            id: try #require(UUID(uuidString: id)), programID: "tabata-classic", programTitle: "Classic Tabata",
            startedAt: start, endedAt: start.addingTimeInterval(200), pausedSeconds: 0, activeSeconds: 150,
            phasesDone: skipped ? 1 : 2, phasesTotal: 2, endReason: .finished, kcal: 9, language: "en",
            bodyMassKilograms: 70, bodyMassIsDefault: false, phasesSkipped: skipped ? 1 : 0,
            timing: SessionTiming(
                phases: [
                    PerformedPhase(
                        order: 1, kind: .work, exercise: "burpees", name: "Burpees", plannedStart: 0, actualStart: 0,
                        seconds: 150, pausedSeconds: 0, skipped: false, latenessMilliseconds: nil),
                    PerformedPhase(
                        order: 2, kind: .rest, exercise: nil, name: "", plannedStart: 150, actualStart: 150.0003,
                        seconds: skipped ? 2 : 20, pausedSeconds: 0, skipped: skipped, latenessMilliseconds: 0.3),
                ], pauses: 0, speed: 1))
    }

    static func home() throws -> URL {
        let home = try temporaryHome()
        let store = try HistoryStore.open(at: AppPaths(environment: ["TAKT_HOME": home.path]).historyDatabase).store
        try store.append(contentsOf: [
            try record("abc12345-0000-4000-8000-000000000001", minutesAgo: 30, skipped: true),
            try record("abc19999-0000-4000-8000-000000000002", minutesAgo: 10, skipped: false),
        ])
        return home
    }

    @Test func anIdPrefixShowsTheSessionsPhases() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, err) = await run(["history", "ABC123"], home: home)
        #expect(status == 0)
        #expect(err == "")
        #expect(out.hasPrefix("Session          abc12345-0000-4000-8000-000000000001\n"))
        #expect(out.contains("\nPhases           1/2, 1 skipped\n"))
        #expect(out.contains("\nTiming           2 phases, max 0.3 ms late\n"))
        #expect(out.hasSuffix("2  Rest     2:30.000  2:30.000  0.3 ms    0:02          skipped\n"))
    }

    @Test func unknownAndAmbiguousIdsFailWithAMessage() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (missing, _, missingErr) = await run(["history", "ffff"], home: home)
        #expect(missing == 1)
        #expect(missingErr == "error: no session 'ffff'; 'history' lists the sessions with their ids\n")
        let (several, _, severalErr) = await run(["--lang", "de", "history", "abc1"], home: home)
        #expect(several == 1)
        #expect(
            severalErr
                == "Fehler: „abc1“ ist der Anfang mehrerer Einheiten (abc12345-0000, abc19999-0000); "
                + "gib mehr von der ID an\n")
    }

    @Test func theListShowsIdsAndHowEachSessionWent() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, _) = await run(["history"], home: home)
        #expect(status == 0)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[2].hasPrefix("abc19999  "))
        #expect(lines[2].contains("  2/2   "))
        #expect(lines[3].hasPrefix("abc12345  "))
        #expect(lines[3].contains("  1/2, 1 skipped  "))
    }

    @Test func statsDrawsItsPicturesAt80ColumnsIntoAPipe() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, out, _) = await run(["stats"], home: home)
        #expect(status == 0)
        #expect(out.contains("\nActive minutes a day, last 26 weeks\n"))
        #expect(out.contains("\nDays in a row: "))
        // Piped output has no colour codes and is drawn at 80 columns, the bars reaching the edge.
        #expect(!out.contains("\u{1B}"))
        #expect(out.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() == 80)
        let (_, json, _) = await run(["stats", "--json"], home: home)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["charts"] != nil)
        #expect((object["allTime"] as? [String: Any])?["sessions"] as? Int == 2)
    }

    @Test func reportWritesOnePageAndAFailedWriteChangesNothing() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let page = home.appendingPathComponent("report.html")
        let (status, out, err) = await run(["--lang", "de", "report", "-o", page.path], home: home)
        #expect(status == 0)
        #expect(err == "")
        #expect(out == "Bericht geschrieben: \(page.path)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">"))
        #expect(html.contains("<td>Classic Tabata</td>"))
        let missing = home.appendingPathComponent("no-such-folder/report.html")
        let (failed, _, failure) = await run(["report", "-o", missing.path], home: home)
        #expect(failed == 1)
        #expect(failure.hasPrefix("error: cannot write \(missing.path): "))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let (usage, _, _) = await run(["report"], home: home)
        #expect(usage == 2)
    }
}

/// `import` reads exports far larger than a program file: a file over its limit names that limit.
@MainActor
@Suite struct ImportLimitTests {
    @Test func aFileOverTheImportLimitNamesTheRealLimit() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("huge.json")
        // A sparse file: its size is what is checked first, nothing is read.
        try Data().write(to: path)
        let handle = try FileHandle(forWritingTo: path)
        try handle.truncate(atOffset: UInt64(ImportCommand.maximumBytes + 1))
        try handle.close()
        let (status, _, err) = await run(["import", path.path], home: home)
        #expect(status == 1)
        #expect(err.contains("takt reads at most \(ImportCommand.maximumBytes) bytes here"), "\(err)")
        #expect(!err.contains("1 MiB"))
    }
}
