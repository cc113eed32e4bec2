/// How strongly a day of the heatmap is shaded: by its active minutes, in five steps.
///
/// Fixed steps rather than steps relative to the best day: a week of 12-minute sessions looks
/// the same whatever happened months ago, and one long session does not fade every other day.
public enum HeatLevel: Int, Sendable, Hashable, CaseIterable {
    case none, light, medium, strong, full

    /// The lower bounds of light, medium, strong and full in active minutes.
    public static let thresholds: [Double] = [0, 5, 10, 20]

    public init(activeSeconds: Double) {
        let minutes = activeSeconds / 60
        guard minutes > 0 else {
            self = .none
            return
        }
        let step = Self.thresholds.lastIndex { minutes >= $0 } ?? 0
        self = HeatLevel(rawValue: step + 1) ?? .full
    }

    /// The character that stands for the level without colour, distinct for each.
    public var character: Character {
        switch self {
        case .none: "·"
        case .light: "░"
        case .medium: "▒"
        case .strong: "▓"
        case .full: "█"
        }
    }

    /// The 256-colour terminal code (greens, darkest to brightest) and the report's fill.
    public var terminalColour: Int {
        switch self {
        case .none: 240
        case .light: 22
        case .medium: 28
        case .strong: 34
        case .full: 40
        }
    }
}
