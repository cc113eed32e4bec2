/// What a running session knows of its heart-rate strap: for the views, the page and the
/// events file. The strap's reader (outside the core) turns what BlueZ says into these.
public enum HeartRateStatus: Sendable, Hashable {
    /// Looking for the strap, or connecting to it.
    case searching
    /// A plausible reading (25–250 bpm) and its zone, 1–5 of the heart-rate reserve; `nil`
    /// below zone 1 or without zones (no hr-max and no age).
    case beat(bpm: Int, zone: Int?)
    /// The strap was read and is silent now, or gone: "–" until it is back.
    case lost
    /// No heart rate in this session, and why; the session runs without it.
    case unavailable(HeartRateUnavailable)

    /// The bpm of a reading; `nil` for every other status.
    public var bpm: Int? {
        if case .beat(let bpm, _) = self { return bpm }
        return nil
    }
}

/// Why a session runs without heart rate.
public enum HeartRateUnavailable: String, Sendable, Hashable, CaseIterable {
    /// No system bus to reach BlueZ on.
    case noBus
    /// The bus is there, BlueZ is not.
    case noBlueZ
    /// BlueZ has no powered adapter.
    case noAdapter
    /// No strap found (or none by the name given); takt keeps looking.
    case noStrap
    /// Several straps and none named.
    case severalStraps
    /// The strap refused, or sends no heart rate.
    case failed
}
