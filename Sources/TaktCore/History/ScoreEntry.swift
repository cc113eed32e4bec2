import Foundation

/// A scored block of a program as a score typed for it must fit (`log`, `history edit`): what
/// its format counts and the limits the program sets (docs/formats.md, "The scorebook").
public struct ScoredBlock: Sendable, Hashable {
    /// The block's 1-based place in the program, as scores count blocks.
    public var block: Int
    public var format: ScoredFormat
    /// The block's title in the language asked for, when it has one.
    public var title: String?
    /// The cap in seconds (amrap, for time), `nil` for an open for-time; the stations' time
    /// together (intervals, tabata).
    public var cap: Double?
    /// Reps of each round (amrap: its one round; for time: each round of the ladder) or each
    /// period (emom, death-by), in order; a 0 for each station of max reps (intervals, tabata).
    public var reps: [Int]
    /// Seconds of a period (emom, death-by).
    public var every: Double
    /// The fewest seconds the block's work takes at the catalog's fastest paces: a for-time's
    /// every round, an amrap's one round; 0 where no floor is known (``floorLimit(of:)``).
    public var fastest: Double = 0
    /// True when every task of the block counts reps (no distance, calories or hold), so its
    /// floor can be said as "for these 90 reps".
    public var onlyReps = true

    /// The scored blocks of `timeline`, in order.
    ///
    /// - Parameter paces: the catalog's fastest paces, for each block's floor; `.none` leaves
    ///   every block without one.
    public static func blocks(
        of timeline: Timeline, language: String, paces: FastestPaces = .none
    ) -> [ScoredBlock] {
        var blocks: [ScoredBlock] = []
        for phase in timeline.phases {
            if let format = phase.stations {
                // A block of max stations: one entry (0 reps asked) per station, the cap
                // their time together.
                let seconds = Double(phase.seconds ?? 0)
                if let last = blocks.last, last.block == phase.block + 1 {
                    blocks[blocks.count - 1].reps.append(0)
                    blocks[blocks.count - 1].cap = (last.cap ?? 0) + seconds
                } else {
                    blocks.append(
                        ScoredBlock(
                            block: phase.block + 1, format: format, title: phase.blockTitle?.resolved(for: language),
                            cap: seconds, reps: [0], every: 0))
                }
                continue
            }
            guard let format = phase.kind.scoredFormat else { continue }
            let taskReps = phase.tasks.map(\.reps)
            if format.isPeriodic, let last = blocks.last, last.block == phase.block + 1 {
                blocks[blocks.count - 1].reps.append(taskReps.reduce(0, +))
                continue
            }
            var reps = [taskReps.reduce(0, +)]
            if format == .forTime {
                // A for-time window lists every round's tasks: one sum per round.
                let size = max(1, taskReps.count / max(phase.rounds, 1))
                reps = stride(from: 0, to: taskReps.count, by: size).map {
                    taskReps[$0..<min($0 + size, taskReps.count)].reduce(0, +)
                }
            }
            blocks.append(
                ScoredBlock(
                    block: phase.block + 1, format: format, title: phase.blockTitle?.resolved(for: language),
                    cap: format.isPeriodic ? nil : phase.seconds.map(Double.init), reps: reps,
                    every: Double(phase.seconds ?? 0), fastest: format.isPeriodic ? 0 : paces.seconds(of: phase.tasks),
                    onlyReps: phase.tasks.allSatisfy { $0.quantity.kind == .reps }))
        }
        return blocks
    }

    /// Seconds of work the score stands for: the cap, the time, the periods that ran.
    public func activeSeconds(of score: BlockScore) -> Double {
        switch score.result {
        case .amrap: return cap ?? 0
        case .forTime(let forTime): return forTime.capped || score.stopped ? (cap ?? forTime.seconds) : forTime.seconds
        case .emom: return Double(reps.count) * every
        case .deathBy(let deathBy):
            return Double(min(reps.count, deathBy.periodsDone + deathBy.periodsMissed)) * every
        case .stations: return cap ?? 0
        case .notEntered: return 0
        }
    }
}

/// A score as an athlete writes it, read for one block: `7+12` or `137` (amrap), `4:21.7`,
/// `capped 95` or `DNF 95` (for time), `9/10` (emom), `12` or `12+3` (death-by).
public enum ScoreEntry {
    /// Why a text is no score of its block.
    public enum Problem: Error, Sendable, Hashable {
        /// Not written as this format's scores are.
        case form(ScoredFormat)
        /// More than the block allows: the limit, in the block's words.
        case beyond(Limit)
        /// `capped` for a for-time without a cap.
        case noCap

        /// True for a score no one could have done in time (``ScoredBlock/floorLimit(of:)``).
        public var isFloor: Bool {
            switch self {
            case .beyond(.fastest), .beyond(.mostReps): true
            default: false
            }
        }
    }

    /// What a score went beyond.
    public enum Limit: Sendable, Hashable {
        /// An amrap's unfinished round has fewer reps than a round.
        case roundReps(Int)
        /// A for-time's time is at most its cap.
        case cap(Double)
        /// Periods of an emom or death-by.
        case periods(Int)
        /// Reps of a for-time block (capped or stopped ones are fewer).
        case totalReps(Int)
        /// Reps in a death-by's failed period are fewer than it asked for.
        case periodReps(Int)
        /// Reps of the stations of max reps together: at most 10,000 a station.
        case stationReps(Int)
        /// A for-time finish takes at least these seconds for its reps at the fastest paces;
        /// `onlyReps` false when some of its work is a distance, calories or a hold.
        case fastest(seconds: Double, reps: Int, onlyReps: Bool)
        /// An amrap's cap holds at most these reps at the fastest paces.
        case mostReps(Int, cap: Double)
    }

    /// The score `text` writes for `block`; times take `.` or `,` before the tenth.
    public static func parse(_ text: String, for block: ScoredBlock) throws(Problem) -> BlockScore {
        // Read what takt writes too (`BlockScore/text`): "capped, 95 reps", "stopped, 9/10".
        let written = Written(text.trimmingCharacters(in: .whitespaces).lowercased(), format: block.format)
        let words = written.score
        var score: BlockScore
        switch block.format {
        case .amrap: score = try amrap(words, block)
        case .forTime: score = try forTime(words, block)
        case .emom: score = try emom(words, block)
        case .deathBy: score = try deathBy(words, block)
        case .intervals, .tabata: score = try stations(words, block)
        }
        if written.stopped { score = try written.stop(score) }
        // A score must be possible in time too: never faster than the fastest paces allow.
        if let limit = block.floorLimit(of: score) { throw .beyond(limit) }
        return score
    }

    /// A whole number of at most 1,000,000 (a count the history can hold).
    static func count(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 7, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber),
            let value = Int(text), HistoryRanges.counts.contains(value)
        else { return nil }
        return value
    }

    /// `a+b` or `a` as two counts (`b` 0).
    private static func pair(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let first = count(parts[0]) else { return nil }
        guard parts.count == 2 else { return (first, 0) }
        return count(parts[1]).map { (first, $0) }
    }

    private static func amrap(_ text: String, _ block: ScoredBlock) throws(Problem) -> BlockScore {
        let round = max(1, block.reps.first ?? 1)
        let rounds: Int
        let reps: Int
        if text.contains("+") {
            guard let (whole, extra) = pair(text) else { throw .form(.amrap) }
            guard extra < round else { throw .beyond(.roundReps(round)) }
            (rounds, reps) = (whole, extra)
        } else {
            guard let total = count(Substring(text)) else { throw .form(.amrap) }
            (rounds, reps) = (total / round, total % round)
        }
        let amrap = BlockScore.Amrap(
            rounds: rounds, reps: reps, totalReps: rounds * round + reps, seconds: block.cap ?? 0)
        return BlockScore(block: block.block, .amrap(amrap))
    }

    private static func forTime(_ text: String, _ block: ScoredBlock) throws(Problem) -> BlockScore {
        let total = block.reps.reduce(0, +)
        for (word, stopped) in [("dnf", true), ("capped", false)] where text.hasPrefix(word) {
            guard let reps = count(text.dropFirst(word.count).drop { $0 == " " || $0 == "," }) else {
                throw .form(.forTime)
            }
            guard stopped || block.cap != nil else { throw .noCap }
            guard reps < total else { throw .beyond(.totalReps(total)) }
            let forTime = BlockScore.ForTime(
                rounds: roundsDone(reps, block.reps), totalReps: reps, seconds: block.cap ?? 0, capped: !stopped)
            return BlockScore(block: block.block, .forTime(forTime), stopped: stopped)
        }
        guard let seconds = time(text), seconds > 0 else { throw .form(.forTime) }
        if let cap = block.cap, seconds > cap { throw .beyond(.cap(cap)) }
        let forTime = BlockScore.ForTime(rounds: block.reps.count, totalReps: total, seconds: seconds, capped: false)
        return BlockScore(block: block.block, .forTime(forTime))
    }

    /// Complete rounds of a ladder whose rounds have `rounds` reps, after `reps` of them.
    private static func roundsDone(_ reps: Int, _ rounds: [Int]) -> Int {
        var left = reps
        var done = 0
        for round in rounds where left >= round {
            left -= round
            done += 1
        }
        return done
    }

    /// `4:21.7`, `21:05`, `1:02:03,5`: minutes or hours, then seconds under 60, a tenth at most.
    static func time(_ text: String) -> Double? {
        let normal = text.replacingOccurrences(of: ",", with: ".")
        let parts = normal.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let last = parts.last else { return nil }
        let secondParts = last.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(secondParts.count), secondParts[0].count == 2, let seconds = count(secondParts[0]),
            seconds < 60
        else { return nil }
        var tenths = 0
        if secondParts.count == 2 {
            guard secondParts[1].count == 1, let tenth = count(secondParts[1]) else { return nil }
            tenths = tenth
        }
        var total = Double(seconds) + Double(tenths) / 10
        let leading = parts.dropLast().map { count($0) }
        guard leading.allSatisfy({ $0 != nil }), let first = leading.first ?? nil else { return nil }
        if parts.count == 3 {
            guard parts[1].count == 2, let minutes = leading[1], minutes < 60 else { return nil }
            total += Double(first * 3_600 + minutes * 60)
        } else {
            total += Double(first * 60)
        }
        return total
    }

    private static func emom(_ text: String, _ block: ScoredBlock) throws(Problem) -> BlockScore {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let done = count(parts[0]) else { throw .form(.emom) }
        let periods = block.reps.count
        if parts.count == 2 {
            guard let given = count(parts[1]) else { throw .form(.emom) }
            guard given == periods else { throw .beyond(.periods(periods)) }
        }
        guard done <= periods else { throw .beyond(.periods(periods)) }
        let emom = BlockScore.Emom(
            periods: periods, periodsDone: done, periodsMissed: periods - done,
            totalReps: block.reps.prefix(done).reduce(0, +))
        return BlockScore(block: block.block, .emom(emom))
    }

    /// The reps of all the block's stations of max reps together: `312`.
    private static func stations(_ text: String, _ block: ScoredBlock) throws(Problem) -> BlockScore {
        guard let total = count(Substring(text)) else { throw .form(block.format) }
        let most = block.reps.count * SessionMachine.RepsQuestion.maximum
        guard total <= most else { throw .beyond(.stationReps(most)) }
        return BlockScore(block: block.block, .stations(.init(format: block.format, totalReps: total)))
    }

    private static func deathBy(_ text: String, _ block: ScoredBlock) throws(Problem) -> BlockScore {
        guard let (done, reps) = pair(text) else { throw .form(.deathBy) }
        let periods = block.reps.count
        guard done <= periods else { throw .beyond(.periods(periods)) }
        let failed = done < periods ? block.reps[done] : 0
        guard reps == 0 || reps < failed else { throw .beyond(.periodReps(failed)) }
        let deathBy = BlockScore.DeathBy(
            periodsDone: done, periodsMissed: done < periods ? 1 : 0, reps: reps,
            totalReps: block.reps.prefix(done).reduce(0, +) + reps)
        return BlockScore(block: block.block, .deathBy(deathBy))
    }
}
