/// `show --json` and `list --json`: stable shapes for scripts, keys sorted, texts localized.
public enum ProgramJSON {
    /// One program: totals, the kcal estimate with its band, and every phase in timeline order.
    public static func show(
        _ loaded: ProgramLoader.Loaded, source: ProgramLibrary.Source, strings: Strings, profile: BodyProfile
    ) -> String {
        let timeline = loaded.timeline
        let estimate = CalorieEstimate.predicted(for: timeline, profile: profile)
        let phases: [JSONValue] = timeline.phases.map { phase in
            var members: [(String, JSONValue)] = [
                ("block", .int(phase.block + 1)), ("exercise", .optional(phase.activity?.key, JSONValue.string)),
                ("kind", .string(phase.kind.rawValue)), ("name", .string(ProgramShowView.name(of: phase, strings))),
                ("order", .int(phase.order)), ("reps", .optional(phase.reps, JSONValue.int)),
                ("round", .int(phase.round)), ("rounds", .int(phase.rounds)),
                ("seconds", .optional(phase.seconds, JSONValue.int)), ("set", .int(phase.set)),
                ("sets", .int(phase.sets)),
            ]
            if phase.kind.isScored {
                let tasks: [JSONValue] = phase.tasks.map { task in
                    .object([
                        ("exercise", .optional(task.activity.key, JSONValue.string)),
                        ("name", .string(task.activity.name.resolved(for: strings.language))),
                        ("reps", .int(task.reps)),
                    ])
                }
                members.append(("tasks", .array(tasks)))
            }
            return .object(members)
        }
        var members: [(String, JSONValue)] = [
            ("estimatedKcal", .int(Int(estimate.kcal.rounded()))), ("id", .string(loaded.program.id)),
            ("kcalHigh", .int(Int(estimate.high.rounded()))), ("kcalLow", .int(Int(estimate.low.rounded()))),
            ("phases", .array(phases)), ("restSeconds", .int(timeline.restSeconds)),
            ("source", .string(sourceName(source))),
            ("title", .string(loaded.program.title.resolved(for: strings.language))),
            ("totalSeconds", .int(timeline.totalSeconds)),
        ]
        if timeline.hasWindows {
            // Only programs with scored blocks have the key, so older scripts' output stays the same.
            members.append(("windowSeconds", .int(timeline.windowSeconds)))
        }
        members.append(("workSeconds", .int(timeline.workSeconds)))
        return JSONValue.object(members).pretty
    }

    /// Every program of the library; a broken one has `null` title, duration and kcal.
    ///
    /// `shadowsBundled` is true for a user program that replaces a bundled one of the same id.
    public static func list(_ library: ProgramLibrary, strings: Strings, profile: BodyProfile) -> String {
        let items: [JSONValue] = library.entries.map { entry in
            let summary = entry.summary
            return .object([
                ("estimatedKcal", .optional(summary) { .int(Int($0.kcal(profile).kcal.rounded())) }),
                ("id", .string(entry.id)),
                ("path", .optional(entry.source.path, JSONValue.string)),
                ("shadowsBundled", .bool(entry.shadowsBundled)),
                ("source", .string(sourceName(entry.source))),
                ("title", .optional(summary) { .string($0.title.resolved(for: strings.language)) }),
                ("totalSeconds", .optional(summary) { .int($0.totalSeconds) }),
            ])
        }
        return JSONValue.array(items).pretty
    }

    private static func sourceName(_ source: ProgramLibrary.Source) -> String {
        switch source {
        case .bundled: "bundled"
        case .user: "user"
        case .text: "text"
        }
    }
}
