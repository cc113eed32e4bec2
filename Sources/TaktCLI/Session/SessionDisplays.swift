import Foundation
import TaktCore
import TaktPlatform
import TaktRemote
import TaktTerminal

/// What a session is shown on: plain lines or the live views, with the cues `set sound` chose,
/// and with `--remote` the server and its links' panel in front.
@MainActor
struct SessionDisplays {
    var console: Console
    var colorEnabled: Bool
    var sound: Settings.Sound
    var environment: [String: String]
    var strings: Strings
    /// The session's monotonic clock, which the remote's hub shares.
    var clock: @Sendable () -> UInt64
    /// Told when voice cues fall back to the bell (no espeak-ng): how to install it is said after the session.
    var espeakHint: EspeakHint

    /// Plain lines for `--plain` or a non-terminal stdout, else the live views.
    ///
    /// With `json` and no terminal on standard output, the plain lines go to standard error:
    /// standard output holds the session's JSON object alone.
    func display(for options: SessionOptions, json: Bool = false) -> any SessionDisplay {
        let console = console
        if options.usesPlainDisplay(standardOutputIsTerminal: console.outputIsTerminal) {
            // Plain lines on a terminal still ring; into a file or pipe only speech may sound.
            let bell: any TerminalOutput =
                console.outputIsTerminal ? FunctionOutput(console.write) : FunctionOutput { _ in }
            let cues = console.outputIsTerminal || sound == .voice ? cuePlayer(bell: bell) : nil
            if json && !console.outputIsTerminal {
                return PlainDisplay(write: { console.writeError($0) }, cues: cues)
            }
            return PlainDisplay(write: { console.write($0) }, cues: cues)
        }
        let output = FunctionOutput(console.write)
        return LiveDisplay(output: output, colour: colorEnabled, cues: cuePlayer(bell: output))
    }

    /// The cues `set sound` chose; voice looks for espeak-ng, gongs and breath tones for a
    /// sound player, on this process's `PATH`.
    private func cuePlayer(bell: any TerminalOutput) -> CuePlayer {
        let speaker = sound == .voice ? EspeakSpeaker.find(environment: environment) : nil
        let sounds = sound == .off ? nil : SystemSoundPlayer.find(environment: environment)
        let player = CuePlayer(mode: sound, output: bell, speaker: speaker, sounds: sounds)
        if player.voiceIsMissing { espeakHint.voiceIsMissing() }
        espeakHint.watchSounds(of: player)
        return player
    }

    /// The session's display, and with `--remote` the server, started, and its links' panel in
    /// front of the display. The address is checked, and the port taken, before anything of the
    /// session shows.
    func display(for options: SessionOptions, json: Bool, remote: String?) async throws(CommandFailure) -> (
        RemoteServer?, any SessionDisplay
    ) {
        let display = display(for: options, json: json)
        guard let remote else { return (nil, display) }
        let (server, network) = try await startRemote(remote)
        let panel = remotePanel(server, network: network, options: options, json: json, plain: display)
        panel.toggleLinks(strings: strings)
        return (server, panel)
    }

    /// Reads `--remote`'s value and starts the server: a bad address is a usage error (2), a
    /// port that is taken or an address that is not this machine's a failure (1).
    /// - Returns: the server, and which local-network address was found when none was asked for.
    private func startRemote(_ value: String) async throws(CommandFailure) -> (RemoteServer, LocalNetwork.Choice?) {
        let address: RemoteAddress
        do {
            address = try RemoteAddress(parsing: value)
        } catch .badPort(let port) {
            throw CommandFailure(
                .remoteErrorPort, ["value": .text(port)], strings: strings, status: ExitStatus.usage.code)
        } catch {
            throw CommandFailure(
                .remoteErrorAddress, ["value": .text(value)], strings: strings, status: ExitStatus.usage.code)
        }
        let network =
            address.host == nil || address.isUnspecified
            ? LocalNetwork.choose(from: Platform.interfaceAddresses()) : nil
        do {
            let server = try await RemoteServer.start(
                address: address, lan: network?.address, hub: RemoteHub(clock: clock, language: strings.language))
            return (server, network)
        } catch {
            switch error {
            case .inUse(let place):
                throw CommandFailure(.remoteErrorInUse, ["address": .text(place)], strings: strings)
            case .notThisMachine(let place):
                throw CommandFailure(.remoteErrorNotHere, ["address": .text(place)], strings: strings)
            case .cannotListen(let place, let reason):
                throw CommandFailure(
                    .remoteErrorBind, ["address": .text(place), "reason": .text(reason.message(strings))],
                    strings: strings)
            }
        }
    }

    /// The session's display behind the remote's panel: the links, where they reach, the QR
    /// code. On a terminal it takes the screen; in plain mode it is lines where the others go.
    ///
    /// - Parameter plain: the display ``display(for:json:)`` chose; a live one is made
    ///   here instead, so the view can be drawn afresh with the same cues after the panel.
    private func remotePanel(
        _ server: RemoteServer, network: LocalNetwork.Choice?, options: SessionOptions, json: Bool,
        plain: any SessionDisplay
    ) -> RemoteLinksDisplay {
        let console = console
        let live = !options.usesPlainDisplay(standardOutputIsTerminal: console.outputIsTerminal)
        let colour = live && colorEnabled
        let links = server.links
        let qr = (try? QRCode(links.controlURL))?.textLines(blocksAreDark: colour) ?? []
        let reach = Self.remoteReach(
            servedOnLoopback: RemoteAddress(host: links.host, port: links.port).isLoopback, network: network)
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
            var place: [String: StringArgument] = ["address": .text(links.authority)]
            if let address = reach.public { place["public"] = .text(address) }
            line(strings(reach.key, place))
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
    /// only as asked, or this machine only because no local-network address was found (none
    /// at all, or only a public one, which is never served on unless asked for by name).
    nonisolated static func remoteReach(servedOnLoopback: Bool, network: LocalNetwork.Choice?) -> (
        key: StringKey, public: String?
    ) {
        guard servedOnLoopback else { return (.remoteLinksNetwork, nil) }
        switch network {
        case .onlyPublic(let address): return (.remoteLinksPublicOnly, address)
        case .none?, .local?: return (.remoteLinksNoNetwork, nil)
        case nil: return (.remoteLinksLoopback, nil)
        }
    }
}
