import Foundation
import TaktCore
import TaktPlatform
import TaktTestSupport
import Testing

@testable import TaktRemote

/// The server on 127.0.0.1 with a hub no session drives: the tests publish and answer keys.
@Suite(.serialized) struct RemoteServerTests {
    static let short = RemoteServer.Limits(idle: .seconds(1), stalledWrite: .seconds(1), heartbeat: .milliseconds(300))

    static func start(_ limits: RemoteServer.Limits = short) async throws -> RemoteServer {
        try await RemoteServer.start(
            address: RemoteAddress(host: "127.0.0.1", port: 0), lan: nil, hub: RemoteHub(), limits: limits)
    }

    static func path(_ token: RemoteToken, _ rest: String = "") -> String { "/\(token.text)/\(rest)" }

    static func key(port: Int, path: String, _ json: String) async -> Int? {
        await HTTPProbe.off { try? HTTPProbe.key(port: port, path: path, json) }
    }

    @Test func thePageCarriesItsRoleAndNothingFromElsewhere() async throws {
        let server = try await Self.start()
        defer { Task { await server.stop() } }
        let links = server.links
        #expect(links.controlURL == "http://127.0.0.1:\(links.port)/\(links.control.text)/")
        for (token, role) in [(links.control, "control"), (links.view, "view")] {
            let probe = try HTTPProbe(port: links.port)
            probe.send("GET \(Self.path(token)) HTTP/1.1\r\nHost: 127.0.0.1:\(links.port)\r\n\r\n")
            let (text, _) = await probe.reading(timeout: 90) { $0.contains("</html>") }
            #expect(text.hasPrefix("HTTP/1.1 200"))
            #expect(text.contains("data-role=\"\(role)\""))
            #expect(!text.contains("{{"))
            let nonce = try #require(text.firstMatch(of: /script-src 'nonce-([A-Za-z0-9_-]{22})'/)?.output.1)
            #expect(text.contains("<script nonce=\"\(nonce)\">"))
            // Nothing fetched from elsewhere: no src or href but the empty data: icon.
            #expect(text.firstRange(of: /(src|href)="(?!data:)/) == nil)
            #expect(text.lowercased().contains("no-referrer"))
        }
    }

    @Test func noTokenNoPageNoData() async throws {
        let server = try await Self.start()
        defer { Task { await server.stop() } }
        let port = server.links.port
        for path in [
            "/", "/favicon.ico", "/\(server.links.control.text.dropLast())/", "/\(server.links.view.text)/keys",
            "/../etc/passwd",
        ] {
            let response = try #require(await HTTPProbe.requesting(port: port, "GET", path))
            #expect(response.status == 404, "\(path)")
            #expect(response.body.isEmpty)
        }
        #expect(await Self.key(port: port, path: "/\(server.links.view.text)/keys", #"{"key":"done","id":"v"}"#) == 404)
        #expect(server.hub.takeKeys().isEmpty)
    }

    @Test func theStreamSendsTheStateAtOnceAndOnEveryChangeWithHeartbeats() async throws {
        let server = try await Self.start()
        defer { Task { await server.stop() } }
        let snapshot = try RemoteHubTests.snapshot()
        server.hub.publish(snapshot, strings: RemoteHubTests.strings, at: 1_000_000_000, speed: 1)
        let probe = try HTTPProbe(port: server.links.port)
        probe.send(
            "GET \(Self.path(server.links.view, "events")) HTTP/1.1\r\nHost: 127.0.0.1:\(server.links.port)\r\n\r\n")
        let first = await probe.reading(timeout: 30) { $0.contains("\"v\":1}") }.text
        #expect(first.contains("text/event-stream"))
        #expect(first.contains("retry: 1000"))
        #expect(first.contains("id: 1\ndata: {\"serverTime\":"))
        server.hub.publish(snapshot, strings: Languages.bundled.strings(for: "de"), at: 2_000_000_000, speed: 1)
        let second = await probe.reading(timeout: 30) { $0.contains("\"language\":\"de\"") }.text
        #expect(second.contains("id: 2\n"))
        let beat = await probe.reading(timeout: 30) { $0.contains(": heartbeat\n\n") }.text
        #expect(beat.contains(": heartbeat"))
        // A reconnecting page gets the current state again at once.
        let again = try HTTPProbe(port: server.links.port)
        again.send(
            "GET \(Self.path(server.links.control, "events")) HTTP/1.1\r\nHost: 127.0.0.1:\(server.links.port)\r\nLast-Event-ID: 1\r\n\r\n"
        )
        #expect(await again.reading(timeout: 30) { $0.contains("\"v\":1}") }.text.contains("id: 2\n"))
    }

    @Test func keysAreAnsweredAsTheSessionDecides() async throws {
        let server = try await Self.start()
        defer { Task { await server.stop() } }
        let hub = server.hub
        let answering = Task {
            // The session: takes the first key, refuses reps answers.
            while !Task.isCancelled {
                for key in hub.takeKeys() {
                    if case .reps = key.key { key.answer(taken: false) } else { key.answer(taken: true) }
                }
                try? await Task.sleep(for: .milliseconds(5))
            }
        }
        defer { answering.cancel() }
        let port = server.links.port
        let keys = Self.path(server.links.control, "keys")
        #expect(await Self.key(port: port, path: keys, #"{"key":"done","id":"a"}"#) == 202)
        #expect(await Self.key(port: port, path: keys, #"{"key":"done","id":"a"}"#) == 200)
        #expect(await Self.key(port: port, path: keys, #"{"key":"reps","id":"b","reps":4}"#) == 409)
        #expect(await Self.key(port: port, path: keys, #"{"key":"fly","id":"c"}"#) == 400)
        #expect(
            await HTTPProbe.requesting(port: port, "POST", keys, headers: ["Content-Type": "text/plain"], body: "{}")?
                .status
                == 415)
        #expect(await HTTPProbe.requesting(port: port, "GET", keys)?.status == 405)
        let huge = #"{"key":"done","id":"h","x":""# + String(repeating: "x", count: 5000) + "\"}"
        #expect(await Self.key(port: port, path: keys, huge) == 413)
    }

    /// Headers over 8 KiB are refused and the connection closed; the server keeps serving.
    @Test func oversizedHeadersAreRefused() async throws {
        let server = try await Self.start()
        defer { Task { await server.stop() } }
        let probe = try HTTPProbe(port: server.links.port)
        probe.send(
            "GET \(Self.path(server.links.view)) HTTP/1.1\r\nHost: 127.0.0.1:\(server.links.port)\r\nX-Big: \(String(repeating: "a", count: 9000))\r\n\r\n"
        )
        let (text, closed) = await probe.reading(timeout: 30)
        #expect(text.hasPrefix("HTTP/1.1 400") || (text.isEmpty && closed))
        #expect(await HTTPProbe.requesting(port: server.links.port, "GET", Self.path(server.links.view))?.status == 200)
    }

    /// A client that connects and says nothing, or half a request, is dropped after the idle time.
    @Test func idleAndSlowClientsAreDropped() async throws {
        let server = try await Self.start()
        defer { Task { await server.stop() } }
        let silent = try HTTPProbe(port: server.links.port)
        let dribbling = try HTTPProbe(port: server.links.port)
        dribbling.send("GET / HTTP/1.1\r\nHost:")
        #expect(await silent.reading(timeout: 24).closed)
        #expect(await dribbling.reading(timeout: 24).closed)
    }

    /// At most 32 connections are served; the 33rd waits until one goes.
    @Test func connectionsAreBounded() async throws {
        let server = try await Self.start(RemoteServer.Limits(idle: .seconds(30)))
        defer { Task { await server.stop() } }
        let port = server.links.port
        var held: [HTTPProbe] = []
        for _ in 0..<32 {
            let probe = try HTTPProbe(port: port)
            probe.send("GET \(Self.path(server.links.view)) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            #expect(await probe.reading(timeout: 90) { $0.contains("</html>") }.text.hasPrefix("HTTP/1.1 200"))
            held.append(probe)
        }
        let extra = try HTTPProbe(port: port)
        extra.send("GET \(Self.path(server.links.view)) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(await extra.reading(timeout: 4.5).text.isEmpty)
        held.removeFirst().close()
        #expect(await extra.reading(timeout: 30) { $0.contains("</html>") }.text.hasPrefix("HTTP/1.1 200"))
    }

    @Test func aPortInUseIsSaidBeforeAnythingStarts() async throws {
        let server = try await Self.start()
        defer { Task { await server.stop() } }
        await #expect(throws: RemoteServer.Failure.inUse(address: "127.0.0.1:\(server.links.port)")) {
            _ = try await RemoteServer.start(
                address: RemoteAddress(host: "127.0.0.1", port: server.links.port), lan: nil, hub: RemoteHub())
        }
    }

    /// When the session ends the streams get its last state and close, and the port is free again.
    @Test func theEndClosesStreamsAndThePort() async throws {
        let server = try await Self.start()
        let port = server.links.port
        let probe = try HTTPProbe(port: port)
        probe.send(
            "GET \(Self.path(server.links.view, "events")) HTTP/1.1\r\nHost: 127.0.0.1:\(server.links.port)\r\n\r\n")
        _ = await probe.reading(timeout: 15) { $0.contains("retry") }
        var snapshot = try RemoteHubTests.snapshot()
        var machine = try RemotePageStateTests.machine("ready 2s, 5s burpees")
        for effect in machine.handle(.tick, at: .seconds(8)) {
            if case .end(let ending) = effect { snapshot.summary = SessionSummary(ending: ending, saved: .disabled) }
        }
        server.hub.publish(snapshot, strings: RemoteHubTests.strings, at: 0, speed: 1)
        await server.stop()
        let (text, closed) = await probe.reading(timeout: 30)
        #expect(text.contains("\"kind\":\"finished\""))
        #expect(closed)
        #expect(throws: HTTPProbe.Failure.self) { try HTTPProbe(port: port) }
    }
}
