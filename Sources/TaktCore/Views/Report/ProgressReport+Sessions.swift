import Foundation

extension ProgressReport {
    func programsSection(_ body: inout Markup) {
        let programs = document.charts?.programs ?? []
        let picture = ReportCharts.horizontalBars(
            id: "programs", title: strings(.reportProgramsTitle),
            description: strings(.reportProgramsDesc, ["count": .int(programs.count)]),
            values: programs.map { Double($0.sessions) }, labels: programs.map(\.title))
        section(
            &body, id: "programs", heading: strings(.reportProgramsTitle), picture: picture,
            caption: strings(.reportProgramsDesc, ["count": .int(programs.count)])
        ) { table in
            headerRow(
                &table, [.historyHeaderProgram, .statsHeaderSessions, .reportColumnActiveMinutes],
                numeric: [1, 2])
            for (index, program) in programs.enumerated() {
                table.element("tr") { row in
                    row.element("td", text: program.title)
                    row.element("td", [("class", "n")]) {
                        data(&$0, key: "charts.programs.\(index).sessions", program.sessions)
                    }
                    row.element("td", [("class", "n")]) {
                        data(&$0, key: "charts.programs.\(index).activeMinutes", program.activeMinutes)
                    }
                }
            }
        }
    }

    func timingSection(_ body: inout Markup) {
        let points = document.charts?.timing ?? []
        let picture = ReportCharts(strings: strings, series: series).timing()
        section(
            &body, id: "timing", heading: strings(.reportTimingTitle), picture: picture,
            caption: strings(
                .reportTimingDesc,
                [
                    "count": .int(points.count),
                    "max": .text(
                        TimingText.milliseconds(series.timing.compactMap(\.maxMilliseconds).max() ?? 0, strings)),
                ])
        ) { table in
            headerRow(
                &table, [.reportColumnSession, .reportColumnPhases, .reportColumnMedian, .reportColumnMax],
                numeric: [1, 2, 3])
            for (index, point) in points.enumerated() {
                table.element("tr") { row in
                    row.element("td") {
                        time(
                            &$0, day: TrainingCalendar(timeZone: timeZone).dayNumber(of: series.timing[index].startedAt)
                        )
                    }
                    let key = "charts.timing.\(index)."
                    row.element("td", [("class", "n")]) { data(&$0, key: key + "phases", point.phases) }
                    for (name, value) in [
                        ("medianLatenessMs", point.medianLatenessMs), ("maxLatenessMs", point.maxLatenessMs),
                    ] {
                        row.element("td", [("class", "n")]) { cell in
                            if let value { data(&cell, key: key + name, value) } else { cell.text("–") }
                        }
                    }
                }
            }
        }
    }

    /// The newest sessions; numbers are those of `history --json` for the same sessions.
    func recentSection(_ body: inout Markup) {
        body.newline()
        body.element("section", [("id", "recent")]) { section in
            section.element("h2", text: strings(.reportRecentTitle))
            guard !recent.isEmpty else {
                section.element("p", text: strings(.historyEmpty))
                return
            }
            section.element("table") { table in
                headerRow(
                    &table,
                    [
                        .historyHeaderDate, .historyHeaderProgram, .historyHeaderDuration,
                        .historyHeaderActive,
                        .historyHeaderKcal, .historyHeaderPhases, .historyHeaderEnd, .historyHeaderScore,
                        .timingLabel,
                    ], numeric: [2, 3, 4, 5])
                for (index, record) in recent.prefix(Self.recentCount).enumerated() {
                    recentRow(&table, record, index: index)
                }
            }
        }
    }

    private func recentRow(_ table: inout Markup, _ record: SessionRecord, index: Int) {
        let entry = HistoryJSON.Entry(record)
        let key = "recent.\(index)."
        table.element("tr") { row in
            row.element("td") { time(&$0, day: TrainingCalendar(timeZone: timeZone).dayNumber(of: record.startedAt)) }
            row.element("td", text: record.programTitle)
            row.element("td", [("class", "n")]) {
                duration(&$0, seconds: record.endedAt.timeIntervalSince(record.startedAt))
            }
            row.element("td", [("class", "n")]) { duration(&$0, seconds: record.activeSeconds) }
            row.element("td", [("class", "n")]) { data(&$0, key: key + "kcal", entry.kcal) }
            row.element("td", [("class", "n")]) { cell in
                data(&cell, key: key + "phasesDone", entry.phasesDone)
                cell.text("/")
                data(&cell, key: key + "phasesTotal", entry.phasesTotal)
            }
            row.element("td", text: strings(StringKey(.historyEndReason, record.endReason.rawValue)))
            // The first score, as `history` shows it; a session of several scored blocks has
            // them all in `history ID`.
            row.element("td", [("class", "score")]) { cell in
                if let first = record.scores.first {
                    score(&cell, key: key + "scores.0", first)
                } else {
                    cell.text("–")
                }
            }
            row.element("td") { cell in
                if let late = record.timing?.maxLatenessMilliseconds {
                    data(&cell, key: key + "timing.maxLatenessMilliseconds", late)
                    cell.text(" " + strings(.reportMs))
                } else {
                    cell.text("–")
                }
            }
        }
    }
}
