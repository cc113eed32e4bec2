/// The whiteboard formats that end with a score (docs/formats.md): the only formats a
/// ``BlockScore`` can be of. Intervals and tabata are scored only by their stations of max
/// reps (Fight Gone Bad, a Tabata of max reps): their reps answered, added up.
public enum ScoredFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case emom, amrap
    case forTime = "for-time"
    case deathBy = "death-by"
    case intervals, tabata

    /// How the clock runs a block of this format: the one question the machine, the views
    /// and the interchange ask instead of listing formats.
    public enum Window: Sendable, Hashable {
        /// Fixed windows of `every` seconds on absolute deadlines, one task each, Enter marks
        /// it done and the rest of the window is rest; a window without Enter is missed
        /// (emom, death-by). `endsAtFirstMiss`: the first miss ends the block (death-by).
        case periodic(endsAtFirstMiss: Bool)
        /// One window walking through the tasks, Enter by Enter: `loops` starts the round again
        /// until the cap (amrap); otherwise the last Enter ends it (for time).
        case tasks(loops: Bool)
        /// Timed stations whose reps are asked after each (intervals, tabata): no window of its
        /// own, the work phases run by their clock.
        case stations
    }

    public var window: Window {
        switch self {
        case .emom: .periodic(endsAtFirstMiss: false)
        case .deathBy: .periodic(endsAtFirstMiss: true)
        case .amrap: .tasks(loops: true)
        case .forTime: .tasks(loops: false)
        case .intervals, .tabata: .stations
        }
    }

    /// Stations of max reps (intervals, tabata): scored by the reps answered.
    public var isStations: Bool { window == .stations }

    /// A periodic window: emom or death-by.
    public var isPeriodic: Bool {
        if case .periodic = window { return true }
        return false
    }

    /// The program's format this is.
    public var format: Program.Format {
        switch self {
        case .emom: .emom
        case .amrap: .amrap
        case .forTime: .forTime
        case .deathBy: .deathBy
        case .intervals: .intervals
        case .tabata: .tabata
        }
    }

    /// The phase kind of this format's windows.
    public var phaseKind: Phase.Kind {
        switch self {
        case .emom: .emom
        case .amrap: .amrap
        case .forTime: .forTime
        case .deathBy: .deathBy
        case .intervals, .tabata: .work
        }
    }
}

extension Program.Format {
    /// The format of a scored window; `nil` for intervals and tabata, which have none (their
    /// stations of max reps are scored as ``ScoredFormat/stations(of:)`` says).
    public var scored: ScoredFormat? {
        switch self {
        case .emom: .emom
        case .amrap: .amrap
        case .forTime: .forTime
        case .deathBy: .deathBy
        case .intervals, .tabata, .breathing, .meditation: nil
        }
    }
}

extension ScoredFormat {
    /// The stations format of a block of `format`: intervals or tabata; `nil` for the others.
    public static func stations(of format: Program.Format) -> ScoredFormat? {
        switch format {
        case .intervals: .intervals
        case .tabata: .tabata
        case .emom, .amrap, .forTime, .deathBy, .breathing, .meditation: nil
        }
    }
}

extension Phase.Kind {
    /// The scored format of a window; `nil` for get ready, work and rest.
    public var scoredFormat: ScoredFormat? {
        switch self {
        case .emom: .emom
        case .amrap: .amrap
        case .forTime: .forTime
        case .deathBy: .deathBy
        case .getReady, .work, .rest, .inhale, .hold, .exhale, .meditation, .reflection: nil
        }
    }

    /// One period of a periodic window (emom, death-by).
    public var isPeriodic: Bool { scoredFormat?.isPeriodic ?? false }
}
