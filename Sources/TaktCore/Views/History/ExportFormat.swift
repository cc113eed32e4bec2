/// The formats of `export --format`.
public enum ExportFormat: String, Sendable, CaseIterable {
    case csv, json

    /// The whole history in this format.
    public func render(_ records: [SessionRecord]) -> String {
        switch self {
        case .csv: HistoryCSV.render(records)
        case .json: HistoryJSON.render(records) + "\n"
        }
    }
}
