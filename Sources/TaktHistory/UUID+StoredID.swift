import Foundation

extension UUID {
    /// The id of a stored row as the history writes it (`uuidString.lowercased()`), read without
    /// Foundation's parser, which scans with `sscanf` (8,700 instructions an id: a fifth of
    /// `stats MOVEMENT` over 16,000 sessions). Any other spelling takes Foundation's way.
    init?(storedID text: String) {
        if let parsed = text.utf8.withContiguousStorageIfAvailable(Self.lowercaseHex), let parsed {
            self = parsed
        } else if let parsed = UUID(uuidString: text) {
            self = parsed
        } else {
            return nil
        }
    }

    /// 8-4-4-4-12 lowercase hexadecimal digits, or `nil`.
    private static func lowercaseHex(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &value) { out -> Bool in
            var index = 0
            for byte in 0..<16 {
                // A dash after the 4th, 6th, 8th and 10th byte.
                if byte == 4 || byte == 6 || byte == 8 || byte == 10 {
                    guard bytes[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard let high = hexDigit(bytes[index]), let low = hexDigit(bytes[index + 1]) else { return false }
                out[byte] = high << 4 | low
                index += 2
            }
            return true
        }
        return parsed ? UUID(uuid: value) : nil
    }

    /// The value of a lowercase hexadecimal digit.
    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
