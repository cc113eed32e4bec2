import Foundation

/// `report -o FILE.html`: one self-contained page of the training history.
///
/// The page loads nothing: its style is inline, its pictures are inline SVG, it has no scripts
/// and no links out. It is well-formed XML as well as HTML, so any XML parser can check it.
/// Every number in its text is a `<data>` element whose `value` is the number `stats --json`
/// (`recent.N.…`: `history --json` of the recent sessions) prints and whose `data-key` says where; dates and
/// durations are `<time>` elements. Each chart has a table with the same numbers. Scores are
/// written as athletes write them ("7+12", "8:41.3"), one text each, as `history` shows them,
/// in a `<data>` element whose `value` is the score's `text` in the JSON beside its key.
public struct ProgressReport: Sendable {
    public var stats: Stats
    public var series: ProgressSeries
    /// The newest sessions, newest first.
    public var recent: [SessionRecord]
    public var generatedAt: Date
    public var timeZone: TimeZone
    public var strings: Strings
    /// The followed plan; `nil` (no plan followed) leaves its section out.
    public var plan: PlanProgress?
    /// The sessions with scores (any order): the personal records and the chart of scores; none
    /// leaves both out.
    public var scored: [SessionRecord] {
        didSet { records = PersonalRecords(scored) }
    }
    /// The personal records of ``scored``, as `stats` lists them: worked out once, not per section.
    public private(set) var records: PersonalRecords

    /// The titles of the programs' scored blocks, by program id and block number: a record's
    /// block is named by its title (SPEC 13), else by its format.
    public var blockTitles: [String: [Int: String]] = [:]

    /// The newest session with heart-rate samples and its phases (SPEC section 18): the bpm
    /// chart; `nil` leaves it out.
    public var heartRateSession: SessionRecord?

    /// Sessions in the table of recent sessions.
    public static let recentCount = 10

    public init(
        stats: Stats, series: ProgressSeries, recent: [SessionRecord], generatedAt: Date, timeZone: TimeZone,
        strings: Strings, plan: PlanProgress? = nil, scored: [SessionRecord] = []
    ) {
        self.scored = scored
        records = PersonalRecords(scored)
        self.stats = stats
        self.series = series
        self.recent = recent
        self.generatedAt = generatedAt
        self.timeZone = timeZone
        self.strings = strings
        self.plan = plan
    }

    public func html() -> String {
        var page = Markup()
        page.raw("<!DOCTYPE html>\n")
        page.element("html", [("lang", strings.language)]) { html in
            html.newline()
            html.element("head") { head in
                head.empty("meta", [("charset", "utf-8")])
                head.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
                head.empty("meta", [("name", "color-scheme"), ("content", "light dark")])
                head.element("title", text: strings(.reportTitle))
                head.element("style", text: ReportStyle.css)
            }
            html.newline()
            html.element("body") { body in
                header(&body)
                planSection(&body)
                heatmapSection(&body)
                weeksSection(&body)
                programsSection(&body)
                recordsSection(&body)
                scoresSection(&body)
                timingSection(&body)
                heartRateSection(&body)
                recentSection(&body)
            }
            html.newline()
        }
        page.newline()
        return page.text
    }

    // MARK: - Pieces every section uses

    /// A number as the page shows it (language's separator), carrying the JSON value and its key.
    func data(_ markup: inout Markup, key: String, _ value: Double, digits: Int = 1) {
        markup.element(
            "data", [("value", Self.jsonNumber(value)), ("data-key", key)],
            text: strings.number(value, fractionDigits: digits))
    }

    func data(_ markup: inout Markup, key: String, _ value: Int) {
        markup.element("data", [("value", String(value)), ("data-key", key)], text: String(value))
    }

    /// A score as the page shows it ("7+12", "4:21,7" in German), carrying the history's `text`
    /// of it ("4:21.7") and where that is: machine-readable, like the page's numbers. A score
    /// not entered shows "–" and carries nothing.
    /// A score of the chart's table, which has no JSON beside it, carries its `text` alone.
    func score(_ markup: inout Markup, key: String?, _ score: BlockScore) {
        guard let text = score.text else {
            markup.text(ScoreText.text(score, strings))
            return
        }
        let attributes = [("value", text)] + (key.map { [("data-key", $0 + ".text")] } ?? [])
        markup.element("data", attributes, text: ScoreText.text(score, strings))
    }

    /// The number as JSON writes it, so the test compares like with like.
    static func jsonNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    func time(_ markup: inout Markup, day: Int) {
        let date = HistoryDates.civil(day)
        markup.element(
            "time", [("datetime", HistoryDates.day(day))],
            text: strings(
                .reportDate,
                [
                    "day": .int(date.day), "month": .text(strings(StringKey(.calendarMonth, "\(date.month)"))),
                    "year": .int(date.year),
                ]))
    }

    func duration(_ markup: inout Markup, seconds: Double) {
        let whole = Int(max(0, seconds).rounded())
        markup.element(
            "time", [("datetime", "PT\(whole)S")], text: ClockText.format(.seconds(whole), rounding: .nearest))
    }

    /// A section with a heading, a picture, and its table folded under it.
    func section(
        _ markup: inout Markup, id: String, heading: String, picture: String, caption: String,
        table: (inout Markup) -> Void
    ) {
        markup.newline()
        markup.element("section", [("id", id)]) { section in
            section.element("h2", text: heading)
            section.element("figure") { figure in
                figure.raw(picture)
                figure.element("figcaption", text: caption)
            }
            section.element("details") { details in
                details.element("summary", text: strings(.reportTable))
                details.element("table") { table(&$0) }
            }
        }
    }

    /// A header row of a table; `numeric` columns are right-aligned.
    func headerRow(_ markup: inout Markup, _ keys: [StringKey], numeric: Set<Int>) {
        markup.element("tr") { row in
            for (index, key) in keys.enumerated() {
                row.element(
                    "th", numeric.contains(index) ? [("class", "n"), ("scope", "col")] : [("scope", "col")],
                    text: strings(key))
            }
        }
    }
}
