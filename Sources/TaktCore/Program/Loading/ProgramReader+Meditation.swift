import Yams

/// A `format: meditation` block (SPEC section 19): the sitting of `takt meditate` in a program,
/// `minutes` long, its last `reflect` minutes a reflection, a gong every `gongEvery` minutes,
/// and `words: false` for no affirmation.
///
///     - format: meditation
///       minutes: 20
///       reflect: 3
///       gongEvery: 5
extension ProgramReader {
    static let meditationKeys = ["minutes", "reflect", "gongEvery", "words"]
    /// The keys a meditation block takes besides its own.
    static let meditationBlockKeys = ["title", "format"] + meditationKeys

    /// The meditation block of `entries`, every problem reported; `nil` when one was.
    mutating func readMeditation(
        _ entries: NodeReader.Entries, node: Node, into original: Program.Block
    ) throws(NodeReader.Exhausted) -> Program.Block? {
        var block = original
        var fine = true
        for key in Self.blockKeys where !Self.meditationBlockKeys.contains(key) {
            guard let entry = entries[key] else { continue }
            reader.report(entry.key, .validateMeditationKey, ["key": .text(key)])
            fine = false
        }
        let most = Meditation.maximumMinutes
        var minutes: Int?
        if let value = entries["minutes"]?.value {
            minutes = try reader.integer(value, key: "minutes", range: 1...most)
        } else if !reader.wasSuggested("minutes", in: node) {
            reader.report(entries["format"]?.value ?? node, .validateMeditationMinutes)
        }
        var reflect: Int? = 0
        if let value = entries["reflect"]?.value {
            reflect = try reader.integer(value, key: "reflect", range: 0...most)
            if let minutes, let given = reflect, given >= minutes {
                reader.report(value, .validateMeditationReflect, ["value": .int(given), "minutes": .int(minutes)])
                reflect = nil
            }
        }
        var gongEvery: Int?
        var gongsFine = true
        if let value = entries["gongEvery"]?.value {
            gongEvery = try reader.integer(value, key: "gongEvery", range: 1...most)
            gongsFine = gongEvery != nil
        }
        var words: Bool? = true
        if let value = entries["words"]?.value { words = try reader.boolean(value, key: "words") }
        guard fine, gongsFine, let minutes, let reflect, let words else { return block }
        block.meditation = Meditation(minutes: minutes, reflect: reflect, gongEvery: gongEvery, words: words)
        return block
    }

    /// A meditation block's keys in a block of another format.
    mutating func refuseMeditationKeys(_ entries: NodeReader.Entries) {
        for key in Self.meditationKeys {
            guard let entry = entries[key] else { continue }
            reader.report(entry.key, .validateMeditationOnly, ["key": .text(key)])
        }
    }
}
