import Testing

@testable import TaktCore

/// A phase keeps the values only some phases have (a lift's set, a breath, a load) apart from
/// the ones every phase has, so a 10,000-phase timeline stays small (issue 48).
@Suite struct PhaseStorageTests {
    static func work() -> Phase {
        Phase(
            order: 1, kind: .work, activity: nil, block: 0, blockTitle: nil, round: 1, rounds: 3, set: 1, sets: 1,
            seconds: 30, reps: nil, isRestAfter: false, billedMET: 8)
    }

    /// 385 bytes before the rare values moved out of a phase's own storage.
    @Test func aPlainPhaseStoresUnder200Bytes() {
        #expect(Phase.storedBytes < 200, "\(Phase.storedBytes) bytes")
    }

    /// Each rare value reads back as written, and a phase whose rare values are all set back
    /// equals (and hashes as) one that never had any.
    @Test func rareValuesReadBackAndGoAwayWhenCleared() {
        let plain = Self.work()
        var phase = plain
        phase.climb = Climb(start: 3, step: 3)
        phase.asksMax = true
        phase.stations = .intervals
        phase.quiet = true
        phase.outerRounds = [Phase.Repeat(round: 2, rounds: 4)]
        #expect(phase.climb == Climb(start: 3, step: 3))
        #expect(phase.asksMax && phase.quiet)
        #expect(phase.stations == .intervals)
        #expect(phase.outerRounds == [Phase.Repeat(round: 2, rounds: 4)])
        #expect(phase != plain)
        // The copy it was made from is untouched.
        #expect(plain.climb == nil && !plain.asksMax && plain.outerRounds.isEmpty)
        phase.climb = nil
        phase.asksMax = false
        phase.stations = nil
        phase.quiet = false
        phase.outerRounds = []
        #expect(phase == plain)
        #expect(phase.hashValue == plain.hashValue)
    }
}
