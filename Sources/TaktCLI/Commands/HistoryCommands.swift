import ArgumentParser
import Foundation
import TaktCore
import TaktHistory
import TaktPlatform

/// `history [--limit N] [--json]`: logged sessions, newest first; `history ID`: one in detail.
struct HistoryCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("history")

    static let words = ArgumentWords(.text)

    /// A session id or its start, as the table's ID column shows it.
    @Argument(completion: words.completion(0)) var id: String?
    // Unconditional, so `--limit -1` reaches HistoryLimit's own message.
    @Option(parsing: .unconditional) var limit: String?
    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        if let id { return try showSession(id, in: app) }
        let count: Int
        do {
            count = try limit.map(HistoryLimit.parse) ?? HistoryLimit.defaultValue
        } catch {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]),
                status: ExitStatus.usage.code)
        }
        let store = try app.openHistory()
        let reading = try app.reading { try store.readRecent(limit: count) }
        app.warnAboutDamaged(reading.damaged)
        if json {
            app.console.data(HistoryJSON.render(reading.records))
        } else {
            app.console.line(
                HistoryTableView.render(
                    reading.records, timeZone: app.timeZone, strings: app.strings, width: app.tableWidth))
        }
        return ExitStatus.success.code
    }
}

extension HistoryCommand {
    /// `history ID`: the session whose id is or starts with `id`, with its phases.
    @MainActor func showSession(_ id: String, in app: App) throws -> Int32 {
        let store = try app.openHistory()
        switch try app.reading({ try store.session(matching: id) }) {
        case .one(let record):
            if json {
                app.console.data(HistoryJSON.render([record]))
            } else {
                app.console.line(
                    SessionDetailView.render(
                        record, timeZone: app.timeZone, strings: app.strings, width: app.tableWidth))
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

/// `stats [--json]`: totals, current streak and weekly goal progress.
struct StatsCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("stats")

    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let store = try app.openHistory()
        let goal = app.settings.effectiveWeeklyGoal
        let now = app.now()
        let zone = app.timeZone
        let (stats, progress) = try app.reading {
            let stats = try store.stats(now: now, timeZone: zone, weeklyGoal: goal)
            let progress = try store.progress(
                now: now, timeZone: zone, weeklyGoal: goal, currentStreak: stats.streakDays, details: json)
            return (stats, progress)
        }
        app.warnAboutDamaged(try app.reading { try store.damagedForStats() })
        if json {
            app.console.data(StatsJSON.render(stats, progress: progress, plan: app.planProgress()))
        } else {
            app.console.line(
                StatsView.render(stats, progress: progress, strings: app.strings, width: app.outputWidth),
                colour: app.colorEnabled)
        }
        return ExitStatus.success.code
    }
}

/// `export --format csv|json|fit [-o FILE|-] [--session ID] [--since DATE]`: the history.
///
/// `-o FILE` writes through ``DurableFile`` (a temporary file beside FILE, synced, renamed), so
/// FILE is complete or untouched; a device or FIFO is written in place. `-o -` is standard output.
/// FIT writes sessions as activities (ExportFITCommand.swift).
struct ExportCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("export")

    static let words = ArgumentWords(
        options: ["--format": .choice(ExportFormat.allCases.map(\.rawValue) + ["fit"]), "-o": .path])

    @Option(completion: words.completion("--format")) var format: String
    @Option(name: .short, completion: words.completion("-o")) var o: String?
    @Option var session: String?
    @Option var since: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        if format.lowercased() == "fit" {
            return try exportFIT(in: app)
        }
        let exportFormat: ExportFormat
        do {
            exportFormat = try ExportFormat(parsing: format)
        } catch {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]),
                status: ExitStatus.usage.code)
        }
        // Only JSON carries the performed phases; CSV has one line per session.
        let records = try chosenRecords(in: app, phases: exportFormat == .json)
        let text = exportFormat.render(records)
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

extension App {
    /// Opens the history, telling the user when a broken file was moved aside, and adds the
    /// sessions waiting in the spool.
    func openHistory() throws(CommandFailure) -> HistoryStore {
        do {
            let opening = try HistoryStore.open(at: paths.historyDatabase)
            if let notice = opening.notice(strings) {
                console.errorLine(notice)
            }
            replaySpool(into: opening.store)
            return opening.store
        } catch {
            throw CommandFailure(message: strings(.cliErrorPrefix, ["message": .text(error.message(strings))]))
        }
    }

    /// Adds spooled sessions to `store` and says so, on standard error so `export` and
    /// `history --json` output stay clean. Nothing is said when there was nothing to add; a
    /// history that still cannot be written keeps them for a later command.
    func replaySpool(into store: HistoryStore) {
        let spool = SessionSpool(folder: paths.spoolDirectory, files: files)
        guard !spool.pending().isEmpty, let replay = try? spool.replay(into: store) else { return }
        for aside in replay.setAside {
            let original = String(aside.dropLast(".broken".count))
            let message = strings(.historySpoolSetAside, ["path": .text(original), "aside": .text(aside)])
            console.errorLine(strings(.cliWarningPrefix, ["message": .text(message)]))
        }
        if replay.added > 0 {
            console.errorLine(
                strings(.historySpoolAdded, ["count": .int(replay.added), "folder": .text(spool.folder.path)]))
        }
    }

    /// One warning for every damaged row left out, with how many.
    func warnAboutDamaged(_ count: Int) {
        guard count > 0 else { return }
        console.errorLine(
            strings(.cliWarningPrefix, ["message": .text(strings(.historyDamaged, ["count": .int(count)]))]))
    }

    /// Runs a history read, turning a database error into a localized message.
    func reading<T>(_ body: () throws -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw failure(.historyErrorRead, ["reason": .text(SystemProblem(history: error).message(strings))])
        }
    }
}
