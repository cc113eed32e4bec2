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
        var rows: [(label: String, value: String)] = [
            (strings("run.summary.duration"), ClockText.format(summary.duration, rounding: .nearest)),
            (strings("run.summary.active"), ClockText.format(summary.active, rounding: .nearest)),
        ]
        if summary.paused > .zero {
            rows.append((strings("run.summary.paused"), ClockText.format(summary.paused, rounding: .nearest)))
        }
        rows.append(
            (
                strings("run.summary.phases"),
                strings(
                    "run.summary.phasesValue", ["done": .int(summary.phasesDone), "total": .int(summary.phasesTotal)])
            ))
        rows.append(
            (
                strings("run.summary.energy"),
                KcalText.band(summary.kcal, wording: "run.summary.kcal", strings: strings)
            ))
        if summary.usesDefaultMass {
            rows.append(
                (
                    strings("run.summary.mass"),
                    strings(
                        "run.summary.massDefault",
                        ["mass": .text(KcalText.massNumber(BodyProfile.defaultMassKilograms, strings: strings))])
                ))
        }
        let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        var lines = [ScreenLine(title, .bold), .blank, ScreenLine(strings(headline).uppercased(), look), .blank]
        lines += rows.map { row in
            ScreenLine([
                ScreenLine.Run(DisplayWidth.pad(row.label, to: labelWidth + 2), .dim), ScreenLine.Run(row.value),
            ])
        }
        lines.append(.blank)
        // The save line is what people check after a session: wrapped, never cut.
        let (text, saveLook) = saveLine(summary.saved)
        lines += SessionScreen.wrap(text, width: width).map { ScreenLine($0, saveLook) }
        return lines
    }

    private func saveLine(_ status: SaveStatus) -> (String, ScreenLine.Look) {
        switch status {
        case .saved:
            (strings("run.summary.saved"), .success)
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
