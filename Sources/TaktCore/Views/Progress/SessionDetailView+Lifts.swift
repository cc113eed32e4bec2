/// `history ID`'s lifts (SPEC section 17): one line per movement, its sets in the order lifted
/// with the unit once: "Back squats 5×100, 5×100, 5×102.5, 4×105 kg" (German "102,5"); a warm-up
/// and a set left with `n` say so.
extension SessionDetailView {
    /// The lines of `record`'s sets, a blank line first; none without sets. Movements are named
    /// from `catalog` in the language of `strings`, else by their key.
    static func liftLines(_ record: SessionRecord, strings: Strings, catalog: ExerciseCatalog?) -> [String] {
        guard !record.sets.isEmpty else { return [] }
        let text = LiftSetText(strings: strings)
        var groups: [(movement: String?, unit: Load.Unit, sets: [LiftSetDone])] = []
        for set in record.sets {
            if let last = groups.indices.last, groups[last].movement == set.movement, groups[last].unit == set.unit {
                groups[last].sets.append(set)
            } else {
                groups.append((set.movement, set.unit, [set]))
            }
        }
        var lines = [""]
        for group in groups {
            let name = group.movement.map { key in catalog?[key]?.name.resolved(for: strings.language) ?? key } ?? ""
            let sets = group.sets.map { set in
                let reps = set.skipped ? set.plannedReps : set.reps
                let load = set.skipped ? set.plannedLoad : set.load
                var shown =
                    load.map { strings(.liftHistorySet, ["reps": .int(reps), "load": .text(text.number($0))]) }
                    ?? strings(.liftHistoryReps, ["reps": .int(reps)])
                if set.warmup { shown = strings(.liftHistoryWarmup, ["set": .text(shown)]) }
                if set.skipped { shown = strings(.liftHistorySkipped, ["set": .text(shown)]) }
                return shown
            }
            lines.append(
                strings(
                    .liftHistoryMovement,
                    [
                        "movement": .text(TerminalText.sanitize(name)),
                        "sets": .text(sets.joined(separator: strings(.liftHistorySeparator))),
                        "unit": .text(strings(StringKey(.unit, group.unit.rawValue))),
                    ]))
        }
        return lines
    }
}
