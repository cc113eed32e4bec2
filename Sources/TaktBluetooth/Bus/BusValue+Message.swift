import CDBus

/// D-Bus type codes (dbus-protocol.h's `DBUS_TYPE_…` are C macros with casts Swift cannot import).
enum BusType {
    static let invalid: Int32 = 0
    static let array = code("a")
    static let variant = code("v")
    static let structure = code("r")
    static let dictionaryEntry = code("e")

    static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(UInt8(ascii: letter)) }
}

extension BusValue {
    /// The values from `iterator`'s position to the end of its container.
    static func readAll(_ iterator: inout DBusMessageIter) -> [BusValue] {
        var values: [BusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != BusType.invalid {
            values.append(read(&iterator))
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    /// The value at `iterator`'s position. libdbus validated the message when it arrived, and
    /// its nesting is at most 64 containers deep, so the recursion is bounded.
    static func read(_ iterator: inout DBusMessageIter) -> BusValue {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case BusType.code("s"), BusType.code("o"), BusType.code("g"):
            var pointer: UnsafePointer<CChar>? = nil
            dbus_message_iter_get_basic(&iterator, &pointer)
            let text = pointer.map { String(cString: $0) } ?? ""
            if type == BusType.code("o") { return .objectPath(text) }
            return type == BusType.code("g") ? .signature(text) : .string(text)
        case BusType.code("b"):
            return .bool(basic(&iterator, dbus_bool_t(0)) != 0)
        case BusType.code("y"): return .byte(basic(&iterator, UInt8(0)))
        case BusType.code("n"): return .int16(basic(&iterator, Int16(0)))
        case BusType.code("q"): return .uint16(basic(&iterator, UInt16(0)))
        case BusType.code("i"): return .int32(basic(&iterator, Int32(0)))
        case BusType.code("u"): return .uint32(basic(&iterator, UInt32(0)))
        case BusType.code("x"): return .int64(basic(&iterator, Int64(0)))
        case BusType.code("t"): return .uint64(basic(&iterator, UInt64(0)))
        case BusType.code("d"): return .double(basic(&iterator, Double(0)))
        case BusType.array: return readArray(&iterator)
        case BusType.variant:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .variant(read(&inner))
        case BusType.structure:
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .structure(readAll(&inner))
        default:
            return .unsupported
        }
    }

    private static func basic<Value>(_ iterator: inout DBusMessageIter, _ initial: Value) -> Value {
        var value = initial
        withUnsafeMutablePointer(to: &value) { dbus_message_iter_get_basic(&iterator, $0) }
        return value
    }

    private static func readArray(_ iterator: inout DBusMessageIter) -> BusValue {
        let signature = Self.signature(of: &iterator)
        let element = String(signature.dropFirst())
        var inner = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &inner)
        guard dbus_message_iter_get_element_type(&iterator) == BusType.dictionaryEntry else {
            return .array(readAll(&inner), element: element)
        }
        var entries: [BusEntry] = []
        while dbus_message_iter_get_arg_type(&inner) == BusType.dictionaryEntry {
            var entry = DBusMessageIter()
            dbus_message_iter_recurse(&inner, &entry)
            let pair = readAll(&entry)
            if pair.count == 2 { entries.append(BusEntry(pair[0], pair[1])) }
            dbus_message_iter_next(&inner)
        }
        // "{sv}" into its key's and value's signatures: a key is always one basic type's letter.
        let body = element.dropFirst().dropLast()
        return .dictionary(entries, key: String(body.prefix(1)), value: String(body.dropFirst()))
    }

    private static func signature(of iterator: inout DBusMessageIter) -> String {
        guard let pointer = dbus_message_iter_get_signature(&iterator) else { return "" }
        defer { dbus_free(pointer) }
        return String(cString: pointer)
    }

    /// Appends the value at `iterator`'s position; false when libdbus refuses it (out of memory)
    /// or when it is not what D-Bus can carry: libdbus aborts the process on an invalid path or
    /// signature, or an item of another type than its array's, so those are refused here first.
    func append(to iterator: inout DBusMessageIter) -> Bool {
        guard isWellFormed else { return false }
        return switch self {
        case .string(let text): Self.appendText(text, type: BusType.code("s"), to: &iterator)
        case .objectPath(let text): Self.appendText(text, type: BusType.code("o"), to: &iterator)
        case .signature(let text): Self.appendText(text, type: BusType.code("g"), to: &iterator)
        case .bool(let value): Self.appendBasic(dbus_bool_t(value ? 1 : 0), type: BusType.code("b"), to: &iterator)
        case .byte(let value): Self.appendBasic(value, type: BusType.code("y"), to: &iterator)
        case .int16(let value): Self.appendBasic(value, type: BusType.code("n"), to: &iterator)
        case .uint16(let value): Self.appendBasic(value, type: BusType.code("q"), to: &iterator)
        case .int32(let value): Self.appendBasic(value, type: BusType.code("i"), to: &iterator)
        case .uint32(let value): Self.appendBasic(value, type: BusType.code("u"), to: &iterator)
        case .int64(let value): Self.appendBasic(value, type: BusType.code("x"), to: &iterator)
        case .uint64(let value): Self.appendBasic(value, type: BusType.code("t"), to: &iterator)
        case .double(let value): Self.appendBasic(value, type: BusType.code("d"), to: &iterator)
        case .array(let items, let element):
            Self.appendContainer(BusType.array, signature: element, to: &iterator) { inner in
                items.allSatisfy { $0.append(to: &inner) }
            }
        case .dictionary(let entries, let key, let value):
            Self.appendContainer(BusType.array, signature: "{" + key + value + "}", to: &iterator) { inner in
                entries.allSatisfy { entry in
                    Self.appendContainer(BusType.dictionaryEntry, signature: nil, to: &inner) { pair in
                        entry.key.append(to: &pair) && entry.value.append(to: &pair)
                    }
                }
            }
        case .structure(let fields):
            Self.appendContainer(BusType.structure, signature: nil, to: &iterator) { inner in
                fields.allSatisfy { $0.append(to: &inner) }
            }
        case .variant(let inner):
            Self.appendContainer(BusType.variant, signature: inner.signature, to: &iterator) { inner.append(to: &$0) }
        case .unsupported:
            false
        }
    }

    /// Whether libdbus takes this value as it is (see ``append(to:)``), containers checked all
    /// the way down.
    var isWellFormed: Bool {
        switch self {
        case .objectPath(let text): return Self.validates(text, dbus_validate_path)
        case .signature(let text): return Self.validates(text, dbus_signature_validate)
        case .array(let items, let element):
            return Self.validates(signature, dbus_signature_validate_single)
                && items.allSatisfy { $0.signature == element && $0.isWellFormed }
        case .dictionary(let entries, let key, let value):
            return Self.validates(signature, dbus_signature_validate_single)
                && entries.allSatisfy { entry in
                    entry.key.signature == key && entry.value.signature == value && entry.key.isWellFormed
                        && entry.value.isWellFormed
                }
        case .structure(let fields): return !fields.isEmpty && fields.allSatisfy(\.isWellFormed)
        case .variant(let inner): return inner.isWellFormed
        case .unsupported: return false
        default: return true
        }
    }

    /// Whether libdbus's `check` (one of its validators, which report rather than abort) takes `text`.
    static func validates(
        _ text: String, _ check: (UnsafePointer<CChar>?, UnsafeMutablePointer<DBusError>?) -> dbus_bool_t
    ) -> Bool {
        guard !text.utf8.contains(0) else { return false }
        return text.withCString { check($0, nil) != 0 }
    }

    private static func appendText(_ text: String, type: Int32, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { pointer in
            var address: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&iterator, type, &address) != 0
        }
    }

    private static func appendBasic<Value>(_ value: Value, type: Int32, to iterator: inout DBusMessageIter) -> Bool {
        var copy = value
        return withUnsafePointer(to: &copy) { dbus_message_iter_append_basic(&iterator, type, $0) != 0 }
    }

    private static func appendContainer(
        _ type: Int32, signature: String?, to iterator: inout DBusMessageIter,
        _ body: (inout DBusMessageIter) -> Bool
    ) -> Bool {
        var inner = DBusMessageIter()
        let opened: Bool
        if let signature {
            opened = signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &inner) != 0 }
        } else {
            opened = dbus_message_iter_open_container(&iterator, type, nil, &inner) != 0
        }
        guard opened else { return false }
        guard body(&inner) else {
            dbus_message_iter_abandon_container(&iterator, &inner)
            return false
        }
        return dbus_message_iter_close_container(&iterator, &inner) != 0
    }
}

extension BusValue {
    /// `values` written into a message and read back, as a call's arguments are sent and a
    /// reply's are read; nil when libdbus refuses to write them. No bus is involved.
    static func throughMessage(_ values: [BusValue]) -> [BusValue]? {
        guard let message = dbus_message_new_signal("/takt", "org.takt.Test", "Values") else { return nil }
        defer { dbus_message_unref(message) }
        var writer = DBusMessageIter()
        dbus_message_iter_init_append(message, &writer)
        for value in values where !value.append(to: &writer) { return nil }
        var reader = DBusMessageIter()
        guard dbus_message_iter_init(message, &reader) != 0 else { return [] }
        return readAll(&reader)
    }
}
