import Yams

/// A task's `time:` (a hold, a station): a duration (`60s`, `1m30s`) or a clock (`1:00`).
extension NodeReader {
    /// The seconds of `time: 1:00` or `time: 60s` within `range`.
    mutating func holdTime(_ node: Node, key: String, range: ClosedRange<Int>) throws(Exhausted) -> Int? {
        guard case .scalar(let scalar) = node, scalar.string.contains(":") else {
            return try duration(node, key: key, range: range)
        }
        try visit(node)
        guard let seconds = ClockTimeText.seconds(from: scalar.string) else {
            report(node, .validateHoldTime, ["key": .text(key), "value": .quoted(scalar.string)])
            return nil
        }
        guard range.contains(seconds) else {
            reportRange(node, key: key, range: range, found: scalar.string, asDuration: true)
            return nil
        }
        return seconds
    }
}
