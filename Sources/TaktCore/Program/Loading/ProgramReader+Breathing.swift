import Yams

/// A `format: breathing` block (SPEC section 19): a `pattern` (a preset or lengths like
/// "4-0-6-0"), and `cycles` (breaths) or `time` (how long, whole breaths).
///
///     - format: breathing
///       pattern: box
///       cycles: 6
extension ProgramReader {
    static let breathingKeys = ["pattern", "cycles", "time"]
    /// The keys a breathing block takes besides its own.
    static let breathingBlockKeys = ["title", "format"] + breathingKeys

    /// The breathing block of `entries`, every problem reported; `nil` when one was.
    mutating func readBreathing(
        _ entries: NodeReader.Entries, node: Node, into original: Program.Block
    ) throws(NodeReader.Exhausted) -> Program.Block? {
        var block = original
        var fine = true
        for key in Self.blockKeys where !Self.breathingBlockKeys.contains(key) {
            guard let entry = entries[key] else { continue }
            reader.report(entry.key, .validateBreathingKey, ["key": .text(key)])
            fine = false
        }
        var pattern: BreathingPattern?
        var patternText = ""
        if let value = reader.require("pattern", in: entries, of: node),
            let text = try reader.scalar(value, key: "pattern")
        {
            patternText = text.trimmingWhitespace().lowercased()
            pattern = BreathingPattern(patternText)
            if pattern == nil { reader.report(value, .validateBreathingPattern, ["value": .quoted(text)]) }
        }
        var length: BreathingLength?
        switch (entries["cycles"], entries["time"]) {
        case (let cycles?, nil):
            let range = 1...BreathingLine.mostCycles
            length = try reader.integer(cycles.value, key: "cycles", range: range).map(BreathingLength.cycles)
        case (nil, let time?):
            let range = 1...BreathingLine.longestSeconds
            length = try reader.duration(time.value, key: "time", range: range).map(BreathingLength.seconds)
        case (_?, let time?):
            reader.report(time.key, .validateBreathingBoth)
        case (nil, nil):
            if !reader.wasSuggested("cycles", in: node), !reader.wasSuggested("time", in: node) {
                reader.report(entries["format"]?.value ?? node, .validateBreathingLength)
            }
        }
        guard fine, let pattern, let length else { return block }
        block.breathing = BreathingLine(pattern: pattern, patternText: patternText, length: length)
        return block
    }

    /// A block's `format`, intervals when it gives none or one takt does not know (reported).
    mutating func readFormat(of entries: NodeReader.Entries) throws(NodeReader.Exhausted) -> Program.Format {
        guard let value = entries["format"]?.value else { return .intervals }
        return try readFormat(value) ?? .intervals
    }

    /// A breathing block's keys in a block of another format.
    mutating func refuseBreathingKeys(_ entries: NodeReader.Entries) {
        for key in Self.breathingKeys {
            guard let entry = entries[key] else { continue }
            reader.report(entry.key, .validateBreathingOnly, ["key": .text(key)])
        }
    }
}
