import Foundation

/// `export --format csv`: a header row, then one row per session (RFC 4180).
///
/// Columns are the keys of ``HistoryJSON`` in the same order as the history row (the plan
/// columns empty when a session was not run from a plan), then `score`: each scored block's
/// score as written, `; ` between them, `stopped`: whether each was stopped before its end
/// (`true`/`false` in the same order), the scorebook's `division`, `source`, `edited` and
/// `note`, and `workoutScore`: the workout's one score as written when its program declares one
/// (`28:30.0`, `not entered`), else empty. Fields holding a
/// comma, a quote, CR or LF are quoted, quotes doubled; lines end in CRLF. Numbers use ".".
/// A text starting with `=`, `+`, `-` or `@` gets a leading apostrophe, so a spreadsheet shows
/// it rather than running it as a formula (OWASP's advice on CSV injection).
public enum HistoryCSV {
    public static let header = [
        "id", "programId", "programTitle", "startedAt", "endedAt", "pausedSeconds", "activeSeconds", "phasesDone",
        "phasesTotal", "endReason", "kcal", "kcalLow", "kcalHigh", "language", "bodyMassKg", "bodyMassIsDefault",
        "speed", "phasesSkipped", "planId", "planWeek", "planDay", "score", "stopped", "division", "source", "edited",
        "note", "workoutScore",
    ]

    public static func render(_ records: [SessionRecord]) -> String {
        var lines = [header.map(field).joined(separator: ",")]
        for record in records {
            let entry = HistoryJSON.Entry(record)
            let cells = [
                entry.id, text(entry.programId), text(entry.programTitle), entry.startedAt, entry.endedAt,
                number(entry.pausedSeconds), number(entry.activeSeconds), String(entry.phasesDone),
                String(entry.phasesTotal), entry.endReason, number(entry.kcal), number(entry.kcalLow),
                number(entry.kcalHigh), text(entry.language), number(entry.bodyMassKg),
                entry.bodyMassIsDefault ? "true" : "false", number(entry.speed ?? 1), String(entry.phasesSkipped ?? 0),
                text(entry.planId ?? ""), entry.planWeek.map(String.init) ?? "", entry.planDay.map(String.init) ?? "",
                // Each scored block's score as written ("7+12; 9/10"), empty for other sessions.
                text(record.scores.map { $0.text ?? "not entered" }.joined(separator: "; ")),
                record.scores.map { $0.stopped ? "true" : "false" }.joined(separator: "; "),
                record.division.rawValue, record.source.rawValue, record.edited ? "true" : "false",
                text(record.note ?? ""),
                text(record.workoutScore.map { $0.text ?? "not entered" } ?? ""),
            ]
            lines.append(cells.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Quotes a field when RFC 4180 requires it.
    public static func field(_ text: String) -> String {
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A text from the history, neutralised when a spreadsheet would read it as a formula.
    static func text(_ value: String) -> String {
        guard let first = value.first, "=+-@".contains(first) else { return value }
        return "'" + value
    }

    /// "12.5", "12", never a locale's comma.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
