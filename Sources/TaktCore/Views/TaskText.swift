/// The one place that writes a task as text, in the language of its strings: "5 Pull-ups",
/// "400 m Run", "15/12 cal Bike", "Thrusters 95/65 lb (43.1/29.5 kg)", "5 Pull-ups + 10 Push-ups",
/// "max Pull-ups", "1:00 Plank", "3-6-9-… Thrusters".
///
/// `show`, the live view, the plain lines and the report write tasks through it. A men's/women's
/// prescription is written for the athlete's `sex` (both values when it is unset), and with the
/// `units` setting every load also in that unit.
public struct TaskText: Sendable {
    public var strings: Strings
    public var sex: BodyProfile.Sex?
    /// The unit the athlete reads loads in (`set units kg|lb`); `nil` writes loads as prescribed.
    public var units: Load.Unit?

    public init(strings: Strings, sex: BodyProfile.Sex? = nil, units: Load.Unit? = nil) {
        self.strings = strings
        self.sex = sex
        self.units = units
    }

    /// A task as text is made of: a movement's name, how much (or a lead such as a ladder's
    /// "21-15-9"), its load, or several movements together.
    public struct Item: Sendable, Hashable {
        public var name: String
        /// The name of one rep ("Burpee"), written after a count of 1; `nil` where it is `name`.
        public var singular: String?
        public var quantity: Quantity?
        /// Written where a quantity goes when the task has none of its own: "21-15-9", "3-6-9-…".
        public var lead: String?
        public var load: Load?
        /// A box's or a target's height, written after the load.
        public var height: Height?
        public var parts: [Item]

        public init(
            name: String, quantity: Quantity? = nil, lead: String? = nil, load: Load? = nil, parts: [Item] = [],
            singular: String? = nil, height: Height? = nil
        ) {
            self.height = height
            self.name = name
            self.singular = singular
            self.quantity = quantity
            self.lead = lead
            self.load = load
            self.parts = parts
        }
    }

    /// A compiled task; in a climbing window, `round`'s reps (round 1's without a round).
    public func task(_ task: Phase.Task, round: Int? = nil, climb: Climb? = nil) -> String {
        text(item(task, round: round, climb: climb))
    }

    /// The item of a compiled task.
    public func item(_ task: Phase.Task, round: Int? = nil, climb: Climb? = nil) -> Item {
        if task.isTogether {
            return Item(
                name: task.activity.name.resolved(for: strings.language),
                parts: task.parts.map { item($0, round: round, climb: climb) })
        }
        var quantity = task.quantity
        if task.climbs, let round, climb != nil { quantity = .reps(task.reps(round: round, of: climb)) }
        return Item(
            name: task.activity.name.resolved(for: strings.language), quantity: quantity, load: task.load,
            singular: task.activity.singular?.resolved(for: strings.language), height: task.height)
    }

    public func text(_ item: Item) -> String {
        if !item.parts.isEmpty { return item.parts.map(text).joined(separator: " + ") }
        let one = item.quantity == .reps(1) || (item.quantity == nil && item.lead == "1")
        let name = one ? item.singular ?? item.name : item.name
        let base: String
        switch item.quantity {
        case .reps(let count): base = strings(.runViewTask, ["count": .int(count), "name": .text(name)])
        case .distance(let distance):
            base = strings(.taskAmount, ["amount": .text(self.distance(distance)), "name": .text(name)])
        case .calories(let calories):
            base = strings(
                .taskCalories,
                ["calories": .text(values(calories.picked(for: sex).values.map(String.init))), "name": .text(name)])
        case .time(let seconds):
            base = strings(.taskAmount, ["amount": .text(ClockText.format(seconds: seconds)), "name": .text(name)])
        case .max: base = strings(.taskMax, ["name": .text(name)])
        case nil: base = item.lead.map { strings(.taskAmount, ["amount": .text($0), "name": .text(name)]) } ?? name
        }
        return withHeight(item.height, item.load.map { withLoad($0, base) } ?? base)
    }

    /// "Thrusters 95/65 lb": a task's text with its load.
    public func withLoad(_ load: Load, _ task: String) -> String {
        strings(.taskLoad, ["task": .text(task), "load": .text(self.load(load))])
    }

    /// "Box jumps to 24/20 in": a task's text with its box's or target's height, if any.
    public func withHeight(_ height: Height?, _ task: String) -> String {
        guard let height else { return task }
        return strings(.taskHeight, ["task": .text(task), "height": .text(self.height(height))])
    }

    /// "24/20 in", "20 in" for a woman, "3/2,7 m" in German: a height is never converted.
    public func height(_ height: Height) -> String {
        values(height.amount.picked(for: sex).values.map(number)) + " "
            + strings(StringKey(.unit, height.unit.rawValue))
    }

    /// "95/65 lb", "65 lb" for a woman, "95/65 lb (43.1/29.5 kg)" with units kg, "1.5 pood (24 kg)".
    public func load(_ load: Load) -> String {
        let amount = load.amount.picked(for: sex)
        let written = values(amount.values.map(number)) + " " + unitName(load.unit)
        guard let units, units != load.unit else { return written }
        let converted = amount.values.map { number(Load.convert($0, from: load.unit, to: units)) }
        return strings(
            .taskLoadConverted, ["load": .text(written), "converted": .text(values(converted) + " " + unitName(units))])
    }

    /// "400 m", "5 km", "1 mi", "1,5 km" in German.
    public func distance(_ distance: Distance) -> String {
        number(distance.value) + " " + strings(StringKey(.unit, distance.unit.rawValue))
    }

    /// "kg", "lb", "pood" (German "Pud").
    public func unitName(_ unit: Load.Unit) -> String {
        strings(StringKey(.unit, unit.rawValue))
    }

    /// A number with at most one decimal, in the language's way: "43.1", "43,1", "95".
    public func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return strings.number(tenths / 10, fractionDigits: tenths.truncatingRemainder(dividingBy: 10) == 0 ? 0 : 1)
    }

    /// "95/65": a men's and a women's value, or one.
    private func values(_ values: [String]) -> String { values.joined(separator: "/") }
}

extension TaskText.Item {
    /// A program's task as `show` writes it: its own quantity, else `lead` (the block's reps or
    /// ladder); `names` give catalog movements their names in the language of the text.
    /// `singulars` their names of one rep.
    public static func entry(
        _ entry: Program.ExerciseEntry, lead: String?, names: [String: LocalizedText], language: String,
        singulars: [String: LocalizedText] = [:]
    ) -> TaskText.Item {
        if !entry.together.isEmpty {
            return TaskText.Item(
                name: "",
                parts: entry.together.map {
                    Self.entry($0, lead: lead, names: names, language: language, singulars: singulars)
                })
        }
        let name = entry.name ?? entry.key.flatMap { names[$0] }
        let singular = entry.name == nil ? entry.key.flatMap { singulars[$0] } : nil
        return TaskText.Item(
            name: name?.resolved(for: language) ?? entry.key ?? "", quantity: entry.quantity,
            lead: entry.quantity == nil ? lead : nil, load: entry.load, singular: singular?.resolved(for: language),
            height: entry.height)
    }
}
