import Foundation
import TaktCore
import TaktPlatform
import Testing

@testable import TaktRemote

/// The box between the session and the server, without sockets.
@Suite struct RemoteHubTests {
    static let strings = Languages.bundled.strings(for: "en")

    static func snapshot() throws -> SessionSnapshot {
        var machine = try RemotePageStateTests.machine("ready 5s, 20s burpees")
        _ = machine.handle(.tick, at: .seconds(1))
        return machine.snapshot(at: .seconds(1))
    }

    /// Waits for `condition` (a message built on the hub's task), at most 5 s.
    static func eventually(_ condition: () -> Bool) async {
        for _ in 0..<500 where !condition() { try? await Task.sleep(for: .milliseconds(10)) }
    }

    /// Waits, at most 5 s, for the bell the session's wait polls: a key has been queued.
    static func bellRings(_ hub: RemoteHub) async -> Bool {
        for _ in 0..<500 {
            if Platform.wait(input: nil, signals: -1, until: 0, timer: nil, wake: hub.wakeUp).woken { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    @Test func aPublishedSnapshotBecomesTheNextMessage() async throws {
        let hub = RemoteHub(clock: { 5_000_000_000 })
        let running = Task { await hub.run(heartbeat: .seconds(60)) }
        defer {
            running.cancel()
            hub.close()
        }
        hub.publish(try Self.snapshot(), strings: Self.strings, at: 4_000_000_000, speed: 1)
        await Self.eventually { hub.next(after: 0, heartbeats: 0).message != nil }
        let next = hub.next(after: 0, heartbeats: 0)
        let message = try #require(next.message)
        #expect(message.id == 1)
        #expect(!next.done)
        #expect(message.body.contains("\"at\":4"))
        #expect(hub.next(after: 1, heartbeats: 0).message == nil)
        let event = Responder.event(message, serverTime: hub.now)
        #expect(event.hasPrefix("id: 1\ndata: {\"serverTime\":5.0,"))
        #expect(event.hasSuffix("}\n\n"))
        #expect(event.split(separator: "\n").count == 2)
    }

    @Test func aKeyWaitsForTheSessionAndItsIdCountsOnce() async throws {
        let hub = RemoteHub()
        let first = Task { await hub.submit(KeyRequest(key: .done, id: "k1")) }
        #expect(await Self.bellRings(hub))
        let taken = hub.takeKeys()
        #expect(taken.map(\.id) == ["k1"])
        taken.first?.answer(taken: true)
        #expect(await first.value == .taken)
        #expect(await hub.submit(KeyRequest(key: .done, id: "k1")) == .seenBefore)
        // A refused key is not remembered: sent again when it applies, it is taken.
        let refused = Task { await hub.submit(KeyRequest(key: .reps(3), id: "k2")) }
        #expect(await Self.bellRings(hub))
        hub.takeKeys().first?.answer(taken: false)
        #expect(await refused.value == .notNow)
        let again = Task { await hub.submit(KeyRequest(key: .reps(3), id: "k2")) }
        #expect(await Self.bellRings(hub))
        hub.takeKeys().first?.answer(taken: true)
        #expect(await again.value == .taken)
    }

    @Test func afterTheEndEveryKeyIsRefusedAndWaitingOnesToo() async throws {
        let hub = RemoteHub()
        let waiting = Task { await hub.submit(KeyRequest(key: .skip, id: "w")) }
        #expect(await Self.bellRings(hub))
        hub.end()
        #expect(await waiting.value == .notNow)
        #expect(await hub.submit(KeyRequest(key: .skip, id: "x")) == .notNow)
        #expect(hub.takeKeys().isEmpty)
    }

    /// A key ringing the bell wakes a thread asleep in the session's wait at once.
    @Test func aKeyWakesTheSessionsWait() async throws {
        let hub = RemoteHub()
        let wake = try #require(hub.wakeUp)
        let sender = Task { await hub.submit(KeyRequest(key: .done, id: "w1")) }
        let readiness = Platform.wait(input: nil, signals: -1, until: nil, timer: nil, wake: wake)
        #expect(readiness.woken)
        hub.takeKeys().first?.answer(taken: true)
        #expect(await sender.value == .taken)
    }

    /// One key more than the queue holds: that one alone is answered before the session takes
    /// any, and it is answered "busy"; the others wait and are taken.
    @Test func tooManyWaitingKeysAreTurnedAway() async {
        let hub = RemoteHub()
        let answered = Locked<[RemoteHub.Verdict]>([])
        let senders = (0...RemoteHub.maximumPending).map { index in
            Task {
                let verdict = await hub.submit(KeyRequest(key: .undo, id: "p\(index)"))
                answered.withLock { $0.append(verdict) }
                return verdict
            }
        }
        await Self.eventually { !answered.withLock { $0.isEmpty } }
        #expect(answered.withLock { $0 } == [.busy])
        let waiting = hub.takeKeys()
        #expect(waiting.count == RemoteHub.maximumPending)
        for key in waiting { key.answer(taken: true) }
        var verdicts: [RemoteHub.Verdict] = []
        for sender in senders { verdicts.append(await sender.value) }
        #expect(verdicts.filter { $0 == .busy }.count == 1)
        #expect(verdicts.filter { $0 == .taken }.count == RemoteHub.maximumPending)
    }
}
