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
    /// The `order` numbers of sets written out of order in the file; the sets still run in order.
    case setOrder

    /// "titles", "set order", … in the language of `strings`, for the warning.
    public func name(_ strings: Strings) -> String { strings(StringKey(.convertLoss, rawValue)) }

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
        return losses
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
    /// Custom names are written in `language`, in quotes, with their MET (`@3.8`).
    public static func print(_ program: Program, language: String = "en") -> Printed {
        var items = ["ready " + duration(program.getReady)]
        var losses = Set(ConversionLoss.oneLanguage(program, keepsTitle: false))
        for block in program.blocks where !block.exercises.isEmpty {
            let group = StepList.group(of: block, in: program)
            let steps = group.steps.map { step(text: $0, language: language) }
            let unnamedSingle = steps.count == 1 && group.steps[0].exercise.key == nil && isUnnamed(group.steps[0])
            switch (group.rounds, steps.count) {
            case (1, 1): items.append(steps[0])
            case (1, _): items.append("(" + steps.joined(separator: ", ") + ")")
            case (let rounds, _) where unnamedSingle: items.append("\(rounds)x" + steps[0])
            case (let rounds, _): items.append("\(rounds)x(" + steps.joined(separator: ", ") + ")")
            }
            if let restAfter = group.restAfter {
                items.append("rest " + duration(restAfter))
            }
        }
        let text = items.joined(separator: ", ")
        // A line's own program has the line as its title (perhaps without the default
        // `ready`, spaced differently): nothing is lost then.
        let squeezed = { (line: String) in String(line.lowercased().filter { !$0.isWhitespace }) }
        var lines = [squeezed(text)]
        if program.getReady == defaultGetReady { lines.append(squeezed(items.dropFirst().joined(separator: ","))) }
        if program.title.values.count > 1 || !lines.contains(squeezed(program.title.resolved(for: language))) {
            losses.insert(.title)
        }
        return Printed(text: text, losses: ConversionLoss.allCases.filter { losses.contains($0) })
    }

    /// `20s burpees / 10s`, `12 reps push-ups / 60s`, `30s "Triceps dips" @3.8 / 10s`, `20/10`.
    private static func step(text step: StepList.Step, language: String) -> String {
        var parts: [String] = []
        let amount = step.reps.map { "\($0) reps" } ?? duration(step.work ?? 0)
        if isUnnamed(step) {
            parts.append(step.reps == nil && step.rest > 0 ? String(step.work ?? 0) : amount)
        } else {
            parts.append(amount)
            if let key = step.exercise.key {
                parts.append(key)
            } else if let name = step.exercise.name {
                let written = name.resolved(for: language).replacingOccurrences(of: "\"", with: "'")
                parts.append("\"" + written + "\"")
            }
            if let met = step.exercise.met, step.exercise.key != nil || met != StepList.moderateMET {
                parts.append("@" + metText(met))
            }
        }
        var text = parts.joined(separator: " ")
        if step.rest > 0 {
            text += isUnnamed(step) && step.reps == nil ? "/" + String(step.rest) : " / " + duration(step.rest)
        }
        return text
    }

    /// A step of unnamed work at the default MET: written as bare numbers, `20/10`.
    private static func isUnnamed(_ step: StepList.Step) -> Bool {
        step.exercise.key == nil && step.exercise.name == StepList.unnamedWork
            && step.exercise.met == StepList.moderateMET
    }

    /// `20s`, `90s`, `2m`: seconds below two minutes, whole minutes above.
    static func duration(_ seconds: Int) -> String {
        seconds >= 120 && seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds)s"
    }

    private static func metText(_ met: Double) -> String {
        met.rounded() == met ? String(Int(met)) : String(met)
    }
}
