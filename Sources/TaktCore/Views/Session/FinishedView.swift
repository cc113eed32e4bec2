/// The finished screen: how long, how much, and whether the history kept it.
struct FinishedView: Sendable {
    var strings: Strings
    var width: Int

    func lines(title: String, summary: SessionSummary) -> [ScreenLine] {
        let (headline, look): (String, ScreenLine.Look) =
            switch summary.reason {
            case .finished: ("run.summary.finished", .success)
            case .stopped: ("run.summary.stopped", .caution)
            case .interrupted: ("run.summary.interrupted", .failure)
            }
        let rows = rows(summary)
        let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        var lines = [ScreenLine(title, .bold), .blank, ScreenLine(strings(headline).uppercased(), look), .blank]
        for row in rows {
            // A value too long for the width continues under itself rather than being cut.
            let values = SessionScreen.wrap(row.value, width: max(10, width - labelWidth - 2))
            for (index, value) in (values.isEmpty ? [""] : values).enumerated() {
                let label = index == 0 ? row.label : ""
                lines.append(
                    ScreenLine([
                        ScreenLine.Run(DisplayWidth.pad(label, to: labelWidth + 2), .dim), ScreenLine.Run(value),
                    ]))
            }
        }
        lines.append(.blank)
        // The save line is what people check after a session: wrapped, never cut.
        let (text, saveLook) = saveLine(summary)
        lines += SessionScreen.wrap(text, width: width).map { ScreenLine($0, saveLook) }
        return lines
    }

    /// The label and value of each line of figures.
    private func rows(_ summary: SessionSummary) -> [(label: String, value: String)] {
        var rows: [(label: String, value: String)] = [
            (strings("run.summary.duration"), ClockText.format(summary.duration, rounding: .nearest)),
            (strings("run.summary.active"), ClockText.format(summary.active, rounding: .nearest)),
        ]
        if summary.paused > .zero {
            rows.append((strings("run.summary.paused"), ClockText.format(summary.paused, rounding: .nearest)))
        }
        let counts: [String: StringArgument] = [
            "done": .int(summary.phasesDone), "total": .int(summary.phasesTotal),
            "skipped": .int(summary.phasesSkipped),
        ]
        let phasesKey = summary.phasesSkipped > 0 ? "run.summary.phasesSkippedValue" : "run.summary.phasesValue"
        rows.append((strings("run.summary.phases"), strings(phasesKey, counts)))
        rows.append(
            (strings("run.summary.energy"), KcalText.band(summary.kcal, wording: "run.summary.kcal", strings: strings)))
        if let timing = summary.timing {
            rows.append((strings("timing.label"), TimingText.summary(timing, strings: strings)))
        }
        if summary.usesDefaultMass {
            let mass = KcalText.massNumber(BodyProfile.defaultMassKilograms, strings: strings)
            rows.append((strings("run.summary.mass"), strings("run.summary.massDefault", ["mass": .text(mass)])))
        }
        return rows
    }

    private func saveLine(_ summary: SessionSummary) -> (String, ScreenLine.Look) {
        switch summary.saved {
        case .saved where summary.counts:
            (strings("run.summary.saved"), .success)
        case .saved where summary.isPreview:
            (strings("run.summary.savedPreview"), .success)
        case .saved:
            (
                strings(
                    "run.summary.savedShort",
                    ["minutes": .decimal(CountingRule.minimumActiveSeconds / 60, fractionDigits: 0)]),
                .success
            )
        case .kept(let path):
            (strings("run.summary.kept", ["path": .text(TerminalText.sanitize(path))]), .caution)
        case .tooShort:
            (
                strings(
                    "run.summary.tooShort",
                    ["seconds": .decimal(SessionSummary.minimumLoggedSeconds, fractionDigits: 0)]),
                .dim
            )
        case .preview:
            (strings("run.summary.preview"), .dim)
        case .disabled:
            (strings("run.summary.disabled"), .dim)
        case .failed(let reason):
            (strings("run.summary.failed", ["reason": .text(reason)]), .failure)
        }
    }
}
