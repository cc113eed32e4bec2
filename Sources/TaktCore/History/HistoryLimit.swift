/// The `--limit N` of `history`: how many sessions to list, newest first.
public enum HistoryLimit {
    /// Sessions listed when no limit is given.
    public static let defaultValue = 20
    public static let range = 1...1_000_000

    /// A `--limit` that is not a whole number in ``range``.
    public struct Invalid: Error, Sendable, Hashable {
        public var value: String

        public func message(_ strings: Strings) -> String {
            strings(
                .historyErrorLimit,
                ["max": .int(HistoryLimit.range.upperBound), "value": .text(value)])
        }
    }

    public static func parse(_ text: String) throws(Invalid) -> Int {
        guard let value = Int(text), range.contains(value) else { throw Invalid(value: text) }
        return value
    }
}
