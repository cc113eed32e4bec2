/// A time as a clock writes it on a whiteboard: `1:00`, `1:30`, `1:30:00` (SPEC 14: `1:00
/// plank` is a 60 s hold); ``DurationText`` reads `60s` and `1m30s`.
public enum ClockTimeText {
    /// Whole seconds of `m:ss` or `h:mm:ss` (the first group one to three digits, each later
    /// group two digits below 60); `nil` for anything else.
    public static func seconds(from text: String) -> Int? {
        let groups = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(groups.count), (1...3).contains(groups[0].count),
            groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            groups.dropFirst().allSatisfy({ $0.count == 2 && (Int($0) ?? 60) < 60 })
        else { return nil }
        return groups.reduce(0) { $0 * 60 + (Int($1) ?? 0) }
    }
}
