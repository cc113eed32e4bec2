/// The whiteboard formats as a line writes them, each task with its quantity and load:
/// `emom 10: 5 pull-ups + 10 push-ups`, `for time: 21-15-9 thrusters 95/65lb, pull-ups`,
/// `amrap 12: 3-6-9-… thrusters, 200m run`, `death by burpees +2 every 30s x8`.
extension TextForm {
    /// A format block; `levels` are what the blocks above give (their first round's, then the
    /// program's defaults).
    static func formatText(
        _ block: Program.Block, levels: [Program.Amounts], language: String, catalog: ExerciseCatalog? = nil
    ) -> String {
        let inherited = block.reps ?? levels.lazy.compactMap(\.reps).first
        let cap = { (seconds: Int) in seconds % 60 == 0 ? String(seconds / 60) : duration(seconds) }
        switch block.format {
        case .emom:
            let period = block.period
            let head =
                period == Program.Format.defaultPeriod
                ? "emom \(block.rounds)"
                : period % 60 == 0 && period / 60 <= 60
                    ? "e\(period / 60)mom \(block.rounds)" : "every \(duration(period)) x\(block.rounds)"
            return head + ": " + tasks(block, lead: inherited.map(String.init), language: language, catalog: catalog)
        case .amrap:
            let lead = block.climb.map(climbText) ?? inherited.map(String.init)
            return "amrap \(cap(block.cap ?? Program.Format.defaultPeriod)): "
                + tasks(block, lead: lead, once: block.climb != nil, language: language, catalog: catalog)
        case .forTime:
            let head = "for time" + (block.cap.map { " cap " + cap($0) } ?? "") + ": "
            let ladder = block.ladder.reps.map(String.init).joined(separator: "-")
            let inherits = block.exercises.contains { $0.quantity == nil && $0.together.isEmpty }
            if !block.ladder.reps.isEmpty, inherits {
                return head + tasks(block, lead: ladder, once: true, language: language, catalog: catalog)
            }
            let list = tasks(block, lead: inherited.map(String.init), language: language, catalog: catalog)
            return head + (block.rounds > 1 ? "\(block.rounds)x(" + list + ")" : list)
        case .deathBy:
            var words = ["death by"]
            if let start = block.start, start != 1 { words.append(String(start)) }
            words.append(block.exercises.first.map { task($0, lead: nil, language: language, catalog: catalog) } ?? "")
            if let step = block.step, step != 1 { words.append("+\(step)") }
            if block.period != Program.Format.defaultPeriod { words.append("every " + duration(block.period)) }
            if block.rounds != Program.Format.deathByRounds { words.append("x\(block.rounds)") }
            return words.joined(separator: " ")
        case .breathing:
            return block.breathing?.text ?? "breathe"
        case .meditation:
            // No line writes a sitting: the printer leaves the block out and says so.
            return ""
        case .tabata, .intervals:
            return "tabata "
                + (block.exercises.first.map { task($0, lead: nil, language: language, catalog: catalog) } ?? "")
        }
    }

    /// The tasks of a block, those without a quantity of their own led by `lead` (the block's
    /// reps; a ladder or climb only before the first of them, which the reader carries on).
    private static func tasks(
        _ block: Program.Block, lead: String?, once: Bool = false, language: String, catalog: ExerciseCatalog?
    ) -> String {
        var pending = lead
        return block.exercises.map { entry in
            let text = task(entry, lead: pending, language: language, catalog: catalog)
            if once, entry.quantity == nil, entry.together.isEmpty { pending = nil }
            return text
        }.joined(separator: ", ")
    }

    /// `5 pull-ups`, `400m run`, `15/12 cal bike`, `1:00 plank`, `max pull-ups`,
    /// `thrusters 95/65lb`, `5 pull-ups + 10 push-ups`, `1 burpee` (with the `catalog`).
    static func task(
        _ entry: Program.ExerciseEntry, lead: String?, language: String, catalog: ExerciseCatalog? = nil
    ) -> String {
        if !entry.together.isEmpty {
            return entry.together.map { task($0, lead: lead, language: language, catalog: catalog) }.joined(
                separator: " + ")
        }
        var words: [String] = []
        if let quantity = entry.quantity {
            words.append(quantityText(quantity))
        } else if let lead {
            words.append(lead)
        }
        // A count of one reads "1 burpee", which the reader takes back as burpees.
        let one = entry.quantity == .reps(1) || (entry.quantity == nil && lead == "1")
        let key = one ? entry.key.flatMap { catalog?.writtenOne(of: $0) } ?? entry.key : entry.key
        words.append(exerciseText(StepList.Exercise(key: key, name: entry.name, met: entry.met), language: language))
        if let load = entry.load { words.append(loadText(load)) }
        if let height = entry.height { words.append(heightText(height)) }
        return words.joined(separator: " ")
    }

    /// `5`, `400m`, `1mi`, `20 cal`, `15/12 cal`, `1:00`, `30s`, `max`.
    static func quantityText(_ quantity: Quantity) -> String {
        switch quantity {
        case .reps(let count): String(count)
        case .distance(let distance): number(distance.value) + distance.unit.rawValue
        case .calories(let calories): calories.values.map(String.init).joined(separator: "/") + " cal"
        case .time(let seconds): seconds < 60 ? "\(seconds)s" : ClockText.format(seconds: seconds)
        case .max: "max"
        }
    }

    /// `3-6-9-…`: a climb's first three rounds and the sign that it goes on.
    private static func climbText(_ climb: Climb) -> String {
        (1...3).map { String(climb.reps(round: $0)) }.joined(separator: "-") + "-…"
    }
}
