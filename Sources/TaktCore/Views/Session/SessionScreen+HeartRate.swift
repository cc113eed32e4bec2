extension SessionScreen {
    /// The strap's line on the live views: bpm and zone, "–" without contact, or why there is
    /// no heart rate.
    func heartRateLine(_ status: HeartRateStatus) -> ScreenLine {
        let text = Self.heartRateText(status, strings: strings)
        switch status {
        case .beat: return ScreenLine(text, .bold)
        case .lost, .searching, .unavailable: return ScreenLine(text, .dim)
        }
    }

    /// The words of ``heartRateLine(_:)``, also the phone and TV page's.
    public static func heartRateText(_ status: HeartRateStatus, strings: Strings) -> String {
        switch status {
        case .beat(let bpm, let zone):
            let value = strings(.heartRateBpm, ["value": .int(bpm)])
            guard let zone else { return strings(.heartRateViewBeat, ["bpm": .text(value)]) }
            return strings(.heartRateViewBeatZone, ["bpm": .text(value), "zone": .int(zone)])
        case .lost: return strings(.heartRateViewLost)
        case .searching: return strings(.heartRateViewSearching)
        case .unavailable(let reason):
            let why: StringKey =
                switch reason {
                case .noBus, .noBlueZ: .heartRateViewNoBlueZ
                case .noAdapter: .heartRateViewNoAdapter
                case .noStrap: .heartRateViewNoStrap
                case .severalStraps: .heartRateViewSeveral
                case .failed: .heartRateViewFailed
                }
            return strings(why)
        }
    }
}
