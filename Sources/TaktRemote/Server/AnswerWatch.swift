import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Watches the HTTP parts of every answer on one connection (after HummingbirdCore's codec),
/// so that what the responder and HummingbirdCore itself send obey the same rules:
/// - every answer carries `X-Frame-Options: DENY`, and one other than 2xx `Connection: close`;
/// - ``RequestDeadline`` hears each answer's status and when its last byte went out;
/// - a stream whose oldest unsent write is older than ``RemoteServer/Limits/stalledWrite`` is
///   dropped: its client stopped reading. The socket's send buffer is kept small, so "unsent"
///   means still in this process or a few KiB in the kernel, not megabytes queued for a phone
///   in a pocket.
final class AnswerWatch: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The socket's send buffer (the kernel doubles it) and the channel's write buffer marks.
    static let sendBuffer = 8 * 1024
    static let writeMarks = ChannelOptions.Types.WriteBufferWaterMark(low: 8 * 1024, high: 32 * 1024)

    private let stalled: TimeAmount
    private let deadline: TimeAmount
    /// When each write not yet out began, oldest first (writes complete in order).
    private var unsent: [NIODeadline] = []
    private var check: RepeatedTask?

    init(stalled: TimeAmount, deadline: TimeAmount) {
        self.stalled = stalled
        self.deadline = deadline
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let options = context.channel.syncOptions
        try? options?.setOption(ChannelOptions.socketOption(.so_sndbuf), value: Self.sendBuffer)
        try? options?.setOption(ChannelOptions.writeBufferWaterMark, value: Self.writeMarks)
        // Sees the bytes before HummingbirdCore's parser does.
        try? context.pipeline.syncOperations.addHandler(RequestDeadline(limit: deadline), position: .first)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        check?.cancel()
    }

    func channelInactive(context: ChannelHandlerContext) {
        check?.cancel()
        context.fireChannelInactive()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response):
            response.headerFields[.frameOptions] = "DENY"
            let success = response.status.kind == .successful
            if !success { response.headerFields[.connection] = "close" }
            let stream = response.headerFields[.contentType]?.hasPrefix("text/event-stream") == true
            if stream, success { watchStalls(context: context) }
            context.triggerUserOutboundEvent(
                AnswerEvent.head(status: response.status.code, stream: stream), promise: nil)
            context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .body:
            let written = promise ?? context.eventLoop.makePromise()
            if check != nil {
                unsent.append(.now())
                let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
                written.futureResult.whenComplete { _ in bound.value.sent() }
            }
            context.write(data, promise: written)
        case .end:
            let written = promise ?? context.eventLoop.makePromise()
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.futureResult.whenComplete { _ in
                bound.value.triggerUserOutboundEvent(AnswerEvent.ended, promise: nil)
            }
            context.write(data, promise: written)
        }
    }

    private func sent() {
        if !unsent.isEmpty { unsent.removeFirst() }
    }

    private func watchStalls(context: ChannelHandlerContext) {
        guard check == nil else { return }
        let every = TimeAmount.nanoseconds(max(stalled.nanoseconds / 4, 1_000_000))
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        let channel = context.channel
        check = context.eventLoop.scheduleRepeatedTask(initialDelay: every, delay: every) { task in
            let watch = bound.value
            guard let oldest = watch.unsent.first, NIODeadline.now() - oldest > watch.stalled else { return }
            task.cancel()
            channel.close(promise: nil)
        }
    }
}

extension HTTPField.Name {
    // A valid token, so the initialiser cannot fail.
    static let frameOptions = HTTPField.Name("X-Frame-Options") ?? .cacheControl
}
