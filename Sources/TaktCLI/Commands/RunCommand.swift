import ArgumentParser
import Foundation
import TaktCore
import TaktHistory
import TaktTerminal

/// `run ID|FILE [--speed X] [--plain] [--events FILE] [--log|--no-log]`: one session.
struct RunCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "run", helpNames: [])

    /// The fastest clock a preview may run; beyond it phases blur into one redraw.
    static let speedRange = 0.01...10_000.0

    @Argument var program: String
    @Option var speed: Double = 1
    @Flag var plain = false
    @Option var events: String?
    @Flag(inversion: .prefixedNo) var log: Bool?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard Self.speedRange.contains(speed) else {
            throw app.failure(
                "run.error.speed",
                ["value": .decimal(speed, fractionDigits: 2), "max": .int(Int(Self.speedRange.upperBound))],
                status: 2)
        }
        let library = app.loadLibrary()
        let entry = try app.find(program, in: library)
        guard let loaded = entry.loaded else {
            throw CommandFailure(message: entry.diagnostics.map { $0.rendered(app.strings) }.joined(separator: "\n"))
        }
        let options = SessionOptions(
            speed: speed, plain: plain, eventsFile: events,
            logMode: log.map { $0 ? .log : .noLog } ?? .auto)
        let history = options.logMode == .noLog ? nil : app.historyForLogging()
        let runner = SessionRunner(
            timeline: loaded.timeline, programID: loaded.program.id, programTitle: loaded.program.title,
            options: options, languages: app.languages, language: app.strings.language,
            profile: app.settings.bodyProfile, catalog: library.catalog, display: app.sessionDisplay(for: options),
            log: history,
            onLanguageChange: { [app] code in
                MainActor.assumeIsolated { app.switchLanguageDuringSession(to: code) }
            })
        let summary: SessionSummary
        do {
            summary = try runner.run()
        } catch {
            throw CommandFailure(
                message: app.strings("cli.error.prefix", ["message": .text(error.message(app.strings))]))
        }
        // Interrupted like any program stopped by Ctrl-C: 128 + SIGINT.
        return summary.reason == .interrupted ? 130 : 0
    }
}

extension App {
    /// The history to log into, or `nil` (with the reason printed) when it cannot be opened:
    /// the session still runs, and its summary says it was not saved.
    func historyForLogging() -> HistoryStore? {
        do {
            return try openHistory()
        } catch {
            console.errorLine(error.message)
            return nil
        }
    }

    /// The `l` key: the session switched language; keep it for the prompt and save it.
    func switchLanguageDuringSession(to code: String) {
        language = code
        do {
            try saveSetting(.language, to: code)
        } catch {
            console.errorLine(error.message)
        }
    }

    /// Plain lines for `--plain` or a non-terminal stdout, else the live views.
    func sessionDisplay(for options: SessionOptions) -> any SessionDisplay {
        if options.usesPlainDisplay(standardOutputIsTerminal: console.outputIsTerminal) {
            return PlainDisplay(write: console.write)
        }
        let output = FunctionOutput(console.write)
        return LiveDisplay(
            output: output, colour: colorEnabled, cues: CuePlayer(mode: settings.effectiveSound, output: output))
    }
}
