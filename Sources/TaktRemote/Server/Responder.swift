import Foundation
import HTTPTypes
import HummingbirdCore
import NIOCore
import TaktCore
import TaktPlatform

/// Answers one request: the page, the state stream, or a key; 404 and no data for anything else.
struct Responder: Sendable {
    let hub: RemoteHub
    let control: RemoteToken
    let view: RemoteToken

    /// The `Host` values a request may carry (`HOST:PORT` of the links, and `localhost:PORT` on
    /// loopback), lowercased; known once the port is bound. Any other is 404, so a page on
    /// another site cannot reach the server through a name of its own (DNS rebinding).
    let hosts: Locked<Set<String>>

    func respond(to request: Request, writer: consuming ResponseWriter, channel: any Channel) async throws {
        let allowed = hosts.withLock { $0 }
        let named = request.head.authority.map { allowed.contains($0.lowercased()) }
        let route =
            named == false
            ? .notFound
            : RemoteRoute(method: request.method.rawValue, path: request.head.path ?? "", control: control, view: view)
        switch route {
        case .page(let role):
            let nonce = RemoteToken().text
            var head = Self.head(.ok, type: "text/html; charset=utf-8")
            head.headerFields[.contentSecurityPolicy] =
                "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; connect-src 'self'; "
                + "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
            try await writer.write(
                response: head,
                body: ResponseBody(
                    byteBuffer: ByteBuffer(string: RemotePage.html(role: role, language: hub.language, nonce: nonce))))
        case .events(let role):
            if role == .control { hub.controlPageConnected() }
            try await stream(writer: writer)
        case .keys:
            var request = request
            try await key(&request, writer: writer)
        case .wrongMethod(let allowed):
            var head = Self.head(.methodNotAllowed)
            head.headerFields[.allow] = allowed
            try await writer.writeResponse(head)
        case .notFound:
            try await writer.writeResponse(Self.head(.notFound))
        }
    }

    /// Headers every answer carries: nothing cached, nothing sniffed, no referrer that could carry a token.
    static func head(_ status: HTTPResponse.Status, type: String? = nil) -> HTTPResponse {
        var fields: HTTPFields = [
            .cacheControl: "no-store", .contentTypeOptions: "nosniff",
            .referrerPolicy: "no-referrer",
        ]
        if let type { fields[.contentType] = type } else { fields[.contentLength] = "0" }
        return HTTPResponse(status: status, headerFields: fields)
    }

    // MARK: - Keys

    private func key(_ request: inout Request, writer: consuming ResponseWriter) async throws {
        let type = request.headers[.contentType] ?? ""
        guard type.lowercased().hasPrefix("application/json") else {
            try await writer.writeResponse(Self.head(.unsupportedMediaType))
            return
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > KeyRequest.maximumBody {
            // The rest of the body is not worth reading: the answer closes the connection (AnswerWatch).
            try await writer.writeResponse(Self.head(.contentTooLarge))
            return
        }
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: KeyRequest.maximumBody)
        } catch {
            try await writer.writeResponse(Self.head(.contentTooLarge))
            return
        }
        let parsed: KeyRequest
        do {
            parsed = try KeyRequest(body: Array(buffer: body))
        } catch {
            try await writer.writeResponse(Self.head(.badRequest))
            return
        }
        let status: HTTPResponse.Status =
            switch await hub.submit(parsed) {
            case .taken: .accepted
            case .seenBefore: .ok
            case .notNow: .conflict
            case .busy: .serviceUnavailable
            }
        try await writer.writeResponse(Self.head(status))
    }

    // MARK: - The stream

    /// `text/event-stream`: the whole state at once and after every change, a `:` heartbeat
    /// every 15 s, until the session's last state has gone out.
    private func stream(writer: consuming ResponseWriter) async throws {
        var head = Self.head(.ok, type: "text/event-stream; charset=utf-8")
        head.headerFields[.accelBuffering] = "no"
        var body = try await writer.writeHead(head)
        let subscription = hub.subscribe()
        defer { hub.unsubscribe(subscription) }
        // A client that stops reading is dropped by AnswerWatch, which fails the write waiting here.
        // The browser waits this long before reconnecting after a lost connection.
        try await body.write(ByteBuffer(string: "retry: 1000\n\n"))
        var sent = 0
        var heartbeats = 0
        for await _ in subscription.doorbell {
            let next = hub.next(after: sent, heartbeats: heartbeats)
            heartbeats = next.heartbeats
            if let message = next.message {
                let text = Self.event(message, serverTime: hub.now)
                try await body.write(ByteBuffer(string: text))
                sent = message.id
            } else if next.heartbeat {
                try await body.write(ByteBuffer(string: ": heartbeat\n\n"))
            }
            if next.done { break }
        }
        try await body.finish(nil)
    }

    /// One message: `id:` and one `data:` line of JSON, `serverTime` first.
    static func event(_ message: RemoteHub.Message, serverTime: Double) -> String {
        let time = "\"serverTime\":\(serverTime)"
        let json = message.body.count > 2 ? "{" + time + "," + message.body.dropFirst() : "{" + time + "}"
        return "id: \(message.id)\ndata: \(json)\n\n"
    }
}

extension HTTPField.Name {
    // Names without a constant in HTTPTypes; each is a valid token, so the initialiser cannot fail.
    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options") ?? .cacheControl
    static let referrerPolicy = HTTPField.Name("Referrer-Policy") ?? .cacheControl
    static let accelBuffering = HTTPField.Name("X-Accel-Buffering") ?? .cacheControl
}
