// The how-to an `i` puts over the session and a second `i` takes away: it belongs to the phase
// visit, so it goes when the phase does.
extension SessionMachine {
    /// `i` toggles: a second press takes the how-to away.
    mutating func toggleHowTo(at now: Duration, into effects: inout [Effect]) {
        if showsHowTo {
            setHowTo(false)
            effects.append(.hideHowTo)
        } else if let activity = howToActivity {
            setHowTo(true)
            var shown = snapshot(at: now)
            // Before the start no visit keeps it up, but the press is answered all the same.
            shown.howTo = activity
            effects.append(.showHowTo(shown))
        }
    }

    /// Shows or hides the how-to of the current visit.
    private mutating func setHowTo(_ shown: Bool) {
        switch state {
        case .running(var visit):
            visit.showsHowTo = shown
            state = .running(visit)
        case .paused(var visit, let since):
            visit.showsHowTo = shown
            state = .paused(visit, since: since)
        case .ready, .finished, .asking, .closing:
            break
        }
    }
}
