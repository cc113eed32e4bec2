import ArgumentParser
import Foundation
import TaktCore
import TaktHistory
import TaktPlatform

/// `history [--limit N] [--json]`: logged sessions, newest first; `history ID`: one in detail;
/// `history edit|delete|trash|restore`: corrections (HistoryActions.swift).
struct HistoryCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("history")
    /// No id is one of these words: ids are hex digits and dashes.
    static let actions = ["edit", "delete", "trash", "restore"]

    static let words = ArgumentWords(.choice(actions), .text)

    /// A session id or its start, as the table's ID column shows it, or an action.
    @Argument(completion: words.completion(0)) var id: String?
    /// The session an action is for.
    @Argument(completion: words.completion(1)) var session: String?
    // Unconditional, so `--limit -1` reaches HistoryLimit's own message.
    @Option(parsing: .unconditional) var limit: String?
    @Flag var json = false
    /// `edit`: `BLOCK=SCORE`, BLOCK a number or a title; repeatable.
    @Option var score: [String] = []
    @Flag var scaled = false
    @Flag var rx = false
    @Option var note: String?
    /// `delete` without asking.
    @Flag var yes = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        if let id, Self.actions.contains(id) { return try perform(id, in: app) }
        if let id { return try showSession(id, in: app) }
        let count: Int
        do {
            count = try limit.map(HistoryLimit.parse) ?? HistoryLimit.defaultValue
        } catch {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]),
                status: ExitStatus.usage.code)
        }
        let store = try app.history.open()
        let reading = try app.history.reading { try store.readRecent(limit: count) }
        app.history.warnAboutDamaged(reading.damaged)
        if json {
            app.console.data(HistoryJSON.render(try app.history.reading { try store.withSets(reading.records) }))
        } else {
            app.console.line(
                HistoryTableView.render(
                    reading.records, timeZone: app.timeZone, strings: app.strings, width: app.console.tableWidth))
        }
        return ExitStatus.success.code
    }
}

extension HistoryCommand {
    /// `history ID`: the session whose id is or starts with `id`, with its phases.
    @MainActor func showSession(_ id: String, in app: App) throws -> Int32 {
        let store = try app.history.open()
        switch try app.history.reading({ try store.session(matching: id) }) {
        case .one(let record):
            if json {
                app.console.data(HistoryJSON.render([record]))
            } else {
                // Each score named by its block's title, from the program when it is still known.
                let timeline = app.programs.library().entry(id: record.programID)?.loaded?.timeline
                let blocks = timeline.map { ScoredBlock.blocks(of: $0, language: app.strings.language) } ?? []
                let titles = Dictionary(blocks.compactMap { block in block.title.map { (block.block, $0) } }) { a, _ in
                    a
                }
                app.console.line(
                    SessionDetailView.render(
                        record, timeZone: app.timeZone, strings: app.strings, width: app.console.tableWidth,
                        titles: titles, catalog: app.programs.catalog()))
            }
            return ExitStatus.success.code
        case .none:
            throw app.failure(.historyErrorNoSession, ["id": .path(id)])
        case .several(let ids):
            let list = ids.map { String($0.prefix(13)) }.joined(separator: ", ")
            throw app.failure(.historyErrorAmbiguousSession, ["id": .path(id), "ids": .text(list)])
        }
    }
}

/// `stats [--json]`: totals, current streak and weekly goal progress, and the personal records
/// and the lifts' records; `stats MOVEMENT`: one movement's records and sessions (StatsMovement.swift).
struct StatsCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("stats")

    static let words = ArgumentWords(.exercise)

    /// A movement as `log` takes it (`back-squat`, `"back squat"`).
    @Argument(completion: words.completion(0)) var movement: String?
    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        if let movement { return try StatsMovement.show(movement, json: json, in: app) }
        let store = try app.history.open()
        let goal = app.settings.effectiveWeeklyGoal
        let now = app.now()
        let zone = app.timeZone
        let (stats, progress, records) = try app.history.reading {
            let (stats, progress) = try store.statistics(now: now, timeZone: zone, weeklyGoal: goal, details: json)
            return (stats, progress, try store.personalRecords())
        }
        let lifts = try app.history.reading { try store.liftRecords() }
        app.history.warnAboutDamaged(try app.history.reading { try store.damagedForStats() })
        if json {
            app.console.data(
                StatsJSON.render(stats, progress: progress, plan: app.plans.progress(), records: records, lifts: lifts))
        } else {
            app.console.line(
                StatsView.render(
                    stats, progress: progress, records: records, strings: app.strings, width: app.console.textWidth,
                    timeZone: zone, blockTitles: Self.blockTitles(of: records, in: app), lifts: lifts,
                    catalog: lifts.isEmpty ? nil : app.programs.catalog()),
                colour: app.colorEnabled)
        }
        return ExitStatus.success.code
    }
}

extension StatsCommand {
    /// The titles of the scored blocks of each program with a record, by block number: a
    /// record's block is named by its title (SPEC 13).
    @MainActor static func blockTitles(of records: PersonalRecords, in app: App) -> [String: [Int: String]] {
        let ids = Set(records.records.map(\.programID))
        guard !ids.isEmpty else { return [:] }
        let library = app.programs.library()
        var titles: [String: [Int: String]] = [:]
        for id in ids {
            guard let timeline = library.entry(id: id)?.loaded?.timeline else { continue }
            for block in ScoredBlock.blocks(of: timeline, language: app.strings.language) {
                if let title = block.title { titles[id, default: [:]][block.block] = title }
            }
        }
        return titles
    }
}

/// `export --format csv|json|fit [-o FILE|-] [--session ID] [--since DATE]`: the history.
///
/// `-o FILE` writes through ``DurableFile`` (a temporary file beside FILE, synced, renamed), so
/// FILE is complete or untouched; a device or FIFO is written in place. `-o -` is standard output.
/// FIT writes sessions as activities (ExportFITCommand.swift).
struct ExportCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("export")

    /// What `--format` takes: the history formats, and FIT for sessions as activities.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case csv, json, fit

        /// Any case (`CSV`), as the extension of a file name may come.
        init?(argument: String) {
            self.init(rawValue: argument.lowercased())
        }

        /// The history format this is, or `nil` for FIT, which writes activities instead.
        var history: ExportFormat? { ExportFormat(rawValue: rawValue) }
    }

    static let words = ArgumentWords(options: ["--format": .choice(Format.allValueStrings), "-o": .path])

    // ArgumentParser lists the values in completion scripts and refuses any other one itself.
    @Option var format: Format
    @Option(name: .short, completion: words.completion("-o")) var o: String?
    @Option var session: String?
    @Option var since: String?
    /// CSV: one row per lifted set instead of one per session (SPEC section 17).
    @Flag var sets = false
    /// JSON: each session's heart rate with its samples, one a second (SPEC section 18).
    @Flag var samples = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let exportFormat = format.history else {
            return try exportFIT(in: app)
        }
        // Only JSON carries the performed phases and sets; CSV has one line per session, or per set.
        let records = try chosenRecords(in: app, phases: exportFormat == .json || sets)
        let text =
            sets && exportFormat == .csv
            ? HistoryCSV.renderSets(records) : exportFormat.render(records, samples: samples)
        guard let path = o, path != "-" else {
            // CSV lines end in CRLF, one grapheme: compare bytes, not characters.
            app.console.write(text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n")
            return ExitStatus.success.code
        }
        do {
            try ExportFile.write(text, to: URL(fileURLWithPath: path), files: app.files)
        } catch {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]))
        }
        app.console.line(ExportFile.confirmation(count: records.count, path: path, strings: app.strings))
        return ExitStatus.success.code
    }
}
