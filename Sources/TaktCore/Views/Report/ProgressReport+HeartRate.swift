import Foundation

/// The report's heart rate (SPEC section 18): the bpm of the newest session with a strap over
/// its time, its work and rest phases shaded, and a table of its average, maximum and seconds
/// in each zone. Its numbers are those of `history --json` for that session (`heartRate.…`).
extension ProgressReport {
    func heartRateSection(_ body: inout Markup) {
        guard let session = heartRateSession, let heart = session.heartRate, !heart.samples.isEmpty else { return }
        let caption = strings(
            .heartRateReportDesc,
            [
                "program": .text(session.programTitle),
                "avg": .text(strings(.heartRateBpm, ["value": .int(heart.average)])),
                "max": .text(strings(.heartRateBpm, ["value": .int(heart.maximum)])),
            ])
        section(
            &body, id: "heart-rate", heading: strings(.heartRateReportTitle),
            picture: HeartRateChart(strings: strings, session: session, heart: heart).svg(description: caption),
            caption: caption
        ) { table in
            headerRow(&table, [.heartRateReportColumnWhat, .heartRateReportColumnValue], numeric: [1])
            for (key, name, value) in [
                ("heartRate.avg", strings(.heartRateReportAverage), heart.average),
                ("heartRate.max", strings(.heartRateReportMaximum), heart.maximum),
            ] {
                table.element("tr") { row in
                    row.element("td", text: name)
                    row.element("td", [("class", "n")]) { data(&$0, key: key, value) }
                }
            }
            for (index, seconds) in heart.zoneSeconds.enumerated() {
                table.element("tr") { row in
                    row.element("td", text: strings(.heartRateReportZone, ["zone": .int(index + 1)]))
                    row.element("td", [("class", "n")]) { data(&$0, key: "heartRate.zones.\(index)", seconds) }
                }
            }
        }
    }
}

/// The bpm of one session over its real seconds: a line broken where contact was lost, on
/// bands for its work (and rest) phases.
struct HeartRateChart {
    var strings: Strings
    var session: SessionRecord
    var heart: HeartRateRecord

    func svg(description: String) -> String {
        let width = 600.0
        let top = 20.0
        let bottom = 150.0
        let seconds = Double(max(heart.samples.count, 1))
        let lowest = heart.samples.filter { $0 != 0 }.min().map(Int.init) ?? heart.average
        let low = Double(max(HeartRateRecord.plausible.lowerBound, lowest - 10))
        let high = Double(heart.maximum + 10)
        let x = { (second: Double) in 30 + second / seconds * (width - 40) }
        let y = { (bpm: Double) in bottom - (bpm - low) / max(high - low, 1) * (bottom - top) }
        return ReportCharts.svg(
            id: "heart-rate", width: width, height: 170, title: strings(.heartRateReportTitle), description: description
        ) { svg in
            // The phases, from the session's timing (program seconds; real ones are those over the speed).
            let speed = session.speed > 0 ? session.speed : 1
            for phase in session.timing?.phases ?? [] where phase.kind != .getReady {
                let start = phase.actualStart / speed
                let length = (phase.seconds + phase.pausedSeconds) / speed
                guard start < seconds, length > 0 else { continue }
                svg.empty(
                    "rect",
                    [
                        ("class", phase.kind.isEffort ? "hr-work" : "hr-rest"), ("x", ReportCharts.number(x(start))),
                        ("y", ReportCharts.number(top)),
                        ("width", ReportCharts.number(x(min(start + length, seconds)) - x(start))),
                        ("height", ReportCharts.number(bottom - top)),
                    ])
            }
            svg.empty(
                "line",
                [("class", "axis"), ("x1", "30"), ("x2", ReportCharts.number(width)), ("y1", "150"), ("y2", "150")])
            svg.element(
                "text", [("x", "0"), ("y", ReportCharts.number(y(high) + 4))],
                text: String(Int(high)))
            svg.element("text", [("x", "0"), ("y", ReportCharts.number(y(low)))], text: String(Int(low)))
            // One polyline per stretch of contact.
            var stretch: [String] = []
            func draw() {
                if stretch.count > 1 {
                    svg.empty("polyline", [("class", "hr-line"), ("points", stretch.joined(separator: " "))])
                }
                stretch = []
            }
            for (second, sample) in heart.samples.enumerated() {
                guard sample != 0 else {
                    draw()
                    continue
                }
                stretch.append(ReportCharts.number(x(Double(second))) + "," + ReportCharts.number(y(Double(sample))))
            }
            draw()
        }
    }
}
