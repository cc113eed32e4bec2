import Foundation
import TaktCore

extension FuzzTarget {
    public static let historyImport = FuzzTarget(
        name: "history-import",
        summary: "history JSON import entry by entry; export and import round trip"
    ) { data in
        var promises = Promises()
        HistoryImportCheck.check(data, &promises)
        return promises.broken
    }
}

enum HistoryImportCheck {
    /// Each entry is imported or reported by its position; what was imported, exported and
    /// imported again, is the same sessions, and a second trip changes nothing.
    ///
    /// The export writes whole seconds and tenths, so the first trip may round; the second may not.
    static func check(_ data: Data, _ promises: inout Promises) {
        let reading: HistoryImport.Reading
        do {
            reading = try HistoryImport.read(data)
        } catch {
            return
        }
        let entries = reading.records.count + reading.problems.count
        for problem in reading.problems {
            promises.expect(
                (1...max(entries, 1)).contains(problem.position),
                "entry \(problem.position) reported, outside the list of \(entries)")
            promises.expectMessage({ problem.message(path: "fuzz.json", strings: $0) }, "import problem")
        }
        guard let once = trip(reading.records, &promises), let twice = trip(once, &promises) else { return }
        promises.expect(once.map(\.id) == reading.records.map(\.id), "round trip: exported sessions lost their ids")
        promises.expect(twice == once, "round trip: a second export and import changes the sessions")
    }

    /// `records` exported and imported again, or `nil` when the export is refused.
    static func trip(_ records: [SessionRecord], _ promises: inout Promises) -> [SessionRecord]? {
        let exported = HistoryJSON.render(records)
        do {
            let back = try HistoryImport.read(Data(exported.utf8))
            promises.expect(back.problems.isEmpty, "round trip: the export has entries the import refuses")
            promises.expect(back.records.count == records.count, "round trip: the export lost sessions")
            return back.records
        } catch {
            promises.expect(false, "round trip: the export is not a JSON list")
            return nil
        }
    }
}
