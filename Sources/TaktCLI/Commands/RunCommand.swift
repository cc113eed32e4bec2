import ArgumentParser
import Foundation
import TaktCore
import TaktHistory
import TaktTerminal

/// `run ID|FILE [--speed X] [--plain] [--events FILE] [--log|--no-log]`: one session.
struct RunCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "run", helpNames: [])

    /// The speeds a session may run at; beyond 10,000× phases blur into one redraw.
    static let speedRange = 0.01...10_000.0

    @Argument var program: String
    // Unconditional, so `--speed -1` reaches the range check instead of looking like a flag.
    @Option(parsing: .unconditional) var speed: Double = 1
    @Flag var plain = false
    @Option var events: String?
    @Flag var log = false
    @Flag var noLog = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard Self.speedRange.contains(speed) else {
            throw app.failure(
                "run.error.speed",
                [
                    "value": .text(app.strings.number(speed, fractionDigits: speed.rounded() == speed ? 0 : 2)),
                    "max": .int(Int(Self.speedRange.upperBound)),
                ],
                status: ExitStatus.usage.code)
        }
        guard !(log && noLog) else {
            throw app.failure("run.error.logAndNoLog", status: ExitStatus.usage.code)
        }
        let (library, entry) = try app.findProgram(program)
        guard let loaded = entry.loaded else {
            throw CommandFailure(message: entry.diagnostics.map { $0.rendered(app.strings) }.joined(separator: "\n"))
        }
        let options = SessionOptions(
            speed: speed, plain: plain, eventsFile: events,
            logMode: log ? .log : noLog ? .noLog : .auto)
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
        defer {
            if let problem = app.unsavedLanguageProblem {
                app.console.errorLine(problem)
                app.unsavedLanguageProblem = nil
            }
        }
        do {
            summary = try runner.run()
        } catch {
            throw CommandFailure(
                message: app.strings("cli.error.prefix", ["message": .text(error.message(app.strings))]))
        }
        // Interrupted like any program ended by a signal: 128 + its number (Ctrl-C: SIGINT).
        guard summary.reason == .interrupted else { return 0 }
        return ExitStatus.signal(runner.endingSignal ?? SIGINT)
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
    ///
    /// A save that fails (a config.yaml with other bad entries) is told after the session:
    /// lines printed now would land in the middle of the live view.
    func switchLanguageDuringSession(to code: String) {
        language = code
        do {
            try saveSetting(.language, to: code)
            unsavedLanguageProblem = nil
        } catch {
            unsavedLanguageProblem = error.message
        }
    }

    /// Plain lines for `--plain` or a non-terminal stdout, else the live views.
    func sessionDisplay(for options: SessionOptions) -> any SessionDisplay {
        let console = console
        if options.usesPlainDisplay(standardOutputIsTerminal: console.outputIsTerminal) {
            // Plain lines on a terminal still ring; into a file or pipe only speech may sound.
            let bell: any TerminalOutput =
                console.outputIsTerminal ? FunctionOutput { console.write($0) } : FunctionOutput { _ in }
            let sound = settings.effectiveSound
            let cues = console.outputIsTerminal || sound == .voice ? CuePlayer(mode: sound, output: bell) : nil
            return PlainDisplay(write: { console.write($0) }, cues: cues)
        }
        let output = FunctionOutput { console.write($0) }
        return LiveDisplay(
            output: output, colour: colorEnabled, cues: CuePlayer(mode: settings.effectiveSound, output: output))
    }
}
