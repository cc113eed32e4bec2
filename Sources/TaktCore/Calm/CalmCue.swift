/// Which of takt's own sounds a session cue rings (SPEC section 19): a gong where the calm part
/// of a session begins and where it ends, a soft tone at each change of breath, a gong at each
/// interval of a sitting and three at its change to reflection.
///
/// Pure: the cue player keeps the kind of the phase before and asks here; the answer is the
/// same for the same cue after the same kind.
public enum CalmCue {
    /// The sounds `cue` rings after a phase of kind `previous` (`nil` before the first phase).
    ///
    /// - A breath phase rings its tone (inhale, hold, exhale) when `tones` (bell mode; voice mode
    ///   says the words instead), and the first breath phase after anything else a gong first.
    /// - A piece of a sitting rings a gong (the start, each interval), the first reflection
    ///   after meditation three.
    /// - The session's end after a breath or a sitting rings a gong.
    /// - A phase of zero length is silent, as every cue of one is.
    public static func sounds(for cue: SessionCue, after previous: Phase.Kind?, tones: Bool) -> [CalmSound] {
        guard !SpokenCue.isSilent(cue) else { return [] }
        switch cue {
        case .phaseStart(let phase, _):
            if phase.kind.isSitting {
                return phase.kind == .reflection && previous == .meditation ? [.threeGongs] : [.gong]
            }
            guard phase.kind.isBreath else { return [] }
            let start: [CalmSound] = previous?.isBreath == true ? [] : [.gong]
            return start + (tones ? [tone(of: phase.kind)].compactMap { $0 } : [])
        case .workoutComplete:
            return previous?.isBreath == true || previous?.isSitting == true ? [.gong] : []
        case .countdown, .halfway, .lastRound, .round, .oneMinuteLeft, .capReached, .newRecord:
            return []
        }
    }

    /// The soft tone of a breath phase's kind; `nil` for any other kind.
    public static func tone(of kind: Phase.Kind) -> CalmSound? {
        switch kind {
        case .inhale: .inhale
        case .hold: .hold
        case .exhale: .exhale
        case .getReady, .work, .rest, .emom, .deathBy, .amrap, .forTime, .meditation, .reflection: nil
        }
    }
}
