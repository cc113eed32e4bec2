import ArgumentParser
import Foundation
import TaktCore
import TaktHistory

/// `history [--limit N] [--json]`: logged sessions, newest first.
struct HistoryCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "history", helpNames: [])

    // Unconditional, so `--limit -1` reaches HistoryLimit's own message.
    @Option(parsing: .unconditional) var limit: String?
    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let count: Int
        do {
            count = try limit.map(HistoryLimit.parse) ?? HistoryLimit.defaultValue
        } catch {
            throw CommandFailure(
                message: app.strings("cli.error.prefix", ["message": .text(error.message(app.strings))]),
                status: ExitStatus.usage.code)
        }
        let store = try app.openHistory()
        let records = try app.reading { try store.recent(limit: count) }
        app.console.line(
            json
                ? HistoryJSON.render(records)
                : HistoryTableView.render(records, timeZone: .current, strings: app.strings))
        return ExitStatus.success.code
    }
}

/// `stats [--json]`: totals, current streak and weekly goal progress.
struct StatsCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "stats", helpNames: [])

    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let store = try app.openHistory()
        let goal = app.settings.effectiveWeeklyGoal
        let stats = try app.reading { try store.stats(now: Date(), timeZone: .current, weeklyGoal: goal) }
        app.console.line(json ? StatsJSON.render(stats) : StatsView.render(stats, strings: app.strings))
        return ExitStatus.success.code
    }
}

/// `export --format csv|json [-o FILE]`: the whole history.
struct ExportCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "export", helpNames: [])

    @Option var format: String
    @Option(name: .short) var o: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let exportFormat: ExportFormat
        do {
            exportFormat = try ExportFormat(parsing: format)
        } catch {
            throw CommandFailure(
                message: app.strings("cli.error.prefix", ["message": .text(error.message(app.strings))]),
                status: ExitStatus.usage.code)
        }
        let store = try app.openHistory()
        let records = try app.reading { try store.all() }
        let text = exportFormat.render(records)
        guard let path = o else {
            // CSV lines end in CRLF, one grapheme: compare bytes, not characters.
            app.console.write(text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n")
            return ExitStatus.success.code
        }
        do {
            try ExportFile.write(text, to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(
                message: app.strings("cli.error.prefix", ["message": .text(error.message(app.strings))]))
        }
        app.console.line(ExportFile.confirmation(count: records.count, path: path, strings: app.strings))
        return ExitStatus.success.code
    }
}

extension App {
    /// Opens the history, telling the user when a broken file was moved aside.
    func openHistory() throws(CommandFailure) -> HistoryStore {
        do {
            let opening = try HistoryStore.open(at: paths.historyDatabase)
            if let notice = opening.notice(strings) {
                console.errorLine(notice)
            }
            return opening.store
        } catch {
            throw CommandFailure(message: strings("cli.error.prefix", ["message": .text(error.message(strings))]))
        }
    }

    /// Runs a history read, turning a database error into a localized message.
    func reading<T>(_ body: () throws -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw failure("history.error.read", ["reason": .text(SystemProblem(history: error).message(strings))])
        }
    }
}
