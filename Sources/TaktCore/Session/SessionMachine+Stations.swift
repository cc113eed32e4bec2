/// The score of a block of timed stations of max reps, an intervals or tabata block's (Fight
/// Gone Bad, a Tabata of max reps; docs/formats.md, "Scores"): the reps answered after each
/// station, added up.
///
/// - The block is scored when the answer of its last station of max reps is final (its answer
///   line closed, or the program's last prompt answered); the score holds every answer, "not
///   entered" ones as `nil`, which leave its total unknown and compare it with nothing.
/// - A session that ends before that keeps what was answered, marked stopped; without a
///   keyboard nothing is asked and the block's score is "not entered".
extension SessionMachine {
    /// The answer of the station of max reps at `index` is final: when it was its block's last
    /// station of max reps, the block is scored.
    mutating func stationAnswered(_ index: Int, at now: Duration, into effects: inout [Effect]) {
        let phases = timeline.phases
        guard phases[index].stations != nil else { return }
        let block = phases[index].block
        var next = index + 1
        while next < phases.count, phases[next].block == block {
            if phases[next].stations != nil { return }
            next += 1
        }
        commitStations(endingAt: index, stopped: false, at: now, into: &effects)
    }

    /// At the session's end, every block of max stations that was reached and not scored is:
    /// stopped when a station of it was not run to its end, else (no keyboard) complete.
    mutating func scoreStationsLeft(at now: Duration, into effects: inout [Effect]) {
        let phases = timeline.phases
        var index = phases.count - 1
        while index >= 0 {
            guard phases[index].stations != nil else {
                index -= 1
                continue
            }
            let last = index
            let block = phases[last].block
            var first = last
            var reached = false
            var complete = true
            while index >= 0, phases[index].block == block {
                if phases[index].stations != nil {
                    first = index
                    let ran = tally.done.contains(index) || tally.answers[index] != nil
                    reached = reached || ran || tally.skipped.contains(index)
                    complete = complete && ran
                }
                index -= 1
            }
            if reached, tally.scores[first] == nil {
                commitStations(endingAt: last, stopped: !complete, at: now, into: &effects)
            }
        }
    }

    /// Scores the block whose last station of max reps is at `last`, from the answers of its
    /// stations asked so far, in order.
    private mutating func commitStations(
        endingAt last: Int, stopped: Bool, at now: Duration, into effects: inout [Effect]
    ) {
        let phases = timeline.phases
        let block = phases[last].block
        guard let format = phases[last].stations else { return }
        var first = last
        var answers: [Int?] = []
        var index = last
        while index >= 0, phases[index].block == block {
            if phases[index].stations != nil {
                first = index
                if let answer = tally.answers[index] { answers.append(answer) }
            }
            index -= 1
        }
        let score = BlockScore(
            block: block + 1, .stations(.init(format: format, answers: answers.reversed())), stopped: stopped)
        commit(score, first: first, at: now, into: &effects)
    }
}
