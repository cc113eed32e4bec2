import Foundation

/// Finds a key repeated in one JSON object, which `JSONDecoder` takes silently (the last one
/// wins): `{"key":"pause","key":"explode"}` must be refused (400), not read as one of its keys.
enum RepeatedKeys {
    /// Whether any object in `json` (valid JSON, as the decoder found it) names a key twice.
    /// Keys are compared as the strings they stand for, so `"k\u0065y"` repeats `"key"`.
    static func found(in json: [UInt8]) -> Bool {
        // One entry per open container: the keys seen so far in an object, nil for an array.
        var open: [Set<String>?] = []
        var expectingKey = false
        var index = 0
        while index < json.count {
            switch json[index] {
            case UInt8(ascii: "{"):
                open.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                open.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                let end = Self.endOfString(json, from: index)
                if expectingKey, let last = open.indices.last, var keys = open[last] {
                    let key = Self.text(Array(json[index...min(end, json.count - 1)]))
                    guard keys.insert(key).inserted else { return true }
                    open[last] = keys
                }
                expectingKey = false
                index = end
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// The index of the quote that closes the string opening at `start`.
    private static func endOfString(_ json: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < json.count, json[index] != UInt8(ascii: "\"") {
            index += json[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index
    }

    /// A string literal's value, its escapes read; its bytes as they are if it cannot be read.
    private static func text(_ literal: [UInt8]) -> String {
        (try? JSONDecoder().decode(String.self, from: Data(literal))) ?? String(decoding: literal, as: UTF8.self)
    }
}
