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
    static let blockKeys = ["title", "rounds", "restAfter", "work", "rest", "exercises"]
    static let exerciseKeys = ["exercise", "name", "met", "work", "rest", "reps", "sets"]
    static let setKeys = ["order", "work", "rest", "reps"]

    static let day = 24 * 3600
    static let workRange = 1...day
    static let restRange = 0...day
    static let roundsRange = 1...1000
    static let repsRange = 1...100_000
    static let orderRange = 1...100_000
    static let maximumMET = 30.0

    /// Positions of the parts of a program, by the indices the compiler reports.
    struct Marks {
        var blocks: [Node] = []
        /// Per block, per exercise.
        var exercises: [[Node]] = []
        /// Per block, per exercise, the set nodes in ascending `order` (the compiler's order).
        var sets: [[[Node]]] = []
    }

    var reader: NodeReader
    let catalog: ExerciseCatalog
    private(set) var marks = Marks()
    /// The id, as soon as it is known: a broken program is still listed under it.
    private(set) var id: String?
    /// Where the `id:` key is, for "this id is already used" diagnostics.
    private(set) var idPosition: ProgramLoader.Position?

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
            idPosition = ProgramLoader.Position(line: mark.line, column: mark.column)
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
            for item in items {
                if let block = try readBlock(item) { blocks.append(block) }
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

    private mutating func readBlock(_ node: Node) throws(NodeReader.Exhausted) -> Program.Block? {
        marks.blocks.append(node)
        marks.exercises.append([])
        marks.sets.append([])
        guard let entries = try reader.mapping(node, allowed: Self.blockKeys, name: "blocks", entry: true) else {
            return nil
        }
        var block = Program.Block(exercises: [])
        block.title =
            try entries["title"].map { entry throws(NodeReader.Exhausted) in
                try reader.localized(entry.value, key: "title")
            } ?? nil
        if let value = entries["rounds"]?.value {
            block.rounds = try reader.integer(value, key: "rounds", range: Self.roundsRange) ?? 1
        }
        if let value = entries["restAfter"]?.value {
            block.restAfter = try reader.duration(value, key: "restAfter", range: Self.restRange)
        }
        block.timing = try readTiming(entries)
        if let value = reader.require("exercises", in: entries, of: node),
            let items = try reader.list(value, key: "exercises", nonEmpty: true)
        {
            for item in items {
                if let entry = try readExercise(item, block: block) { block.exercises.append(entry) }
            }
        }
        return block
    }

    private mutating func readExercise(
        _ node: Node, block: Program.Block
    ) throws(NodeReader.Exhausted) -> Program.ExerciseEntry? {
        let blockIndex = marks.blocks.count - 1
        marks.exercises[blockIndex].append(node)
        marks.sets[blockIndex].append([])
        guard let entries = try reader.mapping(node, allowed: Self.exerciseKeys, name: "exercises", entry: true) else {
            return nil
        }
        var entry = Program.ExerciseEntry()
        entry.name =
            try entries["name"].map { item throws(NodeReader.Exhausted) in
                try reader.localized(item.value, key: "name")
            } ?? nil
        if let value = entries["met"]?.value {
            entry.met = try reader.positiveNumber(value, key: "met", maximum: Self.maximumMET)
        }
        if let value = entries["exercise"]?.value, let key = try reader.scalar(value, key: "exercise") {
            if catalog[key] != nil {
                entry.key = key
            } else if entries["name"] == nil {
                if let suggestion = Suggestion.closest(to: key, among: catalog.keys) {
                    reader.report(
                        value, .validateUnknownExerciseSuggest,
                        ["key": .quoted(key), "suggestion": .text(suggestion)])
                } else {
                    reader.report(value, .validateUnknownExercise, ["key": .quoted(key)])
                }
            }
        } else if entries["exercise"] == nil && entries["name"] == nil {
            reader.report(node, .validateMissingExercise)
        }
        if entry.key == nil, entries["name"] != nil, entries["met"] == nil {
            reader.report(node, .validateMissingMET)
        }
        entry.timing = try readTiming(entries)
        if let value = entries["reps"]?.value {
            entry.reps = try reader.integer(value, key: "reps", range: Self.repsRange) ?? Self.repsRange.lowerBound
        }
        if let value = entries["sets"]?.value, let items = try reader.list(value, key: "sets", nonEmpty: true) {
            entry.sets = try readSets(items, blockIndex: blockIndex)
        }
        if entries["work"] != nil, entries["reps"] != nil, let reps = entries["reps"] {
            reader.report(reps.key, .validateWorkAndReps)
        }
        // Sets that were given but could not be read have their own reports.
        if entry.sets.isEmpty, entries["sets"] != nil { return entry }
        checkWorkOrReps(entry, node: node, block: block)
        return entry
    }

    /// The sets of one exercise; a repeated `order` is reported and its set left out. Their
    /// nodes are marked in `order` order, the order they run in.
    private mutating func readSets(_ items: [Node], blockIndex: Int) throws(NodeReader.Exhausted) -> [Program.SetSpec] {
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
        marks.sets[blockIndex][marks.sets[blockIndex].count - 1] = ordered.sorted { $0.order < $1.order }.map(\.node)
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
    private mutating func checkWorkOrReps(_ entry: Program.ExerciseEntry, node: Node, block: Program.Block) {
        let blockNode = marks.blocks.last ?? node
        let misspelt = ["work", "reps", "sets"].contains { key in
            reader.wasSuggested(key, in: node) || reader.wasSuggested(key, in: blockNode)
        }
        let inherited = entry.timing.work != nil || entry.reps != nil || block.timing.work != nil || misspelt
        if entry.sets.isEmpty {
            if !inherited && !hasDefaultWork { reader.report(node, .validateMissingWork) }
            return
        }
        let blockIndex = marks.blocks.count - 1
        let setNodes = marks.sets[blockIndex].last ?? []
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
