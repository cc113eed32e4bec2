/// A score as takt itself writes it (``BlockScore/text``), read back: `log` and `history edit`
/// take every text takt prints, so a score copied from `history` or a finished view is never
/// refused ("capped, 95 reps", "DNF, 21 reps", "stopped at 6:12, 2+7", "stopped, 9/10",
/// "312 reps").
extension ScoreEntry {
    struct Written {
        /// The score with takt's words taken off: "capped 95", "2+7", "9/10", "312".
        var score: String
        /// Written as stopped: "stopped, …", "stopped at 6:12, …" (a for-time's DNF is read by
        /// the for-time reader itself).
        var stopped = false
        /// When a stopped amrap was stopped, from "stopped at 6:12, …".
        var stoppedAt: Double?

        init(_ text: String, format: ScoredFormat) {
            var rest = Substring(text)
            for suffix in [" reps", " rep"] where rest.hasSuffix(suffix) {
                rest = rest.dropLast(suffix.count)
                break
            }
            if format == .amrap, rest.hasPrefix("stopped at "), let comma = rest.firstIndex(of: ",") {
                let time = rest[rest.index(rest.startIndex, offsetBy: 11)..<comma]
                stoppedAt = ScoreEntry.clock(String(time))
                stopped = stoppedAt != nil
                if stopped { rest = rest[rest.index(after: comma)...].drop { $0 == " " } }
            } else if format != .forTime, rest.hasPrefix("stopped,") {
                stopped = true
                rest = rest.dropFirst(8).drop { $0 == " " }
            }
            score = String(rest)
        }

        /// `score` marked stopped, an amrap's time where it stopped (at most its cap).
        func stop(_ score: BlockScore) throws(Problem) -> BlockScore {
            var stopped = score
            stopped.stopped = true
            if case .amrap(var amrap) = score.result, let stoppedAt {
                if amrap.seconds > 0, stoppedAt > amrap.seconds { throw .beyond(.cap(amrap.seconds)) }
                amrap.seconds = stoppedAt
                stopped.result = .amrap(amrap)
            }
            return stopped
        }
    }

    /// `6:12` or `1:02:03`: whole seconds of a clock (``ClockText``).
    static func clock(_ text: String) -> Double? {
        guard !text.contains("."), !text.contains(","), let seconds = time(text) else { return nil }
        return seconds
    }
}
