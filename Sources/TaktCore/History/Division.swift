/// The division a score was done in: as written (Rx) or scaled (docs/formats.md, "Rx and
/// scaled"). Last, best and records are kept per division; an Rx score ranks above any scaled one.
public enum Division: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case rx, scaled

    /// Rx first.
    public static func < (left: Division, right: Division) -> Bool { left == .rx && right == .scaled }
}

/// How a session reached the history: run with the timer, or logged afterwards (`takt log`).
public enum SessionSource: String, Sendable, Hashable, Codable, CaseIterable {
    case timer, log
}
