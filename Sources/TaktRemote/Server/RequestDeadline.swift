import NIOCore

/// The first handler on every connection, reading the bytes as they come off the socket: a
/// request must have its whole answer within ``RemoteServer/Limits/answer`` (5 s) of its first
/// byte, or the connection is closed. So a client dribbling a body one byte every few seconds,
/// with a token or without, holds no place among the 32 (issue 47).
///
/// It also closes a connection at once when a request line carries no `HTTP/1.x` (an HTTP/0.9
/// `GET /`, which the parser would otherwise hold waiting for headers), after the answer to an
/// HTTP/1.0 request, and after any answer other than 2xx, whose body the server will not read.
/// What the answer was it learns from ``AnswerWatch`` through ``AnswerEvent``s.
final class RequestDeadline: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The longest request line read for its version; longer ones are the header limit's to refuse.
    static let longestLine = 8 * 1024

    private let limit: TimeAmount
    /// Closes the connection when the answer in progress has not ended in time.
    private var deadline: Scheduled<Void>?
    /// A request's first byte has arrived and its answer has not ended.
    private var inRequest = false
    /// The request line so far, until its line end.
    private var line: [UInt8] = []
    private var lineRead = false
    private var http10 = false
    /// The answer is a stream: it has no end to wait for, ``AnswerWatch`` drops it if stalled.
    private var streaming = false
    private var success = true

    init(limit: TimeAmount) {
        self.limit = limit
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        if !inRequest, !streaming, bytes.readableBytes > 0 { begin(context: context) }
        if inRequest, !lineRead, !readLine(bytes) {
            // No version, or one this server does not speak: answered by closing, at once.
            context.close(promise: nil)
            return
        }
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let event = event as? AnswerEvent else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        promise?.succeed()
        switch event {
        case .head(let status, let stream):
            success = (200..<300).contains(status)
            if stream, success {
                streaming = true
                deadline?.cancel()
            }
        case .ended:
            deadline?.cancel()
            deadline = nil
            inRequest = false
            if !success || http10 { context.close(promise: nil) }
        }
    }

    private func begin(context: ChannelHandlerContext) {
        inRequest = true
        line.removeAll(keepingCapacity: true)
        lineRead = false
        http10 = false
        success = true
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }

    /// Adds `bytes` to the request line; `false` once a whole line shows no HTTP/1.x.
    private func readLine(_ bytes: ByteBuffer) -> Bool {
        for byte in bytes.readableBytesView {
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                // Empty lines before a request line are allowed (RFC 9112, 2.2).
                if line.isEmpty { continue }
                lineRead = true
                let text = String(decoding: line, as: UTF8.self)
                http10 = text.hasSuffix(" HTTP/1.0")
                return text.hasSuffix(" HTTP/1.0") || text.hasSuffix(" HTTP/1.1")
            }
            guard line.count < Self.longestLine else {
                lineRead = true
                return true
            }
            line.append(byte)
        }
        return true
    }
}

/// What ``AnswerWatch`` tells ``RequestDeadline`` about the answer going out.
enum AnswerEvent: Sendable {
    /// The answer's head, with its status code; `stream` for a server-sent event stream.
    case head(status: Int, stream: Bool)
    /// The answer's last byte has been written to the socket.
    case ended
}
