import Foundation
import Testing

@testable import TaktCore

/// The lifts' records in `stats` and `stats --json`, and `stats MOVEMENT`'s chart (SPEC section
/// 17), as whole screens in English and German at 60, 80 and 140 columns.
@Suite struct LiftRecordsViewTests {
    static let day = Date(timeIntervalSince1970: 1_793_700_000)

    static func session(_ index: Int, _ sets: [(String, Int, Double, Load.Unit)]) -> SessionRecord {
        let start = day.addingTimeInterval(Double(index) * 3 * 86_400)
        return SessionRecord(
            id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index)) ?? UUID(),
            programID: "squat-day", programTitle: "Squat day", startedAt: start,
            endedAt: start.addingTimeInterval(3_000),
            pausedSeconds: 0, activeSeconds: 3_000, phasesDone: 10, phasesTotal: 10, endReason: .finished, kcal: 300,
            language: "en", bodyMassKilograms: 80, bodyMassIsDefault: false,
            sets: sets.enumerated().map { order, set in
                LiftSetDone(
                    movement: set.0, order: order + 1, plannedReps: set.1, plannedLoad: set.2, reps: set.1, load: set.2,
                    unit: set.3, warmup: false, rpe: nil, at: .seconds(Double(order * 120)))
            })
    }

    /// Twelve squat days climbing 2.5 kg a time, a heavy single on the last; bench press in pounds.
    static let sessions: [SessionRecord] =
        (0..<12).map { index in
            let load = 90 + 2.5 * Double(index)
            var sets = [
                ("back-squats", 5, load, Load.Unit.kg), ("back-squats", 5, load, .kg),
                ("back-squats", 3, load + 5, .kg),
            ]
            if index == 11 { sets.append(("back-squats", 1, 130, .kg)) }
            if index % 4 == 0 { sets.append(("bench-press", 5, 185 + Double(index) * 2.5, .lb)) }
            return session(index, sets)
        }

    static var records: LiftRecords { LiftRecords(recounting: sessions) }

    /// `TAKT_RECORD_LIFT_GOLDENS=DIR` writes each screen to DIR, to be read before it becomes a golden.
    static func record(_ screen: String, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["TAKT_RECORD_LIFT_GOLDENS"] else { return }
        try? screen.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    static func strings(_ language: String) -> Strings { Languages.bundled.strings(for: language) }

    @Test func theRecordsAreTheHeaviestSetsAndTheBestEstimate() throws {
        let squat = try #require(Self.records["back-squats"])
        #expect(squat.rm[1]?.kilograms == 130)
        #expect(squat.rm[2]?.kilograms == 122.5)
        #expect(squat.rm[5]?.kilograms == 117.5)
        #expect(squat.rm[10] == nil)
        // 122.5 × 1.1 = 134.75 beats 130 and 117.5 × (1 + 5/30) = 137.08: the fives win.
        #expect(abs((squat.e1rm?.kilograms ?? 0) - 137.0833) < 0.001)
        #expect(Self.records["bench-press"]?.rm[5]?.weight == LiftWeight(205, .lb))
    }

    @Test(arguments: ["en", "de"], [60, 80, 140])
    func statsListsTheLiftsRecords(language: String, width: Int) {
        let lines = LiftRecordsText(strings: Self.strings(language), catalog: ProgramFixtures.catalog).lines(
            Self.records, width: width)
        let screen = lines.joined(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(screen)")
        Self.record(screen, "table-\(language)-\(width)")
        #expect(screen == LiftRecordsGoldens.table["\(language)-\(width)"], "\n\(screen)")
    }

    @Test(arguments: ["en", "de"], [60, 80, 140])
    func statsMovementChartsTheTopSetAndTheEstimate(language: String, width: Int) {
        let view = LiftProgressView(
            strings: Self.strings(language), width: width, unit: .kg, timeZone: .gmt, catalog: ProgramFixtures.catalog)
        let lines = view.lines(
            LiftProgress(recounting: Self.sessions, movement: "back-squats"), records: Self.records["back-squats"])
        let screen = lines.joined(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(screen)")
        Self.record(screen, "chart-\(language)-\(width)")
        #expect(screen == LiftRecordsGoldens.chart["\(language)-\(width)"], "\n\(screen)")
    }

    @Test func aMovementWithoutRecordsSaysSo() {
        let view = LiftProgressView(
            strings: Self.strings("en"), width: 80, unit: .kg, timeZone: .gmt, catalog: ProgramFixtures.catalog)
        #expect(
            view.lines(LiftProgress(movement: "deadlifts", sessions: []), records: nil)
                == ["Deadlifts", "No records of Deadlifts yet: working sets of finished sessions count."])
    }

    @Test func statsJSONSpellsTheLiftsAsTheSpec() throws {
        let stats = Stats(records: [], now: Self.day, timeZone: .gmt, weeklyGoal: 3)
        let json = StatsJSON.render(stats, lifts: Self.records)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let lifts = try #require(object["lifts"] as? [[String: Any]])
        #expect(lifts.map { $0["movement"] as? String } == ["back-squats", "bench-press"])
        let rm = try #require(lifts[0]["rm"] as? [String: [String: Any]])
        #expect(Set(rm.keys) == ["1", "2", "3", "5"])
        #expect(rm["1"]?["kg"] as? Double == 130)
        #expect(rm["1"]?["on"] as? String == HistoryDates.iso8601(Self.sessions[11].startedAt))
        let e1rm = try #require(lifts[0]["e1rm"] as? [String: Any])
        #expect(e1rm["formula"] as? String == "epley")
        #expect(e1rm["kg"] as? Double == 137.083)
        let bench = try #require(lifts[1]["rm"] as? [String: [String: Any]])
        #expect(bench["5"]?["lb"] as? Double == 205)
    }
}
