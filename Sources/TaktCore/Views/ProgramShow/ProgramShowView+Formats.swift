/// `show` of the blocks section 3 does not cover: scored formats written as a whiteboard
/// does, ladders, and blocks that hold blocks, indented with their rounds.
///
/// These lines read the program (the compiled timeline interleaves the rounds of nested
/// blocks); names and totals come from the timeline, so they still match what runs.
extension ProgramShowView {
    /// What a block's lines need to know beyond the block.
    struct FormatContext {
        var strings: Strings
        var width: Int
        /// Exercise names by catalog key, as the timeline resolved them.
        var names: [String: LocalizedText]
        /// The names of one rep by catalog key ("Burpee").
        var singulars: [String: LocalizedText] = [:]
        /// The levels above the block: enclosing blocks' first rounds, then the defaults.
        var levels: [Program.Amounts]
        /// How tasks are written: the language, the athlete's sex and units.
        var tasks: TaskText
    }

    /// True for a block whose rounds all run alike, which the phase-based lines show.
    static func showsAsPhases(_ block: Program.Block) -> Bool {
        block.blocks.isEmpty && block.ladder.isEmpty && !block.format.isScored && block.format != .breathing
            && block.format != .meditation
    }

    /// The heading and lines of top-level block `index`.
    static func formatBlockLines(
        _ program: Program, index: Int, phases: [Phase], tasks: TaskText, width: Int
    ) -> [String] {
        let strings = tasks.strings
        let block = program.blocks[index]
        var names: [String: LocalizedText] = [:]
        var singulars: [String: LocalizedText] = [:]
        for phase in phases {
            let tasks = phase.tasks + phase.tasks.flatMap(\.parts)
            for activity in [phase.activity].compactMap({ $0 }) + tasks.map(\.activity) {
                if let key = activity.key { names[key] = activity.name }
                if let key = activity.key, let singular = activity.singular { singulars[key] = singular }
            }
        }
        let defaults = Program.Amounts(work: program.defaults.work, rest: program.defaults.rest)
        let context = FormatContext(
            strings: strings, width: width, names: names, singulars: singulars, levels: [defaults], tasks: tasks)
        let title =
            block.title?.resolved(for: strings.language) ?? strings(.showBlockUntitled, ["index": .int(index + 1)])
        let number = "\(index + 1). "
        let indent = String(repeating: " ", count: 2 + number.count)
        var lines = WordWrap.indented(
            heading(block, index: index, title: title, phases: phases, strings: strings), width: width, first: "  ",
            rest: indent)
        lines += bodyLines(block, indent: indent, context: context)
        if let restAfter = phases.first(where: \.isRestAfter), restAfter.block == index,
            block.restAfter == restAfter.seconds, let seconds = restAfter.seconds, phases.last?.isRestAfter == true
        {
            let text = strings(.showRestAfterLine, ["time": .text(ClockText.format(seconds: seconds))])
            lines += WordWrap.indented(text, width: width, first: indent, rest: indent + "  ")
        }
        return lines
    }

    /// Top-level block `index` of a scored format as `show` writes it ("AMRAP 12:00: 12 Squats,
    /// 7 Push-ups"), else `nil`: how a plan's day names its scored blocks.
    public static func whiteboard(of program: Program, block index: Int, timeline: Timeline, strings: Strings)
        -> String?
    {
        let block = program.blocks[index]
        guard block.format.isScored, block.blocks.isEmpty else { return nil }
        var names: [String: LocalizedText] = [:]
        var singulars: [String: LocalizedText] = [:]
        for phase in timeline.phases where phase.block == index {
            for activity in [phase.activity].compactMap({ $0 }) + phase.tasks.map(\.activity) {
                if let key = activity.key { names[key] = activity.name }
                if let key = activity.key, let singular = activity.singular { singulars[key] = singular }
            }
        }
        let defaults = Program.Amounts(work: program.defaults.work, rest: program.defaults.rest)
        return whiteboard(
            block,
            context: FormatContext(
                strings: strings, width: .max, names: names, singulars: singulars, levels: [defaults],
                tasks: TaskText(strings: strings)))
    }

    /// "2. Cindy · 20:00", "3. Block 3 · 3 rounds · 4:30", "4. Block 4 · open".
    private static func heading(
        _ block: Program.Block, index: Int, title: String, phases: [Phase], strings: Strings
    ) -> String {
        let seconds = phases.reduce(0) { $0 + ($1.seconds ?? 0) }
        var time = ClockText.format(seconds: seconds)
        if phases.contains(where: \.isUncappedForTime) {
            time = seconds == 0 ? strings(.showBlockOpen) : time + " + " + strings(.showBlockOpen)
        }
        let rounds: String?
        switch block.format {
        case _ where !block.blocks.isEmpty, .intervals, .tabata:
            rounds = strings(.showBlockRounds, ["count": .int(block.rounds)])
        case .deathBy: rounds = strings(.showBlockAtMost, ["count": .int(block.rounds)])
        case .emom, .amrap, .forTime, .meditation: rounds = nil
        case .breathing:
            rounds = strings(
                .showBlockBreaths, ["count": .int(block.breathing.map { $0.pattern.cycles(for: $0.length) } ?? 0)])
        }
        guard let rounds else {
            return strings(
                .showBlockHeadingFormat, ["index": .int(index + 1), "title": .text(title), "time": .text(time)])
        }
        return strings(
            .showBlockHeading,
            ["index": .int(index + 1), "title": .text(title), "rounds": .text(rounds), "time": .text(time)])
    }

    /// A block's own lines below its heading: inner blocks, a whiteboard line, or its exercises.
    private static func bodyLines(_ block: Program.Block, indent: String, context: FormatContext) -> [String] {
        let strings = context.strings
        var below = context
        below.levels = [block.amounts(round: 1)] + context.levels
        if !block.blocks.isEmpty {
            var lines: [String] = []
            for inner in block.blocks {
                let rounds = strings(.showBlockRounds, ["count": .int(inner.rounds)])
                let head =
                    inner.title.map {
                        strings(
                            .showBlockInner,
                            ["title": .text($0.resolved(for: strings.language)), "rounds": .text(rounds)])
                    } ?? strings(.showBlockInnerUntitled, ["rounds": .text(rounds)])
                let showsRounds = inner.title != nil || (inner.rounds > 1 && !inner.format.isScored)
                let innerIndent = showsRounds ? indent + "  " : indent
                if showsRounds {
                    lines += WordWrap.indented(head, width: context.width, first: indent, rest: indent + "  ")
                }
                lines += bodyLines(inner, indent: innerIndent, context: below)
                if let restAfter = inner.restAfter {
                    let text = strings(.showRestAfterLine, ["time": .text(ClockText.format(seconds: restAfter))])
                    lines += WordWrap.indented(text, width: context.width, first: innerIndent, rest: innerIndent + "  ")
                }
            }
            return lines
        }
        if block.format.isScored || block.format == .breathing || block.format == .meditation {
            return WordWrap.indented(
                whiteboard(block, context: context), width: context.width, first: indent, rest: indent + "  ")
        }
        return block.exercises.flatMap { entry in
            WordWrap.indented(
                exerciseText(entry, block: block, context: context), width: context.width, first: indent,
                rest: indent + "  ")
        }
    }

    /// "AMRAP 12:00: 5 Pull-ups, 10 Push-ups, 15 Squats", "EMOM 10 × 1:00: 10 Burpees / 15 Squats",
    /// "For time, cap 10:00: 21-15-9 Thrusters 95/65 lb, Pull-ups", "Death by Burpees: every 1:00, +1".
    static func whiteboard(_ block: Program.Block, context: FormatContext) -> String {
        let strings = context.strings
        let tasks = taskTexts(block, context: context)
        let clock = { (seconds: Int) in StringArgument.text(ClockText.format(seconds: seconds)) }
        switch block.format {
        case .amrap:
            return strings(
                .showFormatAmrap, ["cap": clock(block.cap ?? 0), "tasks": .text(tasks.joined(separator: ", "))])
        case .emom:
            // A longer period adds the whole length, so "e2mom 8" reads as the 16 minutes it is.
            return strings(
                block.period == Program.Format.defaultPeriod ? .showFormatEmom : .showFormatEmomLonger,
                [
                    "rounds": .int(block.rounds), "every": clock(block.period),
                    "total": clock(block.period * block.rounds), "tasks": .text(tasks.joined(separator: " / ")),
                ])
        case .forTime:
            var text = tasks.joined(separator: ", ")
            if block.rounds > 1, block.ladder.reps.isEmpty {
                text = strings(.showFormatRounds, ["count": .int(block.rounds), "tasks": .text(text)])
            }
            guard let cap = block.cap else { return strings(.showFormatForTime, ["tasks": .text(text)]) }
            return strings(.showFormatForTimeCap, ["cap": clock(cap), "tasks": .text(text)])
        case .deathBy:
            var arguments: [String: StringArgument] = [
                "names": .text(tasks.joined(separator: ", ")), "every": clock(block.period),
                "step": .int(block.step ?? 1),
            ]
            guard let start = block.start, start != 1 else { return strings(.showFormatDeathBy, arguments) }
            arguments["start"] = .int(start)
            return strings(.showFormatDeathByStart, arguments)
        case .breathing:
            return block.breathing.map { BreathText.block($0, strings) } ?? ""
        case .meditation:
            return block.meditation.map { BreathText.sitting($0, strings) } ?? ""
        case .intervals, .tabata:
            return tasks.joined(separator: ", ")
        }
    }

    /// Each task of a scored block as ``TaskText`` writes it. A task without a quantity of its
    /// own is led by its block's reps; a ladder ("21-15-9") or climb ("3-6-9-…") only before
    /// the first such task, as a whiteboard writes it once. Death-by names its movements.
    private static func taskTexts(_ block: Program.Block, context: FormatContext) -> [String] {
        let language = context.strings.language
        var lead: String?
        var once = false
        if block.format == .deathBy {
            lead = nil
        } else if let climb = block.climb {
            lead = (1...3).map { String(climb.reps(round: $0)) }.joined(separator: "-") + "-…"
            once = true
        } else if !block.ladder.reps.isEmpty {
            lead = ladderText(block.ladder.reps)
            once = true
        } else {
            lead = (block.reps ?? context.levels.lazy.compactMap(\.reps).first).map(String.init)
        }
        return block.exercises.map { entry in
            let item = TaskText.Item.entry(
                entry, lead: lead, names: context.names, language: language, singulars: context.singulars)
            if once, entry.quantity == nil, entry.together.isEmpty { lead = nil }
            return context.tasks.text(item)
        }
    }

    private static func ladderText(_ values: [Int]) -> String {
        values.map(String.init).joined(separator: "-")
    }

    private static func name(of entry: Program.ExerciseEntry, context: FormatContext) -> String {
        let name = entry.name ?? entry.key.flatMap { context.names[$0] }
        return name?.resolved(for: context.strings.language) ?? entry.key ?? ""
    }

    /// "Jump rope: 0:20-0:40-1:00 work · 0:15 rest": an exercise of an intervals block, each
    /// value that changes from round to round as a ladder.
    private static func exerciseText(_ entry: Program.ExerciseEntry, block: Program.Block, context: FormatContext)
        -> String
    {
        let strings = context.strings
        let rounds = 1...max(block.rounds, 1)
        let sets: [Program.SetSpec?] = entry.sets.isEmpty ? [nil] : entry.sets.sorted { $0.order < $1.order }
        let details = sets.map { set in
            let resolved = rounds.map { round in
                TimelineCompiler.resolve(
                    set: set, entry: entry, levels: [block.amounts(round: round)] + context.levels)
            }
            let clocks = { (values: [Int]) in
                unique(values).map { ClockText.format(seconds: $0) }.joined(separator: "-")
            }
            var parts: [String] = []
            let works = resolved.compactMap(\.seconds)
            if works.count == resolved.count {
                parts.append(strings(.showPartWork, ["time": .text(clocks(works))]))
            } else {
                let reps = resolved.map { $0.reps ?? 0 }
                parts.append(
                    unique(reps).count == 1
                        ? strings(.showReps, ["count": .int(reps[0])])
                        : strings(.showReps, ["count": .text(ladderText(reps))]))
            }
            let rests = resolved.map(\.rest)
            if rests.contains(where: { $0 > 0 }) {
                parts.append(strings(.showPartRest, ["time": .text(clocks(rests))]))
            }
            return parts.joined(separator: " · ")
        }
        return strings(
            .showExerciseSingle,
            ["name": .text(name(of: entry, context: context)), "details": .text(details.joined(separator: "; "))])
    }

    /// A ladder's values as written, or the one value when every round has the same.
    private static func unique(_ values: [Int]) -> [Int] {
        Set(values).count == 1 ? [values[0]] : values
    }
}
