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
                "name": ProgramShowView.name(of: phase, strings),
                "block": phase.block + 1, "round": phase.round, "rounds": phase.rounds,
                "set": phase.set, "sets": phase.sets,
                "seconds": phase.seconds ?? NSNull(), "reps": phase.reps ?? NSNull(),
            ]
            if phase.kind.isScored {
                object["tasks"] = phase.tasks.map { task in
                    [
                        "exercise": task.activity.key ?? NSNull(),
                        "name": task.activity.name.resolved(for: strings.language), "reps": task.reps,
                    ] as [String: Any]
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
