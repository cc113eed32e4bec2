/// The secret in a remote link: 128 bits from the system's random source, written as 22
/// URL-safe base64 characters (RFC 4648 §5, no padding), used as a path segment.
///
/// Whoever has the link has the session: a token is compared in constant time, so the time a
/// wrong guess takes says nothing about how much of it was right.
public struct RemoteToken: Sendable, Hashable, CustomStringConvertible {
    /// The 22 characters.
    public let text: String

    /// A fresh token; `SystemRandomNumberGenerator` reads the kernel's random source (getrandom(2)).
    public init() {
        var generator = SystemRandomNumberGenerator()
        self.init(bytes: (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The token of 16 bytes: the fresh ones' path, and a known token for the protocol's tests.
    init(bytes: [UInt8]) {
        text = Self.base64URL(bytes)
    }

    public var description: String { text }

    /// Whether `candidate` is this token, looking at every byte whatever the first difference.
    public func matches(_ candidate: some StringProtocol) -> Bool {
        Self.constantTimeEqual(Array(text.utf8), Array(candidate.utf8))
    }

    /// Equal bytes, in a time that depends only on the lengths: a difference anywhere costs the same.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(truncatingIfNeeded: a.count ^ b.count)
        for index in 0..<a.count {
            // A shorter candidate is compared against itself padded with zeros, never read out of range.
            difference |= a[index] ^ (index < b.count ? b[index] : 0)
        }
        return difference == 0 && a.count == b.count
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Base64 with `-` and `_`, without padding.
    static func base64URL(_ bytes: [UInt8]) -> String {
        var bits = 0
        var count = 0
        var result: [UInt8] = []
        for byte in bytes {
            // Only the bits not yet written are kept: at most 5 + 8.
            bits = (bits << 8 | Int(byte)) & 0x1FFF
            count += 8
            while count >= 6 {
                count -= 6
                result.append(alphabet[(bits >> count) & 0x3F])
            }
        }
        if count > 0 { result.append(alphabet[(bits << (6 - count)) & 0x3F]) }
        return String(decoding: result, as: UTF8.self)
    }
}
