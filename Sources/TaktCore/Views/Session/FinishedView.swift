/// The finished screen: how long, how much, and whether the history kept it.
struct FinishedView: Sendable {
    var strings: Strings
    var width: Int

    func lines(title: String, summary: SessionSummary) -> [ScreenLine] {
        let (headline, look): (StringKey, ScreenLine.Look) =
            switch summary.ending.reason {
            case .finished: (.runSummaryFinished, .success)
            case .stopped: (.runSummaryStopped, .caution)
            case .interrupted: (.runSummaryInterrupted, .failure)
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
        let ending = summary.ending
        var rows: [(label: String, value: String)] = [
            (strings(.runSummaryDuration), ClockText.format(ending.duration, rounding: .nearest)),
            (strings(.runSummaryActive), ClockText.format(ending.active, rounding: .nearest)),
        ]
        if ending.paused > .zero {
            rows.append((strings(.runSummaryPaused), ClockText.format(ending.paused, rounding: .nearest)))
        }
        let counts: [String: StringArgument] = [
            "done": .int(ending.phasesDone), "total": .int(ending.phasesTotal),
            "skipped": .int(ending.phasesSkipped),
        ]
        let phasesKey: StringKey = ending.phasesSkipped > 0 ? .runSummaryPhasesSkippedValue : .runSummaryPhasesValue
        rows.append((strings(.runSummaryPhases), strings(phasesKey, counts)))
        rows.append(
            (strings(.runSummaryEnergy), KcalText.band(ending.kcal, wording: .runSummaryKcal, strings: strings)))
        let timing = ending.timing(language: strings.language)
        rows.append((strings(.timingLabel), TimingText.summary(timing, strings: strings)))
        if ending.usesDefaultMass {
            let mass = KcalText.massNumber(BodyProfile.defaultMassKilograms, strings: strings)
            rows.append((strings(.runSummaryMass), strings(.runSummaryMassDefault, ["mass": .text(mass)])))
        }
        return rows
    }

    private func saveLine(_ summary: SessionSummary) -> (String, ScreenLine.Look) {
        switch summary.saved {
        case .saved where summary.ending.counts:
            (strings(.runSummarySaved), .success)
        case .saved where summary.ending.isPreview:
            (strings(.runSummarySavedPreview), .success)
        case .saved:
            (
                strings(
                    .runSummarySavedShort,
                    ["minutes": .decimal(CountingRule.minimumActiveSeconds / 60, fractionDigits: 0)]),
                .success
            )
        case .kept(let path):
            (strings(.runSummaryKept, ["path": .text(TerminalText.sanitize(path))]), .caution)
        case .tooShort:
            (
                strings(
                    .runSummaryTooShort,
                    ["seconds": .decimal(SessionSummary.minimumLoggedSeconds, fractionDigits: 0)]),
                .dim
            )
        case .preview:
            (strings(.runSummaryPreview), .dim)
        case .disabled:
            (strings(.runSummaryDisabled), .dim)
        case .failed(let reason):
            (strings(.runSummaryFailed, ["reason": .text(reason)]), .failure)
        }
    }
}
