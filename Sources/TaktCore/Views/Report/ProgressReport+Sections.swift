import Foundation

extension ProgressReport {
    /// The numbers exactly as `stats --json` prints them.
    var document: StatsJSON.Document { StatsJSON.document(stats, progress: series, plan: plan, records: records) }

    func header(_ body: inout Markup) {
        let document = document
        body.element("header") { header in
            header.element("h1", text: strings(.reportTitle))
            header.element("p", [("class", "muted")]) { line in
                line.text(strings(.reportGenerated) + " ")
                time(&line, day: TrainingCalendar(timeZone: timeZone).dayNumber(of: generatedAt))
            }
        }
        body.element("section", [("id", "summary"), ("class", "cards")]) { cards in
            let periods = [
                ("week", StringKey.statsPeriodWeek, document.week),
                ("month", StringKey.statsPeriodMonth, document.month),
                ("allTime", StringKey.statsPeriodAll, document.allTime),
            ]
            for (key, label, period) in periods {
                cards.element("div", [("class", "card")]) { card in
                    card.element("div", [("class", "muted")], text: strings(label))
                    card.element("div", [("class", "big")]) { data(&$0, key: key + ".sessions", period.sessions) }
                    card.element("div") { line in
                        line.text(strings(.statsHeaderSessions) + " · ")
                        data(&line, key: key + ".minutes", period.minutes)
                        line.text(" " + strings(.reportMinutes) + " · ")
                        data(&line, key: key + ".kcal", period.kcal)
                        line.text(" " + strings(.statsHeaderKcal))
                    }
                }
            }
            cards.element("div", [("class", "card")]) { card in
                card.element("div", [("class", "muted")], text: strings(.reportStreaks))
                card.element("div", [("class", "big")]) { data(&$0, key: "streakDays", document.streakDays) }
                card.element("div") { line in
                    line.text(strings(.reportLongest) + " ")
                    data(&line, key: "longestStreakDays", document.longestStreakDays ?? 0)
                }
                rewardLines(&card, key: "", rewards: document.rewards, coveredDays: stats.rewards.coveredDays)
            }
            mindfulCard(&cards)
            cards.element("div", [("class", "card")]) { card in
                card.element("div", [("class", "muted")], text: strings(.reportGoal))
                card.element("div", [("class", "big")]) { big in
                    data(&big, key: "weeklyGoal.done", document.weeklyGoal.done)
                    big.text(" / ")
                    data(&big, key: "weeklyGoal.goal", document.weeklyGoal.goal)
                }
                card.element(
                    "div", text: strings(document.weeklyGoal.met ? .statsGoalMet : .reportGoalOpen))
            }
        }
    }

    func heatmapSection(_ body: inout Markup) {
        let days = document.charts?.heatmap ?? []
        let picture = ReportCharts(strings: strings, series: series).heatmap()
        section(
            &body, id: "heatmap", heading: strings(.statsHeatmapTitle), picture: picture,
            caption: strings(.reportHeatmapDesc, ["count": .int(series.days.filter { $0.sessions > 0 }.count)])
        ) { table in
            headerRow(
                &table, [.reportColumnDay, .reportColumnActiveMinutes, .statsHeaderSessions], numeric: [1, 2])
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
                .statsWeek,
                ["day": .int(date.day), "month": .text(strings(StringKey(.calendarMonth, "\(date.month)")))])
        }
        let minutes = ReportCharts.bars(
            id: "minutes", title: strings(.reportWeeksMinutes),
            description: strings(.reportWeeksDesc, ["count": .int(series.weeklyGoal)]),
            values: weeks.map(\.activeMinutes), labels: labels, classes: weeks.map { $0.goalMet ? "met" : "bar" })
        let kcal = ReportCharts.bars(
            id: "kcal", title: strings(.reportWeeksKcal), description: strings(.reportWeeksKcal),
            values: weeks.map(\.kcal), labels: labels, classes: weeks.map { _ in "kcal" })
        section(
            &body, id: "weeks", heading: strings(.reportWeeksTitle), picture: minutes + kcal,
            caption: strings(.reportWeeksDesc, ["count": .int(series.weeklyGoal)])
        ) { table in
            headerRow(
                &table,
                [
                    .reportColumnWeek, .statsHeaderSessions, .reportColumnActiveMinutes,
                    .statsHeaderMinutes,
                    .statsHeaderKcal, .reportColumnGoal,
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
            id: "plan", title: strings(.reportPlanChart),
            description: strings(
                .reportPlanDesc, ["done": .int(plan.sessionsDone), "total": .int(plan.sessionsTotal)]),
            values: plan.byWeek.map { Double($0.done) },
            labels: plan.byWeek.map { strings(.reportPlanWeekShort, ["week": .int($0.week)]) },
            classes: plan.byWeek.map { $0.done >= plan.sessionsPerWeek ? "met" : "bar" },
            largest: Double(plan.sessionsPerWeek))
        body.newline()
        body.element("section", [("id", "plan")]) { section in
            section.element("h2", text: strings(.reportPlanTitle) + ": " + title)
            section.element("p", [("class", "big")]) { line in
                line.text(strings(.reportPlanWeek) + " ")
                data(&line, key: "plan.week", plan.week)
                line.text(" " + strings(.reportPlanOf) + " ")
                data(&line, key: "plan.weeks", plan.weeks)
                line.text(" · ")
                data(&line, key: "plan.sessionsDone", plan.sessionsDone)
                line.text(" " + strings(.reportPlanOf) + " ")
                data(&line, key: "plan.sessionsTotal", plan.sessionsTotal)
                line.text(" " + strings(.reportPlanSessions))
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
                    .reportPlanDesc, ["done": .int(plan.sessionsDone), "total": .int(plan.sessionsTotal)]))
        }
        section.element("details") { details in
            details.element("summary", text: strings(.reportTable))
            details.element("table") { table in
                headerRow(&table, [.reportColumnPlanWeek, .reportColumnDone], numeric: [0, 1])
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
