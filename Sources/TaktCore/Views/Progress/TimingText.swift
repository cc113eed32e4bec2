/// How punctual a session was, in words: "24 phases, max 0.4 ms late".
public enum TimingText {
    public static func summary(_ timing: SessionTiming, strings: Strings) -> String {
        guard let late = timing.maxLatenessMilliseconds else {
            return strings(.timingPhases, ["count": .int(timing.phaseCount)])
        }
        return strings(.timingSummary, ["count": .int(timing.phaseCount), "max": .text(milliseconds(late, strings))])
    }

    /// Milliseconds to a tenth, with the language's decimal separator.
    public static func milliseconds(_ value: Double, _ strings: Strings) -> String {
        strings.number(value, fractionDigits: 1)
    }
}
