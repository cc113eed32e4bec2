/// `export --format csv --sets`: one row per lifted set (SPEC section 17), RFC 4180 as
/// ``HistoryCSV``: the session's `id`, `programId` and `startedAt`, then the set as history
/// JSON spells it (`movement`, `order`, `reps`, `loadKg`, `loadLb`, `plannedReps`,
/// `plannedLoadKg`, `plannedLoadLb`, `warmup`, `rpe`, `at`, `skipped`). A load typed in kg has
/// no `loadLb`; an open one neither.
extension HistoryCSV {
    public static let setsHeader = [
        "id", "programId", "startedAt", "movement", "order", "reps", "loadKg", "loadLb", "plannedReps",
        "plannedLoadKg", "plannedLoadLb", "warmup", "rpe", "at", "skipped",
    ]

    public static func renderSets(_ records: [SessionRecord]) -> String {
        var lines = [setsHeader.map(field).joined(separator: ",")]
        for record in records {
            let entry = HistoryJSON.Entry(record)
            for set in entry.sets ?? [] {
                let cells = [
                    entry.id, text(entry.programId), entry.startedAt, text(set.movement ?? ""), String(set.order),
                    String(set.reps), set.load.map { number($0.kg) } ?? "", set.load?.lb.map(number) ?? "",
                    String(set.plannedReps), set.plannedLoad.map { number($0.kg) } ?? "",
                    set.plannedLoad?.lb.map(number) ?? "", set.warmup ? "true" : "false", set.rpe.map(number) ?? "",
                    set.at, (set.skipped ?? false) ? "true" : "false",
                ]
                lines.append(cells.map(field).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
