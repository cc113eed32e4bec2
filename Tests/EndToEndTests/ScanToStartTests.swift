import Foundation
import TaktTestSupport
import Testing

/// "Scan to start" (issue 47) on the real binary in a terminal: with `--remote`, get-ready
/// waits on the links screen until a control page connects, or Enter is pressed; a view page
/// does not start it. The events file holding the links is the owner's alone (0600).
@Suite(.serialized) struct ScanToStartTests {
    /// Starts `takt run … --remote 127.0.0.1:0 --events F` in tmux; returns the events file's
    /// remote line (control and view links) once it is written.
    static func start(_ tmux: TmuxSession) throws -> (events: URL, port: Int, control: String, view: String) {
        let events = tmux.home.appendingPathComponent("events.jsonl")
        try tmux.waitFor(TmuxSession.shellPrompt)
        try tmux.type(
            TmuxSession.quoted(TmuxSession.taktBinary.path)
                + " run 'ready 2s, 3s burpees' --no-log --remote 127.0.0.1:0 --events " + events.path)
        try tmux.waitFor("press Enter to start now")
        let text = try String(contentsOf: events, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first)
        let remote = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        let control = try #require(remote["control"].flatMap(URL.init(string:)))
        let view = try #require(remote["view"].flatMap(URL.init(string:)))
        return (events, try #require(control.port), control.pathComponents[1], view.pathComponents[1])
    }

    static func phases(_ events: URL) -> Int {
        let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { $0.contains("\"event\":\"phase\"") }.count
    }

    @Test func getReadyWaitsForTheControlPage() throws {
        let tmux = try TmuxSession(columns: 100, rows: 60)
        let session = try Self.start(tmux)
        let mode = try FileManager.default.attributesOfItem(atPath: session.events.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // A view page (the TV) does not start the session; 1.5 s later nothing has begun. It
        // shows get-ready standing at its full time: program time does not move yet (speed 0).
        let view = try HTTPProbe(port: session.port)
        view.send("GET /\(session.view)/events HTTP/1.1\r\nHost: 127.0.0.1:\(session.port)\r\n\r\n")
        let waiting = view.read(timeout: 1.5).text
        #expect(waiting.contains("\"kind\":\"getReady\""), "\(waiting)")
        #expect(waiting.contains("\"seconds\":2,\"speed\":0"), "\(waiting)")
        #expect(Self.phases(session.events) == 0)
        let control = try HTTPProbe(port: session.port)
        control.send("GET /\(session.control)/events HTTP/1.1\r\nHost: 127.0.0.1:\(session.port)\r\n\r\n")
        let stream = control.read(timeout: 20) { $0.contains("\"kind\":\"getReady\"") }.text
        #expect(stream.contains("\"kind\":\"getReady\""))
        try tmux.waitFor(TmuxSession.shellPrompt, timeout: .seconds(30))
        #expect(Self.phases(session.events) == 2)
    }

    @Test func enterStartsWithoutAPage() throws {
        let tmux = try TmuxSession(columns: 100, rows: 60)
        let session = try Self.start(tmux)
        Thread.sleep(forTimeInterval: 1)
        #expect(Self.phases(session.events) == 0)
        try tmux.press("Enter")
        try tmux.waitFor(TmuxSession.shellPrompt, timeout: .seconds(30))
        #expect(Self.phases(session.events) == 2)
    }
}
