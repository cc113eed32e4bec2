import Foundation
import TaktTestSupport
import Testing

/// `takt run … --remote 127.0.0.1:0` on the real binary: the links in the events file, the
/// stream, keys from the "phone" becoming the session's events, hostile requests while it runs,
/// and 20 pages open while phases keep their time.
@Suite(.serialized) struct RemoteEndToEndTests {
    /// A session started in the background with its events file.
    struct Session {
        let process: Process
        let output: Pipe
        let events: URL
        let home: URL
        let port: Int
        let control: String
        let view: String

        /// Every event so far.
        func lines() throws -> [[String: Any]] {
            let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }

        /// Waits (at most `timeout` seconds) until an event satisfies `predicate`.
        func waitFor(timeout: Double = 20, _ predicate: ([String: Any]) -> Bool) throws -> [String: Any]? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if let found = try lines().first(where: predicate) { return found }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return nil
        }

        func key(_ json: String) throws -> Int? {
            try HTTPProbe.key(port: port, path: "/\(control)/keys", json)
        }

        /// Waits for the end and returns the status and everything printed.
        func finish() -> (Int32, String) {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
    }

    static func start(_ program: String, speed: String = "1", extra: [String] = []) throws -> Session {
        let home = try TaktProcess.home()
        let events = home.appendingPathComponent("events.jsonl")
        let (process, output) = TaktProcess.make(
            ["run", program, "--remote", "127.0.0.1:0", "--speed", speed, "--events", events.path] + extra, home: home)
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first,
                let remote = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String],
                let control = remote["control"].flatMap(URL.init(string:)),
                let view = remote["view"].flatMap(URL.init(string:)), let port = control.port
            {
                #expect(remote["event"] == "remote")
                return Session(
                    process: process, output: output, events: events, home: home, port: port,
                    control: control.pathComponents[1], view: view.pathComponents[1])
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.terminate()
        throw CancellationError()
    }

    @Test func thePanelTheEventAndTheStreamShowTheSession() throws {
        let session = try Self.start("ready 3s, 2x(4s burpees / 2s)")
        #expect(session.control.count == 22 && session.view.count == 22 && session.control != session.view)
        let probe = try HTTPProbe(port: session.port)
        probe.send("GET /\(session.view)/events HTTP/1.1\r\nHost: 127.0.0.1:\(session.port)\r\n\r\n")
        let stream = probe.read(timeout: 20) { $0.contains("\"tint\":\"work\"") }.text
        #expect(stream.contains("\"kind\":\"work\",\"label\":\"WORK\",\"language\":\"en\",\"name\":\"Burpees\""))
        let (status, output) = session.finish()
        #expect(status == 0)
        #expect(output.contains("Remote control (phone): http://127.0.0.1:\(session.port)/\(session.control)/"))
        #expect(output.contains("Second screen (TV):      http://127.0.0.1:\(session.port)/\(session.view)/"))
        #expect(output.contains("Served on this computer only, at 127.0.0.1:\(session.port)."))
        #expect(output.contains("▀▀▀▀▀▀▀▀▀▀"))
        // The stream ended with the finished view, and the server went with the session.
        let rest = probe.read(timeout: 10)
        #expect((stream + rest.text).contains("\"kind\":\"finished\""))
        #expect(rest.closed)
        #expect(throws: HTTPProbe.Failure.self) { try HTTPProbe(port: session.port) }
    }

    /// Done, undo, skip and the reps answer from the "phone" are the keys' events; a key id sent
    /// twice counts once; pause only pauses and resume only resumes.
    @Test func keysFromThePhoneAreTheSessionsKeys() throws {
        let session = try Self.start("ready 2s, (amrap 1: 5 burpees, 10 squats)", speed: "2")
        _ = try session.waitFor { $0["kind"] as? String == "amrap" }
        #expect(try session.key(#"{"key":"done","id":"d1"}"#) == 202)
        #expect(try session.key(#"{"key":"done","id":"d1"}"#) == 200)
        #expect(try session.waitFor { $0["event"] as? String == "done" } != nil)
        Thread.sleep(forTimeInterval: 0.4)
        #expect(try session.key(#"{"key":"done","id":"d2"}"#) == 202)
        #expect(try session.key(#"{"key":"undo","id":"u1"}"#) == 202)
        #expect(try session.waitFor { $0["event"] as? String == "undo" } != nil)
        #expect(try session.key(#"{"key":"reps","id":"r0","reps":3}"#) == 409)
        #expect(try session.key(#"{"key":"pause","id":"p1"}"#) == 202)
        #expect(try session.key(#"{"key":"pause","id":"p2"}"#) == 409)
        #expect(try session.key(#"{"key":"resume","id":"p3"}"#) == 202)
        #expect(try session.key(#"{"key":"resume","id":"p3"}"#) == 200)
        #expect(try session.key(#"{"key":"skip","id":"s1"}"#) == 202)
        // n ended the amrap: the prompt is up, and the phone answers it.
        Thread.sleep(forTimeInterval: 0.3)
        // More than the task in progress (10 squats) is refused: 409, never 202, and the prompt
        // stays up for a number it takes (issue 47).
        #expect(try session.key(#"{"key":"reps","id":"r2","reps":11}"#) == 409)
        #expect(try session.key(#"{"key":"reps","id":"r1","reps":4}"#) == 202)
        let (status, _) = session.finish()
        #expect(status == 0)
        let events = try session.lines().compactMap { $0["event"] as? String }
        #expect(events.filter { $0 == "done" }.count == 2)
        #expect(events.filter { $0 == "undo" }.count == 1)
        #expect(events.filter { $0 == "pause" }.count == 1)
        #expect(events.filter { $0 == "resume" }.count == 1)
        let score = try #require(
            try session.lines().first { $0["event"] as? String == "score" }?["score"] as? [String: Any])
        // One task (5 burpees) marked and 4 reps typed: 0 rounds + 9, stopped by n before the cap.
        #expect((score["text"] as? String)?.hasSuffix(", 0+9") == true, "\(score)")
        #expect(score["stopped"] as? Bool == true)
    }

    /// Every kind of hostile request of README's list while a session runs: it keeps its time and
    /// its events, and the server keeps serving the real pages.
    @Test func hostileRequestsChangeNothing() throws {
        let session = try Self.start("ready 2s, 6x(2s burpees / 1s)", speed: "2")
        let port = session.port
        var held: [HTTPProbe] = []
        for path in [
            "/", "/\(session.control.dropLast())/", "/\(session.view)/keys", "/../../etc/passwd",
            "/\(session.control)/x",
        ] {
            #expect(try HTTPProbe.request(port: port, "GET", path)?.status == 404, "\(path)")
        }
        #expect(try HTTPProbe.key(port: port, path: "/\(session.view)/keys", #"{"key":"skip","id":"v"}"#) == 404)
        #expect(
            try HTTPProbe.key(port: port, path: "/\(session.control.uppercased())/keys", #"{"key":"skip","id":"v"}"#)
                == 404)
        #expect(try session.key(#"{"key":"skip","id":"#) == 400)
        #expect(
            try session.key(#"{"key":"skip","id":"x","pad":""# + String(repeating: "x", count: 2000) + "\"}") == 413)
        // Headers of 64 KiB, a body that never comes, half a request line, a flood of connections.
        let big = try HTTPProbe(port: port)
        big.send("GET /\(session.view)/ HTTP/1.1\r\nX: \(String(repeating: "y", count: 65536))\r\n\r\n")
        let promised = try HTTPProbe(port: port)
        promised.send(
            "POST /\(session.control)/keys HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{")
        let half = try HTTPProbe(port: port)
        half.send("GET /\(session.view)/ev")
        for _ in 0..<40 { if let probe = try? HTTPProbe(port: port) { held.append(probe) } }
        // A reader that never reads.
        let deaf = try HTTPProbe(port: port)
        deaf.send("GET /\(session.view)/events HTTP/1.1\r\nHost: 127.0.0.1:\(session.port)\r\n\r\n")
        #expect(big.read(timeout: 10).closed)
        held.removeAll()
        #expect(try HTTPProbe.request(port: port, "GET", "/\(session.view)/")?.status == 200)
        let (status, _) = session.finish()
        #expect(status == 0)
        let lines = try session.lines()
        #expect(lines.filter { $0["event"] as? String == "phase" }.count == 12)
        #expect(!lines.contains { $0["event"] as? String == "skip" })
        #expect(lines.last?["reason"] as? String == "finished")
    }

    /// 20 pages reading the stream and one that never reads: every phase still starts on time.
    /// (The figures against section 5's targets are Benchmarks/remote.py's; this bound only
    /// catches a server that holds the session up.)
    @Test func twentyPagesDoNotMakePhasesLate() throws {
        let session = try Self.start("ready 1s, 10x(1s burpees / 1s)", speed: "2")
        var pages: [HTTPProbe] = []
        for index in 0..<21 {
            let page = try HTTPProbe(port: session.port)
            page.send(
                "GET /\(index % 2 == 0 ? session.view : session.control)/events HTTP/1.1\r\nHost: 127.0.0.1:\(session.port)\r\n\r\n"
            )
            pages.append(page)
        }
        var received = [Int](repeating: 0, count: 20)
        while session.process.isRunning {
            for index in 0..<20 { received[index] += pages[index].read(timeout: 0.005).text.count }
        }
        let (status, _) = session.finish()
        #expect(status == 0)
        #expect(received.allSatisfy { $0 > 1000 }, "\(received)")
        let phases = try session.lines().filter { $0["event"] as? String == "phase" }
        #expect(phases.count == 20)
        let lateness = phases.compactMap { phase -> Double? in
            guard let t = phase["t"] as? Double, let planned = phase["planned"] as? Double else { return nil }
            return (t - planned) * 1000 / 2
        }
        #expect(lateness.count == 20)
        #expect((lateness.max() ?? 0) < 20, "\(lateness)")
    }

    /// The server's event-loop thread stops only after the server's run has returned. Before,
    /// about one session in twenty (2-vCPU machine) ended with SwiftNIO's "ERROR: Cannot
    /// schedule tasks on an EventLoop that has already shut down. This will be upgraded to a
    /// forced crash in future SwiftNIO versions." on standard error. Forty short sessions, a
    /// bounded loop, each ending on its own: not one says anything of the event loop.
    @Test func aSessionEndsWithItsServerQuietly() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        var noisy: [String] = []
        for _ in 0..<40 {
            let (status, output) = try TaktProcess.run(
                ["run", "ready 1s, 2s burpees", "--speed", "100", "--plain", "--no-log", "--remote", "127.0.0.1:0"],
                home: home)
            #expect(status == 0, "\(output)")
            if output.contains("EventLoop") { noisy.append(output) }
        }
        #expect(noisy.isEmpty, "\(noisy.count) of 40 sessions: \(noisy.first ?? "")")
    }

    @Test func aPortInUseIsAnErrorBeforeTheSession() throws {
        let session = try Self.start("ready 2s, 20s burpees")
        defer { session.process.terminate() }
        let home = try TaktProcess.home()
        let events = home.appendingPathComponent("events.jsonl")
        let (status, output) = try TaktProcess.run(
            ["run", "ready 2s, 20s burpees", "--remote", "127.0.0.1:\(session.port)", "--events", events.path],
            home: home)
        #expect(status == 1)
        #expect(
            output
                == "error: cannot serve the remote on 127.0.0.1:\(session.port): the port is already in use; "
                + "choose another with --remote ADDR:PORT\n")
        #expect(!FileManager.default.fileExists(atPath: events.path))
        let (german, deOutput) = try TaktProcess.run(
            ["run", "ready 2s, 20s burpees", "--remote", "127.0.0.1:\(session.port)", "--lang", "de"], home: home)
        #expect(german == 1)
        #expect(
            deOutput.hasPrefix(
                "Fehler: Die Fernbedienung kann nicht unter 127.0.0.1:\(session.port) bereitgestellt werden"))
    }

    /// An address that is not this machine's (192.0.2.1, TEST-NET-1) is said in words, in both
    /// languages, before the session starts: never "the system reported error 99" (issue 47).
    @Test func anAddressOfAnotherMachineIsSaidInWords() throws {
        let home = try TaktProcess.home()
        let (status, output) = try TaktProcess.run(["run", "20s burpees", "--remote", "192.0.2.1:0"], home: home)
        #expect(status == 1)
        #expect(
            output
                == "error: cannot serve the remote on 192.0.2.1:0: that address is not one of this computer's; "
                + "leave the address out to use its local-network address, or give 127.0.0.1 for this computer only\n")
        let (german, deOutput) = try TaktProcess.run(
            ["run", "20s burpees", "--remote", "192.0.2.1:0", "--lang", "de"], home: home)
        #expect(german == 1)
        #expect(deOutput.contains("Diese Adresse gehört nicht zu diesem Computer"), "\(deOutput)")
        #expect(!output.contains("99") && !deOutput.contains("99"))
    }

    @Test(arguments: [
        ("example.com:80", "error: 'example.com:80' is not an address for --remote"),
        ("127.0.0.1:99999", "error: '99999' is not a port for --remote"),
    ])
    func aBadAddressIsABadCommandLine(value: String, message: String) throws {
        let (status, output) = try TaktProcess.run(
            ["run", "20s burpees", "--remote", value], home: try TaktProcess.home())
        #expect(status == 2)
        #expect(output.hasPrefix(message), "\(output)")
    }
}
