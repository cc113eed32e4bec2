import Foundation
import GRDB
import Testing

@testable import TaktCore
@testable import TaktHistory

/// Each session's kind (SPEC section 19, migration v13) kept with its row, and mindful minutes
/// summed apart from workouts with a streak of their own, by the triggers' sums as by a recount.
@Suite struct MindfulMinutesStoreTests {
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    static let now = HistoryStoreTests.now

    /// A session of `kind` `daysAgo` days before now, with `minutes` of its own time.
    static func session(
        _ kind: SessionKind, daysAgo: Int, minutes: Double = 10, speed: Double = 1
    ) -> SessionRecord {
        var record = HistoryStoreTests.record()
        record.startedAt = now.addingTimeInterval(Double(-daysAgo) * 86_400 - 3_600)
        record.endedAt = record.startedAt.addingTimeInterval(minutes * 60 + 30)
        record.pausedSeconds = 0
        record.activeSeconds = minutes * 60
        record.kind = kind
        record.speed = speed
        if kind.isMindful {
            record.programID = kind == .meditation ? "meditate" : "breathe"
            record.kcal = 5
        }
        return record
    }

    /// The phases a session of each kind performed, as the timing keeps them (program seconds).
    static func phases(_ kinds: [(Phase.Kind, Double)]) -> SessionTiming {
        var start = 0.0
        let phases = kinds.enumerated().map { index, phase in
            defer { start += phase.1 }
            return PerformedPhase(
                order: index + 1, kind: phase.0, exercise: nil, name: "", plannedStart: start, actualStart: start,
                seconds: phase.1, pausedSeconds: 0, skipped: false, latenessMilliseconds: nil)
        }
        return SessionTiming(phases: phases, pauses: 0, speed: 1)
    }

    @Test func theKindIsKeptAndReadBack() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let records = [Self.session(.meditation, daysAgo: 0), Self.session(.breathing, daysAgo: 1)]
        #expect(try store.append(contentsOf: records + [Self.session(.workout, daysAgo: 2)]) == 3)
        let read = try store.all()
        #expect(read.map(\.kind) == [.meditation, .breathing, .workout])
        #expect(Array(read.prefix(2)) == records)
        let stored = try store.database.read { db in
            try String.fetchAll(db, sql: "SELECT kind FROM session ORDER BY startedAt DESC")
        }
        #expect(stored == ["meditation", "breathing", "workout"])
    }

    /// Mindful minutes are summed apart: the workouts' totals, streak and weekly goal never see them.
    @Test func mindfulMinutesAreCountedApartFromWorkouts() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        // Workouts today and yesterday; meditation on each of the last 4 days, and a breath of a
        // minute and a half today, which never counts.
        var records = [Self.session(.workout, daysAgo: 0), Self.session(.workout, daysAgo: 1)]
        records += (0..<4).map { Self.session(.meditation, daysAgo: $0, minutes: 20) }
        records.append(Self.session(.breathing, daysAgo: 0, minutes: 1.5))
        records.append(Self.session(.breathing, daysAgo: 5, minutes: 5, speed: 10))  // a preview
        _ = try store.append(contentsOf: records)
        let stats = try store.stats(now: Self.now, timeZone: Self.zone)
        #expect(stats.allTime.sessions == 2)
        #expect(stats.allTime.activeSeconds == 2 * 600)
        #expect(stats.streakDays == 2)
        #expect(stats.mindful.allTime.sessions == 4)
        #expect(stats.mindful.allTime.activeSeconds == 4 * 1_200)
        #expect(stats.mindful.streakDays == 4)
        #expect(stats.mindful.rewards == StreakRewards(days: 4, rewards: 0))
        // The same numbers from the records themselves.
        let recount = Stats(records: records, now: Self.now, timeZone: Self.zone)
        #expect(recount.mindful == stats.mindful)
        #expect(recount.allTime == stats.allTime)
        #expect(recount.rewards == stats.rewards)
    }

    /// A day of only mindful minutes does not feed the workout streak, and the reverse.
    @Test func neitherStreakCountsTheOthersDays() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        // Workouts on the 8 days before today, meditation today only.
        let workouts = (1...8).map { Self.session(.workout, daysAgo: $0) }
        _ = try store.append(contentsOf: workouts + [Self.session(.meditation, daysAgo: 0)])
        let stats = try store.stats(now: Self.now, timeZone: Self.zone)
        #expect(stats.streakDays == 8)
        #expect(stats.rewards == StreakRewards(days: 8, rewards: 1))
        #expect(stats.mindful.streakDays == 1)
        #expect(stats.mindful.rewards == StreakRewards(days: 1, rewards: 0))
    }

    /// Rewards through the store: a missed mindful day after a week is covered, and deleting
    /// a session changes them at once.
    @Test func rewardsCoverAMissedDayAndFollowDeletes() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        // Meditation on days 10…3 ago and 1…0 ago: day 2 ago missed, covered by the first week's reward.
        let sittings = ([0, 1] + Array(3...10)).map { Self.session(.meditation, daysAgo: $0) }
        _ = try store.append(contentsOf: sittings)
        let today = TrainingCalendar(timeZone: Self.zone).dayNumber(of: Self.now)
        var stats = try store.stats(now: Self.now, timeZone: Self.zone)
        #expect(stats.mindful.rewards == StreakRewards(days: 11, rewards: 0, coveredDays: [today - 2]))
        #expect(stats.mindful.streakDays == 2)
        // Without day 4 ago the first run is 6 days: no reward, the missed day ends the streak.
        #expect(try store.delete(sittings[3].id, at: Self.now) != nil)
        stats = try store.stats(now: Self.now, timeZone: Self.zone)
        #expect(stats.mindful.rewards == StreakRewards(days: 2, rewards: 0))
        #expect(stats.mindful.allTime.sessions == 9)
    }

    /// A history from before kinds (v12): the rows whose phases breathed or sat and never worked
    /// become breathing and meditation sessions, their mindful seconds from those phases; the
    /// others stay workouts.
    @Test func aVersionTwelveHistoryDerivesEachSessionsKind() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.database.deletingLastPathComponent(), withIntermediateDirectories: true)
        var sitting = Self.session(.workout, daysAgo: 0)  // written as v12 wrote it: no kind
        sitting.activeSeconds = 0
        sitting.timing = Self.phases([(.meditation, 600), (.reflection, 180)])
        var breathing = Self.session(.workout, daysAgo: 1)
        breathing.activeSeconds = 0
        breathing.speed = 2
        breathing.timing = Self.phases([(.getReady, 10), (.inhale, 4), (.hold, 7), (.exhale, 8)])
        var coolDown = Self.session(.workout, daysAgo: 2)
        coolDown.timing = Self.phases([(.work, 160), (.inhale, 4), (.exhale, 6)])
        let logged = Self.session(.workout, daysAgo: 3)
        do {
            let old = try DatabaseQueue(path: folder.database.path)
            try HistorySchema.migrator.migrate(old, upTo: "v12: lift records")
            try old.write { db in
                for record in [sitting, breathing, coolDown, logged] { _ = try HistorySchema.insert(record, db) }
            }
            try old.close()
        }
        let store = try HistoryStore.open(at: folder.database).store
        let read = try store.all()
        #expect(read.map(\.kind) == [.meditation, .breathing, .workout, .workout])
        #expect(read.map(\.activeSeconds) == [780, 9.5, 600, 600])
        let stats = try store.stats(now: Self.now, timeZone: Self.zone)
        #expect(stats.allTime.sessions == 2)
        #expect(stats.mindful.allTime.sessions == 1)  // the breaths were a preview, 9.5 s
        #expect(stats.mindful.allTime.activeSeconds == 780)
        #expect(stats.mindful.streakDays == 1)
    }

    /// Spool, trash and import keep the kind: a deleted meditation comes back one.
    @Test func theTrashAndImportKeepTheKind() throws {
        let folder = try TemporaryFolder()
        let store = try HistoryStore.open(at: folder.database).store
        let sitting = Self.session(.meditation, daysAgo: 0)
        #expect(try store.append(sitting))
        #expect(try store.delete(sitting.id, at: Self.now) != nil)
        #expect(try store.stats(now: Self.now, timeZone: Self.zone).mindful.allTime.sessions == 0)
        #expect(try store.restore(sitting.id) != nil)
        #expect(try store.all() == [sitting])
        let exported = HistoryJSON.render([sitting])
        #expect(exported.contains("\"kind\" : \"meditation\""))
        let other = try HistoryStore.open(at: TemporaryFolder().database).store
        let reading = try HistoryImport.read(Data(exported.utf8))
        #expect(reading.problems.isEmpty)
        #expect(try other.append(importing: reading.records).added == 1)
        #expect(try other.all().map(\.kind) == [.meditation])
        #expect(try other.stats(now: Self.now, timeZone: Self.zone).mindful.allTime.sessions == 1)
    }
}
