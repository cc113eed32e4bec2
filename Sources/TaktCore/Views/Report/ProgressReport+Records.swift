import Foundation

extension ProgressReport {
    /// The personal records, as `stats` lists them; left out when there are none.
    func recordsSection(_ body: inout Markup) {
        let records = records
        guard !records.isEmpty else { return }
        body.newline()
        body.element("section", [("id", "records")]) { section in
            section.element("h2", text: strings(.reportRecordsTitle))
            section.element("p", [("class", "muted")], text: strings(.reportRecordsDesc))
            section.element("table") { table in
                headerRow(
                    &table,
                    [.historyHeaderProgram, .statsRecordsHeaderBlock, .statsRecordsHeaderBest, .historyHeaderDate],
                    numeric: [])
                for (index, record) in records.records.enumerated() {
                    table.element("tr") { row in
                        row.element("td", text: record.programTitle)
                        row.element("td", text: RecordText.block(of: record, in: records, titles: blockTitles, strings))
                        // The score as an athlete writes it ("7+12", "8:41.3"): one text, not one number.
                        row.element("td", [("class", "score")]) {
                            score(&$0, key: "records.\(index).score", record.score)
                        }
                        row.element("td") {
                            time(&$0, day: TrainingCalendar(timeZone: timeZone).dayNumber(of: record.date))
                        }
                    }
                }
            }
        }
    }

    /// One program's scores over time (the program with the most scored sessions), with its table.
    func scoresSection(_ body: inout Markup) {
        guard let progress = ScoreProgress(scored) else { return }
        let picture = ReportCharts(strings: strings, series: series).scores(
            progress, description: scoresCaption(progress), timeZone: timeZone)
        section(
            &body, id: "scores", heading: strings(.reportScoresTitle, ["program": .text(progress.programTitle)]),
            picture: picture, caption: scoresCaption(progress)
        ) { table in
            headerRow(&table, [.reportColumnDay, .historyHeaderScore], numeric: [])
            for point in progress.points {
                table.element("tr") { row in
                    row.element("td") { time(&$0, day: TrainingCalendar(timeZone: timeZone).dayNumber(of: point.date)) }
                    row.element("td", [("class", "score")]) { score(&$0, key: nil, point.score) }
                }
            }
        }
    }

    /// What the chart draws and which way is better: for time, lower.
    func scoresCaption(_ progress: ScoreProgress) -> String {
        let block = RecordText.block(progress.block, progress.format, several: true, strings)
        let key: StringKey =
            switch progress.format {
            case .amrap: .reportScoresDescAmrap
            case .forTime: .reportScoresDescForTime
            case .emom, .deathBy: .reportScoresDescPeriods
            case .intervals, .tabata: .reportScoresDescReps
            }
        return strings(key, ["block": .text(block), "program": .text(progress.programTitle)])
    }
}

extension ReportCharts {
    /// A line of one block's scores, oldest at the left, from 0 at the bottom; each point titled
    /// with its day and score, capped for-time sessions drawn hollow at the cap.
    func scores(_ progress: ScoreProgress, description: String, timeZone: TimeZone) -> String {
        let width = 600.0
        let bottom = 150.0
        let points = progress.points
        let largest = max(points.map(\.value).max() ?? 0, 1)
        let step = points.count > 1 ? (width - 60) / Double(points.count - 1) : 0
        let unit: StringKey =
            switch progress.format {
            case .amrap: .reportScoresAxisAmrap
            case .forTime: .reportScoresAxisForTime
            case .emom, .deathBy: .reportScoresAxisPeriods
            case .intervals, .tabata: .reportScoresAxisReps
            }
        return Self.svg(
            id: "scores", width: width, height: 170,
            title: strings(.reportScoresTitle, ["program": .text(progress.programTitle)]), description: description
        ) { svg in
            svg.empty(
                "line",
                [("class", "axis"), ("x1", "0"), ("x2", Self.number(width)), ("y1", "150"), ("y2", "150")])
            svg.element("text", [("x", "0"), ("y", "164")], text: "0 " + strings(unit))
            svg.element(
                "text", [("x", "0"), ("y", "12")],
                text: strings.number(largest, fractionDigits: largest == largest.rounded() ? 0 : 1) + " "
                    + strings(unit))
            let coordinates = points.enumerated().map { index, point in
                (30 + Double(index) * step, bottom - point.value / largest * (bottom - 20))
            }
            svg.empty(
                "polyline",
                [
                    ("class", "score-line"),
                    ("points", coordinates.map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " ")),
                ])
            for (point, coordinate) in zip(points, coordinates) {
                let capped = if case .forTime(let forTime) = point.score.result { forTime.capped } else { false }
                svg.element(
                    "circle",
                    [
                        ("class", capped ? "dot-capped" : "dot-score"), ("cx", Self.number(coordinate.0)),
                        ("cy", Self.number(coordinate.1)), ("r", "4"),
                    ]
                ) { circle in
                    let day = HistoryDates.day(TrainingCalendar(timeZone: timeZone).dayNumber(of: point.date))
                    circle.element("title", text: day + ": " + ScoreText.text(point.score, strings))
                }
            }
        }
    }
}
