import Foundation
import TaktCore
import TaktPlatform

/// Where the session and the remote server meet, and the only thing they share.
///
/// The session's thread never waits for the network: it drops its newest snapshot into a
/// lock-guarded box (``publish(_:strings:at:speed:)``), rings one doorbell, and takes the keys
/// that arrived (``takeKeys()``) when the ``wakeUp`` it polls rings. Everything else — turning
/// snapshots into JSON, writing streams, waiting for slow phones — happens on the server's
/// tasks. So 20 pages or a client that stops reading cannot make a phase start late.
public final class RemoteHub: Sendable {
    /// A key from the control page on its way to the session.
    public struct PendingKey: Sendable {
        public let key: RemoteKey
        public let id: String
        fileprivate let reply: @Sendable (Bool) -> Void

        /// The session's answer: `true` when it took the key (202), `false` when the key does
        /// not apply now (409).
        public func answer(taken: Bool) { reply(taken) }
    }

    /// What a key request gets back.
    public enum Verdict: Sendable, Hashable {
        /// 202: the session took it.
        case taken
        /// 200: this key id was taken before; nothing happened again.
        case seenBefore
        /// 409: the key does not apply now (a reps answer without a prompt, pause while paused,
        /// anything once the session is over).
        case notNow
        /// 503: too many keys are waiting for the session already.
        case busy
    }

    /// One state message ready for the stream: its `id:` and its JSON without `serverTime`.
    struct Message: Sendable, Hashable {
        var id: Int
        var body: String
    }

    private struct Published: Sendable {
        var snapshot: SessionSnapshot
        var strings: Strings
        var at: Double
        var speed: Double
    }

    private struct State: Sendable {
        var published: Published?
        /// Counts publishes: the id of the message built from the newest one.
        var version = 0
        var message: Message?
        /// The version of the last message, once the session has ended.
        var finalVersion: Int?
        var pending: [PendingKey] = []
        var ledger = KeyLedger()
        var builder: AsyncStream<Void>.Continuation?
        var subscribers: [Int: AsyncStream<Void>.Continuation] = [:]
        var nextSubscriber = 0
        var heartbeats = 0
        var controlConnected = false
    }

    /// At most this many keys wait for the session at once; more get 503.
    static let maximumPending = 64

    private let state = Locked(State())
    /// Rung when keys arrive; the session polls it beside the keyboard.
    public let wakeUp: Platform.WakeUp?
    /// The server's clock, monotonic nanoseconds: the same clock the session's deadlines use.
    let clock: @Sendable () -> UInt64

    /// The session's language before its first state is published.
    private let startLanguage: String

    public init(clock: @escaping @Sendable () -> UInt64 = { Platform.monotonicNanoseconds() }, language: String = "en")
    {
        self.clock = clock
        startLanguage = language
        wakeUp = Platform.WakeUp()
    }

    /// The language of the last state published (the session may switch it), else the session's at the start.
    var language: String { state.withLock { $0.published?.strings.language } ?? startLanguage }

    /// Seconds on the server's clock now.
    var now: Double { Double(clock()) / 1e9 }

    // MARK: - The session's side

    /// The session as it is at `nanoseconds` on the monotonic clock, to be sent to every page.
    public func publish(_ snapshot: SessionSnapshot, strings: Strings, at nanoseconds: UInt64, speed: Double) {
        let builder = state.withLock { state -> AsyncStream<Void>.Continuation? in
            guard state.finalVersion == nil else { return nil }
            state.published = Published(
                snapshot: snapshot, strings: strings, at: Double(nanoseconds) / 1e9, speed: speed)
            state.version += 1
            if snapshot.summary != nil { state.finalVersion = state.version }
            return state.builder
        }
        builder?.yield()
    }

    /// The keys that arrived since the last call, oldest first; each must be answered.
    public func takeKeys() -> [PendingKey] {
        state.withLock { state in
            defer { state.pending = [] }
            return state.pending
        }
    }

    /// The session is over: keys still waiting and any that come are refused (409); streams
    /// end once they have sent the last state.
    public func end() {
        let (waiting, builder) = state.withLock { state in
            if state.finalVersion == nil { state.finalVersion = state.version }
            defer { state.pending = [] }
            return (state.pending, state.builder)
        }
        for key in waiting { key.answer(taken: false) }
        builder?.yield()
    }

    // MARK: - The server's side

    /// Builds a message from each newest snapshot and tells the streams, until cancelled; and
    /// sends every stream a heartbeat each `heartbeat` seconds.
    func run(heartbeat: Duration) async {
        let (doorbell, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        state.withLock { $0.builder = continuation }
        continuation.yield()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in doorbell { self.buildMessage() }
            }
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: heartbeat)
                    self.ringAll(heartbeat: true)
                }
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// Stops the builder and every stream's doorbell.
    func close() {
        let (builder, subscribers) = state.withLock { state in
            defer {
                state.builder = nil
                state.subscribers = [:]
            }
            return (state.builder, Array(state.subscribers.values))
        }
        builder?.finish()
        for subscriber in subscribers { subscriber.finish() }
    }

    private func buildMessage() {
        guard let (published, version) = state.withLock({ state in state.published.map { ($0, state.version) } }) else {
            return
        }
        let page = RemotePageState(
            published.snapshot, strings: published.strings, at: published.at, speed: published.speed)
        let message = Message(id: version, body: page.json())
        state.withLock { state in
            // A newer snapshot may have been published meanwhile; its own build follows.
            if (state.message?.id ?? 0) < message.id { state.message = message }
        }
        ringAll(heartbeat: false)
    }

    private func ringAll(heartbeat: Bool) {
        let subscribers = state.withLock { state in
            if heartbeat { state.heartbeats += 1 }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.yield() }
    }

    /// A stream's view of the hub: a doorbell that rings on every new message and heartbeat.
    struct Subscription: Sendable {
        let id: Int
        let doorbell: AsyncStream<Void>
    }

    func subscribe() -> Subscription {
        let (doorbell, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            state.nextSubscriber += 1
            state.subscribers[state.nextSubscriber] = continuation
            return state.nextSubscriber
        }
        // The current state goes out at once.
        continuation.yield()
        return Subscription(id: id, doorbell: doorbell)
    }

    /// Whether a control page has opened its stream since the server started: "scan to start"
    /// waits for it (and the bell rings when it comes).
    public var controlConnected: Bool { state.withLock { $0.controlConnected } }

    func controlPageConnected() {
        let first = state.withLock { state in
            defer { state.controlConnected = true }
            return !state.controlConnected
        }
        if first { wakeUp?.ring() }
    }

    /// How many streams are open: pages connected now.
    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    func unsubscribe(_ subscription: Subscription) {
        let continuation = state.withLock { $0.subscribers.removeValue(forKey: subscription.id) }
        continuation?.finish()
    }

    /// What a stream should send after its doorbell rang, given the last message id it sent and
    /// the heartbeats it has seen: the newest message if it is newer, else a heartbeat if one
    /// is due; and whether the stream is done (the session's last state sent).
    func next(after sent: Int, heartbeats seen: Int) -> (
        message: Message?, heartbeat: Bool, done: Bool, heartbeats: Int
    ) {
        state.withLock { state in
            let fresh = state.message.flatMap { $0.id > sent ? $0 : nil }
            let lastSent = fresh?.id ?? sent
            let done = state.finalVersion.map { lastSent >= $0 } ?? false
            return (fresh, fresh == nil && state.heartbeats > seen, done, state.heartbeats)
        }
    }

    /// Hands a key to the session and waits for its answer; a key id seen before is not handed again.
    ///
    /// The key is judged and queued under one lock: two keys arriving together cannot both
    /// take the queue's last place.
    func submit(_ request: KeyRequest) async -> Verdict {
        let (verdict, queued) = await withCheckedContinuation {
            (continuation: CheckedContinuation<(Verdict, queued: Bool), Never>) in
            let key = PendingKey(key: request.key, id: request.id) {
                continuation.resume(returning: ($0 ? .taken : .notNow, true))
            }
            let refusal = state.withLock { state -> Verdict? in
                if state.finalVersion != nil { return .notNow }
                if state.pending.count >= Self.maximumPending { return .busy }
                guard state.ledger.begin(request.id) else { return .seenBefore }
                state.pending.append(key)
                return nil
            }
            if let refusal { continuation.resume(returning: (refusal, false)) } else { wakeUp?.ring() }
        }
        if queued { state.withLock { $0.ledger.settle(request.id, taken: verdict == .taken) } }
        return verdict
    }
}
