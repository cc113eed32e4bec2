import ArgumentParser
import Foundation
import TaktCore
import TaktHistory

/// `log ID|FILE|TEXT SCORE… [--scaled] [--on DATE|DATETIME] [--note TEXT]`: a workout done
/// without the timer, one score per scored block, checked against the program, saved as a
/// history row like any other (README, "The scorebook").
///
/// Every bad score is told at once, each named by its block; nothing is written unless all of
/// them, the date and the note are good.
struct LogCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("log")

    static let words = ArgumentWords(.program, .text, repeatsLast: true)

    @Argument(completion: words.completion(0)) var program: String
    @Argument(completion: words.completion(1)) var scores: [String] = []
    @Flag var scaled = false
    @Option var on: String?
    @Option var note: String?
    /// A lift's sets (`log MOVEMENT SET…`, LiftLog.swift): the first N are warm-ups.
    @Option var warmup: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        if let key = LiftLog.movement(program, in: app) {
            return try LiftLog.log(key, typed: program, sets: scores, on: on, note: note, warmup: warmup, in: app)
        }
        let found = try LiftLog.program(program, then: scores, in: app)
        // A scaled version, when the program has one, sets the limits of a scaled score.
        let loaded = scaled ? (found.scaled ?? found) : found
        let title = loaded.program.title.resolved(for: app.strings.language)
        let blocks = ScoredBlock.blocks(
            of: loaded.timeline, language: app.strings.language, paces: app.programs.catalog().fastestPaces)
        guard !blocks.isEmpty else {
            throw app.failure(.logErrorNotScored, ["program": .text(title)], status: ExitStatus.usage.code)
        }
        let workout = WorkoutScoring(
            kind: loaded.program.score, timeline: loaded.timeline, paces: app.programs.catalog().fastestPaces)
        let (parsed, workoutScore, active) = try Self.logged(
            scores, blocks: blocks, workout: workout, title: title, app: app)
        if let note { try Self.check(note: note, app: app) }
        let now = app.now()
        // A workout logged now (no `--on`, or today before noon) has just ended: it started its
        // active time ago, and its end is not in the future.
        let day = try on.flatMap { text throws(CommandFailure) in try Self.date(text, now: now, app: app) }
        let startedAt = day ?? now.addingTimeInterval(-active)
        let profile = app.settings.bodyProfile
        let predicted = CalorieEstimate.predicted(for: loaded.timeline, profile: profile)
        let share = loaded.timeline.totalSeconds > 0 ? min(1, active / Double(loaded.timeline.totalSeconds)) : 0
        var record = SessionRecord(
            id: UUID(), programID: loaded.program.id, programTitle: title, startedAt: startedAt,
            endedAt: startedAt.addingTimeInterval(active), pausedSeconds: 0, activeSeconds: active, phasesDone: 0,
            phasesTotal: 0, endReason: .finished, kcal: predicted.kcal * share, language: app.strings.language,
            bodyMassKilograms: profile.effectiveMass, bodyMassIsDefault: profile.usesDefaultMass, scores: parsed,
            division: scaled ? .scaled : .rx, note: note, source: .log)
        record.workoutScore = workoutScore
        let store = try app.history.open()
        let earlier = try app.history.reading { try store.scoredSessions(ofProgram: record.programID) }
            .filter { $0.division == record.division && $0.startedAt < startedAt }
        _ = try app.history.reading { try store.append(record) }
        Self.tell(record, earlier: earlier, blocks: blocks, title: title, app: app)
        return ExitStatus.success.code
    }

    /// What was logged, and each score beside the last and the best before it.
    @MainActor private static func tell(
        _ record: SessionRecord, earlier: [SessionRecord], blocks: [ScoredBlock], title: String, app: App
    ) {
        app.console.line(
            app.strings(
                .logDone,
                [
                    "program": .text(title), "division": .text(DivisionText.name(record.division, app.strings)),
                    "date": .text(HistoryDates.local(record.startedAt, timeZone: app.timeZone, strings: app.strings)),
                ]))
        if let workoutScore = record.workoutScore {
            let comparison = ScoreComparison.compare(workoutScore, with: earlier)
            let name = ScoreText.workoutName(workoutScore.kind, title: title, app.strings)
            app.console.line(
                app.strings(
                    .logScore, ["block": .text(name), "score": .text(ScoreText.compared(comparison, app.strings))]))
        }
        for (block, comparison) in zip(blocks, ScoreComparison.compare(record.scores, with: earlier)) {
            app.console.line(
                app.strings(
                    .logScore,
                    [
                        "block": .text(Self.name(block, app.strings)),
                        "score": .text(ScoreText.compared(comparison, app.strings)),
                    ]))
        }
    }

    /// A block as messages name it: its title, else "Block 2".
    static func name(_ block: ScoredBlock, _ strings: Strings) -> String {
        block.title.map { TerminalText.sanitize($0) } ?? strings(.historyBlock, ["block": .int(block.block)])
    }

    /// Each text read for its block; every problem told, then one failure: exit 2 for a score
    /// written wrong, exit 1 when every problem is a score no one could have done in time.
    @MainActor static func scores(_ texts: [String], for blocks: [ScoredBlock], app: App) throws(CommandFailure)
        -> [BlockScore]
    {
        var scores: [BlockScore] = []
        var problems: [String] = []
        var onlyTooFast = true
        for (text, block) in zip(texts, blocks) {
            do {
                scores.append(try ScoreEntry.parse(text, for: block))
            } catch {
                problems.append(message(error, value: text, block: block, strings: app.strings))
                if !error.isFloor { onlyTooFast = false }
            }
        }
        guard problems.isEmpty else {
            let lines = problems.map { app.strings(.cliErrorPrefix, ["message": .text($0)]) }
            let status = onlyTooFast ? ExitStatus.failure : ExitStatus.usage
            throw CommandFailure(message: lines.joined(separator: "\n"), status: status.code)
        }
        return scores
    }

    /// "Fran: '7:30' is longer than the cap (5:00); …", in the language's words.
    static func message(_ problem: ScoreEntry.Problem, value: String, block: ScoredBlock, strings: Strings) -> String {
        message(problem, value: value, name: name(block, strings), strings: strings)
    }

    /// The same, for a score named `name` (a block, or the workout).
    static func message(_ problem: ScoreEntry.Problem, value: String, name: String, strings: Strings) -> String {
        let shown = TerminalText.sanitize(value, lineBreaks: .escape)
        var arguments: [String: StringArgument] = ["block": .text(name), "value": .text(shown)]
        let key: StringKey
        switch problem {
        case .form(.amrap): key = .logErrorFormAmrap
        case .form(.forTime): key = .logErrorFormForTime
        case .form(.emom): key = .logErrorFormEmom
        case .form(.deathBy): key = .logErrorFormDeathBy
        case .form(.intervals), .form(.tabata): key = .logErrorFormStations
        case .noCap: key = .logErrorNoCap
        case .beyond(let limit):
            switch limit {
            case .roundReps(let reps): (key, arguments["limit"]) = (.logErrorRoundReps, .int(reps))
            case .cap(let seconds): (key, arguments["limit"]) = (.logErrorCap, .text(ScoreText.time(seconds, strings)))
            case .periods(let periods): (key, arguments["limit"]) = (.logErrorPeriods, .int(periods))
            case .totalReps(let reps): (key, arguments["limit"]) = (.logErrorTotalReps, .int(reps))
            case .periodReps(let reps): (key, arguments["limit"]) = (.logErrorPeriodReps, .int(reps))
            case .stationReps(let reps): (key, arguments["limit"]) = (.logErrorStationReps, .int(reps))
            case .fastest(let seconds, let reps, let onlyReps):
                key = onlyReps ? .floorErrorTooFast : .floorErrorTooFastWork
                arguments["limit"] = .text(ScoreText.time(seconds, strings))
                arguments["reps"] = .int(reps)
            case .mostReps(let reps, let cap):
                key = .floorErrorTooMany
                arguments["limit"] = .int(reps)
                arguments["cap"] = .text(ClockText.format(seconds: Int(cap)))
            }
        }
        return strings(key, arguments)
    }

    /// A note the history can keep (``HistoryRanges/isNote(_:)``), else a failure that shows it escaped.
    @MainActor static func check(note: String, app: App) throws(CommandFailure) {
        guard HistoryRanges.isNote(note) else {
            let shown = TerminalText.sanitize(String(note.prefix(60)), lineBreaks: .escape)
            throw app.failure(.logErrorNote, ["note": .text(shown)], status: ExitStatus.usage.code)
        }
    }

    /// `2026-11-20` (noon, local time) or `2026-11-20T18:30` (`T` or a space); never after
    /// `now`. `nil` for today before noon: the workout is logged as done now.
    @MainActor static func date(_ text: String, now: Date, app: App) throws(CommandFailure) -> Date? {
        let shown = TerminalText.sanitize(text, lineBreaks: .escape)
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        var hour = 12
        var minute = 0
        if parts.count == 2 {
            let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard clock.count == 2, clock.allSatisfy({ $0.count == 2 }), let hours = Int(clock[0]),
                let minutes = Int(clock[1]), (0..<24).contains(hours), (0..<60).contains(minutes)
            else { throw app.failure(.logErrorDate, ["value": .text(shown)], status: ExitStatus.usage.code) }
            (hour, minute) = (hours, minutes)
        }
        guard (1...2).contains(parts.count), let day = CivilDate(iso: parts[0]) else {
            throw app.failure(.logErrorDate, ["value": .text(shown)], status: ExitStatus.usage.code)
        }
        let date = day.date(hour: hour, minute: minute, in: app.timeZone)
        // A day alone is noon, unless it is today and noon has not come yet: the workout was done
        // this morning, so it is logged as done now.
        if parts.count == 1, date > now, day.date(hour: 0, minute: 0, in: app.timeZone) <= now { return nil }
        guard date <= now else {
            throw app.failure(.logErrorFuture, ["value": .text(shown)], status: ExitStatus.usage.code)
        }
        return date
    }
}
