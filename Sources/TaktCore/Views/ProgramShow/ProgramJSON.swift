/// `show --json` and `list --json`: stable shapes for scripts, keys sorted, texts localized.
public enum ProgramJSON {
    /// One program: totals, the kcal estimate with its band, and every phase in timeline order.
    /// A lift's work phases say their set as `athlete` lifts it (``liftObject(_:)``).
    public static func show(
        _ loaded: ProgramLoader.Loaded, source: ProgramLibrary.Source, strings: Strings, profile: BodyProfile,
        athlete: LiftAthlete = LiftAthlete()
    ) -> String {
        let timeline = loaded.timeline
        let lifts = (try? LiftPlan.planned(loaded.program, athlete: athlete).get()) ?? [:]
        let estimate = CalorieEstimate.predicted(for: timeline, profile: profile)
        let phases: [JSONValue] = timeline.phases.map { phase in
            var members: [(String, JSONValue)] = [
                ("block", .int(phase.block + 1)), ("exercise", .optional(phase.activity?.key, JSONValue.string)),
                ("kind", .string(phase.kind.rawValue)),
                ("name", .string(ProgramShowView.name(of: phase, tasks: TaskText(strings: strings)))),
                ("order", .int(phase.order)), ("reps", .optional(phase.reps, JSONValue.int)),
                ("round", .int(phase.round)), ("rounds", .int(phase.rounds)),
                ("seconds", .optional(phase.seconds, JSONValue.int)), ("set", .int(phase.set)),
                ("sets", .int(phase.sets)),
            ]
            if phase.kind.isScored {
                let tasks: [JSONValue] = phase.tasks.map {
                    taskObject($0, climb: phase.climb, language: strings.language, sex: profile.sex)
                }
                members.append(("tasks", .array(tasks)))
            }
            if let lift = liftMember(of: phase, lifts: lifts) { members.append(("lift", lift)) }
            return .object(members.sorted { $0.0 < $1.0 })
        }
        var members: [(String, JSONValue)] = [
            ("estimatedKcal", .int(Int(estimate.kcal.rounded()))), ("id", .string(loaded.program.id)),
            ("kcalHigh", .int(Int(estimate.high.rounded()))), ("kcalLow", .int(Int(estimate.low.rounded()))),
            ("phases", .array(phases)), ("restSeconds", .int(timeline.restSeconds)),
        ]
        // The workout's one score (SPEC 14), only where the program declares it.
        if let score = loaded.program.score { members.append(("score", .string(score.rawValue))) }
        members += [
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

    /// A task: its movement, its one quantity (`reps`, `distance` in metres, `calories`, `time`
    /// in seconds or `max`), its `load` in kg and lb, the movements of a `together` task, and
    /// a climbing ladder's `step` beside round 1's `reps`. A men's/women's value is the one for
    /// `sex`, or both (`{"female": …, "male": …}`) when it is unset. Keys sorted, as every
    /// object of `show --json`.
    static func taskObject(_ task: Phase.Task, climb: Climb?, language: String, sex: BodyProfile.Sex?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("exercise", .optional(task.activity.key, JSONValue.string)),
            ("name", .string(task.activity.name.resolved(for: language))),
        ]
        if task.isTogether {
            members.append(
                ("together", .array(task.parts.map { taskObject($0, climb: climb, language: language, sex: sex) })))
            return .object(members.sorted { $0.0 < $1.0 })
        }
        switch task.quantity {
        case .reps(let count): members.append(("reps", .int(count)))
        case .distance(let distance): members.append(("distance", rounded(distance.metres, digits: 3)))
        case .calories(let calories): members.append(("calories", bySex(calories, sex: sex) { .int($0) }))
        case .time(let seconds): members.append(("time", .int(seconds)))
        case .max: members.append(("max", .bool(true)))
        }
        if task.climbs, let climb { members.append(("step", .int(climb.step))) }
        if let load = task.load {
            members.append(
                (
                    "load",
                    bySex(load.amount, sex: sex) { value in
                        .object([
                            ("kg", rounded(Load.convert(value, from: load.unit, to: .kg), digits: 1)),
                            ("lb", rounded(Load.convert(value, from: load.unit, to: .lb), digits: 1)),
                        ])
                    }
                ))
        }
        if let height = task.height {
            // `{"cm": 61, "in": 24}`: centimetres, and the value as written in its own unit.
            members.append(
                (
                    "height",
                    bySex(height.amount, sex: sex) { value in
                        var pairs = [("cm", rounded(value * height.unit.centimetres, digits: 1))]
                        if height.unit != .cm { pairs.append((height.unit.rawValue, rounded(value, digits: 2))) }
                        return .object(pairs)
                    }
                ))
        }
        return .object(members.sorted { $0.0 < $1.0 })
    }

    /// The value for `sex`, or `{"female": …, "male": …}` for a split when it is unset.
    private static func bySex<Value>(_ value: BySex<Value>, sex: BodyProfile.Sex?, _ json: (Value) -> JSONValue)
        -> JSONValue
    {
        if let one = value.value(for: sex) { return json(one) }
        guard case .split(let male, let female) = value else { return .null }
        return .object([("female", json(female)), ("male", json(male))])
    }

    /// `value` to `digits` decimals, a whole number without a fraction.
    static func rounded(_ value: Double, digits: Int) -> JSONValue {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result.rounded() == result && abs(result) < 1e15 ? .int(Int(result)) : .double(result)
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
