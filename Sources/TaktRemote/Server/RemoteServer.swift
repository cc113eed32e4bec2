import Foundation
import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import TaktCore
import TaktPlatform

/// The HTTP server behind `run … --remote`: HummingbirdCore (SwiftNIO) on its own event-loop
/// thread and its tasks on a queue of their own (``RemoteExecutor``), answering only the three
/// requests of ``RemoteRoute``.
///
/// Its limits (README, "A second screen and a remote"): request headers 8 KiB (more is 400 and
/// the connection closes), key bodies 1 KiB (413), 32 connections (more wait in the kernel's
/// queue), a connection idle for 10 s between requests closed, a request's whole answer within
/// 5 s of its first byte (``RequestDeadline``), any answer but 2xx closing its connection, and
/// a stream whose oldest unsent write is 10 s old dropped (``AnswerWatch``). No file is ever
/// read: the page is compiled in.
public final class RemoteServer: Sendable {
    /// The limits, in one place for README; tests shorten the times.
    public struct Limits: Sendable, Hashable {
        public var headerBytes = 8 * 1024
        public var connections = 32
        /// A connection with no request in progress for this long is closed.
        public var idle: Duration = .seconds(10)
        /// A stream write that has not gone out in this long drops its client.
        public var stalledWrite: Duration = .seconds(10)
        /// A request's whole answer is out this long after its first byte, or its connection closes.
        public var answer: Duration = .seconds(5)
        public var heartbeat: Duration = .seconds(15)

        public static let standard = Limits()

        public init(
            idle: Duration = .seconds(10), stalledWrite: Duration = .seconds(10), heartbeat: Duration = .seconds(15),
            answer: Duration = .seconds(5)
        ) {
            self.answer = answer
            self.idle = idle
            self.stalledWrite = stalledWrite
            self.heartbeat = heartbeat
        }
    }

    /// Why the server could not start.
    public enum Failure: Error, Sendable, Hashable {
        /// The port is taken (EADDRINUSE).
        case inUse(address: String)
        /// The address is not one of this machine's (EADDRNOTAVAIL), said in words, not as an errno.
        case notThisMachine(address: String)
        /// Any other reason the address cannot be listened on.
        case cannotListen(address: String, reason: SystemProblem)
    }

    public let links: RemoteLinks
    public let hub: RemoteHub
    private let server: Server<HTTP1Channel>
    private let group: MultiThreadedEventLoopGroup
    /// The server's own run, which returns once it has closed everything on the event loop.
    private let running: Task<Void, Never>
    private let tasks: Locked<[Task<Void, Never>]>

    private init(
        links: RemoteLinks, hub: RemoteHub, server: Server<HTTP1Channel>, group: MultiThreadedEventLoopGroup,
        running: Task<Void, Never>, tasks: [Task<Void, Never>]
    ) {
        self.links = links
        self.hub = hub
        self.server = server
        self.group = group
        self.running = running
        self.tasks = Locked(tasks)
    }

    /// Listens on `address` (the local-network address `lan` when it names none) and returns once
    /// the port is bound, or throws why it cannot be.
    public static func start(
        address: RemoteAddress, lan: String?, hub: RemoteHub, limits: Limits = .standard
    ) async throws(Failure) -> RemoteServer {
        let host = address.host ?? lan ?? "127.0.0.1"
        let tokens = (control: RemoteToken(), view: RemoteToken())
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let executor = RemoteExecutor()
        let hosts = Locked<Set<String>>([])
        let responder = Responder(hub: hub, control: tokens.control, view: tokens.view, hosts: hosts)
        let bound = Locked<CheckedContinuation<Result<Int, Failure>, Never>?>(nil)
        let server = Server(
            childChannelSetup: Self.channel(responder, limits: limits),
            configuration: ServerConfiguration(
                address: .hostname(host, port: address.port), backlog: 64, reuseAddress: false,
                availableConnectionsDelegate: MaximumAvailableConnections(limits.connections, logger: quietLogger)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? address.port
                Self.take(bound)?.resume(returning: .success(port))
            },
            eventLoopGroup: group, logger: quietLogger)
        // Made once the continuation is in place, so the run cannot report before anyone waits.
        let running = Locked<Task<Void, Never>?>(nil)
        let result = await withCheckedContinuation { continuation in
            bound.withLock { $0 = continuation }
            running.withLock {
                $0 = Task(executorPreference: executor) {
                    do {
                        try await server.run()
                    } catch {
                        let failure = Self.failure(error, address: Self.authority(host: host, port: address.port))
                        // Also when the server stops later: by then nobody waits, and this finds nil.
                        Self.take(bound)?.resume(returning: .failure(failure))
                    }
                }
            }
        }
        let run = running.withLock { $0 } ?? Task {}
        switch result {
        case .failure(let failure):
            await run.value
            try? await group.shutdownGracefully()
            throw failure
        case .success(let port):
            let linkHost = address.isUnspecified ? (lan ?? "127.0.0.1") : host
            let links = RemoteLinks(host: linkHost, port: port, control: tokens.control, view: tokens.view)
            hosts.withLock { $0 = Self.hosts(links: links, loopback: address.isLoopback) }
            let hubTask = Task(executorPreference: executor) { await hub.run(heartbeat: limits.heartbeat) }
            return RemoteServer(links: links, hub: hub, server: server, group: group, running: run, tasks: [hubTask])
        }
    }

    /// HTTP/1.1 with the limits: headers, idle time, and AnswerWatch (with RequestDeadline) on every connection.
    private static func channel(_ responder: Responder, limits: Limits) -> HTTP1Channel {
        HTTP1Channel(
            responder: { request, writer, channel in
                try await responder.respond(to: request, writer: writer, channel: channel)
            },
            configuration: .init(
                additionalChannelHandlers: [
                    AnswerWatch(stalled: limits.stalledWrite.timeAmount, deadline: limits.answer.timeAmount)
                ],
                idleTimeout: limits.idle.timeAmount,
                httpDecoderConfiguration: .init(
                    maxHeaderFieldSize: limits.headerBytes, maxHeaderListSize: limits.headerBytes,
                    maxHeaderFieldCount: 64)))
    }

    /// Lets open streams send the session's last state (at most `grace`), then closes every
    /// connection and the port, and stops the event-loop thread once the server's run has
    /// returned: a thread stopped under a server still closing made SwiftNIO print "Cannot
    /// schedule tasks on an EventLoop that has already shut down" (RemoteEndToEndTests).
    public func stop(grace: Duration = .seconds(2)) async {
        hub.end()
        let server = server
        let running = running
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                try? await server.shutdownGracefully()
                await running.value
            }
            group.addTask { try? await Task.sleep(for: grace) }
            await group.next()
            group.cancelAll()
        }
        hub.close()
        for task in tasks.withLock({ $0 }) { task.cancel() }
        try? await group.shutdownGracefully()
    }

    /// The waiting start's continuation, once: whichever of running and failing comes first.
    private static func take<Value>(_ box: Locked<CheckedContinuation<Value, Never>?>) -> CheckedContinuation<
        Value, Never
    >? {
        box.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }
    }

    static let quietLogger = Logger(label: "takt.remote", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The `Host` values requests may name: the links' `HOST:PORT`, and on loopback also
    /// `localhost:PORT`, lowercased.
    static func hosts(links: RemoteLinks, loopback: Bool) -> Set<String> {
        var hosts: Set<String> = [links.authority.lowercased()]
        if loopback { hosts.insert("localhost:\(links.port)") }
        return hosts
    }

    static func authority(host: String, port: Int) -> String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    static func failure(_ error: any Error, address: String) -> Failure {
        if let io = error as? IOError {
            if io.errnoCode == EADDRINUSE { return .inUse(address: address) }
            if io.errnoCode == EADDRNOTAVAIL { return .notThisMachine(address: address) }
            return .cannotListen(address: address, reason: SystemProblem(errno: io.errnoCode))
        }
        // A name that does not resolve to an address here.
        return .notThisMachine(address: address)
    }
}

/// The links a session prints: `http://HOST:PORT/TOKEN/`.
public struct RemoteLinks: Sendable, Hashable {
    public var host: String
    public var port: Int
    public var control: RemoteToken
    public var view: RemoteToken

    /// `HOST:PORT`, an IPv6 host in brackets.
    public var authority: String { RemoteServer.authority(host: host, port: port) }

    public var controlURL: String { "http://\(RemoteServer.authority(host: host, port: port))/\(control.text)/" }
    public var viewURL: String { "http://\(RemoteServer.authority(host: host, port: port))/\(view.text)/" }

    /// The events file's line: `{"event":"remote","control":URL,"view":URL}`.
    public var eventLine: String {
        "{\"event\":\"remote\",\"control\":\"\(controlURL)\",\"view\":\"\(viewURL)\"}"
    }
}

/// What a running session needs of the remote: the hub it publishes to and takes keys from,
/// and the links for the events file.
public struct SessionRemote: Sendable {
    public let hub: RemoteHub
    public let links: RemoteLinks

    public init(hub: RemoteHub, links: RemoteLinks) {
        self.hub = hub
        self.links = links
    }
}

extension RemoteServer {
    public var session: SessionRemote { SessionRemote(hub: hub, links: links) }
}

extension Duration {
    var timeAmount: TimeAmount { .nanoseconds(Int64(secondsValue * 1e9)) }
}
