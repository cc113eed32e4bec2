import Foundation

/// `show --json` and `list --json`: stable shapes for scripts, keys sorted, texts localized.
public enum ProgramJSON {
    /// One program: totals, the kcal estimate with its band, and every phase in timeline order.
    public static func show(
        _ loaded: ProgramLoader.Loaded, source: ProgramLibrary.Source, strings: Strings, profile: BodyProfile
    ) -> String {
        let timeline = loaded.timeline
        let estimate = CalorieEstimate.predicted(for: timeline, profile: profile)
        let phases: [[String: Any]] = timeline.phases.map { phase in
            var object: [String: Any] = [
                "order": phase.order, "kind": phase.kind.rawValue,
                "exercise": phase.activity?.key ?? NSNull(),
                "name": ProgramShowView.name(of: phase, tasks: TaskText(strings: strings)),
                "block": phase.block + 1, "round": phase.round, "rounds": phase.rounds,
                "set": phase.set, "sets": phase.sets,
                "seconds": phase.seconds ?? NSNull(), "reps": phase.reps ?? NSNull(),
            ]
            if phase.kind.isScored {
                object["tasks"] = phase.tasks.map {
                    taskObject($0, climb: phase.climb, language: strings.language, sex: profile.sex)
                }
            }
            return object
        }
        var object: [String: Any] = [
            "id": loaded.program.id,
            "title": loaded.program.title.resolved(for: strings.language),
            "source": sourceName(source),
            "totalSeconds": timeline.totalSeconds,
            "workSeconds": timeline.workSeconds,
            "restSeconds": timeline.restSeconds,
            "estimatedKcal": Int(estimate.kcal.rounded()),
            "kcalLow": Int(estimate.low.rounded()),
            "kcalHigh": Int(estimate.high.rounded()),
            "phases": phases,
        ]
        if timeline.hasWindows {
            // Only programs with scored blocks have the key, so older scripts' output stays the same.
            object["windowSeconds"] = timeline.windowSeconds
        }
        return serialize(object)
    }

    /// A task: its movement, its one quantity (`reps`, `distance` in metres, `calories`, `time`
    /// in seconds or `max`), its `load` in kg and lb, the movements of a `together` task, and
    /// a climbing ladder's `step` beside round 1's `reps`. A men's/women's value is the one for
    /// `sex`, or both (`{"male": …, "female": …}`) when it is unset.
    static func taskObject(_ task: Phase.Task, climb: Climb?, language: String, sex: BodyProfile.Sex?) -> [String: Any]
    {
        var object: [String: Any] = [
            "exercise": task.activity.key ?? NSNull(), "name": task.activity.name.resolved(for: language),
        ]
        if task.isTogether {
            object["together"] = task.parts.map { taskObject($0, climb: climb, language: language, sex: sex) }
            return object
        }
        switch task.quantity {
        case .reps(let count): object["reps"] = count
        case .distance(let distance): object["distance"] = rounded(distance.metres, digits: 3)
        case .calories(let calories): object["calories"] = bySex(calories, sex: sex) { $0 }
        case .time(let seconds): object["time"] = seconds
        case .max: object["max"] = true
        }
        if task.climbs, let climb { object["step"] = climb.step }
        if let load = task.load {
            object["load"] = bySex(load.amount, sex: sex) { value in
                [
                    "kg": rounded(Load.convert(value, from: load.unit, to: .kg), digits: 1),
                    "lb": rounded(Load.convert(value, from: load.unit, to: .lb), digits: 1),
                ]
            }
        }
        return object
    }

    /// The value for `sex`, or `{"male": …, "female": …}` for a split when it is unset.
    private static func bySex<Value>(_ value: BySex<Value>, sex: BodyProfile.Sex?, _ json: (Value) -> Any) -> Any {
        if let one = value.value(for: sex) { return json(one) }
        guard case .split(let male, let female) = value else { return NSNull() }
        return ["male": json(male), "female": json(female)]
    }

    /// `value` to `digits` decimals, a whole number without a fraction.
    private static func rounded(_ value: Double, digits: Int) -> Any {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result.rounded() == result && abs(result) < 1e15 ? Int(result) as Any : result as Any
    }

    /// Every program of the library; a broken one has `null` title, duration and kcal.
    ///
    /// `shadowsBundled` is true for a user program that replaces a bundled one of the same id.
    public static func list(_ library: ProgramLibrary, strings: Strings, profile: BodyProfile) -> String {
        let items: [[String: Any]] = library.entries.map { entry in
            let summary = entry.summary
            return [
                "id": entry.id,
                "title": summary.map { $0.title.resolved(for: strings.language) } ?? NSNull(),
                "totalSeconds": summary.map(\.totalSeconds) ?? NSNull(),
                "estimatedKcal": summary.map { Int($0.kcal(profile).kcal.rounded()) } ?? NSNull(),
                "source": sourceName(entry.source),
                "path": entry.source.path ?? NSNull(),
                "shadowsBundled": entry.shadowsBundled,
            ]
        }
        return serialize(items)
    }

    private static func sourceName(_ source: ProgramLibrary.Source) -> String {
        switch source {
        case .bundled: "bundled"
        case .user: "user"
        case .text: "text"
        }
    }

    private static func serialize(_ value: Any) -> String {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: options) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
