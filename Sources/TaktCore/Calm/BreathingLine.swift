/// A breathing block as the one-line text form writes it: `breathe box 6` (6 breaths),
/// `breathe 4-7-8 x4`, `breathe 4-0-6-0 for 5m`, `breathe calm for 5m`.
public struct BreathingLine: Hashable, Sendable {
    public var pattern: BreathingPattern
    /// The preset's name or the lengths as written, for the block's title.
    public var patternText: String
    public var length: BreathingLength

    /// The most breaths a block may ask for, and the longest time: a day.
    public static let mostCycles = 10_000
    public static let longestSeconds = 86_400

    /// Why a line is not a breathing block.
    public enum Problem: Error, Equatable, Sendable {
        /// The line does not begin with `breathe`.
        case notBreathing
        /// No pattern, or a word that is neither a preset nor lengths like `4-7-8`.
        case pattern(String)
        /// No length, or one that is neither a count (`6`, `x6`) nor `for` and a time.
        case length(String)
    }

    /// Reads `line`; words are split on spaces, `breathe` first.
    public static func parse(_ line: String) -> Result<BreathingLine, Problem> {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.first?.lowercased() == "breathe" else { return .failure(.notBreathing) }
        guard words.count >= 2 else { return .failure(.pattern("")) }
        let patternText = words[1].lowercased()
        guard let pattern = BreathingPattern(patternText) else { return .failure(.pattern(words[1])) }
        let rest = Array(words.dropFirst(2))
        guard let length = length(of: rest) else { return .failure(.length(rest.joined(separator: " "))) }
        return .success(BreathingLine(pattern: pattern, patternText: patternText, length: length))
    }

    /// `6`, `x6`, `×6` or `for 5m`; `nil` for anything else or out of bounds.
    private static func length(of words: [String]) -> BreathingLength? {
        if words.count == 2, words[0].lowercased() == "for" {
            guard let seconds = DurationText.seconds(from: words[1]), (1...longestSeconds).contains(seconds) else {
                return nil
            }
            return .seconds(seconds)
        }
        guard words.count == 1 else { return nil }
        var count = Substring(words[0])
        if let first = count.first, first == "x" || first == "X" || first == "×" { count = count.dropFirst() }
        guard !count.isEmpty, count.count <= 6, count.allSatisfy(\.isASCIIDigit), let cycles = Int(count),
            (1...mostCycles).contains(cycles)
        else { return nil }
        return .cycles(cycles)
    }
}
