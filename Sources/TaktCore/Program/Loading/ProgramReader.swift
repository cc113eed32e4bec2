import Yams

/// Walks a program's YAML tree into a ``Program``, reporting every problem on the way.
///
/// It also remembers where each block, exercise and set sits in the file, so a problem the
/// ``TimelineCompiler`` finds later can be pointed at the right line.
struct ProgramReader {
    static let rootKeys = [
        "version", "id", "title", "description", "author", "tags", "level", "getReady", "defaults", "blocks",
        "score",
    ]
    static let timingKeys = ["work", "rest"]
    static let blockKeys = [
        "title", "format", "rounds", "restAfter", "work", "rest", "reps", "every", "cap", "start", "step", "exercises",
        "blocks", "scaled", "pattern", "cycles", "time", "minutes", "reflect", "gongEvery", "words",
    ]
    /// The quantities of a task; it has one of them at most.
    static let quantityKeys = ["reps", "distance", "calories", "time", "max"]
    static let exerciseKeys =
        ["exercise", "name", "met", "work", "rest"] + quantityKeys + ["load", "height", "together", "sets", "scaled"]
        + liftKeys
    /// A movement of a `together` task.
    static let partKeys = ["exercise", "name", "met"] + quantityKeys + ["load", "height", "together", "scaled"]
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
    /// A climbing ladder's reps added each round: it climbs.
    static let climbStepRange = 1...1000

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

    /// Which version of the program a pass reads: as prescribed, or with every `scaled:`
    /// override applied (README, "Writing a program").
    enum Variant {
        case prescribed, scaled
    }

    var reader: NodeReader
    let catalog: ExerciseCatalog
    var marks = Marks()
    /// Where the parts of the scaled version are, when the program declares one.
    private(set) var scaledMarks = Marks()
    var variant = Variant.prescribed
    /// Set by the first pass when any block or exercise carries `scaled:`.
    var declaresScaled = false
    /// The program's default work, read before the blocks.
    var defaultsWork: Int?
    var hasDefaultWork: Bool { defaultsWork != nil }
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
        let blocksNode = reader.require("blocks", in: entries, of: root)
        let blocks = try readBlocks(blocksNode)
        let scaledBlocks = declaresScaled ? try readScaledBlocks(blocksNode) : nil
        let score = try readWorkoutScore(entries["score"]?.value, blocks: blocks)
        guard reader.diagnostics.isEmpty, let id, let title = title ?? nil else { return nil }
        var program = Program(
            id: id, title: title, description: description ?? nil, author: author ?? nil, tags: tags, level: level,
            getReady: getReady, defaults: defaults, blocks: blocks, scaledBlocks: scaledBlocks)
        program.score = score
        return program
    }

    /// The scaled version, read as strictly as the prescribed one, its own values located in
    /// the `scaled:` mappings; a problem both share is reported once.
    private mutating func readScaledBlocks(_ node: Node?) throws(NodeReader.Exhausted) -> [Program.Block] {
        let prescribedMarks = marks
        marks = Marks()
        variant = .scaled
        reader.startPass()
        let blocks = try readBlocks(node)
        scaledMarks = marks
        marks = prescribedMarks
        return blocks
    }

    /// The top-level blocks of the pass's variant.
    private mutating func readBlocks(_ node: Node?) throws(NodeReader.Exhausted) -> [Program.Block] {
        guard let node, let items = try reader.list(node, key: "blocks", nonEmpty: true) else { return [] }
        var blocks: [Program.Block] = []
        for (index, item) in items.enumerated() {
            if let block = try readBlock(item, path: [index], above: Inherited()) { blocks.append(block) }
        }
        return blocks
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
    mutating func readTiming(_ entries: NodeReader.Entries) throws(NodeReader.Exhausted) -> Timing {
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
    /// `reps` in particular, which the scored formats count, and `work`, which a max station needs.
    struct Inherited {
        var gives = false
        var reps = false
        var work = false
    }

    /// Where an exercise sits: its block's path, node and format, what the levels give, and
    /// the period a task's time must fit in.
    struct ExercisePlace {
        var path: [Int]
        var blockNode: Node
        var format: Program.Format
        var above: Inherited
        var period: Int
        /// True for a movement of a `together` task.
        var isPart = false
    }

    /// A value or a list of values, one per round (a ladder), or a climbing ladder.
    enum Amount {
        case one(Int)
        case list([Int])
        case climb(Climb)
    }

    private mutating func readBlock(
        _ original: Node, path: [Int], above: Inherited
    ) throws(NodeReader.Exhausted) -> Program.Block? {
        let node = try applyingScaled(original, overrides: Self.blockScaledKeys, movement: false)
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
        block.format = try readFormat(of: entries)
        guard block.format != .breathing else { return try readBreathing(entries, node: node, into: block) }
        guard block.format != .meditation else { return try readMeditation(entries, node: node, into: block) }
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
            gives: above.gives || level.work != nil || level.reps != nil, reps: above.reps || level.reps != nil,
            work: above.work || level.work != nil)
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
            let place = ExercisePlace(
                path: path, blockNode: node, format: block.format, above: gives, period: block.period)
            for item in items {
                if let entry = try readExercise(item, place: place) { block.exercises.append(entry) }
            }
        }
        checkClimb(block, entries: entries)
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
}
