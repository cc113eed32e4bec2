import Foundation

/// What a conversion could not carry into the other format; the timeline never depends on it.
public enum ConversionLoss: String, Sendable, Hashable, CaseIterable {
    /// The program's title: a line has no place for it (FIT has, `wkt_name`).
    case title
    /// The title in the languages not written: FIT holds one.
    case titleTranslations
    /// The blocks' titles: neither a line nor a FIT workout has a place for them.
    case blockTitles
    /// Description, author, tags and level.
    case details
    /// Translations of custom exercise names: only one language is written.
    case exerciseNames
    /// Double quotes in a custom exercise name: a line quotes names with them, so it writes single ones.
    case quotes
    /// The `order` numbers of sets written out of order in the file; the sets still run in order.
    case setOrder
    /// The program's scaled version: a line and a FIT workout hold the prescribed one.
    case scaled
    /// Loads and heights: a FIT workout step has no place takt writes them.
    case loads
    /// Movements done together: a FIT workout writes each such task as one step.
    case together
    /// Meditation blocks (`format: meditation`): a line has no form for a sitting.
    case meditation

    /// "titles", "set order", … in the language of `strings`, for the warning.
    public func name(_ strings: Strings) -> String { strings(StringKey(.convertLoss, rawValue)) }

    /// What a FIT workout loses of `program`: what one language loses, and loads and together tasks.
    static func fit(_ program: Program) -> [ConversionLoss] {
        func entries(_ blocks: [Program.Block]) -> [Program.ExerciseEntry] {
            blocks.flatMap { $0.exercises + entries($0.blocks) }
        }
        let all = entries(program.blocks)
        var losses = oneLanguage(program, keepsTitle: true)
        let weighs = { (entry: Program.ExerciseEntry) in entry.load != nil || entry.height != nil }
        if all.contains(where: { weighs($0) || $0.together.contains(where: weighs) }) { losses.append(.loads) }
        if all.contains(where: { !$0.together.isEmpty }) { losses.append(.together) }
        return losses
    }

    /// What a format that writes one language and no titles of blocks loses of `program`.
    ///
    /// `keepsTitle`: the format has a place for the program's title (FIT does, a line not).
    static func oneLanguage(_ program: Program, keepsTitle: Bool) -> [ConversionLoss] {
        var losses: [ConversionLoss] = []
        if keepsTitle && program.title.values.count > 1 {
            losses.append(.titleTranslations)
        }
        if program.blocks.contains(where: { $0.title != nil }) {
            losses.append(.blockTitles)
        }
        if program.description != nil || program.author != nil || !program.tags.isEmpty || program.level != nil {
            losses.append(.details)
        }
        let entries = program.blocks.flatMap(\.exercises)
        // Unnamed work ("Work" in every language) is written as no name and read back as it.
        let translated = entries.filter { $0.name != StepList.unnamedWork && ($0.name?.values.count ?? 0) > 1 }
        if !translated.isEmpty || entries.contains(where: { $0.key != nil && $0.name != nil }) {
            losses.append(.exerciseNames)
        }
        if entries.contains(where: { $0.sets.map(\.order) != $0.sets.map(\.order).sorted() }) {
            losses.append(.setOrder)
        }
        if program.hasScaledVersion {
            losses.append(.scaled)
        }
        return losses
    }
}

extension Program {
    /// The custom exercise names in `language`, of every block and every movement done together.
    fileprivate func customNames(in language: String) -> [String] {
        func entries(_ entries: [ExerciseEntry]) -> [ExerciseEntry] { entries.flatMap { [$0] + $0.together } }
        func names(_ blocks: [Block]) -> [String] {
            blocks.flatMap { block in
                entries(block.exercises).compactMap { $0.key == nil ? $0.name?.resolved(for: language) : nil }
                    + names(block.blocks)
            }
        }
        return names(blocks)
    }

    /// True when a block, at any depth, is a sitting (`format: meditation`).
    fileprivate var hasMeditation: Bool {
        func any(_ blocks: [Block]) -> Bool { blocks.contains { $0.format == .meditation || any($0.blocks) } }
        return any(blocks)
    }
}

extension TextForm {
    /// A program's line and what the line could not hold.
    public struct Printed: Sendable, Hashable {
        public var text: String
        public var losses: [ConversionLoss]
    }

    /// The line for `program`: `ready 10s, 8x(20s burpees / 10s), rest 60s`.
    ///
    /// Custom names are written in `language`, in quotes, with their MET (`@3.8`). Format
    /// blocks are written in parentheses: `ready 10s, (amrap 12: 5 pull-ups, 10 push-ups)`.
    /// With the `catalog`, a count of one is written with its movement's name of one rep
    /// (`1 burpee`), which reads back as the movement.
    public static func print(_ program: Program, language: String = "en", catalog: ExerciseCatalog? = nil) -> Printed {
        var items = ["ready " + duration(program.getReady)]
        var losses = Set(ConversionLoss.oneLanguage(program, keepsTitle: false))
        let defaults = Program.Amounts(work: program.defaults.work, rest: program.defaults.rest)
        for block in program.blocks {
            guard
                let text = blockText(block, levels: [defaults], language: language, catalog: catalog, top: true)
            else { continue }
            items.append(text)
            if let restAfter = block.restAfter {
                items.append("rest " + duration(restAfter))
            }
        }
        let text = items.joined(separator: ", ")
        // A line's own program has the line as its title (perhaps without the default
        // `ready`, spaced differently, or a lone format without its parentheses): nothing is lost then.
        let squeezed = { (line: String) in String(line.lowercased().filter { !$0.isWhitespace }) }
        var lines = [squeezed(text)]
        if program.getReady == defaultGetReady {
            let rest = items.dropFirst().joined(separator: ",")
            lines.append(squeezed(rest))
            if items.count == 2, rest.hasPrefix("("), rest.hasSuffix(")") {
                lines.append(squeezed(String(rest.dropFirst().dropLast())))
            }
        }
        if program.title.values.count > 1 || !lines.contains(squeezed(program.title.resolved(for: language))) {
            losses.insert(.title)
        }
        if program.customNames(in: language).contains(where: { $0.contains("\"") }) {
            losses.insert(.quotes)
        }
        if program.hasMeditation { losses.insert(.meditation) }
        return Printed(text: text, losses: ConversionLoss.allCases.filter { losses.contains($0) })
    }

    /// One block as the line writes it; `nil` for a block with nothing to run.
    ///
    /// `levels`: what the blocks above give (their first round's, then the program's defaults).
    private static func blockText(
        _ block: Program.Block, levels: [Program.Amounts], language: String, catalog: ExerciseCatalog?, top: Bool
    ) -> String? {
        if top, let lift = liftText(block) { return lift }
        if block.format == .breathing { return block.breathing?.text }
        if block.format == .meditation { return nil }
        if block.format.isScored || isCanonicalTabata(block, levels: levels) {
            return "(" + formatText(block, levels: levels, language: language, catalog: catalog) + ")"
        }
        let below = [block.amounts(round: 1)] + levels
        if !block.blocks.isEmpty {
            var parts: [String] = []
            for inner in block.blocks {
                guard let text = blockText(inner, levels: below, language: language, catalog: catalog, top: false)
                else { continue }
                parts.append(text)
                if let restAfter = inner.restAfter { parts.append("rest " + duration(restAfter)) }
            }
            guard !parts.isEmpty else { return nil }
            return (block.rounds == 1 ? "" : "\(block.rounds)x") + "(" + parts.joined(separator: ", ") + ")"
        }
        guard !block.exercises.isEmpty else { return nil }
        let group = steps(of: block, levels: levels)
        let steps = group.steps.map { step(text: $0, language: language) }
        let unnamedSingle = steps.count == 1 && group.steps[0].exercise.key == nil && isUnnamed(group.steps[0])
        switch (group.rounds, steps.count) {
        // An inner block of one round keeps its parentheses, so it is read back as its own block.
        case (1, 1) where top: return steps[0]
        case (1, _): return "(" + steps.joined(separator: ", ") + ")"
        case (let rounds, _) where unnamedSingle: return "\(rounds)x" + steps[0]
        case (let rounds, _): return "\(rounds)x(" + steps.joined(separator: ", ") + ")"
        }
    }

    /// The steps of an intervals block; a ladder (different work or rest per round) is
    /// written out round by round.
    private static func steps(of block: Program.Block, levels: [Program.Amounts]) -> StepList.Group {
        let rounds = block.ladder.isEmpty ? 1 : max(block.rounds, 1)
        var steps: [StepList.Step] = []
        for round in 1...rounds {
            for entry in block.exercises {
                let exercise = StepList.Exercise(key: entry.key, name: entry.name, met: entry.met)
                let sets: [Program.SetSpec?] = entry.sets.isEmpty ? [nil] : entry.sets.sorted { $0.order < $1.order }
                for set in sets {
                    let resolved = TimelineCompiler.resolve(
                        set: set, entry: entry, levels: [block.amounts(round: round)] + levels)
                    var step = StepList.Step(
                        exercise: exercise, work: resolved.seconds, reps: resolved.reps, rest: resolved.rest,
                        load: entry.load, asksMax: entry.quantity == .max)
                    step.height = entry.height
                    steps.append(step)
                }
            }
        }
        return StepList.Group(rounds: block.ladder.isEmpty ? block.rounds : 1, steps: steps)
    }

    /// A tabata block the words `tabata NAME` give back exactly: 8 × 20/10 of one exercise.
    static func isCanonicalTabata(_ block: Program.Block, levels: [Program.Amounts]) -> Bool {
        guard block.format == .tabata, block.rounds == Program.Format.tabataRounds, block.exercises.count == 1,
            block.ladder.isEmpty, block.reps == nil, block.timing == Timing()
        else { return false }
        let entry = block.exercises[0]
        return entry.timing == Timing() && (entry.quantity == nil || entry.quantity == .max) && entry.load == nil
            && entry.sets.isEmpty
            && entry.together.isEmpty
    }

    /// `20s burpees / 10s`, `12 reps push-ups / 60s`, `30s "Triceps dips" @3.8 / 10s`, `20/10`,
    /// `20s max push-ups / 10s`, `5 reps deadlifts 100kg / 2m`.
    private static func step(text step: StepList.Step, language: String) -> String {
        var parts: [String] = []
        let amount = step.reps.map { "\($0) reps" } ?? duration(step.work ?? 0)
        if isUnnamed(step) {
            parts.append(step.reps == nil && step.rest > 0 ? String(step.work ?? 0) : amount)
        } else {
            parts.append(amount)
            if step.asksMax { parts.append("max") }
            parts.append(exerciseText(step.exercise, language: language))
        }
        if let load = step.load { parts.append(loadText(load)) }
        if let height = step.height { parts.append(heightText(height)) }
        var text = parts.joined(separator: " ")
        if step.rest > 0 {
            text += isUnnamed(step) && step.reps == nil ? "/" + String(step.rest) : " / " + duration(step.rest)
        }
        return text
    }

    /// `burpees`, `"Bear crawl" @8`: a catalog key, or a custom name in quotes with its MET.
    static func exerciseText(_ exercise: StepList.Exercise, language: String) -> String {
        var parts: [String] = []
        if let key = exercise.key {
            parts.append(key)
        } else if let name = exercise.name {
            // As a line reads it back: without the whitespace around it, a double quote as a single.
            let written = name.resolved(for: language).trimmingWhitespace().replacingOccurrences(of: "\"", with: "'")
            parts.append("\"" + written + "\"")
        }
        if let met = exercise.met, exercise.key != nil || met != StepList.moderateMET {
            parts.append("@" + metText(met))
        }
        return parts.joined(separator: " ")
    }

    /// A step of unnamed work at the default MET: written as bare numbers, `20/10`.
    private static func isUnnamed(_ step: StepList.Step) -> Bool {
        step.exercise.key == nil && step.exercise.name == StepList.unnamedWork
            && step.exercise.met == StepList.moderateMET && step.load == nil && step.height == nil
            && !step.asksMax
    }

    /// `20s`, `90s`, `2m`: seconds below two minutes, whole minutes above.
    static func duration(_ seconds: Int) -> String {
        seconds >= 120 && seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds)s"
    }

    private static func metText(_ met: Double) -> String {
        number(met)
    }

    /// `95`, `1.5`: a number as a file writes it, without a needless `.0`.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `95/65lb`, `43kg`, `1.5pood`.
    static func loadText(_ load: Load) -> String {
        load.amount.values.map(number).joined(separator: "/") + load.unit.rawValue
    }

    /// `to 24/20in`, `to 10/9ft`: a height, read back after a name or its load.
    static func heightText(_ height: Height) -> String {
        "to " + heightValueText(height)
    }

    /// `24/20in`: a height's value as a program file writes it.
    static func heightValueText(_ height: Height) -> String {
        height.amount.values.map(number).joined(separator: "/") + height.unit.rawValue
    }
}
