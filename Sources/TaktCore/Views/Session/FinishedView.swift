/// The finished screen: how long, how much, and whether the history kept it.
///
/// A window too small for all of it keeps the most important lines (``Part/priority``): the
/// save line first, whatever the height; the blank lines and the finer figures give way first.
struct FinishedView: Sendable {
    var strings: Strings
    var width: Int
    /// The rows the summary may use.
    var height: Int

    /// What the summary is made of, in the order it appears.
    enum Part: Sendable, Hashable {
        case title, gapAfterTitle, headline, gapAfterHeadline
        case score, duration, active, paused, phases, energy, timing, mass
        case gapBeforeSave, save

        /// Most important first; a small window drops parts from the end of this list.
        ///
        /// The save line is what people check after a session: it never gives way. The score
        /// line goes right after it.
        static let priority: [Part] = [
            .save, .score, .headline, .title, .duration, .energy, .active, .phases, .paused, .mass, .timing,
            .gapBeforeSave, .gapAfterHeadline, .gapAfterTitle,
        ]
    }

    func lines(title: String, summary: SessionSummary) -> [ScreenLine] {
        let parts = parts(title: title, summary: summary)
        var kept = Set<Part>()
        var used = 0
        for part in Part.priority {
            guard let lines = parts.first(where: { $0.part == part })?.lines else { continue }
            guard used + lines.count <= height else { break }
            kept.insert(part)
            used += lines.count
        }
        guard kept.contains(.save) else {
            // Not even the save line fits whole: its start, rather than nothing.
            return Array((parts.first { $0.part == .save }?.lines ?? []).prefix(max(1, height)))
        }
        return parts.filter { kept.contains($0.part) }.flatMap(\.lines)
    }

    /// Every part with its lines, in the order they appear.
    private func parts(title: String, summary: SessionSummary) -> [(part: Part, lines: [ScreenLine])] {
        let (headline, look): (StringKey, ScreenLine.Look) =
            switch summary.ending.reason {
            case .finished: (.runSummaryFinished, .success)
            case .stopped: (.runSummaryStopped, .caution)
            case .interrupted: (.runSummaryInterrupted, .failure)
            }
        let rows = rows(summary)
        // Labels line up as on a tall screen, whichever rows a small one leaves out.
        let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        var parts: [(part: Part, lines: [ScreenLine])] = [
            (.title, [ScreenLine(title, .bold)]), (.gapAfterTitle, [.blank]),
            (.headline, [ScreenLine(strings(headline).uppercased(), look)]), (.gapAfterHeadline, [.blank]),
        ]
        for row in rows {
            // A value too long for the width continues under itself rather than being cut.
            let values = SessionScreen.wrap(row.value, width: max(10, width - labelWidth - 2))
            let lines = (values.isEmpty ? [""] : values).enumerated().map { index, value in
                ScreenLine([
                    ScreenLine.Run(DisplayWidth.pad(index == 0 ? row.label : "", to: labelWidth + 2), .dim),
                    ScreenLine.Run(value),
                ])
            }
            parts.append((row.part, lines))
        }
        // The save line is wrapped, never cut: a spool path too long for a line is broken across lines.
        let (text, saveLook) = saveLine(summary)
        parts.append((.gapBeforeSave, [.blank]))
        var save = WordWrap.lines(text, width: width, longWord: .split).map { ScreenLine($0, saveLook) }
        if let hint = ScoreText.entryHint(summary, strings) {
            save += WordWrap.lines(hint, width: width, longWord: .split).map { ScreenLine($0, .dim) }
        }
        parts.append((.save, save))
        return parts
    }

    /// Widest a block's title is as a label: longer ones are cut with an ellipsis.
    static let titleWidth = 24

    /// A score's block as its line names it: the block's title (from the phases the session
    /// performed), else its format's name.
    static func blockName(_ score: BlockScore, _ ending: SessionEnding, _ strings: Strings) -> String {
        let title = ending.performed.lazy.map(\.phase).first { $0.block + 1 == score.block }?.blockTitle
        guard let title else { return ScoreText.formatName(score.format, strings) }
        let text = TerminalText.sanitize(title.resolved(for: strings.language))
        return text.isEmpty ? ScoreText.formatName(score.format, strings) : TextTable.truncated(text, to: titleWidth)
    }

    /// The label and value of each line of figures.
    private func rows(_ summary: SessionSummary) -> [(part: Part, label: String, value: String)] {
        let ending = summary.ending
        var rows: [(part: Part, label: String, value: String)] = []
        // One line per scored block, named by its title when it has one, else by its format:
        // "Fran  4:21.7 · last 4:40.2 · new personal best" (docs/formats.md).
        if let workout = summary.workout {
            rows.append(
                (
                    .score, TextTable.truncated(ScoreText.workoutLabel(workout, strings), to: Self.titleWidth),
                    ScoreText.compared(workout.comparison, strings)
                ))
        }
        for comparison in summary.comparisons {
            rows.append(
                (.score, Self.blockName(comparison.score, ending, strings), ScoreText.compared(comparison, strings)))
        }
        rows += [
            (.duration, strings(.runSummaryDuration), ClockText.format(ending.duration, rounding: .nearest)),
            (.active, strings(.runSummaryActive), ClockText.format(ending.active, rounding: .nearest)),
        ]
        if ending.paused > .zero {
            rows.append((.paused, strings(.runSummaryPaused), ClockText.format(ending.paused, rounding: .nearest)))
        }
        let counts: [String: StringArgument] = [
            "done": .int(ending.phasesDone), "total": .int(ending.phasesTotal),
            "skipped": .int(ending.phasesSkipped),
        ]
        let phasesKey: StringKey = ending.phasesSkipped > 0 ? .runSummaryPhasesSkippedValue : .runSummaryPhasesValue
        rows.append((.phases, strings(.runSummaryPhases), strings(phasesKey, counts)))
        // With a strap, age, weight and sex: the kcal from heart rate beside the MET figure (SPEC 18).
        let energy =
            HeartRateKcalText.summary(ending, strings: strings)
            ?? KcalText.band(ending.kcal, wording: .runSummaryKcal, strings: strings)
        rows.append((.energy, strings(.runSummaryEnergy), energy))
        let timing = ending.timingSummary
        rows.append((.timing, strings(.timingLabel), TimingText.summary(timing, strings: strings)))
        if ending.usesDefaultMass {
            let mass = KcalText.massNumber(BodyProfile.defaultMassKilograms, strings: strings)
            rows.append((.mass, strings(.runSummaryMass), strings(.runSummaryMassDefault, ["mass": .text(mass)])))
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
