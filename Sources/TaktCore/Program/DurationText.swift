/// Durations as program files write them; ``ClockText`` shows them.
public enum DurationText {
    /// Parses `20`, `"20s"`, `"1m30s"`, `"1h"` or `"1h2m3s"` into whole seconds.
    ///
    /// Units must come in the order h, m, s, each at most once; `nil` for anything else.
    /// Values too large for an `Int` are `nil` too, never a crash.
    public static func seconds(from text: String) -> Int? {
        let text = text.trimmingWhitespace()
        guard !text.isEmpty, text.count <= 32 else { return nil }
        if text.allSatisfy(\.isASCIIDigit) { return Int(text) }
        var total = 0
        var digits = ""
        var lastUnitRank = -1
        for character in text {
            if character.isASCIIDigit {
                digits.append(character)
                continue
            }
            let units: [Character: (rank: Int, seconds: Int)] = ["h": (0, 3600), "m": (1, 60), "s": (2, 1)]
            guard let unit = units[character], !digits.isEmpty, unit.rank > lastUnitRank,
                let value = Int(digits)
            else { return nil }
            let (product, overflow) = value.multipliedReportingOverflow(by: unit.seconds)
            guard !overflow, !total.addingReportingOverflow(product).overflow else { return nil }
            total += product
            lastUnitRank = unit.rank
            digits = ""
        }
        return digits.isEmpty ? total : nil
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// The text without the whitespace (Unicode's) around it: how a line reads a quoted name.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
