/// The `show` command's summary of one program, and with `--timeline` its numbered timeline.
public enum ProgramShowView {
    /// The summary (and timeline) of a usable program, or every diagnostic of a broken one.
    public static func render(
        _ entry: ProgramLibrary.Entry, timeline showTimeline: Bool, strings: Strings, profile: BodyProfile
    ) -> String {
        guard case .success(let loaded) = entry.content else {
            return entry.diagnostics.map { $0.rendered(strings) }.joined(separator: "\n")
        }
        let program = loaded.program
        let timeline = loaded.timeline
        let language = strings.language
        var lines = [program.title.resolved(for: language) + " (" + program.id + ")"]
        if let description = program.description?.resolved(for: language) {
            lines.append(description)
        }
        lines.append("")

        var facts: [(String, String)] = []
        if let author = program.author { facts.append(("show.label.author", author)) }
        if let level = program.level { facts.append(("show.label.level", strings("show.level." + level.rawValue))) }
        if !program.tags.isEmpty { facts.append(("show.label.tags", program.tags.joined(separator: ", "))) }
        facts.append(("show.label.source", ProgramFigures.longSource(entry, strings)))
        let durations = strings(
            "show.durationDetail",
            [
                "total": .text(ClockText.format(seconds: timeline.totalSeconds)),
                "work": .text(ClockText.format(seconds: timeline.workSeconds)),
                "rest": .text(ClockText.format(seconds: timeline.restSeconds)),
            ])
        facts.append(("show.label.duration", durations))
        let estimate = CalorieEstimate.predicted(for: timeline, profile: profile)
        let kcal = strings(
            "show.estimate",
            [
                "kcal": .text(KcalText.band(estimate, wording: "program.kcal", strings: strings)),
                "weight": .text(KcalText.mass(of: profile, strings: strings)),
            ])
        facts.append(("show.label.estimate", kcal))
        var factTable = TextTable([.left, .left])
        for (label, fact) in facts { factTable.append([strings(label), fact]) }
        lines += factTable.lines()

        lines.append("")
        lines.append(strings("show.blocks"))
        for (index, block) in program.blocks.enumerated() {
            let title =
                block.title?.resolved(for: language) ?? strings("show.block.untitled", ["index": .int(index + 1)])
            let seconds = timeline.phases.lazy.filter { $0.block == index && $0.kind != .getReady }
                .reduce(0) { $0 + ($1.seconds ?? 0) }
            let parts = [
                title, strings("show.block.rounds", ["count": .int(block.rounds)]),
                strings("show.block.exercises", ["count": .int(block.exercises.count)]),
                ClockText.format(seconds: seconds),
            ]
            lines.append("  \(index + 1). " + parts.joined(separator: " · "))
        }
        if showTimeline {
            lines.append("")
            lines.append(strings("show.timeline", ["count": .int(timeline.phases.count)]))
            lines += timelineLines(timeline, strings: strings)
        }
        return lines.joined(separator: "\n")
    }

    /// One line per phase: order, name, length (or reps), and round/set where they repeat.
    static func timelineLines(_ timeline: Timeline, strings: Strings) -> [String] {
        var table = TextTable([.right, .left, .right, .left])
        for phase in timeline.phases {
            let length =
                phase.seconds.map { ClockText.format(seconds: $0) }
                ?? strings("show.reps", ["count": .int(phase.reps ?? 0)])
            var details: [String] = []
            switch phase.kind {
            case .getReady:
                break
            case .work:
                if phase.rounds > 1 {
                    details.append(strings("show.round", ["round": .int(phase.round), "rounds": .int(phase.rounds)]))
                }
                if phase.sets > 1 {
                    details.append(strings("show.set", ["set": .int(phase.set), "sets": .int(phase.sets)]))
                }
            case .rest:
                if phase.isRestAfter { details.append(strings("show.restAfter")) }
            }
            table.append([String(phase.order), name(of: phase, strings), length, details.joined(separator: ", ")])
        }
        return table.lines(indent: "  ")
    }

    /// The exercise's name for work, "Rest" or "Get ready" otherwise, in the language of `strings`.
    static func name(of phase: Phase, _ strings: Strings) -> String {
        switch phase.kind {
        case .getReady: strings("show.phase.getReady")
        case .rest: strings("show.phase.rest")
        case .work: phase.activity?.name.resolved(for: strings.language) ?? ""
        }
    }
}
