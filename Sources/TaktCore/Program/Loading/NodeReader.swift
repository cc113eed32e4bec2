import Yams

/// Reads typed values out of YAML nodes and collects every problem with its position.
///
/// Aliases in a Yams tree are shared nodes, so an alias bomb costs little memory until
/// someone walks it. Every node this reader touches counts against a budget; past it the
/// walk stops with ``Exhausted`` and the loader reports the file as an alias bomb.
struct NodeReader {
    /// How much work (node visits plus bytes of text read) a file of `byteCount` bytes may take.
    ///
    /// Without aliases every node costs at least two bytes of text and is visited at most
    /// twice, and every scalar's text is read at most twice, so a real file never reaches
    /// this; a file whose aliases expand past it is a bomb. Counting the text matters: one
    /// alias to a long string repeated many times costs few nodes but reads megabytes per
    /// node. Tied to the size, a small bomb is stopped after little work.
    static func visitBudget(forBytes byteCount: Int) -> Int {
        4 * byteCount + 10_000
    }
    /// After this many problems a file is hopeless; more would only scroll the first away.
    static let maximumDiagnostics = 200

    struct Exhausted: Error {
        var mark: Mark?
    }

    /// A mapping's entries by key, each with the key node (for "unknown key" positions).
    typealias Entries = [String: (key: Node, value: Node)]

    let file: String
    /// The most nodes this walk may touch.
    let budget: Int
    private(set) var diagnostics: [Diagnostic] = []
    /// Known keys that a misspelt key was taken for, by the position of the mapping holding it:
    /// "missing 'exercises'" after "unknown key 'exercies'; did you mean 'exercises'?" is noise.
    private var suggestedKeys: Set<String> = []
    /// What was reported, so a node reached again through an alias is not reported twice.
    private var reported: Set<Diagnostic> = []
    private var visits = 0

    init(file: String, budget: Int) {
        self.file = file
        self.budget = budget
    }

    /// Starts another walk of the same tree (a program's scaled version) with the whole
    /// budget: each walk is bounded alone, and what both find is reported once.
    mutating func startPass() {
        visits = 0
    }

    /// Counts one node, and the text of a scalar, against the budget.
    mutating func visit(_ node: Node) throws(Exhausted) {
        visits += 1
        if case .scalar(let scalar) = node {
            visits += scalar.string.utf8.count
        }
        if visits > budget || diagnostics.count > Self.maximumDiagnostics {
            throw Exhausted(mark: node.mark)
        }
    }

    mutating func report(_ node: Node, _ key: StringKey, _ arguments: [String: StringArgument] = [:]) {
        report(at: SourcePosition(node.mark), key, arguments)
    }

    mutating func report(at position: SourcePosition, _ key: StringKey, _ arguments: [String: StringArgument] = [:]) {
        let diagnostic = Diagnostic(file: file, at: position, message: Diagnostic.Message(key, arguments))
        if reported.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
    }

    /// The entries of a mapping whose keys must all be in `allowed`; `nil` when `node` is no mapping.
    ///
    /// - Parameter entry: `node` is one entry of the list `name` (a block of `blocks`), which
    ///   the message says, rather than that `name` itself must be a mapping.
    mutating func mapping(
        _ node: Node, allowed: [String], name: String, entry: Bool = false
    ) throws(Exhausted) -> Entries? {
        try visit(node)
        guard case .mapping(let mapping) = node else {
            report(node, entry ? .validateExpectedMappingEntry : .validateExpectedMapping, ["key": .text(name)])
            return nil
        }
        var entries: Entries = [:]
        for (keyNode, value) in mapping {
            try visit(keyNode)
            guard case .scalar(let scalar) = keyNode else {
                report(keyNode, .validateComplexKey)
                continue
            }
            let key = scalar.string
            guard allowed.contains(key) else {
                if let suggestion = Suggestion.closest(to: key, among: allowed) {
                    suggestedKeys.insert(Self.place(of: node) + suggestion)
                    report(
                        keyNode, .validateUnknownKeySuggest, ["key": .quoted(key), "suggestion": .text(suggestion)])
                } else {
                    report(keyNode, .validateUnknownKey, ["key": .quoted(key)])
                }
                continue
            }
            entries[key] = (keyNode, value)
        }
        return entries
    }

    /// Reports a required key that is missing, at the mapping that lacks it, unless a
    /// misspelling of it was already reported there.
    mutating func require(_ key: String, in entries: Entries, of mapping: Node) -> Node? {
        if let entry = entries[key] { return entry.value }
        if !wasSuggested(key, in: mapping) {
            report(mapping, .validateMissingKey, ["key": .text(key)])
        }
        return nil
    }

    /// Whether an unknown key in `mapping` was reported as a misspelling of `key`.
    func wasSuggested(_ key: String, in mapping: Node) -> Bool {
        suggestedKeys.contains(Self.place(of: mapping) + key)
    }

    private static func place(of node: Node) -> String {
        "\(node.mark?.line ?? 0):\(node.mark?.column ?? 0):"
    }

    /// The text of a scalar; reports lists, mappings and empty values.
    mutating func scalar(_ node: Node, key: String, entry: Bool = false) throws(Exhausted) -> String? {
        try visit(node)
        guard case .scalar(let scalar) = node else {
            report(node, entry ? .validateExpectedValueEntry : .validateExpectedValue, ["key": .text(key)])
            return nil
        }
        if scalar.string.isEmpty && scalar.style == .plain {
            report(node, .validateNoValue, ["key": .text(key)])
            return nil
        }
        return scalar.string
    }

    /// A duration in whole seconds within `range`.
    mutating func duration(_ node: Node, key: String, range: ClosedRange<Int>) throws(Exhausted) -> Int? {
        guard let text = try scalar(node, key: key) else { return nil }
        let trimmed = text.trimmingWhitespace()
        let plain = !trimmed.allSatisfy(\.isASCIIDigit) || Self.isPlainInteger(trimmed)
        guard plain, let seconds = DurationText.seconds(from: text) else {
            if plain && Self.isHugeNumber(text) {
                reportRange(node, key: key, range: range, found: text, asDuration: true)
            } else {
                report(node, .validateDuration, ["key": .text(key), "value": .quoted(text)])
            }
            return nil
        }
        guard range.contains(seconds) else {
            reportRange(node, key: key, range: range, found: text, asDuration: true)
            return nil
        }
        return seconds
    }

    /// A whole number within `range`.
    mutating func integer(_ node: Node, key: String, range: ClosedRange<Int>) throws(Exhausted) -> Int? {
        guard let text = try scalar(node, key: key) else { return nil }
        let trimmed = text.trimmingWhitespace()
        let negative = trimmed.hasPrefix("-") && Self.isPlainInteger(String(trimmed.dropFirst()))
        guard Self.isPlainInteger(trimmed) || negative, let value = Int(trimmed) else {
            if Self.isHugeNumber(trimmed) {
                reportRange(node, key: key, range: range, found: text, asDuration: false)
            } else {
                report(node, .validateInteger, ["key": .text(key), "value": .quoted(text)])
            }
            return nil
        }
        guard range.contains(value) else {
            reportRange(node, key: key, range: range, found: text, asDuration: false)
            return nil
        }
        return value
    }

    /// A decimal number above 0 and at most `maximum`.
    mutating func positiveNumber(_ node: Node, key: String, maximum: Double) throws(Exhausted) -> Double? {
        guard let text = try scalar(node, key: key) else { return nil }
        guard let value = Self.plainDecimal(text.trimmingWhitespace()), value.isFinite else {
            report(node, .validateNumber, ["key": .text(key), "value": .quoted(text)])
            return nil
        }
        guard value > 0, value <= maximum else {
            report(
                node, .validateNumberRange,
                ["key": .text(key), "max": .decimal(maximum, fractionDigits: 0), "value": .quoted(text)])
            return nil
        }
        return value
    }

    /// A plain text on one line, without invisible characters.
    mutating func text(_ node: Node, key: String, entry: Bool = false) throws(Exhausted) -> String? {
        try scalar(node, key: key, entry: entry).map(TerminalText.strippingInvisibles)
    }

    /// One string, or a map of language codes to strings: `{en: Squats, de: Kniebeugen}`.
    mutating func localized(_ node: Node, key: String) throws(Exhausted) -> LocalizedText? {
        try visit(node)
        switch node {
        case .scalar:
            return try scalar(node, key: key).map { LocalizedText(plain: $0) }
        case .mapping(let mapping):
            var values: [String: String] = [:]
            for (codeNode, valueNode) in mapping {
                try visit(codeNode)
                guard let code = codeNode.scalar?.string, Self.isLanguageCode(code) else {
                    report(
                        codeNode, .validateLanguageCode,
                        ["key": .text(key), "code": .quoted(codeNode.scalar?.string ?? "")])
                    continue
                }
                if let text = try scalar(valueNode, key: key + "." + code) {
                    values[code] = text
                }
            }
            if mapping.count == 0 {
                report(node, .validateLocalized, ["key": .text(key)])
            }
            return values.isEmpty ? nil : LocalizedText(values)
        default:
            report(node, .validateLocalized, ["key": .text(key)])
            return nil
        }
    }

    /// The items of a list; an empty list is reported when `nonEmpty`.
    mutating func list(_ node: Node, key: String, nonEmpty: Bool) throws(Exhausted) -> [Node]? {
        try visit(node)
        guard case .sequence(let sequence) = node else {
            report(node, .validateExpectedList, ["key": .text(key)])
            return nil
        }
        if nonEmpty && sequence.isEmpty {
            report(node, .validateEmptyList, ["key": .text(key)])
        }
        return Array(sequence)
    }

    mutating func reportRange(
        _ node: Node, key: String, range: ClosedRange<Int>, found: String, asDuration: Bool
    ) {
        let bound = { (value: Int) -> StringArgument in
            .text(asDuration ? Self.durationWords(value) : String(value))
        }
        report(
            node, .validateRange,
            [
                "key": .text(key), "min": bound(range.lowerBound), "max": bound(range.upperBound),
                "value": .quoted(found),
            ])
    }

    /// `86400` → "24h", `90` → "1m30s", `0` → "0s": how the limits read in a message.
    static func durationWords(_ seconds: Int) -> String {
        guard seconds > 0 else { return "0s" }
        let parts = [(seconds / 3600, "h"), (seconds % 3600 / 60, "m"), (seconds % 60, "s")]
        return parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined()
    }

    /// Digits (or a minus and digits) too long for an `Int`, or below zero: a range problem,
    /// not a typo. `+5` is neither: a number in a file is written without a plus.
    private static func isHugeNumber(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        let digits = trimmed.hasPrefix("-") ? String(trimmed.dropFirst()) : trimmed
        return isPlainInteger(digits) || (trimmed.hasPrefix("-") && plainDecimal(digits) != nil)
    }

    /// Digits only, without a leading zero: `010` would be octal to YAML 1.1 and 10 to takt,
    /// so it is refused rather than guessed.
    static func isPlainInteger(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy(\.isASCIIDigit) && (text.count == 1 || !text.hasPrefix("0"))
    }

    /// A plain decimal such as `8`, `7.5` or `-2`: no hex, exponent, `inf` or `nan`, which
    /// `Double(_:)` would accept.
    static func plainDecimal(_ text: String) -> Double? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, isPlainInteger(String(whole)),
            parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit))
        else { return nil }
        return Double(text)
    }

    static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), parts.count <= 2 else { return false }
        return code.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0 == "-" }
    }
}
