/// The formats of `export --format`.
public enum ExportFormat: String, Sendable, CaseIterable {
    case csv, json

    /// The whole history in this format.
    ///
    /// - Parameter samples: JSON: each heart rate with its samples (`export --samples`).
    public func render(_ records: [SessionRecord], samples: Bool = false) -> String {
        switch self {
        case .csv: HistoryCSV.render(records)
        case .json: HistoryJSON.render(records, samples: samples) + "\n"
        }
    }
}
