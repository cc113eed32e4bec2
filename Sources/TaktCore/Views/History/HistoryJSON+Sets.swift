import Foundation

/// A session's lifted sets in history JSON (SPEC section 17): `movement`, `order`, `reps`,
/// `load` (`{"kg", "lb"}`: kg always, lb the pounds typed or null), `plannedReps`,
/// `plannedLoad` (same shape, null when the program left it open), `warmup`, `rpe`, `at` (ISO
/// 8601, when the set ended) and `skipped`. `import` reads them back, each value checked.
extension HistoryJSON {
    /// A load as kept: its kilograms, and the pounds when it was typed in pounds.
    struct LoadEntry: Codable, Hashable {
        var kg: Double
        var lb: Double?

        init(_ value: Double, _ unit: Load.Unit) {
            kg = (value * unit.kilograms * 1000).rounded() / 1000
            lb = unit == .lb ? value : nil
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kg, forKey: .kg)
            try container.encode(lb, forKey: .lb)
        }

        /// The value in the unit typed.
        var typed: (value: Double, unit: Load.Unit) { lb.map { ($0, .lb) } ?? (kg, .kg) }
    }

    struct SetEntry: Codable, Hashable {
        var movement: String?
        var order: Int
        var reps: Int
        var load: LoadEntry?
        var plannedReps: Int
        var plannedLoad: LoadEntry?
        var warmup: Bool
        var rpe: Double?
        var at: String
        /// Added after the first lifts: an entry without it was lifted.
        var skipped: Bool?

        init(_ set: LiftSetDone, startedAt: Date) {
            movement = set.movement
            order = set.order
            reps = set.reps
            load = set.load.map { LoadEntry($0, set.unit) }
            plannedReps = set.plannedReps
            plannedLoad = set.plannedLoad.map { LoadEntry($0, set.unit) }
            warmup = set.warmup
            rpe = set.rpe
            at = HistoryDates.iso8601(startedAt.addingTimeInterval(set.at.secondsValue))
            skipped = set.skipped
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(movement, forKey: .movement)
            try container.encode(order, forKey: .order)
            try container.encode(reps, forKey: .reps)
            try container.encode(load, forKey: .load)
            try container.encode(plannedReps, forKey: .plannedReps)
            try container.encode(plannedLoad, forKey: .plannedLoad)
            try container.encode(warmup, forKey: .warmup)
            try container.encode(rpe, forKey: .rpe)
            try container.encode(at, forKey: .at)
            try container.encode(skipped ?? false, forKey: .skipped)
        }

        /// The set this entry describes, in a session that started at `startedAt`; `nil` when a
        /// value is beyond what a set can be (SPEC 17: reps 0–100, loads 0–1,000 kg, RPE 1–10).
        func set(startedAt: Date) -> LiftSetDone? {
            let reps = 0...LiftAnswer.mostReps
            let kilograms = 0...1000.0
            guard reps.contains(self.reps), reps.contains(plannedReps), (1...1000).contains(order),
                let ended = HistoryDates.parseISO8601(at)
            else { return nil }
            for load in [load, plannedLoad].compactMap(\.self) {
                guard kilograms.contains(load.kg),
                    load.lb.map({ kilograms.contains($0 * Load.Unit.lb.kilograms) }) ?? true
                else { return nil }
            }
            if let rpe, !(1...10).contains(rpe) { return nil }
            let unit = (load ?? plannedLoad)?.typed.unit ?? .kg
            return LiftSetDone(
                movement: movement, order: order, plannedReps: plannedReps, plannedLoad: plannedLoad?.typed.value,
                reps: self.reps, load: load?.typed.value, unit: unit, warmup: warmup, rpe: rpe,
                at: .seconds(max(0, ended.timeIntervalSince(startedAt))), skipped: skipped ?? false)
        }
    }
}
