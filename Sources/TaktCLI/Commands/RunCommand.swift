import ArgumentParser
import Foundation
import TaktCore
import TaktHistory
import TaktPlatform
import TaktRemote
import TaktTerminal

/// `run ID|FILE [--speed X] [--plain] [--events FILE] [--log|--no-log] [--remote [ADDR][:PORT]]`: one session.
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
    /// Serves the session to phones and TVs: `--remote` alone on the local-network address and
    /// a free port, or `--remote ADDR[:PORT]` (`127.0.0.1:0` for this machine only).
    @Option(defaultAsFlag: "", parsing: .next) var remote: String?
    /// The program's scaled version (its `scaled:` overrides applied).
    @Flag var scaled = false
    /// Reads a heart-rate strap: `--hr` alone the `hr-device` setting or the one strap nearby,
    /// `--hr NAME|ADDRESS` that strap (SPEC section 18).
    @Option(defaultAsFlag: "", parsing: .next) var hr: String?

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
        let target = try app.plans.runTarget(program)
        let loaded = scaled ? try app.programs.scaledVersion(of: target.loaded) : target.loaded
        let catalog = app.programs.catalog()
        try LiftCheck.refuseUnplannable(loaded.program, in: app, catalog: catalog)
        let options = sessionOptions(for: loaded, target: target, catalog: catalog, in: app)
        let (server, display) = try await app.sessionDisplays.display(for: options, json: json, remote: remote)
        let timeline = LiftPlan.annotated(
            loaded.timeline, program: loaded.program, athlete: LiftCheck.athlete(for: loaded.program, in: app))
        let runner = SessionRunner(
            timeline: timeline, programID: loaded.program.id, programTitle: loaded.program.title,
            options: options, languages: app.languages, language: app.strings.language,
            profile: app.settings.bodyProfile, display: display,
            log: app.history.sessionDestination(), outputClosed: app.console.outputClosed, inputs: app.sessionInputs,
            remote: server?.session, heartRate: heartRateFeed(app))
        defer { app.espeakHint.tellOnce(on: app.console, strings: app.strings) }
        let outcome: SessionOutcome
        do {
            outcome = try runner.run()
        } catch {
            await server?.stop()
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]))
        }
        // The pages get the finished view, then the server goes with the session.
        await server?.stop()
        // Told after the session: a line printed during it would land in the live view.
        for problem in outcome.problems { app.console.errorLine(problem) }
        if let history = outcome.ended.history {
            if let notice = history.notice(app.strings) { app.console.errorLine(notice) }
            app.history.replaySpool(into: history.store)
        }
        if json { app.console.write(HistoryJSON.object(outcome.ended.record) + "\n") }
        return outcome.exitStatus
    }

    /// The options of a session of `loaded`: speed, logging, scoring, division, lift records,
    /// whether its scores may be entered later, its place in a plan.
    @MainActor private func sessionOptions(
        for loaded: ProgramLoader.Loaded, target: RunTarget, catalog: ExerciseCatalog, in app: App
    ) -> SessionOptions {
        var options = SessionOptions(
            speed: speed, plain: plain, eventsFile: events,
            logMode: log ? .log : noLog ? .noLog : .auto)
        options.scoreBy(loaded, paces: catalog.fastestPaces)
        options.division = scaled ? .scaled : .rx
        options.programFile = target.programFile
        options.liftRecords = LiftCheck.records(for: loaded.program, in: app, options: options)
        options.scoreByRound = app.settings.effectiveScoreBy == .round
        // Only a session whose scores may go unentered (no keys) needs the second look-up.
        if !app.console.inputIsTerminal, remote == nil, loaded.timeline.phases.contains(where: \.kind.isScored) {
            let title = loaded.program.title.resolved(for: app.strings.language)
            options.editableLater =
                (try? app.programs.ran(id: loaded.program.id, title: title, file: target.programFile)) != nil
        }
        if let planID = target.planID, let week = target.planWeek, let day = target.planDay {
            options.plan = SessionOptions.PlanPlace(planID: planID, week: week, day: day)
        }
        return options
    }

    /// The strap's reader for `--hr`: the strap it names, else `hr-device`, else the one nearby.
    @MainActor private func heartRateFeed(_ app: App) -> HeartRateFeed? {
        guard let hr else { return nil }
        let named = hr.trimmingCharacters(in: .whitespaces)
        return HeartRateFeed(
            query: named.isEmpty ? app.settings.heartRateDevice : named, zones: app.settings.heartRateZones)
    }
}

/// Whether the end of a session should say how to install espeak-ng: after a session that
/// wanted a voice and rang the bell, once a process.
@MainActor
final class EspeakHint {
    private enum State { case notNeeded, due, given }
    private var state = State.notNeeded
    /// The cue players of sessions whose gongs or breath tones may fall back to the bell.
    private var soundPlayers: [CuePlayer] = []
    private var soundHintGiven = false

    /// Voice cues fell back to the bell.
    func voiceIsMissing() {
        if state == .notNeeded { state = .due }
    }

    /// Watches `player`: if its sounds ring the bell for want of a sound player, that is said once.
    func watchSounds(of player: CuePlayer) {
        if !soundHintGiven && player.sounds == nil { soundPlayers.append(player) }
    }

    /// How to install espeak-ng, or a sound player, when a session missed it and it was not said yet.
    func tellOnce(on console: Console, strings: Strings) {
        if !soundHintGiven && soundPlayers.contains(where: \.soundFellBack) {
            soundHintGiven = true
            console.line(strings(.soundMissing))
        }
        soundPlayers = []  // Each session's players are asked once, after it.
        guard state == .due else { return }
        state = .given
        console.line(strings(.voiceMissing))
    }
}
