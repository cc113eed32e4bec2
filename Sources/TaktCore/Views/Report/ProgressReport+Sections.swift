import Foundation

extension ProgressReport {
    /// The numbers exactly as `stats --json` prints them.
    var document: StatsJSON.Document { StatsJSON.document(stats, progress: series, plan: plan) }

    func header(_ body: inout Markup) {
        let document = document
        body.element("header") { header in
            header.element("h1", text: strings("report.title"))
            header.element("p", [("class", "muted")]) { line in
                line.text(strings("report.generated") + " ")
                time(&line, day: TrainingCalendar(timeZone: timeZone).dayNumber(of: generatedAt))
            }
        }
        body.element("section", [("id", "summary"), ("class", "cards")]) { cards in
            let periods = [
                ("week", "stats.period.week", document.week), ("month", "stats.period.month", document.month),
                ("allTime", "stats.period.all", document.allTime),
            ]
            for (key, label, period) in periods {
                cards.element("div", [("class", "card")]) { card in
                    card.element("div", [("class", "muted")], text: strings(label))
                    card.element("div", [("class", "big")]) { data(&$0, key: key + ".sessions", period.sessions) }
                    card.element("div") { line in
                        line.text(strings("stats.header.sessions") + " · ")
                        data(&line, key: key + ".minutes", period.minutes)
                        line.text(" " + strings("report.minutes") + " · ")
                        data(&line, key: key + ".kcal", period.kcal)
                        line.text(" " + strings("stats.header.kcal"))
                    }
                }
            }
            cards.element("div", [("class", "card")]) { card in
                card.element("div", [("class", "muted")], text: strings("report.streaks"))
                card.element("div", [("class", "big")]) { data(&$0, key: "streakDays", document.streakDays) }
                card.element("div") { line in
                    line.text(strings("report.longest") + " ")
                    data(&line, key: "longestStreakDays", document.longestStreakDays ?? 0)
                }
            }
            cards.element("div", [("class", "card")]) { card in
                card.element("div", [("class", "muted")], text: strings("report.goal"))
                card.element("div", [("class", "big")]) { big in
                    data(&big, key: "weeklyGoal.done", document.weeklyGoal.done)
                    big.text(" / ")
                    data(&big, key: "weeklyGoal.goal", document.weeklyGoal.goal)
                }
                card.element(
                    "div", text: strings(document.weeklyGoal.met ? "stats.goal.met" : "report.goal.open"))
            }
        }
    }

    func heatmapSection(_ body: inout Markup) {
        let days = document.charts?.heatmap ?? []
        let picture = ReportCharts(strings: strings, series: series).heatmap()
        section(
            &body, id: "heatmap", heading: strings("stats.heatmap.title"), picture: picture,
            caption: strings("report.heatmap.desc", ["count": .int(series.days.filter { $0.sessions > 0 }.count)])
        ) { table in
            headerRow(
                &table, ["report.column.day", "report.column.activeMinutes", "stats.header.sessions"], numeric: [1, 2])
            for (index, day) in days.enumerated() where day.sessions > 0 {
                table.element("tr") { row in
                    row.element("td") { time(&$0, day: series.days[index].number) }
                    row.element("td", [("class", "n")]) {
                        data(&$0, key: "charts.heatmap.\(index).activeMinutes", day.activeMinutes)
                    }
                    row.element("td", [("class", "n")]) {
                        data(&$0, key: "charts.heatmap.\(index).sessions", day.sessions)
                    }
                }
            }
        }
    }

    func weeksSection(_ body: inout Markup) {
        let weeks = document.charts?.weeks ?? []
        let labels = series.weeks.map { week in
            let date = HistoryDates.civil(week.start)
            return strings(
                "stats.week", ["day": .int(date.day), "month": .text(strings("calendar.month.\(date.month)"))])
        }
        let minutes = ReportCharts.bars(
            id: "minutes", title: strings("report.weeks.minutes"),
            description: strings("report.weeks.desc", ["count": .int(series.weeklyGoal)]),
            values: weeks.map(\.activeMinutes), labels: labels, classes: weeks.map { $0.goalMet ? "met" : "bar" })
        let kcal = ReportCharts.bars(
            id: "kcal", title: strings("report.weeks.kcal"), description: strings("report.weeks.kcal"),
            values: weeks.map(\.kcal), labels: labels, classes: weeks.map { _ in "kcal" })
        section(
            &body, id: "weeks", heading: strings("report.weeks.title"), picture: minutes + kcal,
            caption: strings("report.weeks.desc", ["count": .int(series.weeklyGoal)])
        ) { table in
            headerRow(
                &table,
                [
                    "report.column.week", "stats.header.sessions", "report.column.activeMinutes",
                    "stats.header.minutes",
                    "stats.header.kcal", "report.column.goal",
                ], numeric: [1, 2, 3, 4])
            for (index, week) in weeks.enumerated() {
                table.element("tr") { row in
                    row.element("td") { time(&$0, day: series.weeks[index].start) }
                    let key = "charts.weeks.\(index)."
                    row.element("td", [("class", "n")]) { data(&$0, key: key + "sessions", week.sessions) }
                    row.element("td", [("class", "n")]) { data(&$0, key: key + "activeMinutes", week.activeMinutes) }
                    row.element("td", [("class", "n")]) { data(&$0, key: key + "minutes", week.minutes) }
                    row.element("td", [("class", "n")]) { data(&$0, key: key + "kcal", week.kcal) }
                    row.element("td", text: week.goalMet ? "✓" : "")
                }
            }
        }
    }

    /// The plan followed: where the person stands, and a bar per plan week of the sessions done.
    func planSection(_ body: inout Markup) {
        guard let plan = document.plan, let title = self.plan?.title.resolved(for: strings.language) else { return }
        let picture = ReportCharts.bars(
            id: "plan", title: strings("report.plan.chart"),
            description: strings(
                "report.plan.desc", ["done": .int(plan.sessionsDone), "total": .int(plan.sessionsTotal)]),
            values: plan.byWeek.map { Double($0.done) },
            labels: plan.byWeek.map { strings("report.plan.weekShort", ["week": .int($0.week)]) },
            classes: plan.byWeek.map { $0.done >= plan.sessionsPerWeek ? "met" : "bar" },
            largest: Double(plan.sessionsPerWeek))
        body.newline()
        body.element("section", [("id", "plan")]) { section in
            section.element("h2", text: strings("report.plan.title") + ": " + title)
            section.element("p", [("class", "big")]) { line in
                line.text(strings("report.plan.week") + " ")
                data(&line, key: "plan.week", plan.week)
                line.text(" " + strings("report.plan.of") + " ")
                data(&line, key: "plan.weeks", plan.weeks)
                line.text(" · ")
                data(&line, key: "plan.sessionsDone", plan.sessionsDone)
                line.text(" " + strings("report.plan.of") + " ")
                data(&line, key: "plan.sessionsTotal", plan.sessionsTotal)
                line.text(" " + strings("report.plan.sessions"))
            }
            planFigure(&section, plan: plan, picture: picture)
        }
    }

    private func planFigure(_ section: inout Markup, plan: StatsJSON.PlanJSON, picture: String) {
        section.element("figure") { figure in
            figure.raw(picture)
            figure.element(
                "figcaption",
                text: strings(
                    "report.plan.desc", ["done": .int(plan.sessionsDone), "total": .int(plan.sessionsTotal)]))
        }
        section.element("details") { details in
            details.element("summary", text: strings("report.table"))
            details.element("table") { table in
                headerRow(&table, ["report.column.planWeek", "report.column.done"], numeric: [0, 1])
                for (index, week) in plan.byWeek.enumerated() {
                    table.element("tr") { row in
                        row.element("td", [("class", "n")]) { data(&$0, key: "plan.byWeek.\(index).week", week.week) }
                        row.element("td", [("class", "n")]) { data(&$0, key: "plan.byWeek.\(index).done", week.done) }
                    }
                }
            }
        }
    }
}
