import CDBus

/// One D-Bus value as a message carries it, read whole into Swift: what BlueZ answers (a
/// `GetManagedObjects` tree, a `PropertiesChanged` dictionary) is walked as plain values, with no
/// iterator kept past the read.
public indirect enum BusValue: Sendable, Hashable {
    case string(String)
    case objectPath(String)
    case signature(String)
    case bool(Bool)
    case byte(UInt8)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    /// An array; `element` is its element's signature, so an empty one still sends its type.
    case array([BusValue], element: String)
    /// A dictionary (`a{..}`), as its entries in order.
    case dictionary([BusEntry], key: String, value: String)
    case structure([BusValue])
    case variant(BusValue)
    /// A value of a type takt does not read (a file descriptor); kept as a placeholder.
    case unsupported

    /// The value's D-Bus signature.
    public var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .bool: "b"
        case .byte: "y"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .array(_, let element): "a" + element
        case .dictionary(_, let key, let value): "a{" + key + value + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        case .unsupported: "h"
        }
    }

    /// A string or object path's text.
    public var text: String? {
        switch self {
        case .string(let text), .objectPath(let text): text
        case .variant(let inner): inner.text
        default: nil
        }
    }

    public var boolValue: Bool? {
        switch self {
        case .bool(let value): value
        case .variant(let inner): inner.boolValue
        default: nil
        }
    }

    /// An array of strings (`as`), such as a device's `UUIDs`.
    public var texts: [String]? {
        switch self {
        case .array(let items, _): items.compactMap(\.text)
        case .variant(let inner): inner.texts
        default: nil
        }
    }

    /// An array of bytes (`ay`), such as a characteristic's `Value`.
    public var bytes: [UInt8]? {
        switch self {
        case .array(let items, "y"):
            items.compactMap { item in
                if case .byte(let byte) = item { return byte }
                return nil
            }
        case .variant(let inner): inner.bytes
        default: nil
        }
    }

    /// The entries of a dictionary whose keys are strings or object paths, by key.
    public var entries: [String: BusValue]? {
        switch self {
        case .dictionary(let entries, _, _):
            var byKey: [String: BusValue] = [:]
            for entry in entries {
                if let key = entry.key.text { byKey[key] = entry.value }
            }
            return byKey
        case .variant(let inner): return inner.entries
        default: return nil
        }
    }
}

/// One entry of a D-Bus dictionary.
public struct BusEntry: Sendable, Hashable {
    public var key: BusValue
    public var value: BusValue

    public init(_ key: BusValue, _ value: BusValue) {
        self.key = key
        self.value = value
    }
}

extension BusValue {
    /// A dictionary of string keys to variants (`a{sv}`), the shape of BlueZ's option arguments.
    public static func options(_ pairs: [(String, BusValue)]) -> BusValue {
        .dictionary(pairs.map { BusEntry(.string($0.0), .variant($0.1)) }, key: "s", value: "v")
    }

    /// An array of strings (`as`).
    public static func strings(_ texts: [String]) -> BusValue {
        .array(texts.map { .string($0) }, element: "s")
    }
}
