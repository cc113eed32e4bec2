/// A ``Program`` written back as a program file: YAML that `validate` accepts, or the same
/// tree as JSON (which is YAML too, so takt reads either).
public enum ProgramDocument {
    /// A value of the written tree; maps keep their key order.
    indirect enum Value {
        case string(String)
        case int(Int)
        case bool(Bool)
        case number(Double)
        case list([Value])
        case map([(String, Value)])

        var isScalar: Bool {
            switch self {
            case .string, .int, .number, .bool: true
            case .list, .map: false
            }
        }
    }

    /// The program as YAML, starting with the schema comment editors use.
    public static func yaml(_ program: Program) -> String {
        var lines = ["# yaml-language-server: $schema=program.schema.json"]
        if case .map(let pairs) = tree(program) {
            for (key, value) in pairs {
                lines += yamlLines(key: key, value: value, indent: "")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The program as a JSON object, two spaces of indentation.
    public static func json(_ program: Program) -> String {
        jsonText(tree(program), indent: "") + "\n"
    }

    // MARK: The tree

    static func tree(_ program: Program) -> Value {
        var pairs: [(String, Value)] = [("id", .string(program.id)), ("title", localized(program.title))]
        if let description = program.description { pairs.append(("description", localized(description))) }
        if let author = program.author { pairs.append(("author", .string(author))) }
        if !program.tags.isEmpty { pairs.append(("tags", .list(program.tags.map(Value.string)))) }
        if let level = program.level { pairs.append(("level", .string(level.rawValue))) }
        pairs.append(("getReady", .int(program.getReady)))
        if program.defaults != Timing() { pairs.append(("defaults", .map(timing(program.defaults)))) }
        let scaled = program.scaledBlocks ?? program.blocks
        pairs.append(("blocks", .list(zip(program.blocks, scaled).map { block($0, scaled: $1) })))
        return .map(pairs)
    }

    private static func block(_ block: Program.Block, scaled: Program.Block) -> Value {
        var pairs: [(String, Value)] = []
        if let title = block.title { pairs.append(("title", localized(title))) }
        if block.format != .intervals { pairs.append(("format", .string(block.format.rawValue))) }
        if let every = block.every { pairs.append(("every", .int(every))) }
        if let cap = block.cap { pairs.append(("cap", .int(cap))) }
        if let start = block.start { pairs.append(("start", .int(start))) }
        if let step = block.step { pairs.append(("step", .int(step))) }
        // A list sets the rounds itself; rounds are written when they differ from the format's own.
        let listed = [block.ladder.reps, block.ladder.work, block.ladder.rest].contains { !$0.isEmpty }
        if !listed, block.rounds != block.format.defaultRounds { pairs.append(("rounds", .int(block.rounds))) }
        if let restAfter = block.restAfter { pairs.append(("restAfter", .int(restAfter))) }
        pairs += timing(block.timing)
        for (key, values) in [("work", block.ladder.work), ("rest", block.ladder.rest)] where !values.isEmpty {
            pairs.append((key, .list(values.map(Value.int))))
        }
        if let reps = repsValue(block) { pairs.append(("reps", reps)) }
        if block.blocks.isEmpty {
            let entries = block.exercises.count == scaled.exercises.count ? scaled.exercises : block.exercises
            pairs.append(("exercises", .list(zip(block.exercises, entries).map { exercise($0, scaled: $1) })))
        } else {
            let inner = block.blocks.count == scaled.blocks.count ? scaled.blocks : block.blocks
            pairs.append(("blocks", .list(zip(block.blocks, inner).map { Self.block($0, scaled: $1) })))
        }
        let overrides = ScaledOverrides.block(block, scaled: scaled)
        if !overrides.isEmpty { pairs.append(("scaled", .map(overrides))) }
        return .map(pairs)
    }

    /// A block's `reps`: one value, a list per round, or a climbing ladder.
    static func repsValue(_ block: Program.Block) -> Value? {
        if let climb = block.climb { return .map([("start", .int(climb.start)), ("step", .int(climb.step))]) }
        if !block.ladder.reps.isEmpty { return .list(block.ladder.reps.map(Value.int)) }
        return block.reps.map(Value.int)
    }

    static func exercise(_ entry: Program.ExerciseEntry, scaled: Program.ExerciseEntry? = nil) -> Value {
        var pairs = movement(entry)
        pairs += timing(entry.timing)
        if !entry.sets.isEmpty {
            pairs.append(
                (
                    "sets",
                    .list(
                        entry.sets.map { set in
                            var values: [(String, Value)] = [("order", .int(set.order))]
                            values += timing(set.timing)
                            if let reps = set.reps { values.append(("reps", .int(reps))) }
                            return .map(values)
                        })
                ))
        }
        let overrides = scaled.map { ScaledOverrides.entry(entry, scaled: $0) } ?? []
        if !overrides.isEmpty { pairs.append(("scaled", .map(overrides))) }
        return .map(pairs)
    }

    /// What a task is: its movement (or movements together), quantity and load.
    static func movement(_ entry: Program.ExerciseEntry) -> [(String, Value)] {
        var pairs: [(String, Value)] = []
        if let key = entry.key { pairs.append(("exercise", .string(key))) }
        if let name = entry.name { pairs.append(("name", localized(name))) }
        if let met = entry.met { pairs.append(("met", .number(met))) }
        if !entry.together.isEmpty {
            pairs.append(("together", .list(entry.together.map { exercise($0, scaled: nil) })))
        }
        if let quantity = entry.quantity { pairs.append(quantityPair(quantity)) }
        if let load = entry.load { pairs.append(("load", .string(TextForm.loadText(load)))) }
        if let height = entry.height { pairs.append(("height", .string(TextForm.heightValueText(height)))) }
        return pairs
    }

    /// `reps: 5`, `distance: 400m`, `calories: 15/12`, `time: 60`, `max: true`.
    static func quantityPair(_ quantity: Quantity) -> (String, Value) {
        switch quantity {
        case .reps(let count): ("reps", .int(count))
        case .distance(let distance): ("distance", .string(TextForm.number(distance.value) + distance.unit.rawValue))
        case .calories(.same(let count)): ("calories", .int(count))
        case .calories(let calories): ("calories", .string(calories.values.map(String.init).joined(separator: "/")))
        case .time(let seconds): ("time", .int(seconds))
        case .max: ("max", .bool(true))
        }
    }

    static func timing(_ timing: Timing) -> [(String, Value)] {
        var pairs: [(String, Value)] = []
        if let work = timing.work { pairs.append(("work", .int(work))) }
        if let rest = timing.rest { pairs.append(("rest", .int(rest))) }
        return pairs
    }

    /// A plain text as a string, translations as a map of language codes (sorted, English first).
    static func localized(_ text: LocalizedText) -> Value {
        if text.values.count == 1, let plain = text.values[LocalizedText.anyLanguage] {
            return .string(plain)
        }
        let codes = text.values.keys.filter { $0 != LocalizedText.anyLanguage }.sorted { left, right in
            left == "en" || (right != "en" && left < right)
        }
        return .map(codes.compactMap { code in text.values[code].map { (code, Value.string($0)) } })
    }

    // MARK: Writing

    /// Block style for the program's own maps and lists of maps; flow style (`{en: …}`,
    /// `[a, b]`) for maps and lists of plain values.
    private static func yamlLines(key: String, value: Value, indent: String) -> [String] {
        switch value {
        case .list(let items) where items.contains(where: { !$0.isScalar }):
            var lines = [indent + key + ":"]
            for item in items {
                guard case .map(let pairs) = item else { continue }
                var itemLines: [String] = []
                for (itemKey, itemValue) in pairs {
                    itemLines += yamlLines(key: itemKey, value: itemValue, indent: indent + "    ")
                }
                if let first = itemLines.first {
                    itemLines[0] = indent + "  - " + first.dropFirst(indent.count + 4)
                }
                lines += itemLines
            }
            return lines
        default:
            return [indent + key + ": " + flow(value)]
        }
    }

    private static func flow(_ value: Value) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .int(let number): String(number)
        case .bool(let value): value ? "true" : "false"
        case .number(let number): number.rounded() == number ? String(Int(number)) : String(number)
        case .list(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        case .map(let pairs): "{" + pairs.map { $0.0 + ": " + flow($0.1) }.joined(separator: ", ") + "}"
        }
    }

    private static func jsonText(_ value: Value, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case .list(let items) where !items.isEmpty:
            return "[\n" + items.map { inner + jsonText($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent
                + "]"
        case .map(let pairs) where !pairs.isEmpty:
            let members = pairs.map { inner + quoted($0.0) + ": " + jsonText($0.1, indent: inner) }
            return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
        case .list: return "[]"
        case .map: return "{}"
        default: return flow(value)
        }
    }

    /// A double-quoted string with JSON escapes, which YAML's double-quoted style also reads.
    static func quoted(_ text: String) -> String { jsonStringLiteral(text) }
}
