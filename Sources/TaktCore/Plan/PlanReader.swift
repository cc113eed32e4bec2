import Yams

/// Walks a plan's YAML tree into a ``Plan``, reporting every problem with its position.
///
/// Inline workouts are read by the same ``ProgramReader`` programs use, into the same list of
/// problems, so a broken inline workout is located in the plan file like any other mistake.
struct PlanReader {
    static let rootKeys = ["version", "id", "title", "description", "author", "tags", "level", "plan"]
    static let planKeys = ["weeks", "days", "workouts", "progression", "deload"]
    static let deloadKeys = ["week", "like"]
    static let weeksRange = 1...104

    /// The program reader whose node reader collects every problem of the file.
    var programs: ProgramReader
    /// Programs an id in `workouts` may name.
    let known: [String: Program]
    /// Where each progression rule sits, for problems found when the weeks are compiled.
    private(set) var ruleNodes: [ProgressionRule.Target: Node] = [:]
    private(set) var workoutNodes: [Node] = []
    private(set) var id: String?

    init(file: String, catalog: ExerciseCatalog, known: [String: Program], budget: Int) {
        programs = ProgramReader(file: file, catalog: catalog, budget: budget)
        self.known = known
    }

    var diagnostics: [Diagnostic] { programs.reader.diagnostics }

    mutating func read(_ root: Node, defaultID: String) throws(NodeReader.Exhausted) -> Plan? {
        guard let entries = try programs.reader.mapping(root, allowed: Self.rootKeys, name: "plan") else { return nil }
        id = try readID(entries["id"]?.value, defaultID: defaultID, root: root)
        var title: LocalizedText?
        if let node = programs.reader.require("title", in: entries, of: root) {
            title = try programs.reader.localized(node, key: "title")
        }
        var description: LocalizedText?
        if let node = entries["description"]?.value {
            description = try programs.reader.localized(node, key: "description")
        }
        guard let node = programs.reader.require("plan", in: entries, of: root),
            let body = try programs.reader.mapping(node, allowed: Self.planKeys, name: "plan")
        else { return nil }
        var weeks = 1
        if let node = programs.reader.require("weeks", in: body, of: node) {
            weeks = try programs.reader.integer(node, key: "weeks", range: Self.weeksRange) ?? weeks
        }
        let weekdays = try readDays(body["days"]?.value, plan: node)
        let workouts = try readWorkouts(programs.reader.require("workouts", in: body, of: node))
        let progression = try readProgression(body["progression"]?.value)
        for rule in progression where !workouts.isEmpty && !workouts.contains(where: rule.finds(in:)) {
            if let node = ruleNodes[rule.target] {
                programs.reader.report(node, .validatePlanRuleMovesNothing, ["key": .text(rule.target.rawValue)])
            }
        }
        let deloads = try readDeloads(body["deload"]?.value, weeks: weeks)
        guard diagnostics.isEmpty, let id, let title else { return nil }
        return Plan(
            id: id, title: title, description: description, weeks: weeks, weekdays: weekdays, workouts: workouts,
            progression: progression, deloads: deloads)
    }

    private mutating func readID(_ node: Node?, defaultID: String, root: Node) throws(NodeReader.Exhausted) -> String? {
        guard let node else {
            if ProgramReader.isValidID(defaultID) { return defaultID }
            programs.reader.report(root, .validateIdFromFile, ["value": .quoted(defaultID)])
            return nil
        }
        guard let text = try programs.reader.scalar(node, key: "id") else { return nil }
        guard ProgramReader.isValidID(text) else {
            programs.reader.report(node, .validateId, ["value": .quoted(text)])
            return nil
        }
        return text
    }

    /// `days: 3` (spread over the week) or `days: [mon, wed, fri]`; three days when left out.
    private mutating func readDays(_ node: Node?, plan: Node) throws(NodeReader.Exhausted) -> [Weekday] {
        guard let node else { return Weekday.spread(count: 3) }
        if case .scalar = node {
            let count = try programs.reader.integer(node, key: "days", range: 1...7) ?? 3
            return Weekday.spread(count: count)
        }
        guard let items = try programs.reader.list(node, key: "days", nonEmpty: true) else { return [] }
        var days: [Weekday] = []
        for item in items {
            guard let text = try programs.reader.scalar(item, key: "days", entry: true) else { continue }
            guard let day = Weekday(code: text) else {
                reportWeekday(item, text)
                continue
            }
            if days.contains(day) {
                programs.reader.report(item, .validatePlanDayTwice, ["value": .quoted(text)])
            }
            days.append(day)
        }
        return days.sorted()
    }

    mutating func reportWeekday(_ node: Node, _ text: String) {
        if let suggestion = Suggestion.closest(to: text, among: Weekday.codes + Weekday.allCases.map(\.longName)) {
            programs.reader.report(
                node, .validatePlanWeekdaySuggest, ["value": .quoted(text), "suggestion": .text(suggestion)])
        } else {
            programs.reader.report(node, .validatePlanWeekday, ["value": .quoted(text)])
        }
    }

    /// Each item an id of a known program or an inline program.
    private mutating func readWorkouts(_ node: Node?) throws(NodeReader.Exhausted) -> [Program] {
        guard let node, let items = try programs.reader.list(node, key: "workouts", nonEmpty: true) else { return [] }
        var workouts: [Program] = []
        for (index, item) in items.enumerated() {
            workoutNodes.append(item)
            if case .mapping = item {
                let inlineID = (id ?? "plan") + "-day-" + String(index + 1)
                if let program = try programs.read(item, defaultID: inlineID) { workouts.append(program) }
                continue
            }
            guard let reference = try programs.reader.scalar(item, key: "workouts", entry: true) else { continue }
            if let program = known[reference] {
                workouts.append(program)
            } else if let suggestion = Suggestion.closest(to: reference, among: Array(known.keys)) {
                programs.reader.report(
                    item, .validatePlanUnknownProgramSuggest,
                    ["id": .quoted(reference), "suggestion": .text(suggestion)])
            } else {
                programs.reader.report(item, .validatePlanUnknownProgram, ["id": .quoted(reference)])
            }
        }
        return workouts
    }

    private mutating func readProgression(_ node: Node?) throws(NodeReader.Exhausted) -> [ProgressionRule] {
        guard let node else { return [] }
        let allowed = ProgressionRule.Target.allCases.map(\.rawValue)
        guard let entries = try programs.reader.mapping(node, allowed: allowed, name: "progression") else { return [] }
        var rules: [ProgressionRule] = []
        for target in ProgressionRule.Target.allCases {
            guard let value = entries[target.rawValue]?.value,
                let text = try programs.reader.scalar(value, key: target.rawValue)
            else { continue }
            ruleNodes[target] = value
            switch ProgressionRuleText.parse(text.trimmingWhitespace(), target: target) {
            case .success(let rule): rules.append(rule)
            case .failure(let problem): report(problem, at: value, key: target.rawValue, text: text)
            }
        }
        return rules
    }

    private mutating func report(_ problem: ProgressionRuleText.Problem, at node: Node, key: String, text: String) {
        switch problem {
        case .shape:
            programs.reader.report(node, .validatePlanRule, ["key": .text(key), "value": .quoted(text)])
        case .word(let word, let suggestion?):
            programs.reader.report(
                node, .validatePlanRuleWordSuggest,
                ["key": .text(key), "word": .quoted(word), "suggestion": .text(suggestion)])
        case .word(let word, nil):
            programs.reader.report(node, .validatePlanRuleWord, ["key": .text(key), "word": .quoted(word)])
        case .capDirection:
            programs.reader.report(node, .validatePlanCapDirection, ["key": .text(key)])
        case .value(let value):
            programs.reader.report(node, .validatePlanRuleValue, ["key": .text(key), "value": .quoted(value)])
        }
    }

    /// `deload: [{week: 4, like: 2}]`: week 4 repeats the load of week 2.
    private mutating func readDeloads(_ node: Node?, weeks: Int) throws(NodeReader.Exhausted) -> [Int: Int] {
        guard let node, let items = try programs.reader.list(node, key: "deload", nonEmpty: false) else { return [:] }
        var deloads: [Int: Int] = [:]
        for item in items {
            guard
                let entries = try programs.reader.mapping(item, allowed: Self.deloadKeys, name: "deload", entry: true),
                let weekNode = programs.reader.require("week", in: entries, of: item),
                let likeNode = programs.reader.require("like", in: entries, of: item),
                let week = try programs.reader.integer(weekNode, key: "week", range: 1...weeks),
                let like = try programs.reader.integer(likeNode, key: "like", range: 1...weeks)
            else { continue }
            guard like < week else {
                programs.reader.report(
                    likeNode, .validatePlanDeloadEarlier, ["week": .int(week), "like": .int(like)])
                continue
            }
            if deloads[week] != nil {
                programs.reader.report(weekNode, .validatePlanDeloadTwice, ["week": .int(week)])
            }
            deloads[week] = like
        }
        return deloads
    }
}
