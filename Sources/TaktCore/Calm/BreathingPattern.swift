/// One breath: inhale, hold, exhale and hold, in tenths of a second (`5.5` s is 55); a hold of 0
/// is left out of the breath's phases.
public struct BreathingPattern: Hashable, Sendable {
    public var inhale: Int
    public var holdIn: Int
    public var exhale: Int
    public var holdOut: Int

    public init(inhale: Int, holdIn: Int, exhale: Int, holdOut: Int) {
        self.inhale = inhale
        self.holdIn = holdIn
        self.exhale = exhale
        self.holdOut = holdOut
    }

    /// The presets, by name: box 4-4-4-4, 4-7-8 (4-7-8-0), coherent 5.5-0-5.5-0, calm 4-0-6-0.
    public static let presets: [String: BreathingPattern] = [
        "box": BreathingPattern(inhale: 40, holdIn: 40, exhale: 40, holdOut: 40),
        "4-7-8": BreathingPattern(inhale: 40, holdIn: 70, exhale: 80, holdOut: 0),
        "coherent": BreathingPattern(inhale: 55, holdIn: 0, exhale: 55, holdOut: 0),
        "calm": BreathingPattern(inhale: 40, holdIn: 0, exhale: 60, holdOut: 0),
    ]

    /// The longest phase of a breath: two minutes, in tenths.
    public static let longestPhase = 1_200

    /// A preset's name, or three or four lengths in seconds joined by `-` (`4-7-8`, `4-0-6-0`,
    /// `5.5-0-5.5`; three mean no last hold); `nil` for anything else, for a breath with no
    /// inhale or no exhale, and for a phase over ``longestPhase``.
    public init?(_ text: String) {
        if let preset = Self.presets[text] {
            self = preset
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Self.tenths(of: $0) }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        let lengths = parts.compactMap { $0 }
        guard lengths.count == parts.count, lengths[0] > 0, lengths[2] > 0,
            lengths.allSatisfy({ $0 <= Self.longestPhase })
        else { return nil }
        self.init(
            inhale: lengths[0], holdIn: lengths[1], exhale: lengths[2], holdOut: parts.count == 4 ? lengths[3] : 0)
    }

    /// `4`, `5.5` or `0.5` seconds in tenths: digits, at most one decimal.
    private static func tenths(of text: Substring) -> Int? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            pieces[0].count <= 4, let whole = Int(pieces[0])
        else { return nil }
        guard pieces.count == 2 else { return whole * 10 }
        guard pieces[1].count == 1, let tenth = Int(pieces[1]) else { return nil }
        return whole * 10 + tenth
    }

    /// One breath's phases in order, holds of 0 left out.
    public var phases: [BreathPhase] {
        [
            (BreathPhase.Kind.inhale, inhale, false), (.hold, holdIn, true), (.exhale, exhale, false),
            (.hold, holdOut, false),
        ]
        .filter { $0.1 > 0 }
        .map { BreathPhase(kind: $0.0, tenths: $0.1, isFull: $0.2) }
    }

    /// One breath's length in tenths.
    public var cycleTenths: Int { inhale + holdIn + exhale + holdOut }

    /// Breaths of `length`: a count of cycles, or as many whole breaths as a time holds (a breath
    /// is never cut short), at least one.
    public func cycles(for length: BreathingLength) -> Int {
        switch length {
        case .cycles(let count): count
        case .seconds(let seconds): max(1, seconds * 10 / cycleTenths)
        }
    }

    /// Every phase of a block of `length`, each with its breath's number.
    public func steps(for length: BreathingLength) -> [BreathStep] {
        let count = cycles(for: length)
        guard count > 0 else { return [] }
        return (1...count).flatMap { cycle in
            phases.map { BreathStep(phase: $0, cycle: cycle, cycles: count) }
        }
    }
}

/// How long a breathing block lasts: breaths counted, or a time in seconds.
public enum BreathingLength: Hashable, Sendable {
    case cycles(Int)
    case seconds(Int)
}

/// One phase of a breath: its kind and length in tenths of a second.
public struct BreathPhase: Hashable, Sendable {
    /// What the breath does; the raw values are the kinds of `show --json` and the events.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case inhale, hold, exhale
    }

    public var kind: Kind
    public var tenths: Int
    /// True for the hold after the inhale, the lungs full; false for every other phase.
    public var isFull = false
}

/// A phase of a breathing block: which breath of how many.
public struct BreathStep: Hashable, Sendable {
    public var phase: BreathPhase
    /// 1-based breath, and the block's breath count.
    public var cycle: Int
    public var cycles: Int
}
