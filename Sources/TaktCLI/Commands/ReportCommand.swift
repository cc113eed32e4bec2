import ArgumentParser
import Foundation
import TaktCore
import TaktHistory

/// `report -o FILE.html`: one self-contained page of the history, written like an export.
struct ReportCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("report")

    static let words = ArgumentWords(options: ["-o": .path])

    @Option(name: .short, completion: words.completion("-o")) var o: String

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let store = try app.history.open()
        let goal = app.settings.effectiveWeeklyGoal
        let now = app.now()
        let zone = app.timeZone
        let plan = app.plans.progress()
        var report = try app.history.reading {
            let (stats, series) = try store.statistics(now: now, timeZone: zone, weeklyGoal: goal)
            return ProgressReport(
                stats: stats, series: series, recent: try store.recent(limit: ProgressReport.recentCount),
                generatedAt: now, timeZone: zone, strings: app.strings, plan: plan, scored: try store.scoredSessions())
        }
        report.heartRateSession = try app.history.reading { try store.newestWithHeartRate() }
        // Each record's block by its title, as stats names it (SPEC 13).
        report.blockTitles = StatsCommand.blockTitles(of: report.records, in: app)
        do {
            // The same temporary-file-and-rename path as `export -o`: a half-written page never replaces one.
            try ExportFile.write(report.html(), to: URL(fileURLWithPath: o), files: app.files)
        } catch {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]))
        }
        app.console.line(app.strings(.reportWritten, ["path": .path(o)]))
        return ExitStatus.success.code
    }
}
