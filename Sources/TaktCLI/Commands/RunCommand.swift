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
        let loaded = scaled ? try app.programs.scaledVersion(of: target.loaded) : target.loaded
        var options = SessionOptions(
            speed: speed, plain: plain, eventsFile: events,
            logMode: log ? .log : noLog ? .noLog : .auto)
        options.division = scaled ? .scaled : .rx
        options.scoreByRound = app.settings.effectiveScoreBy == .round
        // Only a session whose scores may go unentered (no keys) needs the second look-up.
        if !app.console.inputIsTerminal, remote == nil, loaded.timeline.phases.contains(where: \.kind.isScored) {
            options.editableLater = (try? app.programs.loaded(loaded.program.id)) != nil
        }
        if let planID = target.planID, let week = target.planWeek, let day = target.planDay {
            options.plan = SessionOptions.PlanPlace(planID: planID, week: week, day: day)
        }
        let (server, display) = try await app.sessionDisplay(for: options, json: json, remote: remote)
        let runner = SessionRunner(
            timeline: loaded.timeline, programID: loaded.program.id, programTitle: loaded.program.title,
            options: options, languages: app.languages, language: app.strings.language,
            profile: app.settings.bodyProfile, display: display,
            log: app.history.sessionDestination(), outputClosed: app.console.outputClosed, inputs: app.sessionInputs,
            remote: server?.session)
        defer { app.tellHowToInstallEspeakOnce() }
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

extension App {
    /// The session's display, and with `--remote` the server, started, and its links' panel in
    /// front of the display. The address is checked, and the port taken, before anything of the
    /// session shows.
    func sessionDisplay(for options: SessionOptions, json: Bool, remote: String?) async throws(CommandFailure) -> (
        RemoteServer?, any SessionDisplay
    ) {
        let display = sessionDisplay(for: options, json: json)
        guard let remote else { return (nil, display) }
        let (server, address) = try await startRemote(remote)
        let panel = remotePanel(server, address: address, options: options, json: json, plain: display)
        panel.toggleLinks(strings: strings)
        return (server, panel)
    }

    /// Reads `--remote`'s value and starts the server: a bad address is a usage error (2), a
    /// port that is taken or an address that is not this machine's a failure (1).
    func startRemote(_ value: String) async throws(CommandFailure) -> (RemoteServer, RemoteAddress) {
        let address: RemoteAddress
        do {
            address = try RemoteAddress(parsing: value)
        } catch .badPort(let port) {
            throw failure(.remoteErrorPort, ["value": .text(port)], status: ExitStatus.usage.code)
        } catch {
            throw failure(.remoteErrorAddress, ["value": .text(value)], status: ExitStatus.usage.code)
        }
        let lan = address.host == nil || address.isUnspecified ? Platform.localNetworkAddress() : nil
        do {
            let server = try await RemoteServer.start(
                address: address, lan: lan, hub: RemoteHub(clock: sessionInputs.clock))
            return (server, address)
        } catch {
            switch error {
            case .inUse(let place):
                throw failure(.remoteErrorInUse, ["address": .text(place)])
            case .cannotListen(let place, let reason):
                throw failure(.remoteErrorBind, ["address": .text(place), "reason": .text(reason.message(strings))])
            }
        }
    }

    /// The session's display behind the remote's panel: the links, where they reach, the QR
    /// code. On a terminal it takes the screen; in plain mode it is lines where the others go.
    ///
    /// - Parameter plain: the display ``sessionDisplay(for:json:)`` chose; a live one is made
    ///   here instead, so the view can be drawn afresh with the same cues after the panel.
    func remotePanel(
        _ server: RemoteServer, address: RemoteAddress, options: SessionOptions, json: Bool, plain: any SessionDisplay
    ) -> RemoteLinksDisplay {
        let console = console
        let live = !options.usesPlainDisplay(standardOutputIsTerminal: console.outputIsTerminal)
        let colour = live && colorEnabled
        let links = server.links
        let qr = (try? QRCode(links.controlURL))?.textLines(blocksAreDark: colour) ?? []
        let reach = Self.remoteReach(links, asked: address)
        let panel: RemoteLinksDisplay.Panel = { strings in
            var text = TerminalString()
            func line(_ words: String) { text.append(words + "\n", lineBreaks: .keep) }
            // The code first and the links last: on a short terminal the top scrolls away, and
            // the links are what must stay.
            line(strings(.remoteLinksScan))
            for row in qr {
                // With colour the code is black on white whatever the terminal's colours.
                if colour { text.append(.blackOnWhite) }
                text.append(row)
                if colour { text.append(.resetLook) }
                text.append("\n", lineBreaks: .keep)
            }
            line(strings(.remoteLinksControl, ["url": .text(links.controlURL)]))
            line(strings(.remoteLinksView, ["url": .text(links.viewURL)]))
            line(strings(reach, ["address": .text(links.authority)]))
            line(strings(.remoteLinksKeys))
            return text
        }
        // With --json and no terminal, standard output holds the JSON alone: the panel goes with
        // the plain lines to standard error (it has no colour there).
        let write: (TerminalString) -> Void =
            json && !console.outputIsTerminal ? { console.writeError($0.bytes) } : { console.write($0) }
        guard live else { return RemoteLinksDisplay(inner: plain, freshLive: nil, write: write, panel: panel) }
        let output = FunctionOutput(console.write)
        let cues = cuePlayer(bell: output)
        let makeLive = { LiveDisplay(output: output, colour: colour, cues: cues) }
        return RemoteLinksDisplay(inner: makeLive(), freshLive: makeLive, write: write, panel: panel)
    }

    /// What the panel says about who can reach the links: the local network, this machine
    /// only as asked, or this machine only because no network address was found.
    static func remoteReach(_ links: RemoteLinks, asked: RemoteAddress) -> StringKey {
        let served = RemoteAddress(host: links.host, port: links.port)
        guard served.isLoopback else { return .remoteLinksNetwork }
        return asked.host == nil || asked.isUnspecified ? .remoteLinksNoNetwork : .remoteLinksLoopback
    }
}
