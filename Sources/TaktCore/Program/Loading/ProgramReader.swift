import Yams

/// Walks a program's YAML tree into a ``Program``, reporting every problem on the way.
///
/// It also remembers where each block, exercise and set sits in the file, so a problem the
/// ``TimelineCompiler`` finds later can be pointed at the right line.
struct ProgramReader {
    static let rootKeys = [
        "version", "id", "title", "description", "author", "tags", "level", "getReady", "defaults", "blocks",
    ]
    static let timingKeys = ["work", "rest"]
    static let blockKeys = [
        "title", "format", "rounds", "restAfter", "work", "rest", "reps", "every", "cap", "start", "step", "exercises",
        "blocks",
    ]
    static let exerciseKeys = ["exercise", "name", "met", "work", "rest", "reps", "sets"]
    static let setKeys = ["order", "work", "rest", "reps"]

    static let day = 24 * 3600
    static let workRange = 1...day
    static let restRange = 0...day
    static let roundsRange = 1...1000
    static let repsRange = 1...100_000
    static let orderRange = 1...100_000
    static let maximumMET = 30.0
    /// Death-by's reps added each period: 0 (the same every period) and up.
    static let stepRange = 0...1000

    /// Positions of the parts of a program, by the indices the compiler reports.
    ///
    /// Blocks are keyed by their path: the top-level index, then each inner block's index.
    struct Marks {
        var blocks: [[Int]: Node] = [:]
        /// Per block, per exercise.
        var exercises: [[Int]: [Node]] = [:]
        /// Per block, per exercise, the set nodes in ascending `order` (the compiler's order).
        var sets: [[Int]: [[Node]]] = [:]
    }

    var reader: NodeReader
    let catalog: ExerciseCatalog
    private(set) var marks = Marks()
    /// The id, as soon as it is known: a broken program is still listed under it.
    private(set) var id: String?
    /// Where the `id:` key is, for "this id is already used" diagnostics.
    private(set) var idPosition: SourcePosition?

    init(file: String, catalog: ExerciseCatalog, budget: Int) {
        reader = NodeReader(file: file, budget: budget)
        self.catalog = catalog
    }

    /// Reads the whole program; `nil` when anything was wrong (see `reader.diagnostics`).
    mutating func read(_ root: Node, defaultID: String) throws(NodeReader.Exhausted) -> Program? {
        guard let entries = try reader.mapping(root, allowed: Self.rootKeys, name: "program") else { return nil }
        if let version = entries["version"]?.value, let text = try reader.scalar(version, key: "version"),
            text.trimmingWhitespace() != "1"
        {
            reader.report(version, .validateVersion, ["value": .quoted(text)])
        }
        if let key = entries["id"]?.key, let mark = key.mark {
            idPosition = SourcePosition(line: mark.line, column: mark.column)
        }
        let id = try readID(entries["id"]?.value, defaultID: defaultID, root: root)
        self.id = id
        let title = try reader.require("title", in: entries, of: root).map { node throws(NodeReader.Exhausted) in
            try reader.localized(node, key: "title")
        }
        let description = try entries["description"].map { entry throws(NodeReader.Exhausted) in
            try reader.localized(entry.value, key: "description")
        }
        let author = try entries["author"].map { entry throws(NodeReader.Exhausted) in
            try reader.text(entry.value, key: "author")
        }
        var tags: [String] = []
        if let node = entries["tags"]?.value, let items = try reader.list(node, key: "tags", nonEmpty: false) {
            for item in items {
                if let tag = try reader.text(item, key: "tags", entry: true) { tags.append(tag) }
            }
        }
        var level: Program.Level?
        if let node = entries["level"]?.value, let text = try reader.scalar(node, key: "level") {
            level = Program.Level(rawValue: text)
            if level == nil {
                reader.report(node, .validateLevel, ["value": .quoted(text)])
            }
        }
        var getReady = 10
        if let node = entries["getReady"]?.value {
            getReady = try reader.duration(node, key: "getReady", range: Self.restRange) ?? getReady
        }
        var defaults = Timing()
        if let node = entries["defaults"]?.value,
            let timing = try reader.mapping(node, allowed: Self.timingKeys, name: "defaults")
        {
            defaults = try readTiming(timing)
        }
        defaultsWork = defaults.work
        var blocks: [Program.Block] = []
        if let node = reader.require("blocks", in: entries, of: root),
            let items = try reader.list(node, key: "blocks", nonEmpty: true)
        {
            for (index, item) in items.enumerated() {
                if let block = try readBlock(item, path: [index], above: Inherited()) { blocks.append(block) }
            }
        }
        guard reader.diagnostics.isEmpty, let id, let title = title ?? nil else { return nil }
        return Program(
            id: id, title: title, description: description ?? nil, author: author ?? nil, tags: tags, level: level,
            getReady: getReady, defaults: defaults, blocks: blocks)
    }

    private mutating func readID(_ node: Node?, defaultID: String, root: Node) throws(NodeReader.Exhausted) -> String? {
        guard let node else {
            if Self.isValidID(defaultID) { return defaultID }
            reader.report(root, .validateIdFromFile, ["value": .quoted(defaultID)])
            return nil
        }
        guard let text = try reader.scalar(node, key: "id") else { return nil }
        guard Self.isValidID(text) else {
            reader.report(node, .validateId, ["value": .quoted(text)])
            return nil
        }
        return text
    }

    /// `[a-z0-9-]+`, at most 64 characters.
    static func isValidID(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 64
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Reads `work` and `rest`. A bad value is reported and then stands in as the smallest
    /// valid one, so "this set has no work" does not follow as a second, misleading error.
    private mutating func readTiming(_ entries: NodeReader.Entries) throws(NodeReader.Exhausted) -> Timing {
        var timing = Timing()
        if let node = entries["work"]?.value {
            timing.work = try reader.duration(node, key: "work", range: Self.workRange) ?? Self.workRange.lowerBound
        }
        if let node = entries["rest"]?.value {
            timing.rest = try reader.duration(node, key: "rest", range: Self.restRange) ?? Self.restRange.lowerBound
        }
        return timing
    }

    /// What the levels above an exercise give it: `work` or `reps` (so it may say neither),
    /// and `reps` in particular, which the scored formats count.
    struct Inherited {
        var gives = false
        var reps = false
    }

    /// Where an exercise sits: its block's path, node and format, and what the levels give.
    struct ExercisePlace {
        var path: [Int]
        var blockNode: Node
        var format: Program.Format
        var above: Inherited
    }

    /// A value or a list of values, one per round (a ladder).
    private enum Amount {
        case one(Int)
        case list([Int])
    }

    private mutating func readBlock(
        _ node: Node, path: [Int], above: Inherited
    ) throws(NodeReader.Exhausted) -> Program.Block? {
        marks.blocks[path] = node
        marks.exercises[path] = []
        marks.sets[path] = []
        guard let entries = try reader.mapping(node, allowed: Self.blockKeys, name: "blocks", entry: true) else {
            return nil
        }
        var block = Program.Block(exercises: [])
        block.title =
            try entries["title"].map { entry throws(NodeReader.Exhausted) in
                try reader.localized(entry.value, key: "title")
            } ?? nil
        if let value = entries["format"]?.value {
            block.format = try readFormat(value) ?? .intervals
        }
        if let value = entries["restAfter"]?.value {
            block.restAfter = try reader.duration(value, key: "restAfter", range: Self.restRange)
        }
        if let value = entries["every"]?.value {
            block.every = try reader.duration(value, key: "every", range: Self.workRange)
        }
        if let value = entries["cap"]?.value {
            block.cap = try reader.duration(value, key: "cap", range: Self.workRange)
        }
        if let value = entries["start"]?.value {
            block.start = try reader.integer(value, key: "start", range: Self.repsRange)
        }
        if let value = entries["step"]?.value {
            block.step = try reader.integer(value, key: "step", range: Self.stepRange)
        }
        try readAmounts(entries, into: &block)
        try readRounds(entries, into: &block)
        let level = block.amounts(round: 1)
        let gives = Inherited(
            gives: above.gives || level.work != nil || level.reps != nil, reps: above.reps || level.reps != nil)
        if entries["blocks"] != nil, entries["exercises"] != nil {
            reader.report(node, .validateBlocksAndExercises)
        }
        if let blocks = entries["blocks"] {
            checkGroupKeys(entries)
            block.blocks = try readInnerBlocks(blocks.value, path: path, above: gives)
            return block
        }
        checkFormatKeys(entries, block: block, node: node)
        if let value = reader.require("exercises", in: entries, of: node),
            let items = try reader.list(value, key: "exercises", nonEmpty: true)
        {
            let place = ExercisePlace(path: path, blockNode: node, format: block.format, above: gives)
            for item in items {
                if let entry = try readExercise(item, place: place) { block.exercises.append(entry) }
            }
        }
        return block
    }

    /// The blocks a block holds, one level deeper; a fifth level is refused unread.
    private mutating func readInnerBlocks(
        _ node: Node, path: [Int], above: Inherited
    ) throws(NodeReader.Exhausted) -> [Program.Block] {
        guard let items = try reader.list(node, key: "blocks", nonEmpty: true) else { return [] }
        guard path.count < Program.maximumNesting else {
            reader.report(
                items.first ?? node, .validateNesting,
                ["limit": .int(Program.maximumNesting), "level": .int(path.count + 1)])
            return []
        }
        var blocks: [Program.Block] = []
        for (index, item) in items.enumerated() {
            if let inner = try readBlock(item, path: path + [index], above: above) { blocks.append(inner) }
        }
        return blocks
    }

    private mutating func readFormat(_ node: Node) throws(NodeReader.Exhausted) -> Program.Format? {
        guard let text = try reader.scalar(node, key: "format") else { return nil }
        if let format = Program.Format(rawValue: text.trimmingWhitespace()) { return format }
        let names = Program.Format.allCases.map(\.rawValue)
        if let suggestion = Suggestion.closest(to: text, among: names) {
            reader.report(node, .validateFormatSuggest, ["value": .quoted(text), "suggestion": .text(suggestion)])
        } else {
            reader.report(node, .validateFormat, ["value": .quoted(text)])
        }
        return nil
    }

    /// A block's `work`, `rest` and `reps`: one value, or a list of one per round.
    private mutating func readAmounts(
        _ entries: NodeReader.Entries, into block: inout Program.Block
    ) throws(NodeReader.Exhausted) {
        let keys: [(String, ClosedRange<Int>, Bool)] = [
            ("work", Self.workRange, true), ("rest", Self.restRange, true), ("reps", Self.repsRange, false),
        ]
        for (key, range, isDuration) in keys {
            guard let node = entries[key]?.value else { continue }
            // A bad value stands in as the smallest valid one, as in exercises.
            let amount = try readAmount(node, key: key, range: range, isDuration: isDuration) ?? .one(range.lowerBound)
            switch (key, amount) {
            case ("work", .one(let value)): block.timing.work = value
            case ("work", .list(let values)): block.ladder.work = values
            case ("rest", .one(let value)): block.timing.rest = value
            case ("rest", .list(let values)): block.ladder.rest = values
            case (_, .one(let value)): block.reps = value
            case (_, .list(let values)): block.ladder.reps = values
            }
        }
        if entries["work"] != nil, let reps = entries["reps"] {
            reader.report(reps.key, .validateWorkAndReps)
        }
    }

    private mutating func readAmount(
        _ node: Node, key: String, range: ClosedRange<Int>, isDuration: Bool
    ) throws(NodeReader.Exhausted) -> Amount? {
        guard case .sequence = node else {
            let value =
                isDuration
                ? try reader.duration(node, key: key, range: range) : try reader.integer(node, key: key, range: range)
            return value.map(Amount.one)
        }
        guard let items = try reader.list(node, key: key, nonEmpty: true), !items.isEmpty else { return nil }
        // Refused before reading a value: a list longer than any block's rounds is a mistake.
        guard items.count <= Self.roundsRange.upperBound else {
            reader.report(
                node, .validateLadderLong,
                ["key": .text(key), "count": .int(items.count), "max": .int(Self.roundsRange.upperBound)])
            return nil
        }
        var values: [Int] = []
        for item in items {
            let value =
                isDuration
                ? try reader.duration(item, key: key, range: range) : try reader.integer(item, key: key, range: range)
            values.append(value ?? range.lowerBound)
        }
        return .list(values)
    }

    /// `rounds`, else the length of the block's lists, else the format's default; a list of
    /// another length than `rounds` or than another list is reported.
    private mutating func readRounds(
        _ entries: NodeReader.Entries, into block: inout Program.Block
    ) throws(NodeReader.Exhausted) {
        let ladders = [("reps", block.ladder.reps), ("work", block.ladder.work), ("rest", block.ladder.rest)]
            .filter { !$0.1.isEmpty }
        if let first = ladders.first {
            for other in ladders.dropFirst() where other.1.count != first.1.count {
                if let node = entries[other.0]?.value {
                    reader.report(
                        node, .validateLadderLengths,
                        [
                            "key": .text(other.0), "count": .int(other.1.count), "other": .text(first.0),
                            "otherCount": .int(first.1.count),
                        ])
                }
            }
        }
        guard let value = entries["rounds"]?.value else {
            block.rounds = ladders.first?.1.count ?? block.format.defaultRounds
            return
        }
        let rounds = try reader.integer(value, key: "rounds", range: Self.roundsRange)
        block.rounds = rounds ?? 1
        if let rounds, let first = ladders.first, first.1.count != rounds {
            reader.report(
                value, .validateLadderRounds,
                ["rounds": .int(rounds), "count": .int(first.1.count), "key": .text(first.0)])
        }
    }

    /// The keys a block of inner blocks cannot take: a format and what belongs to one.
    private mutating func checkGroupKeys(_ entries: NodeReader.Entries) {
        for key in ["format", "every", "cap", "start", "step"] {
            guard let entry = entries[key] else { continue }
            if key == "format", entry.value.scalar?.string.trimmingWhitespace() == Program.Format.intervals.rawValue {
                continue
            }
            reader.report(entry.key, .validateFormatGroup, ["key": .text(key)])
        }
    }

    /// Keys that do not belong to the block's format, and an amrap's missing `cap`.
    private mutating func checkFormatKeys(_ entries: NodeReader.Entries, block: Program.Block, node: Node) {
        let format = block.format
        let name = StringArgument.text(format.rawValue)
        if let entry = entries["every"], format != .emom, format != .deathBy {
            reader.report(entry.key, .validateFormatEvery, ["format": name])
        }
        if let entry = entries["cap"], format != .amrap, format != .forTime {
            reader.report(entry.key, .validateFormatCap, ["format": name])
        }
        for key in ["start", "step"] where format != .deathBy {
            if let entry = entries[key] { reader.report(entry.key, .validateFormatDeathBy, ["key": .text(key)]) }
        }
        if format.isScored {
            for key in ["work", "rest"] {
                if let entry = entries[key] {
                    reader.report(entry.key, .validateFormatCounted, ["format": name, "key": .text(key)])
                }
            }
        }
        switch format {
        case .amrap:
            if let entry = entries["rounds"] { reader.report(entry.key, .validateFormatAmrapRounds) }
            if entries["reps"]?.value.sequence != nil, let entry = entries["reps"] {
                reader.report(entry.value, .validateFormatAmrapLadder, ["key": .text("reps")])
            }
            if entries["cap"] == nil, !reader.wasSuggested("cap", in: node) {
                reader.report(entries["format"]?.value ?? node, .validateFormatCapMissing)
            }
        case .deathBy:
            if let entry = entries["reps"] { reader.report(entry.key, .validateFormatDeathByReps) }
        case .tabata:
            if let entry = entries["reps"] { reader.report(entry.key, .validateFormatTimed) }
        case .intervals, .emom, .forTime:
            break
        }
    }

    private mutating func readExercise(
        _ node: Node, place: ExercisePlace
    ) throws(NodeReader.Exhausted) -> Program.ExerciseEntry? {
        marks.exercises[place.path, default: []].append(node)
        marks.sets[place.path, default: []].append([])
        guard var entries = try reader.mapping(node, allowed: Self.exerciseKeys, name: "exercises", entry: true)
        else {
            return nil
        }
        // A list is reported once; "no reps" or "no work" after it would only repeat that.
        var listed = false
        for key in ["work", "rest", "reps"] where entries[key]?.value.sequence != nil {
            if let entry = entries[key] { reader.report(entry.value, .validateLadderExercise, ["key": .text(key)]) }
            entries[key] = nil
            listed = true
        }
        var entry = Program.ExerciseEntry()
        entry.name =
            try entries["name"].map { item throws(NodeReader.Exhausted) in
                try reader.localized(item.value, key: "name")
            } ?? nil
        if let value = entries["met"]?.value {
            entry.met = try reader.positiveNumber(value, key: "met", maximum: Self.maximumMET)
        }
        entry.key = try readExerciseKey(entries, node: node)
        if entry.key == nil, entries["name"] != nil, entries["met"] == nil {
            reader.report(node, .validateMissingMET)
        }
        entry.timing = try readTiming(entries)
        if let value = entries["reps"]?.value {
            entry.reps = try reader.integer(value, key: "reps", range: Self.repsRange) ?? Self.repsRange.lowerBound
        }
        if let value = entries["sets"]?.value, let items = try reader.list(value, key: "sets", nonEmpty: true) {
            entry.sets = try readSets(items, path: place.path)
        }
        if entries["work"] != nil, entries["reps"] != nil, let reps = entries["reps"] {
            reader.report(reps.key, .validateWorkAndReps)
        }
        if place.format.isScored || place.format == .tabata {
            if !listed { checkFormatExercise(entry, entries: entries, node: node, place: place) }
            return entry
        }
        // Sets that were given but could not be read have their own reports.
        if listed || (entry.sets.isEmpty && entries["sets"] != nil) { return entry }
        checkWorkOrReps(entry, node: node, place: place)
        return entry
    }

    /// The catalog key of an exercise; an unknown one is reported unless the exercise names itself.
    private mutating func readExerciseKey(
        _ entries: NodeReader.Entries, node: Node
    ) throws(NodeReader.Exhausted) -> String? {
        guard let value = entries["exercise"]?.value else {
            if entries["name"] == nil { reader.report(node, .validateMissingExercise) }
            return nil
        }
        guard let key = try reader.scalar(value, key: "exercise") else { return nil }
        if catalog[key] != nil { return key }
        if entries["name"] == nil {
            if let suggestion = Suggestion.closest(to: key, among: catalog.keys) {
                reader.report(
                    value, .validateUnknownExerciseSuggest, ["key": .quoted(key), "suggestion": .text(suggestion)])
            } else {
                reader.report(value, .validateUnknownExercise, ["key": .quoted(key)])
            }
        }
        return nil
    }

    /// An exercise of a scored block is counted: reps from itself or a level above (death-by
    /// counts them itself), no time of its own. A tabata exercise is timed.
    private mutating func checkFormatExercise(
        _ entry: Program.ExerciseEntry, entries: NodeReader.Entries, node: Node, place: ExercisePlace
    ) {
        let name = StringArgument.text(place.format.rawValue)
        switch place.format {
        case .tabata:
            if let reps = entries["reps"] { reader.report(reps.key, .validateFormatTimed) }
            return
        case .deathBy:
            if let reps = entries["reps"] { reader.report(reps.key, .validateFormatDeathByReps) }
        case .emom, .amrap, .forTime:
            if entry.reps == nil, !place.above.reps, !reader.wasSuggested("reps", in: node) {
                reader.report(node, .validateFormatRepsMissing, ["format": name])
            }
        case .intervals:
            return
        }
        for key in ["work", "rest", "sets"] {
            if let found = entries[key] {
                reader.report(found.key, .validateFormatCounted, ["format": name, "key": .text(key)])
            }
        }
    }

    /// The sets of one exercise; a repeated `order` is reported and its set left out. Their
    /// nodes are marked in `order` order, the order they run in.
    private mutating func readSets(_ items: [Node], path: [Int]) throws(NodeReader.Exhausted) -> [Program.SetSpec] {
        var seen: Set<Int> = []
        var sets: [Program.SetSpec] = []
        var ordered: [(order: Int, node: Node)] = []
        for item in items {
            guard let set = try readSet(item) else { continue }
            if let orderNode = setOrderNode(item), !seen.insert(set.order).inserted {
                reader.report(orderNode, .validateOrderDuplicate, ["order": .int(set.order)])
                continue
            }
            sets.append(set)
            ordered.append((set.order, item))
        }
        let sorted = ordered.sorted { $0.order < $1.order }.map(\.node)
        if var sets = marks.sets[path], !sets.isEmpty {
            sets[sets.count - 1] = sorted
            marks.sets[path] = sets
        }
        return sets
    }

    private func setOrderNode(_ node: Node) -> Node? {
        node.mapping?.first { $0.key.scalar?.string == "order" }?.value
    }

    private mutating func readSet(_ node: Node) throws(NodeReader.Exhausted) -> Program.SetSpec? {
        guard let entries = try reader.mapping(node, allowed: Self.setKeys, name: "sets", entry: true) else {
            return nil
        }
        let timing = try readTiming(entries)
        if entries["work"] != nil, let repsEntry = entries["reps"] {
            reader.report(repsEntry.key, .validateWorkAndReps)
        }
        var reps: Int?
        if let value = entries["reps"]?.value {
            reps = try reader.integer(value, key: "reps", range: Self.repsRange) ?? Self.repsRange.lowerBound
        }
        guard let orderNode = reader.require("order", in: entries, of: node),
            let order = try reader.integer(orderNode, key: "order", range: Self.orderRange)
        else { return nil }
        return Program.SetSpec(order: order, timing: timing, reps: reps)
    }

    /// Rule 2: every set needs `work` or `reps` from itself or a level above; report each that has neither.
    ///
    /// A key already reported as a misspelling of `work`, `reps` or `sets` at any of those
    /// levels stands in for the missing one: "no work" would only repeat that report.
    private mutating func checkWorkOrReps(_ entry: Program.ExerciseEntry, node: Node, place: ExercisePlace) {
        let misspelt = ["work", "reps", "sets"].contains { key in
            reader.wasSuggested(key, in: node) || reader.wasSuggested(key, in: place.blockNode)
        }
        let inherited = entry.timing.work != nil || entry.reps != nil || place.above.gives || misspelt
        if entry.sets.isEmpty {
            if !inherited && !hasDefaultWork { reader.report(node, .validateMissingWork) }
            return
        }
        let setNodes = marks.sets[place.path]?.last ?? []
        for (set, setNode) in zip(entry.sets.sorted { $0.order < $1.order }, setNodes)
        where set.timing.work == nil && set.reps == nil && !inherited && !hasDefaultWork
            && !reader.wasSuggested("work", in: setNode) && !reader.wasSuggested("reps", in: setNode)
        {
            reader.report(setNode, .validateMissingWork)
        }
    }

    /// The program's default work, read before the blocks.
    private var defaultsWork: Int?
    private var hasDefaultWork: Bool { defaultsWork != nil }
}
