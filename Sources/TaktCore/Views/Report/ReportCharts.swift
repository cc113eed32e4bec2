import Foundation

/// The report's pictures as inline SVG, each with a `<title>` and `<desc>` for screen readers.
///
/// Colours come from classes the stylesheet defines for light and dark schemes; coordinates are
/// written with a point, whatever the language.
struct ReportCharts {
    var strings: Strings
    var series: ProgressSeries

    /// An `<svg>` of `width` × `height` units that scales to the page's width.
    static func svg(
        id: String, width: Double, height: Double, title: String, description: String, _ body: (inout Markup) -> Void
    ) -> String {
        var markup = Markup()
        markup.element(
            "svg",
            [
                ("viewBox", "0 0 \(number(width)) \(number(height))"), ("class", id), ("role", "img"),
                ("aria-labelledby", "\(id)-title \(id)-desc"),
            ]
        ) { svg in
            svg.element("title", [("id", "\(id)-title")], text: title)
            svg.element("desc", [("id", "\(id)-desc")], text: description)
            body(&svg)
        }
        return markup.text
    }

    static func number(_ value: Double) -> String {
        String(format: "%.1f", value.isFinite ? value : 0)
    }

    // MARK: - Heatmap

    func heatmap() -> String {
        let cell = 14.0
        let left = 34.0
        let top = 16.0
        let weeks = ProgressSeries.heatmapWeeks
        let active = series.days.filter { $0.sessions > 0 }.count
        return Self.svg(
            id: "heatmap", width: left + Double(weeks) * cell, height: top + 7 * cell + 24,
            title: strings(.statsHeatmapTitle),
            description: strings(.reportHeatmapDesc, ["count": .int(active)])
        ) { svg in
            legend(&svg, x: left, y: top + 7 * cell + 8)
            for weekday in [0, 2, 4] {
                svg.element(
                    "text", [("x", "0"), ("y", Self.number(top + Double(weekday) * cell + 10))],
                    text: strings(StringKey(.calendarWeekday, "\(weekday + 1)")))
            }
            for week in 0..<weeks {
                let monday = series.days[week * 7].number
                if let first = (monday..<monday + 7).first(where: { HistoryDates.civil($0).day == 1 }) {
                    svg.element(
                        "text", [("x", Self.number(left + Double(week) * cell)), ("y", "11")],
                        text: strings(StringKey(.calendarMonth, "\(HistoryDates.civil(first).month)")))
                }
                for weekday in 0..<7 {
                    let day = series.days[week * 7 + weekday]
                    guard !day.isFuture else { continue }
                    let level = HeatLevel(activeSeconds: day.activeSeconds)
                    svg.element(
                        "rect",
                        [
                            ("x", Self.number(left + Double(week) * cell)),
                            ("y", Self.number(top + Double(weekday) * cell)), ("width", "12"), ("height", "12"),
                            ("rx", "2"), ("class", "l\(level.rawValue)"),
                        ]
                    ) { rect in
                        rect.element(
                            "title",
                            text: HistoryDates.day(day.number) + ": "
                                + strings(
                                    .historyMinutes,
                                    ["minutes": .text(strings.number(day.activeSeconds / 60, fractionDigits: 1))]))
                    }
                }
            }
        }
    }

    /// "less ■■■■■ more", each square titled with its range of minutes.
    private func legend(_ svg: inout Markup, x: Double, y: Double) {
        svg.element("text", [("x", Self.number(x)), ("y", Self.number(y + 10))], text: strings(.reportLegendLess))
        let start = x + 44
        for level in HeatLevel.allCases {
            svg.element(
                "rect",
                [
                    ("x", Self.number(start + Double(level.rawValue) * 14)), ("y", Self.number(y)), ("width", "12"),
                    ("height", "12"), ("rx", "2"), ("class", "l\(level.rawValue)"),
                ]
            ) { $0.element("title", text: strings(StringKey(.reportLegend, "\(level.rawValue)"))) }
        }
        svg.element(
            "text", [("x", Self.number(start + 5 * 14 + 4)), ("y", Self.number(y + 10))],
            text: strings(.reportLegendMore))
    }

    // MARK: - Bars

    /// Vertical bars, one per label; `classes` colours each bar (e.g. goal met or not). A full
    /// bar is `largest`, by default the largest value.
    static func bars(
        id: String, title: String, description: String, values: [Double], labels: [String], classes: [String],
        largest: Double? = nil
    ) -> String {
        let width = 600.0
        let height = 180.0
        let bottom = 150.0
        let slot = width / Double(max(1, values.count))
        let largest = max(largest ?? values.max() ?? 0, values.max() ?? 0, 1)
        return svg(id: id, width: width, height: height, title: title, description: description) { svg in
            // The title shown too: two bar charts sit one above the other.
            svg.element("text", [("x", "0"), ("y", "12")], text: title)
            svg.empty(
                "line",
                [("class", "axis"), ("x1", "0"), ("x2", number(width)), ("y1", number(bottom)), ("y2", number(bottom))])
            for (index, value) in values.enumerated() {
                let barHeight = max(0, value) / largest * (bottom - 26)
                let x = Double(index) * slot + slot * 0.15
                svg.empty(
                    "rect",
                    [
                        ("class", classes[index]), ("x", number(x)), ("y", number(bottom - barHeight)),
                        ("width", number(slot * 0.7)), ("height", number(barHeight)),
                    ])
                svg.element(
                    "text", [("x", number(x)), ("y", number(bottom + 14))], text: labels[index])
            }
        }
    }

    /// Horizontal bars with their labels at the left, for sessions per program.
    static func horizontalBars(
        id: String, title: String, description: String, values: [Double], labels: [String]
    ) -> String {
        let row = 22.0
        let left = 200.0
        let width = 600.0
        let largest = max(values.max() ?? 0, 1)
        let height = max(row, Double(values.count) * row)
        return svg(id: id, width: width, height: height, title: title, description: description) { svg in
            for (index, value) in values.enumerated() {
                let y = Double(index) * row
                svg.element(
                    "text", [("x", "0"), ("y", number(y + 15))],
                    text: DisplayWidth.truncate(labels[index], to: 30))
                svg.empty(
                    "rect",
                    [
                        ("class", "bar"), ("x", number(left)), ("y", number(y + 4)),
                        ("width", number(max(0, value) / largest * (width - left - 40))), ("height", "14"),
                    ])
                svg.element(
                    "text",
                    [("x", number(left + max(0, value) / largest * (width - left - 40) + 6)), ("y", number(y + 15))],
                    text: String(Int(value)))
            }
        }
    }

    // MARK: - Timing

    /// Median and maximum lateness of each measured session, oldest at the left.
    func timing() -> String {
        let width = 600.0
        let bottom = 150.0
        let points = series.timing
        let largest = max(points.compactMap(\.maxMilliseconds).max() ?? 0, 1)
        let step = points.count > 1 ? (width - 20) / Double(points.count - 1) : 0
        return Self.svg(
            id: "timing", width: width, height: 170, title: strings(.reportTimingTitle),
            description: strings(
                .reportTimingDesc,
                [
                    "count": .int(points.count),
                    "max": .text(TimingText.milliseconds(points.compactMap(\.maxMilliseconds).max() ?? 0, strings)),
                ])
        ) { svg in
            svg.empty(
                "line",
                [("class", "axis"), ("x1", "0"), ("x2", Self.number(width)), ("y1", "150"), ("y2", "150")])
            svg.element("text", [("x", "0"), ("y", "164")], text: strings(.historyDetailMs, ["ms": .text("0")]))
            svg.element(
                "text", [("x", "0"), ("y", "12")],
                text: strings(.historyDetailMs, ["ms": .text(TimingText.milliseconds(largest, strings))]))
            for (index, name) in ["max", "median"].enumerated() {
                let x = width - 170 + Double(index) * 85
                svg.empty(
                    "rect",
                    [("class", "dot-" + name), ("x", Self.number(x)), ("y", "3"), ("width", "10"), ("height", "10")])
                svg.element(
                    "text", [("x", Self.number(x + 14)), ("y", "12")],
                    text: strings(index == 0 ? .reportLegendMax : .reportLegendMedian))
            }
            for (name, values) in [
                ("max", points.map(\.maxMilliseconds)), ("median", points.map(\.medianMilliseconds)),
            ] {
                let coordinates = values.enumerated().compactMap { index, value in
                    value.map { (10 + Double(index) * step, bottom - $0 / largest * (bottom - 20)) }
                }
                svg.empty(
                    "polyline",
                    [
                        ("class", name),
                        (
                            "points",
                            coordinates.map { Self.number($0.0) + "," + Self.number($0.1) }.joined(separator: " ")
                        ),
                    ])
                for point in coordinates {
                    svg.empty(
                        "circle",
                        [
                            ("class", "dot-" + name), ("cx", Self.number(point.0)), ("cy", Self.number(point.1)),
                            ("r", "3"),
                        ])
                }
            }
        }
    }
}
