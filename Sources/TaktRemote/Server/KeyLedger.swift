/// The key ids the remote has seen, so a request sent again (a phone retrying after a lost
/// answer) counts once however often it comes.
///
/// Bounded: it keeps the newest ``capacity`` ids and forgets the oldest, so a client that sends
/// endless fresh ids costs a fixed amount of memory. A retry comes within seconds, long before
/// a thousand other keys have been pressed.
public struct KeyLedger: Sendable, Hashable {
    public static let capacity = 1024

    /// What a key id's first request is doing.
    public enum Entry: Sendable, Hashable {
        /// Handed to the session, no answer yet.
        case pending
        /// The session took it.
        case taken
    }

    private var entries: [String: Entry] = [:]
    /// Ids oldest first, for forgetting; `head` is where the oldest still kept is.
    private var order: [String] = []
    private var head = 0

    public init() {}

    public var count: Int { entries.count }

    public func entry(for id: String) -> Entry? { entries[id] }

    /// Notes a new id as pending; `false` when it was seen before (pending or taken).
    public mutating func begin(_ id: String) -> Bool {
        guard entries[id] == nil else { return false }
        entries[id] = .pending
        order.append(id)
        while entries.count > Self.capacity, head < order.count {
            entries[order[head]] = nil
            head += 1
        }
        if head > Self.capacity {
            // Drop the forgotten part of the list now and then: the list stays bounded too.
            order.removeFirst(head)
            head = 0
        }
        return true
    }

    /// The session's answer: a taken key is remembered; a refused one is forgotten, so the same
    /// id may be tried again once it applies (a reps answer sent before the prompt was up).
    public mutating func settle(_ id: String, taken: Bool) {
        guard entries[id] != nil else { return }
        if taken {
            entries[id] = .taken
        } else {
            entries[id] = nil
            if let index = order[head...].lastIndex(of: id) { order.remove(at: index) }
        }
    }
}
