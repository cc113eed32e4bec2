/// The `show` command's summary of one program, and with `--timeline` its numbered timeline.
///
/// The summary reads like the program: each block with its rounds and time, each exercise
/// with its sets in the order they run, and a duration line that adds up. Everything is taken
/// from the compiled timeline, the one `run` runs, so `show` never tells a different story.
public enum ProgramShowView {
    /// Lines are wrapped to this width when the terminal's is unknown (output to a file or pipe).
    public static let defaultWidth = 80

    /// The summary (and timeline) of a usable program, or every diagnostic of a broken one.
    ///
    /// - Parameter units: the unit every load is also written in (`set units`); the athlete's
    ///   sex (in `profile`) picks a men's/women's prescription.
    public static func render(
        _ entry: ProgramLibrary.Entry, timeline showTimeline: Bool, strings: Strings, profile: BodyProfile,
        units: Load.Unit? = nil, athlete: LiftAthlete? = nil, width: Int = defaultWidth
    ) -> String {
        guard case .success(let loaded) = entry.content else {
            return entry.diagnostics.map { $0.rendered(strings) }.joined(separator: "\n")
        }
        let width = max(20, width)
        let program = loaded.program
        let timeline = loaded.timeline
        let language = strings.language
        let tasks = TaskText(strings: strings, sex: profile.sex, units: units)
        let heading =
            loaded.isScaledVersion
            ? strings(
                .showScaledShown, ["title": .text(program.title.resolved(for: language)), "id": .text(program.id)])
            : program.title.resolved(for: language) + " (" + program.id + ")"
        var lines = WordWrap.lines(heading, width: width)
        if let description = program.description?.resolved(for: language) {
            lines += WordWrap.lines(description, width: width)
        }
        lines.append("")
        lines += facts(entry, loaded, strings: strings, profile: profile, width: width)
        lines.append("")
        lines.append(strings(.showBlocks))
        let lifts = (try? LiftPlan.planned(program, athlete: athlete ?? LiftAthlete(unit: units ?? .kg)).get()) ?? [:]
        lines += blockLines(program, timeline, tasks: tasks, lifts: lifts, width: width)
        if showTimeline {
            lines.append("")
            lines.append(strings(.showTimeline, ["count": .int(timeline.phases.count)]))
            lines += timelineLines(timeline, tasks: tasks)
        }
        return lines.joined(separator: "\n")
    }

    /// Author, level, tags, source, duration and estimate, labels aligned, values wrapped under
    /// their own column.
    private static func facts(
        _ entry: ProgramLibrary.Entry, _ loaded: ProgramLoader.Loaded, strings: Strings, profile: BodyProfile,
        width: Int
    ) -> [String] {
        let program = loaded.program
        var facts: [(StringKey, String)] = []
        if let author = program.author { facts.append((.showLabelAuthor, author)) }
        if let level = program.level { facts.append((.showLabelLevel, strings(StringKey(.showLevel, level.rawValue)))) }
        if !program.tags.isEmpty { facts.append((.showLabelTags, program.tags.joined(separator: ", "))) }
        facts.append((.showLabelSource, ProgramFigures.longSource(entry, strings)))
        facts.append((.showLabelDuration, duration(loaded.timeline, strings: strings)))
        let estimate = CalorieEstimate.predicted(for: loaded.timeline, profile: profile)
        var kcal = strings(
            .showEstimate,
            [
                "kcal": .text(KcalText.band(estimate, wording: .programKcal, strings: strings)),
                "weight": .text(KcalText.mass(of: profile, strings: strings)),
            ])
        if CalorieEstimate.usesTypicalPaces(loaded.timeline) {
            kcal = strings(.showEstimatePaces, ["estimate": .text(kcal)])
        }
        facts.append((.showLabelEstimate, kcal))
        if let score = program.score {
            facts.append((.showLabelScore, strings(.showScore, ["kind": .text(ScoreText.kindName(score, strings))])))
        }
        if program.hasScaledVersion {
            facts.append((.showLabelScaled, strings(.showScaledExists, ["id": .text(program.id)])))
        }
        let labels = facts.map { strings($0.0) }
        let column = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + 2
        return zip(labels, facts).flatMap { label, fact in
            WordWrap.indented(
                fact.1, width: width, first: DisplayWidth.pad(label, to: column),
                rest: String(repeating: " ", count: column))
        }
    }

    /// "4:00 = get ready 0:10 + work 2:40 + rest 1:10", and the open sets no clock can add.
    static func duration(_ timeline: Timeline, strings: Strings) -> String {
        let getReady = timeline.phases.lazy.filter { $0.kind == .getReady }.reduce(0) { $0 + ($1.seconds ?? 0) }
        // A for-time block without a cap adds time no clock can know: named, not counted as 0.
        let openWindows = timeline.phases.filter(\.isUncappedForTime).count
        let breathing = timeline.phases.lazy.filter(\.kind.isBreath).reduce(0) { $0 + ($1.seconds ?? 0) }
        let sitting = timeline.phases.lazy.filter(\.kind.isSitting).reduce(0) { $0 + ($1.seconds ?? 0) }
        let sum: String
        if timeline.hasWindows || breathing > 0 || sitting > 0 {
            // Only the parts a program has: an AMRAP alone is no "work 0:00 + rest 0:00".
            let terms: [(StringKey, Int)] = [
                (.showTermGetReady, getReady), (.showTermWork, timeline.workSeconds),
                (.showTermWindows, timeline.windowSeconds), (.showTermRest, timeline.restSeconds),
                (.showTermBreathing, breathing), (.showTermMeditation, sitting),
            ]
            // Scored blocks "0:00" only where nothing else explains the total.
            let shown = terms.filter {
                $0.1 > 0 || ($0.0 == .showTermWindows && openWindows == 0 && timeline.hasWindows)
            }.map {
                strings($0.0, ["time": .text(ClockText.format(seconds: $0.1))])
            }
            sum = strings(
                .showDurationTerms,
                [
                    "total": .text(ClockText.format(seconds: timeline.totalSeconds)),
                    "terms": .text(shown.joined(separator: " + ")),
                ])
        } else {
            sum = strings(
                .showDurationDetail,
                [
                    "total": .text(ClockText.format(seconds: timeline.totalSeconds)),
                    "getReady": .text(ClockText.format(seconds: getReady)),
                    "work": .text(ClockText.format(seconds: timeline.workSeconds)),
                    "rest": .text(ClockText.format(seconds: timeline.restSeconds)),
                ])
        }
        var parts = [sum]
        let open = timeline.phases.filter { $0.isOpen && $0.kind == .work }.count
        if open > 0 { parts.append(strings(.showOpenSets, ["count": .int(open)])) }
        if openWindows > 0 {
            parts.append(
                strings(
                    .showOpenForTime,
                    [
                        "count": .int(openWindows),
                        "time": .text(ClockText.format(seconds: TypicalPace.openSeconds(of: timeline))),
                    ]))
        }
        return parts.joined(separator: " ")
    }

    /// Get ready, then each block: its rounds and time, its exercises and their sets.
    private static func blockLines(
        _ program: Program, _ timeline: Timeline, tasks: TaskText, lifts: [LiftPlan.Place: LiftPlan.Planned], width: Int
    ) -> [String] {
        let strings = tasks.strings
        var lines: [String] = []
        if let getReady = timeline.phases.first(where: { $0.kind == .getReady }), let seconds = getReady.seconds {
            lines += WordWrap.indented(
                strings(.showGetReadyLine, ["time": .text(ClockText.format(seconds: seconds))]), width: width,
                first: "  ", rest: "    ")
        }
        for (index, block) in program.blocks.enumerated() {
            let phases = timeline.phases.filter { $0.block == index && $0.kind != .getReady }
            guard showsAsPhases(block) else {
                lines += formatBlockLines(program, index: index, phases: phases, tasks: tasks, width: width)
                if index == program.blocks.count - 1, let seconds = program.unusedRestAfter {
                    let text = strings(.showRestAfterUnused, ["time": .text(ClockText.format(seconds: seconds))])
                    let indent = String(repeating: " ", count: 2 + "\(index + 1). ".count)
                    lines += WordWrap.indented(text, width: width, first: indent, rest: indent + "  ")
                }
                continue
            }
            let title =
                block.title?.resolved(for: strings.language)
                ?? strings(.showBlockUntitled, ["index": .int(index + 1)])
            let heading = strings(
                .showBlockHeading,
                [
                    "index": .int(index + 1), "title": .text(title),
                    "rounds": .text(strings(.showBlockRounds, ["count": .int(block.rounds)])),
                    "time": .text(ClockText.format(seconds: phases.reduce(0) { $0 + ($1.seconds ?? 0) })),
                ])
            let number = "\(index + 1). "
            let indent = String(repeating: " ", count: 2 + number.count)
            lines += WordWrap.indented(heading, width: width, first: "  ", rest: indent)
            lines += exerciseLines(phases, tasks: tasks, lifts: lifts, width: width, indent: indent)
            if let restAfter = phases.first(where: \.isRestAfter), let seconds = restAfter.seconds {
                let text = strings(.showRestAfterLine, ["time": .text(ClockText.format(seconds: seconds))])
                lines += WordWrap.indented(text, width: width, first: indent, rest: indent + "  ")
            }
            if index == program.blocks.count - 1, let seconds = program.unusedRestAfter {
                let text = strings(.showRestAfterUnused, ["time": .text(ClockText.format(seconds: seconds))])
                lines += WordWrap.indented(text, width: width, first: indent, rest: indent + "  ")
            }
        }
        return lines
    }

    /// The exercises of one round of a block (every round runs the same), each set with its
    /// work or reps and the rest after it, in the order the sets run.
    private static func exerciseLines(
        _ phases: [Phase], tasks: TaskText, lifts: [LiftPlan.Place: LiftPlan.Planned], width: Int, indent: String
    ) -> [String] {
        let strings = tasks.strings
        let round = phases.filter { $0.round == 1 }
        var lines: [String] = []
        for (position, phase) in round.enumerated() where phase.kind == .work {
            let following = position + 1 < round.count ? round[position + 1] : nil
            let rest = following.flatMap { $0.kind == .rest && !$0.isRestAfter ? $0.seconds : nil }
            let details =
                liftDetails(phase, rest: rest, lifts: lifts, strings: strings)
                ?? setDetails(phase, rest: rest, strings: strings)
            var name = phase.activity?.name.resolved(for: strings.language) ?? ""
            if let load = phase.load { name = tasks.withLoad(load, name) }
            name = tasks.withHeight(phase.height, name)
            if phase.sets == 1 {
                let text = strings(.showExerciseSingle, ["name": .text(name), "details": .text(details)])
                lines += WordWrap.indented(text, width: width, first: indent, rest: indent + "  ")
                continue
            }
            if phase.set == 1 {
                lines += WordWrap.indented(
                    strings(.showExerciseSets, ["name": .text(name)]), width: width, first: indent,
                    rest: indent + "  ")
            }
            let text = strings(.showSetLine, ["set": .int(phase.set), "details": .text(details)])
            lines += WordWrap.indented(text, width: width, first: indent + "  ", rest: indent + "    ")
        }
        return lines
    }

    /// "0:30 work · 0:45 rest", "12 reps · 1:00 rest", "max reps in 0:30 · 0:15 rest".
    private static func setDetails(_ phase: Phase, rest: Int?, strings: Strings) -> String {
        var parts = [
            phase.seconds.map {
                strings(phase.asksMax ? .showMaxStation : .showPartWork, ["time": .text(ClockText.format(seconds: $0))])
            } ?? strings(.showReps, ["count": .int(phase.reps ?? 0)])
        ]
        if let rest, rest > 0 {
            parts.append(strings(.showPartRest, ["time": .text(ClockText.format(seconds: rest))]))
        }
        return parts.joined(separator: " · ")
    }

    /// One line per phase: order, name, length (or reps), and round/set where they repeat.
    static func timelineLines(_ timeline: Timeline, tasks: TaskText) -> [String] {
        let strings = tasks.strings
        var table = TextTable([.right, .left, .right, .left])
        for phase in timeline.phases {
            let length =
                phase.seconds.map { ClockText.format(seconds: $0) }
                ?? (phase.kind == .forTime
                    ? strings(.showBlockOpen) : strings(.showReps, ["count": .int(phase.reps ?? 0)]))
            var details: [String] = []
            switch phase.kind {
            case .getReady:
                break
            case .work:
                if phase.rounds > 1 {
                    details.append(strings(.showRound, ["round": .int(phase.round), "rounds": .int(phase.rounds)]))
                }
                if phase.sets > 1 {
                    details.append(strings(.showSet, ["set": .int(phase.set), "sets": .int(phase.sets)]))
                }
            case .rest:
                if phase.isRestAfter { details.append(strings(.showRestAfter)) }
            case .emom, .deathBy:
                details.append(strings(.showRound, ["round": .int(phase.round), "rounds": .int(phase.rounds)]))
            case .amrap, .forTime, .meditation, .reflection:
                break
            case .inhale, .hold, .exhale:
                details.append(strings(.showBreath, ["cycle": .int(phase.round), "cycles": .int(phase.rounds)]))
            }
            table.append([String(phase.order), name(of: phase, tasks: tasks), length, details.joined(separator: ", ")])
        }
        return table.lines(indent: "  ")
    }

    /// The exercise's name for work, "Rest" or "Get ready" otherwise, in the language of `strings`.
    static func name(of phase: Phase, tasks: TaskText) -> String {
        let strings = tasks.strings
        switch phase.kind {
        case .getReady: return strings(.showPhaseGetReady)
        case .rest: return strings(.showPhaseRest)
        case .work:
            let name = phase.activity?.name.resolved(for: strings.language) ?? ""
            return tasks.withHeight(phase.height, phase.load.map { tasks.withLoad($0, name) } ?? name)
        case .emom: return strings(.showPhaseEmom, ["tasks": .text(self.tasks(of: phase, tasks: tasks))])
        case .deathBy: return strings(.showPhaseDeathBy, ["tasks": .text(self.tasks(of: phase, tasks: tasks))])
        case .amrap: return strings(.showPhaseAmrap, ["tasks": .text(self.tasks(of: phase, tasks: tasks))])
        case .forTime: return strings(.showPhaseForTime, ["tasks": .text(self.tasks(of: phase, tasks: tasks))])
        case .inhale, .hold, .exhale, .meditation, .reflection: return BreathText.name(phase.kind, strings) ?? ""
        }
    }

    /// "5 Pull-ups, 10 Push-ups, 15 Squats": a scored window's tasks in order.
    ///
    /// A for-time window names its first round, then "…" for the rounds after it.
    static func tasks(of phase: Phase, tasks: TaskText) -> String {
        let perRound = phase.kind == .forTime ? phase.tasks.count / max(phase.rounds, 1) : phase.tasks.count
        // A climbing window names its ladder once, before its first climbing task, as the
        // whiteboard does.
        var lead = phase.climb.map { climb in
            (1...3).map { String(climb.reps(round: $0)) }.joined(separator: "-") + "-…"
        }
        let shown = phase.tasks.prefix(max(perRound, 1)).map { task in
            var item = tasks.item(task)
            if task.climbs {
                item.quantity = nil
                item.lead = lead
                lead = nil
            }
            return tasks.text(item)
        }.joined(separator: ", ")
        return perRound < phase.tasks.count ? shown + ", …" : shown
    }
}
