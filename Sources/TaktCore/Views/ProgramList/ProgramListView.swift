/// The `list` command's table: id, title, duration, estimated kcal and source of every program.
///
/// A user program that shadows a bundled one says so in its source column; a broken one is
/// listed as broken with its first error on the line below. Problems in user exercise
/// catalogs follow the table.
public enum ProgramListView {
    /// Titles longer than this are cut, so the table stays readable in 100 columns.
    static let titleLimit = 36

    /// - Parameter width: the terminal's columns; titles give up room to fit them.
    public static func render(
        _ library: ProgramLibrary, strings: Strings, profile: BodyProfile, width: Int = .max
    ) -> String {
        guard !library.entries.isEmpty else { return strings(.listEmpty) }
        var table = TextTable([.left, .left, .right, .right, .left])
        table.append(
            [.listHeaderId, .listHeaderTitle, .listHeaderDuration, .listHeaderKcal, .listHeaderSource]
                .map { strings($0) })
        var errors: [Int: String] = [:]
        for entry in library.entries {
            let source = ProgramFigures.shortSource(entry, strings)
            // The summary, not the compiled program: a cached entry's file is not read for a list.
            if let summary = entry.summary {
                let title = summary.title.resolved(for: strings.language)
                table.append([
                    entry.id, TextTable.truncated(title, to: titleLimit),
                    time(summary, strings),
                    KcalText.kcal(summary.kcal(profile).kcal, strings: strings), source,
                ])
            } else {
                table.append([entry.id, strings(.listBroken), "–", "–", source])
                if let first = entry.diagnostics.first {
                    errors[table.rows.count - 1] = first.rendered(strings)
                }
            }
        }
        var lines: [String] = []
        let fitted = table.fitted(TextTable.Fit(width: width, shrinking: 1, minimum: 0)).table
        for (index, line) in fitted.lines().enumerated() {
            lines.append(line)
            if let error = errors[index] { lines.append("    " + error) }
        }
        lines.append("")
        lines.append(
            strings(
                .listFooter,
                ["count": .int(library.entries.count), "weight": .text(KcalText.mass(of: profile, strings: strings))]))
        // A broken user catalog entry or an ignored duplicate is no program, but the user
        // should hear of it here.
        lines += (library.catalogDiagnostics + library.duplicateDiagnostics).map { $0.rendered(strings) }
        return lines.joined(separator: "\n")
    }

    /// "12:10", or "≈4:55" when a for-time block without a cap adds its typical-pace time.
    static func time(_ summary: ProgramSummary, _ strings: Strings) -> String {
        let total = ClockText.format(seconds: summary.totalSeconds + summary.openSeconds)
        return summary.openSeconds > 0 ? strings(.listAbout, ["time": .text(total)]) : total
    }
}
