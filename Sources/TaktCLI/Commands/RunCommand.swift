import ArgumentParser
import Foundation
import TaktCore
import TaktHistory
import TaktTerminal

/// `run ID|FILE [--speed X] [--plain] [--events FILE] [--log|--no-log]`: one session.
struct RunCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("run")

    static let words = ArgumentWords(.programOrToday, options: ["--events": .path])

    @Argument(completion: words.completion(0)) var program: String
    // Unconditional, so `--speed -1` reaches the range check instead of looking like a flag.
    @Option(parsing: .unconditional) var speed: Double = 1
    @Flag var plain = false
    @Option(completion: words.completion("--events")) var events: String?
    @Flag var log = false
    @Flag var noLog = false
    /// After the session, its history row as one JSON object on standard output; the plain
    /// lines then go to standard error, so the output is that object alone.
    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard SessionSpeed.range.contains(speed) else {
            throw app.failure(
                .runErrorSpeed,
                [
                    "value": .text(app.strings.number(speed, fractionDigits: speed.rounded() == speed ? 0 : 2)),
                    "max": .int(Int(SessionSpeed.range.upperBound)),
                ],
                status: ExitStatus.usage.code)
        }
        guard !(log && noLog) else {
            throw app.failure(.runErrorLogAndNoLog, status: ExitStatus.usage.code)
        }
        let (_, target) = try app.runTarget(program)
        let loaded = target.loaded
        var options = SessionOptions(
            speed: speed, plain: plain, eventsFile: events,
            logMode: log ? .log : noLog ? .noLog : .auto)
        if let planID = target.planID, let week = target.planWeek, let day = target.planDay {
            options.plan = SessionOptions.PlanPlace(planID: planID, week: week, day: day)
        }
        let runner = SessionRunner(
            timeline: loaded.timeline, programID: loaded.program.id, programTitle: loaded.program.title,
            options: options, languages: app.languages, language: app.strings.language,
            profile: app.settings.bodyProfile, display: app.sessionDisplay(for: options, json: json),
            log: app.history.sessionDestination(), outputClosed: app.console.outputClosed, inputs: app.sessionInputs)
        defer { app.tellHowToInstallEspeakOnce() }
        let outcome: SessionOutcome
        do {
            outcome = try runner.run()
        } catch {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]))
        }
        // Told after the session: a line printed during it would land in the live view.
        for problem in outcome.problems { app.console.errorLine(problem) }
        if let history = outcome.ended.history {
            if let notice = history.notice(app.strings) { app.console.errorLine(notice) }
            app.history.replaySpool(into: history.store)
        }
        if json { app.console.write(HistoryJSON.object(outcome.ended.record) + "\n") }
        return outcome.exitStatus
    }
}

/// Whether the end of a session should say how to install espeak-ng.
enum EspeakHint {
    case notNeeded, due, given
}

extension App {
    /// Plain lines for `--plain` or a non-terminal stdout, else the live views.
    ///
    /// With `json` and no terminal on standard output, the plain lines go to standard error:
    /// standard output holds the session's JSON object alone.
    func sessionDisplay(for options: SessionOptions, json: Bool = false) -> any SessionDisplay {
        let console = console
        if options.usesPlainDisplay(standardOutputIsTerminal: console.outputIsTerminal) {
            // Plain lines on a terminal still ring; into a file or pipe only speech may sound.
            let bell: any TerminalOutput =
                console.outputIsTerminal ? FunctionOutput(console.write) : FunctionOutput { _ in }
            let cues = console.outputIsTerminal || settings.effectiveSound == .voice ? cuePlayer(bell: bell) : nil
            if json && !console.outputIsTerminal {
                return PlainDisplay(write: { console.writeError($0) }, cues: cues)
            }
            return PlainDisplay(write: { console.write($0) }, cues: cues)
        }
        let output = FunctionOutput(console.write)
        return LiveDisplay(output: output, colour: colorEnabled, cues: cuePlayer(bell: output))
    }

    /// The cues `set sound` chose; voice looks for espeak-ng on this process's `PATH`.
    private func cuePlayer(bell: any TerminalOutput) -> CuePlayer {
        let sound = settings.effectiveSound
        let speaker = sound == .voice ? EspeakSpeaker.find(environment: environment) : nil
        let player = CuePlayer(mode: sound, output: bell, speaker: speaker)
        if player.voiceIsMissing, espeakHint == .notNeeded { espeakHint = .due }
        return player
    }

    /// After a session that wanted a voice and rang the bell: how to install espeak-ng, once a process.
    func tellHowToInstallEspeakOnce() {
        guard espeakHint == .due else { return }
        espeakHint = .given
        console.line(strings(.voiceMissing))
    }
}
