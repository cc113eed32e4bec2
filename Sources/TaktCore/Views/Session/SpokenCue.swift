/// What a cue says aloud in voice mode, and whether it makes a sound at all.
///
/// The words are templates in the string tables (the `voice.` keys), so a user's language
/// file can change them. Phase cues may use `{exercise}` (the phase's exercise), `{next}` (the
/// next exercise), `{round}`, `{rounds}` and `{remaining}` (seconds left); the countdown
/// `{remaining}`.
public enum SpokenCue {
    /// A phase of zero length makes no sound: nobody needs a cue for a phase that is already over.
    public static func isSilent(_ cue: SessionCue) -> Bool {
        if case .phaseStart(let phase, _) = cue, phase.seconds == 0 { return true }
        return false
    }

    /// Cues only a voice makes heard: the bell marks phases and counts, not the end.
    public static func isSpokenOnly(_ cue: SessionCue) -> Bool {
        if case .newRecord = cue { return true }
        return cue == .workoutComplete
    }

    /// The words to speak for `cue` in the language of `strings`, or `nil` when it is silent.
    public static func words(for cue: SessionCue, strings: Strings) -> String? {
        guard !isSilent(cue) else { return nil }
        switch cue {
        case .phaseStart(let phase, let next):
            let arguments = arguments(for: phase, next: next, strings: strings)
            switch phase.kind {
            case .work, .emom, .deathBy, .amrap, .forTime:
                return strings(.voiceWork, arguments)
            case .rest:
                return strings(next == nil ? .voiceRest : .voiceRestNext, arguments)
            case .getReady:
                return strings(next == nil ? .voiceGetReady : .voiceGetReadyFirst, arguments)
            case .inhale, .hold, .exhale:
                return BreathText.spoken(phase.kind, strings)
            case .meditation, .reflection:
                // A sitting's gongs say it all.
                return nil
            }
        case .lastRound(let phase):
            return strings(.voiceLastRound, arguments(for: phase, next: nil, strings: strings))
        case .countdown(let count):
            return strings(.voiceCountdown, ["remaining": .int(count)])
        case .halfway:
            return strings(.voiceHalfway)
        case .workoutComplete:
            return strings(.voiceComplete)
        case .round(let round):
            return strings(.voiceRound, ["round": .int(round)])
        case .oneMinuteLeft:
            return strings(.voiceOneMinute)
        case .capReached:
            return strings(.voiceCap)
        case .newRecord(let record):
            return LiftSetText(strings: strings).record(record)
        }
    }

    /// The espeak-ng voice that reads the language of `strings`.
    ///
    /// A table names it as `voice.espeak`; a user's table without that key is read with the
    /// voice named like its language code, never with the English fallback's voice.
    public static func voice(for strings: Strings) -> String {
        if case .text(let voice) = strings.table[.voiceEspeak], !voice.isEmpty { return voice }
        return strings.language
    }

    /// What a phase's cue names: an emom or death-by period's task with its count, a count of
    /// one in the singular ("1 Burpee", "10 Burpees"; loads and heights are on the screen), else
    /// the phase's exercise.
    static func said(_ phase: Phase, strings: Strings) -> String {
        if phase.kind == .emom || phase.kind == .deathBy, let task = phase.tasks.first {
            let text = TaskText(strings: strings)
            var item = text.item(task)
            item.load = nil
            item.height = nil
            item.parts = item.parts.map { part in
                var part = part
                part.load = nil
                part.height = nil
                return part
            }
            return text.text(item)
        }
        return phase.activity?.name.resolved(for: strings.language) ?? ""
    }

    private static func arguments(for phase: Phase, next: Phase?, strings: Strings) -> [String: StringArgument] {
        return [
            "exercise": .text(said(phase, strings: strings)),
            "next": .text(next.map { said($0, strings: strings) } ?? ""),
            "round": .int(phase.round), "rounds": .int(phase.rounds),
            "remaining": .int(phase.seconds ?? 0),
        ]
    }
}
