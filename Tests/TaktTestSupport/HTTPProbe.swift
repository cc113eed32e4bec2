import Foundation

/// A bare HTTP client over a TCP socket to 127.0.0.1, for the remote's tests: it sends exactly
/// the bytes it is given (hostile requests included) and reads with time limits, never waiting
/// for ever on a server that does not answer.
public final class HTTPProbe {
    public enum Failure: Error, Sendable, Hashable {
        case cannotConnect(Int32)
    }

    /// A response read whole: status, headers (names lowercased), body.
    public struct Response: Sendable, Hashable {
        public var status: Int
        public var headers: [String: String]
        public var body: String
    }

    public let descriptor: Int32
    private var closed = false

    /// Connects to `port` on 127.0.0.1.
    public init(port: Int) throws(Failure) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .cannotConnect(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .cannotConnect(code)
        }
        self.descriptor = descriptor
    }

    deinit {
        close()
    }

    public func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(descriptor)
    }

    /// Sends all of `bytes`; `false` when the server closed the connection meanwhile.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// What arrives until `predicate` holds, the server closes, or `timeout` seconds pass.
    public func read(timeout: Double, until predicate: (String) -> Bool = { _ in false }) -> (
        text: String, closed: Bool
    ) {
        var data = [UInt8]()
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&poller, 1, left) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: data, as: UTF8.self), true) }
            data += buffer[0..<count]
            if predicate(String(decoding: data, as: UTF8.self)) { break }
        }
        return (String(decoding: data, as: UTF8.self), false)
    }

    /// Reads one response (headers and a body of its Content-Length), within `timeout`.
    public func response(timeout: Double = 30) -> Response? {
        let (text, _) = read(timeout: timeout) { text in
            guard let end = text.range(of: "\r\n\r\n") else { return false }
            let length = Self.headers(String(text[..<end.lowerBound]))["content-length"].flatMap(Int.init) ?? 0
            return text[end.upperBound...].utf8.count >= length
        }
        return Self.parse(text)
    }

    /// One whole request on a new connection: `method path`, headers, body.
    public static func request(
        port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
    ) throws -> Response? {
        let probe = try HTTPProbe(port: port)
        defer { probe.close() }
        var lines = ["\(method) \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)", "Connection: close"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
        if let body { lines.append("Content-Length: \(body.utf8.count)") }
        probe.send(lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? ""))
        return probe.response()
    }

    /// A key for the remote: `POST path` with a JSON body.
    public static func key(port: Int, path: String, _ json: String) throws -> Int? {
        try request(port: port, "POST", path, headers: ["Content-Type": "application/json"], body: json)?.status
    }

    static func headers(_ head: String) -> [String: String] {
        var headers: [String: String] = [:]
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return headers
    }

    static func parse(_ text: String) -> Response? {
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        let head = String(text[..<end.lowerBound])
        let parts = head.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        return Response(status: status, headers: headers(head), body: String(text[end.upperBound...]))
    }
}

extension HTTPProbe {
    /// Runs blocking socket work on a thread of its own, so a test that waits for a server in
    /// this process does not hold one of the few threads Swift's tasks (and so the server) run on.
    public static func off<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.start()
        }
    }

    /// ``read(timeout:until:)`` on its own thread.
    public func reading(timeout: Double, until predicate: @escaping @Sendable (String) -> Bool = { _ in false }) async
        -> (text: String, closed: Bool)
    {
        nonisolated(unsafe) let probe = self
        return await Self.off { probe.read(timeout: timeout, until: predicate) }
    }

    /// ``request(port:_:_:headers:body:)`` on its own thread.
    public static func requesting(
        port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil
    ) async -> Response? {
        await off { try? request(port: port, method, path, headers: headers, body: body) }
    }
}
