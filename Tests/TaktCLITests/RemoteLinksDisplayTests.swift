import TaktCore
import TaktRemote
import Testing

@testable import TaktCLI

/// The remote's panel in front of the session's display: up at the start and on `r`, the
/// session drawn afresh when it goes.
@Suite struct RemoteLinksDisplayTests {
    final class Drawn: SessionDisplay {
        var shown: [SessionSnapshot] = []
        var notes: [SessionNote] = []
        var closed = false
        func show(_ snapshot: SessionSnapshot, strings: Strings) { shown.append(snapshot) }
        func note(_ note: SessionNote, snapshot: SessionSnapshot, strings: Strings) { notes.append(note) }
        func showHowTo(snapshot: SessionSnapshot, strings: Strings) {}
        func cue(_ cue: SessionCue, strings: Strings) {}
        func close() { closed = true }
    }

    static let strings = Languages.bundled.strings(for: "en")

    static func snapshots() throws -> (ready: SessionSnapshot, work: SessionSnapshot) {
        let loaded = try TextForm.load("ready 5s, 20s burpees", id: "t", catalog: ExerciseCatalog([])).get()
        var machine = SessionMachine(
            timeline: loaded.timeline, programTitle: LocalizedText(plain: "T"), profile: BodyProfile())
        _ = machine.handle(.start, at: .zero)
        let ready = machine.snapshot(at: .seconds(1))
        _ = machine.handle(.tick, at: .seconds(6))
        return (ready, machine.snapshot(at: .seconds(6)))
    }

    /// A live panel, the displays it made and what it wrote.
    final class Live {
        var made: [Drawn] = [Drawn()]
        var written: [String] = []
        lazy var panel = RemoteLinksDisplay(
            inner: made[0],
            freshLive: { [unowned self] in
                let fresh = Drawn()
                made.append(fresh)
                return fresh
            }, write: { [unowned self] in written.append($0.bytes) },
            panel: { strings in TerminalString(strings(.remoteLinksScan) + "\n", lineBreaks: .keep) })
    }

    @Test func thePanelHoldsTheLiveViewUntilAKeyThenTheViewIsDrawnAfresh() throws {
        let (ready, _) = try Self.snapshots()
        let live = Live()
        live.panel.toggleLinks(strings: Self.strings)
        #expect(
            live.written == [
                "\u{1B}[0m\u{1B}[H\u{1B}[2JScan the code with your phone's camera to open the control page:\n"
            ])
        live.panel.show(ready, strings: Self.strings)
        #expect(live.made[0].shown.isEmpty)
        live.panel.hideLinks()
        #expect(live.made.count == 2)
        #expect(live.made[1].shown == [ready])
        live.panel.show(ready, strings: Self.strings)
        #expect(live.made[1].shown.count == 2)
    }

    @Test func rTogglesAndTheEndOfGetReadyTakesThePanelDown() throws {
        let (ready, work) = try Self.snapshots()
        let live = Live()
        live.panel.toggleLinks(strings: Self.strings)
        live.panel.note(.phaseStarted, snapshot: ready, strings: Self.strings)
        #expect(live.panel.showing)
        live.panel.note(.phaseStarted, snapshot: work, strings: Self.strings)
        #expect(!live.panel.showing)
        live.panel.toggleLinks(strings: Self.strings)
        #expect(live.panel.showing)
        live.panel.toggleLinks(strings: Self.strings)
        #expect(!live.panel.showing)
        #expect(live.made.count == 3)
    }

    @Test func theSummaryAlwaysShows() throws {
        var (_, work) = try Self.snapshots()
        let live = Live()
        live.panel.toggleLinks(strings: Self.strings)
        var machine = SessionMachine(
            timeline: try TextForm.load("ready 2s, 5s burpees", id: "t", catalog: ExerciseCatalog([])).get().timeline,
            programTitle: LocalizedText(plain: "T"), profile: BodyProfile())
        _ = machine.handle(.start, at: .zero)
        for effect in machine.handle(.tick, at: .seconds(8)) {
            if case .end(let ending) = effect { work.summary = SessionSummary(ending: ending, saved: .disabled) }
        }
        live.panel.show(work, strings: Self.strings)
        #expect(!live.panel.showing)
        #expect(live.made.last?.shown.last?.summary != nil)
        live.panel.close()
        #expect(live.made.last?.closed == true)
    }

    /// In plain mode the panel is lines among the others and holds nothing back.
    @Test func plainModePrintsThePanelAsLines() throws {
        let (ready, _) = try Self.snapshots()
        let inner = Drawn()
        var written: [String] = []
        let panel = RemoteLinksDisplay(
            inner: inner, freshLive: nil, write: { written.append($0.bytes) },
            panel: { strings in TerminalString(strings(.remoteLinksKeys) + "\n", lineBreaks: .keep) })
        panel.toggleLinks(strings: Self.strings)
        panel.show(ready, strings: Self.strings)
        #expect(written == ["r shows these again during the session · any key returns to it\n"])
        #expect(inner.shown == [ready])
        #expect(!panel.showing)
    }

    /// Where the links reach, said in words: the local network; this computer, as asked; this
    /// computer because no local-network address was found; or because only a public one was,
    /// which the panel names with how to serve there anyway (issue 47: never a public default).
    @Test func thePanelSaysWhereTheLinksReachAndWhy() {
        func said(_ loopback: Bool, _ network: LocalNetwork.Choice?, _ language: String = "en") -> String {
            let reach = SessionDisplays.remoteReach(servedOnLoopback: loopback, network: network)
            var place: [String: StringArgument] = ["address": .text(loopback ? "127.0.0.1:8080" : "192.168.1.20:8080")]
            if let address = reach.public { place["public"] = .text(address) }
            return Languages.bundled.strings(for: language)(reach.key, place)
        }
        #expect(said(false, .local("192.168.1.20")).hasPrefix("Served on your local network at 192.168.1.20:8080"))
        #expect(said(true, nil) == "Served on this computer only, at 127.0.0.1:8080.")
        #expect(
            said(true, LocalNetwork.Choice.none)
                == "No local network address found: served on this computer only, at 127.0.0.1:8080.")
        #expect(
            said(true, .onlyPublic("203.0.113.9"))
                == "Only a public address was found (203.0.113.9), which anyone on the internet could try: served on "
                + "this computer only, at 127.0.0.1:8080. To serve there anyway, give --remote 203.0.113.9.")
        #expect(
            said(true, .onlyPublic("203.0.113.9"), "de").hasPrefix(
                "Nur eine öffentliche Adresse gefunden (203.0.113.9)"))
    }
}
