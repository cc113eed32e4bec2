/// The formats of `export --format`.
public enum ExportFormat: String, Sendable, CaseIterable {
    case csv, json

    /// A format name that is neither csv nor json.
    public struct Unknown: Error, Sendable, Hashable {
        public var name: String

        public func message(_ strings: Strings) -> String {
            strings(.exportErrorFormat, ["format": .text(name)])
        }
    }

    /// Reads `csv` or `json` (any case).
    public init(parsing name: String) throws(Unknown) {
        guard let format = ExportFormat(rawValue: name.lowercased()) else { throw Unknown(name: name) }
        self = format
    }

    /// The whole history in this format.
    public func render(_ records: [SessionRecord]) -> String {
        switch self {
        case .csv: HistoryCSV.render(records)
        case .json: HistoryJSON.render(records) + "\n"
        }
    }
}
