/// Reads a progression rule as a plan file writes it: `+5s per week, max 45s`,
/// `-5s per week, min 10s`, `+1 every 2 weeks, max 10`, `+1s per session`, `+1m per week, max 20m`.
enum ProgressionRuleText {
    /// Why a rule text could not be read.
    enum Problem: Error, Equatable {
        /// The text does not have the shape of a rule at all.
        case shape
        /// A word where another was expected, with the nearest expected word.
        case word(String, suggestion: String?)
        /// `max` on a rule that removes, or `min` on one that adds.
        case capDirection
        /// A zero step, a zero `every`, or a cap outside the format's range.
        case value(String)
    }

    static let unitWords = ["week", "weeks", "session", "sessions"]

    static func parse(_ text: String, target: ProgressionRule.Target) -> Result<ProgressionRule, Problem> {
        let clauses = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.split(separator: " ").map(String.init)
        }
        guard (1...2).contains(clauses.count), let first = clauses.first, first.count >= 3 else {
            return .failure(.shape)
        }
        let amount = first[0]
        guard let sign = amount.first, sign == "+" || sign == "-" else { return .failure(.shape) }
        guard let size = value(String(amount.dropFirst()), target: target), size > 0 else {
            return .failure(.value(amount))
        }
        var rule = ProgressionRule(target: target, step: sign == "-" ? -size : size)
        switch first[1] {
        case "per" where first.count == 3:
            guard let unit = unit(first[2]) else {
                return .failure(
                    .word(first[2], suggestion: Suggestion.closest(to: first[2], among: ["week", "session"])))
            }
            rule.unit = unit
        case "every" where first.count == 4:
            guard let every = Int(first[2]), (1...1000).contains(every) else { return .failure(.value(first[2])) }
            guard let unit = unit(first[3]) else {
                return .failure(.word(first[3], suggestion: Suggestion.closest(to: first[3], among: unitWords)))
            }
            rule.every = every
            rule.unit = unit
        case "per", "every":
            return .failure(.shape)
        default:
            return .failure(.word(first[1], suggestion: Suggestion.closest(to: first[1], among: ["per", "every"])))
        }
        if clauses.count == 2 {
            switch cap(clauses[1], rule: rule) {
            case .success(let cap): rule.cap = cap
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(rule)
    }

    private static func cap(_ words: [String], rule: ProgressionRule) -> Result<Int, Problem> {
        guard words.count == 2 else { return .failure(.shape) }
        guard words[0] == "max" || words[0] == "min" else {
            return .failure(.word(words[0], suggestion: Suggestion.closest(to: words[0], among: ["max", "min"])))
        }
        guard (words[0] == "max") == (rule.step > 0) else { return .failure(.capDirection) }
        guard let cap = value(words[1], target: rule.target), rule.range.contains(cap) else {
            return .failure(.value(words[1]))
        }
        return .success(cap)
    }

    /// Seconds for work, rest and cap (`5`, `5s`, `1m`), a plain count for rounds and reps.
    private static func value(_ text: String, target: ProgressionRule.Target) -> Int? {
        target.isCount ? Int(text) : DurationText.seconds(from: text)
    }

    /// Singular or plural alike: "every 1 weeks" is no reason to refuse a plan.
    private static func unit(_ word: String) -> ProgressionRule.Unit? {
        switch word {
        case "week", "weeks": .week
        case "session", "sessions": .session
        default: nil
        }
    }
}
