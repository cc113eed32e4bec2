/// What a cue says aloud in voice mode, and whether it makes a sound at all.
public enum SpokenCue {
    /// A phase of zero length makes no sound (SPEC §5).
    public static func isSilent(_ cue: SessionCue) -> Bool {
        if case .phaseStart(let phase, _) = cue, phase.seconds == 0 { return true }
        return false
    }

    /// The words to speak for `cue` in the language of `strings`, or `nil` when it is silent.
    public static func words(for cue: SessionCue, strings: Strings) -> String? {
        guard !isSilent(cue) else { return nil }
        let language = strings.language
        switch cue {
        case .phaseStart(let phase, let next):
            let nextName = next?.activity?.name.resolved(for: language)
            switch phase.kind {
            case .work:
                let name = phase.activity?.name.resolved(for: language) ?? ""
                return strings("run.cue.work", ["name": .text(name)])
            case .rest:
                guard let nextName else { return strings("run.cue.rest") }
                return strings("run.cue.restNextUp", ["name": .text(nextName)])
            case .getReady:
                guard let nextName else { return strings("run.cue.getReady") }
                return strings("run.cue.getReadyFirst", ["name": .text(nextName)])
            }
        case .countdown(let count):
            return strings("run.cue.countdown", ["count": .int(count)])
        case .halfway:
            return strings("run.cue.halfway")
        }
    }
}
