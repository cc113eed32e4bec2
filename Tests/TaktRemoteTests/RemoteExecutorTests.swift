import Dispatch
import Foundation
import TaktTestSupport
import Testing

@testable import TaktRemote

/// The remote answers on a queue of its own (``RemoteExecutor``): whatever else in the process
/// holds the threads of Swift's shared pool, the phone is answered.
@Suite struct RemoteExecutorTests {
    /// Every thread of the shared pool held, as a test waiting on a child process or a long
    /// computation holds one: the page still comes at once. On the shared pool (before the
    /// remote had its own queue) the request waited until its 5 s answer limit closed it
    /// unanswered, what the remote's attack tests met under AddressSanitizer.
    @Test func thePageIsAnsweredWhileEveryThreadOfTheSharedPoolIsHeld() async throws {
        let server = try await RemoteServerTests.start()
        defer { Task { await server.stop() } }
        let port = server.links.port
        let path = RemoteServerTests.path(server.links.control)
        let width = ProcessInfo.processInfo.activeProcessorCount
        // On a thread of its own: from here on, nothing waits for the pool.
        let result = await HTTPProbe.off { Self.requestWithThePoolHeld(width: width, port: port, path: path) }
        #expect(result.held == width, "only \(result.held) of the pool's \(width) threads were held")
        #expect(result.status == 200)
        // Alone a few milliseconds; the answer limit that closed it unanswered is 5 s.
        #expect(result.seconds < 3, "the page took \(result.seconds) s")
    }

    /// Holds `width` threads of the pool, requests the page, lets the threads go. The hold ends
    /// by itself after 30 s should the request never return.
    static func requestWithThePoolHeld(width: Int, port: Int, path: String) -> (
        held: Int, status: Int?, seconds: Double
    ) {
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        for _ in 0..<width {
            Task.detached { hold(holding, until: release) }
        }
        var held = 0
        for _ in 0..<width where holding.wait(timeout: .now() + 10) == .success { held += 1 }
        let started = Date()
        let status = try? HTTPProbe.request(port: port, "GET", path)?.status
        let seconds = Date().timeIntervalSince(started)
        for _ in 0..<width { release.signal() }
        return (held, status, seconds)
    }

    /// A pool thread held: says so, then waits (at most 30 s) to be let go.
    static func hold(_ holding: DispatchSemaphore, until release: DispatchSemaphore) {
        holding.signal()
        _ = release.wait(timeout: .now() + 30)
    }
}
