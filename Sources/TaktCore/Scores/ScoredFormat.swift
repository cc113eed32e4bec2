/// The whiteboard formats that end with a score (docs/formats.md): the only formats a
/// ``BlockScore`` can be of, so a score of "intervals" cannot be written.
public enum ScoredFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case emom, amrap
    case forTime = "for-time"
    case deathBy = "death-by"

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
    }

    public var window: Window {
        switch self {
        case .emom: .periodic(endsAtFirstMiss: false)
        case .deathBy: .periodic(endsAtFirstMiss: true)
        case .amrap: .tasks(loops: true)
        case .forTime: .tasks(loops: false)
        }
    }

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
        }
    }

    /// The phase kind of this format's windows.
    public var phaseKind: Phase.Kind {
        switch self {
        case .emom: .emom
        case .amrap: .amrap
        case .forTime: .forTime
        case .deathBy: .deathBy
        }
    }
}

extension Program.Format {
    /// The scored format this is; `nil` for intervals and tabata.
    public var scored: ScoredFormat? {
        switch self {
        case .emom: .emom
        case .amrap: .amrap
        case .forTime: .forTime
        case .deathBy: .deathBy
        case .intervals, .tabata: nil
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
        case .getReady, .work, .rest: nil
        }
    }

    /// One period of a periodic window (emom, death-by).
    public var isPeriodic: Bool { scoredFormat?.isPeriodic ?? false }
}
