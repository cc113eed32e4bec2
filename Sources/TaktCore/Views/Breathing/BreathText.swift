/// The words of breathing in a language: a breath phase's name, its spoken word, lengths in
/// seconds to the tenth ("5,5" in German) and a pattern's lengths ("4-7-8").
public enum BreathText {
    /// "Breathe in", "Hold", "Breathe out" (`Einatmen`, `Halten`, `Ausatmen`), and a sitting's
    /// "Meditation" and "Reflection"; `nil` for a phase that is neither a breath's nor a sitting's.
    public static func name(_ kind: Phase.Kind, _ strings: Strings) -> String? {
        switch kind {
        case .inhale: strings(.showPhaseInhale)
        case .hold: strings(.showPhaseHold)
        case .exhale: strings(.showPhaseExhale)
        case .meditation: strings(.showPhaseMeditation)
        case .reflection: strings(.showPhaseReflection)
        case .getReady, .work, .rest, .emom, .deathBy, .amrap, .forTime: nil
        }
    }

    /// What the voice says as a breath phase starts: "breathe in", "einatmen".
    public static func spoken(_ kind: Phase.Kind, _ strings: Strings) -> String? {
        switch kind {
        case .inhale: strings(.voiceInhale)
        case .hold: strings(.voiceHold)
        case .exhale: strings(.voiceExhale)
        case .getReady, .work, .rest, .emom, .deathBy, .amrap, .forTime, .meditation, .reflection: nil
        }
    }

    /// How full the breathing bar is, 0 to 1: filling through the inhale, full through the hold
    /// after it, emptying through the exhale, empty through the hold after that; `nil` for a
    /// phase that is no breath's.
    public static func fullness(_ snapshot: SessionSnapshot) -> Double? {
        guard let breath = snapshot.phase.breath, let length = snapshot.phase.length, length > .zero else {
            return nil
        }
        let done = 1 - min(1, max(0, (snapshot.remaining ?? .zero) / length))
        switch breath.phase.kind {
        case .inhale: return done
        case .exhale: return 1 - done
        case .hold: return breath.phase.isFull ? 1 : 0
        }
    }

    /// Tenths of a second as seconds: "4", "5.5" ("5,5").
    public static func seconds(tenths: Int, _ strings: Strings) -> String {
        tenths % 10 == 0 ? String(tenths / 10) : strings.number(Double(tenths) / 10, fractionDigits: 1)
    }

    /// A pattern's four lengths joined by "-": "4-4-4-4", "5.5-0-5.5-0".
    public static func lengths(_ pattern: BreathingPattern, _ strings: Strings) -> String {
        [pattern.inhale, pattern.holdIn, pattern.exhale, pattern.holdOut]
            .map { seconds(tenths: $0, strings) }.joined(separator: "-")
    }

    /// "Breathe box (4-4-4-4 s): 6 breaths", "… for 5:00: 25 breaths": a breathing block as `show` writes it.
    public static func block(_ line: BreathingLine, _ strings: Strings) -> String {
        let breaths = strings(.showBlockBreaths, ["count": .int(line.pattern.cycles(for: line.length))])
        var arguments: [String: StringArgument] = [
            "pattern": .text(line.patternText), "lengths": .text(lengths(line.pattern, strings)),
            "breaths": .text(breaths),
        ]
        guard case .seconds(let time) = line.length else { return strings(.showFormatBreathing, arguments) }
        arguments["time"] = .text(ClockText.format(seconds: time))
        return strings(.showFormatBreathingFor, arguments)
    }

    /// "Meditation 20:00, the last 3:00 in reflection, a gong every 5:00": a meditation block
    /// as `show` writes it.
    public static func sitting(_ sitting: Meditation, _ strings: Strings) -> String {
        let time = StringArgument.text(ClockText.format(seconds: sitting.minutes * 60))
        var text =
            sitting.reflect > 0
            ? strings(
                .showFormatMeditationReflect,
                ["time": time, "reflect": .text(ClockText.format(seconds: sitting.reflect * 60))])
            : strings(.showFormatMeditation, ["time": time])
        if let every = sitting.gongEvery, !sitting.intervalGongs.isEmpty {
            text = strings(
                .showFormatMeditationGongs,
                ["sitting": .text(text), "every": .text(ClockText.format(seconds: every * 60))])
        }
        return text
    }
}
