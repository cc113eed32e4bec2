/// A sitting of `takt meditate` (SPEC section 19): an open, quiet timer of meditation and an
/// optional reflection at its end, with a gong at each interval.
///
/// `minutes` is the whole sitting; its last `reflect` minutes are the reflection. The timeline
/// cuts the sitting where a gong rings — each interval from the start, the change to
/// reflection — so each gong is a phase start the session machine times like any other.
public struct Meditation: Sendable, Hashable {
    /// The longest sitting takt times: ten hours.
    public static let maximumMinutes = 600
    /// What a meditation phase is billed at: sitting quietly, meditating (Compendium 07008, 1.0).
    public static let met = 1.0

    public var minutes: Int
    public var reflect: Int
    /// Minutes between interval gongs; `nil` for none.
    public var gongEvery: Int?
    /// Whether the view shows a rotating affirmation (`--no-words` turns it off).
    public var words: Bool

    /// What is wrong with a sitting, by option.
    public enum Problem: Error, Equatable {
        /// MINUTES is not a whole number from 1 to ``maximumMinutes``.
        case minutes
        /// `--reflect` is negative or not shorter than the sitting.
        case reflect
        /// `--gong-every` is not a whole number from 1 up.
        case gongEvery
    }

    public init(minutes: Int, reflect: Int = 0, gongEvery: Int? = nil, words: Bool = true) {
        self.minutes = minutes
        self.reflect = reflect
        self.gongEvery = gongEvery
        self.words = words
    }

    /// The sitting, or what is wrong with it; the minutes are checked first, then reflection, then gongs.
    public func checked() -> Result<Meditation, Problem> {
        guard (1...Self.maximumMinutes).contains(minutes) else { return .failure(.minutes) }
        guard reflect >= 0, reflect < minutes else { return .failure(.reflect) }
        if let gongEvery, gongEvery < 1 { return .failure(.gongEvery) }
        return .success(self)
    }

    /// Seconds from the start at which the reflection begins: the sitting's end without one.
    public var change: Int { (minutes - reflect) * 60 }

    /// Seconds from the start at which an interval gong rings: each multiple of the interval
    /// inside the sitting, but not where the change's three gongs ring.
    public var intervalGongs: [Int] {
        guard let gongEvery, gongEvery < minutes else { return [] }
        return stride(from: gongEvery * 60, to: minutes * 60, by: gongEvery * 60).filter { $0 != change }
    }

    /// The sitting's phases: meditation, then reflection, each cut at its interval gongs; a
    /// part's pieces are its rounds, so the view and the events count them.
    public var timeline: Timeline {
        var phases = timelinePhases(blocks: (meditation: 1, reflection: 2), title: nil, outer: [])
        for index in phases.indices { phases[index].order = index + 1 }
        return Timeline(phases: phases)
    }

    /// How many phases the sitting compiles to: one, and one more at the change and each interval gong.
    public var phaseCount: Int { 1 + (reflect > 0 ? 1 : 0) + intervalGongs.count }

    /// The sitting's phases as a block of a program (`format: meditation`) or the whole of
    /// `takt meditate`: the meditation's pieces in block `blocks.meditation`, the reflection's
    /// in `blocks.reflection`; the program's compiler numbers them (order 0 here).
    func timelinePhases(
        blocks: (meditation: Int, reflection: Int), title: LocalizedText?, outer: [Phase.Repeat]
    ) -> [Phase] {
        let cuts = ([0, change] + intervalGongs).filter { $0 < minutes * 60 }
        let starts = Array(Set(cuts)).sorted()
        let ends = Array(starts.dropFirst()) + [minutes * 60]
        let kinds = starts.map { $0 < change ? Phase.Kind.meditation : .reflection }
        var phases: [Phase] = []
        for index in starts.indices {
            let kind = kinds[index]
            let part = kinds.indices.filter { kinds[$0] == kind }
            var phase = Phase(
                order: 0, kind: kind, activity: nil,
                block: kind == .meditation ? blocks.meditation : blocks.reflection, blockTitle: title,
                round: (part.firstIndex(of: index) ?? 0) + 1, rounds: part.count, set: 1, sets: 1,
                seconds: ends[index] - starts[index], reps: nil, isRestAfter: false, billedMET: Self.met)
            phase.quiet = !words
            phase.outerRounds = outer
            phases.append(phase)
        }
        return phases
    }
}
