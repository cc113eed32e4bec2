/// The calm end of the report's summary (SPEC section 19): the workout streak's rewards and
/// covered days, and a card of mindful minutes with their own streak, numbers as `stats --json`
/// has them (`rewards`, `coveredDays`, `mindful.…`).
extension ProgressReport {
    /// The rewards held and the covered days under a streak's card; nothing while there are none.
    func rewardLines(_ card: inout Markup, key: String, rewards: Int, coveredDays: [Int]) {
        guard rewards > 0 || !coveredDays.isEmpty else { return }
        card.element("div") { line in
            line.text(strings(.reportRewards) + " ")
            data(&line, key: key + "rewards", rewards)
        }
        guard !coveredDays.isEmpty else { return }
        card.element("div") { line in
            line.text(strings(.reportCovered) + " ")
            for (index, day) in coveredDays.enumerated() {
                if index > 0 { line.text(", ") }
                time(&line, day: day)
            }
        }
    }

    /// The mindful minutes' card, when a breathing or meditation session ever counted.
    func mindfulCard(_ cards: inout Markup) {
        let mindful = document.mindful
        guard stats.mindful.allTime.sessions > 0 else { return }
        cards.element("div", [("class", "card"), ("id", "mindful")]) { card in
            card.element("div", [("class", "muted")], text: strings(.reportMindful))
            card.element("div", [("class", "big")]) {
                data(&$0, key: "mindful.allTime.minutes", mindful.allTime.minutes)
            }
            let periods = [
                ("week", StringKey.statsPeriodWeek, mindful.week), ("month", StringKey.statsPeriodMonth, mindful.month),
            ]
            for (key, label, period) in periods {
                card.element("div") { line in
                    line.text(strings(label) + " · ")
                    data(&line, key: "mindful.\(key).minutes", period.minutes)
                    line.text(" " + strings(.reportMinutes))
                }
            }
            card.element("div") { line in
                line.text(strings(.reportMindfulStreak) + " ")
                data(&line, key: "mindful.streakDays", mindful.streakDays)
            }
            rewardLines(
                &card, key: "mindful.", rewards: mindful.rewards, coveredDays: stats.mindful.rewards.coveredDays)
        }
    }
}
