import Foundation

/// The best score of each program's scored block (docs/formats.md), as `stats`, `stats --json`
/// and the report list them.
///
/// Better is ``BlockScore/isBetter(than:)`` and nothing else. Previews (speed ≠ 1) never count;
/// every other session does, however short (the 2-minute rule is for stats, not records). Of
/// equal scores the first one set keeps the record: matching a record does not move its date.
public struct PersonalRecords: Sendable, Hashable {
    public struct Record: Sendable, Hashable {
        public var programID: String
        /// The title of the program's newest session, so a program has one name in the list.
        public var programTitle: String
        public var score: BlockScore
        /// When the session that set it began.
        public var date: Date
        public var sessionID: UUID
        /// Records are kept per division: a program's block may have an Rx and a scaled one.
        public var division: Division
        /// The kind of the workout score this record is (block 0), `nil` for a block's.
        public var workout: WorkoutScoreKind?

        public init(
            programID: String, programTitle: String, score: BlockScore, date: Date, sessionID: UUID,
            division: Division = .rx, workout: WorkoutScoreKind? = nil
        ) {
            self.workout = workout
            self.programID = programID
            self.programTitle = programTitle
            self.score = score
            self.date = date
            self.sessionID = sessionID
            self.division = division
        }
    }

    /// By program title, then program id, then block, Rx before scaled.
    public var records: [Record]

    public var isEmpty: Bool { records.isEmpty }

    /// The records of `sessions` (any order; sessions without scores are passed over).
    public init(_ sessions: [SessionRecord]) {
        let counted = sessions.filter { !$0.isPreview && !$0.rankedScores.isEmpty }.sorted(by: Self.oldestFirst)
        var best: [Key: Record] = [:]
        var titles: [String: String] = [:]
        for session in counted {
            titles[session.programID] = session.programTitle
            for score in session.rankedScores where score.counts {
                let key = Key(
                    programID: session.programID, block: score.block, format: score.format, division: session.division)
                if let current = best[key], !score.isBetter(than: current.score) { continue }
                best[key] = Record(
                    programID: session.programID, programTitle: session.programTitle, score: score,
                    date: session.startedAt, sessionID: session.id, division: session.division,
                    workout: score.block == WorkoutScore.block ? session.workoutScore?.kind : nil)
            }
        }
        self.init(
            records: best.values.map { record in
                var record = record
                record.programTitle = titles[record.programID] ?? record.programTitle
                return record
            })
    }

    /// Records found elsewhere (the history's index of scores), each program named by its
    /// newest session's title, in the list's order.
    public init(records: [Record]) {
        self.records = records.sorted { left, right in
            let leftTitle = left.programTitle.lowercased()
            let rightTitle = right.programTitle.lowercased()
            if leftTitle != rightTitle { return leftTitle < rightTitle }
            if left.programID != right.programID { return left.programID < right.programID }
            if left.score.block != right.score.block { return left.score.block < right.score.block }
            if left.score.format != right.score.format {
                return left.score.format.rawValue < right.score.format.rawValue
            }
            // An Rx record is listed above the scaled one of the same block.
            return left.division < right.division
        }
    }

    /// Whether `programID` has records for more than one block, so a list must say which block.
    public func hasSeveralBlocks(_ programID: String) -> Bool {
        let blocks = records.lazy.filter { $0.programID == programID }.map(\.score.block)
        return blocks.contains { $0 != blocks.first }
    }

    private struct Key: Hashable {
        var programID: String
        var block: Int
        var format: ScoredFormat
        var division: Division
    }

    /// Oldest first; rows of the same instant by id, so the result does not hang on input order.
    static func oldestFirst(_ left: SessionRecord, _ right: SessionRecord) -> Bool {
        if left.startedAt != right.startedAt { return left.startedAt < right.startedAt }
        return left.id.uuidString < right.id.uuidString
    }
}

/// One program's scores over time, for the report's chart: the program with the most scored
/// sessions (previews left out), the block of it most of them scored, one point a session.
public struct ScoreProgress: Sendable, Hashable {
    public struct Point: Sendable, Hashable {
        public var date: Date
        public var score: BlockScore
        /// What the chart draws: amrap rounds + reps / round size, for time seconds, emom and
        /// death by periods done.
        public var value: Double
    }

    public var programID: String
    public var programTitle: String
    public var block: Int
    public var format: ScoredFormat
    /// Oldest first; at most ``limit``, the newest ones.
    public var points: [Point]

    /// Points in the chart at most.
    public static let limit = 60

    /// `nil` when no session that counts has a score.
    public init?(_ sessions: [SessionRecord]) {
        let counted = sessions.filter { !$0.isPreview && $0.scores.contains(where: \.counts) }
        var byProgram: [String: [SessionRecord]] = [:]
        for session in counted { byProgram[session.programID, default: []].append(session) }
        let chosen = byProgram.max { left, right in
            if left.value.count != right.value.count { return left.value.count < right.value.count }
            // Of programs with as many sessions, the one trained last; then by id, for a stable page.
            let leftLast = left.value.map(\.startedAt).max() ?? .distantPast
            let rightLast = right.value.map(\.startedAt).max() ?? .distantPast
            if leftLast != rightLast { return leftLast < rightLast }
            return left.key > right.key
        }
        guard let chosen else { return nil }
        let program = chosen.value.sorted(by: PersonalRecords.oldestFirst)
        // The block most sessions scored; of as many, the first in the program.
        var counts: [BlockKey: Int] = [:]
        for session in program {
            for score in Set(session.scores.filter(\.counts).map { BlockKey($0) }) {
                counts[score, default: 0] += 1
            }
        }
        guard
            let block = counts.max(by: { left, right in
                left.value != right.value ? left.value < right.value : left.key.block > right.key.block
            })?.key
        else { return nil }
        let scores = program.compactMap { session in
            session.scores.first { $0.counts && BlockKey($0) == block }.map { (session.startedAt, $0) }
        }
        // An amrap's round size, from any round done: rounds × size + reps = total reps.
        let roundSize = scores.lazy.compactMap { _, score -> Double? in
            guard case .amrap(let amrap) = score.result, amrap.rounds > 0 else { return nil }
            let size = Double(amrap.totalReps - amrap.reps) / Double(amrap.rounds)
            return size > 0 ? size : nil
        }.first
        programID = chosen.key
        programTitle = program.last?.programTitle ?? chosen.key
        self.block = block.block
        format = block.format
        points = scores.suffix(Self.limit).map { date, score in
            Point(date: date, score: score, value: Self.value(score, roundSize: roundSize))
        }
    }

    static func value(_ score: BlockScore, roundSize: Double?) -> Double {
        switch score.result {
        case .amrap(let amrap):
            return Double(amrap.rounds) + (roundSize.map { Double(amrap.reps) / $0 } ?? 0)
        case .forTime(let forTime):
            return forTime.seconds
        case .emom(let emom):
            return Double(emom.periodsDone)
        case .deathBy(let deathBy):
            return Double(deathBy.periodsDone)
        case .stations(let stations):
            return Double(stations.totalReps)
        case .notEntered:
            return 0
        }
    }

    private struct BlockKey: Hashable {
        var block: Int
        var format: ScoredFormat

        init(_ score: BlockScore) {
            block = score.block
            format = score.format
        }
    }
}
