import Foundation

/// A FIT file that cannot be read: what is wrong and the byte offset where it was found.
public struct FITError: Error, Sendable, Hashable {
    public var offset: Int
    public var message: Diagnostic.Message

    public init(offset: Int, _ key: StringKey, _ arguments: [String: StringArgument] = [:]) {
        self.offset = offset
        message = Diagnostic.Message(key, arguments)
    }

    /// `error: workout.fit, byte 14: …` in the language of `strings`.
    public func rendered(file: String, strings: Strings) -> String {
        strings(
            .cliErrorPrefix,
            [
                "message": .text(
                    strings(
                        .fitErrorAt,
                        [
                            "file": .text(TerminalText.sanitize(file)), "offset": .int(offset),
                            "message": .text(strings(message.key, message.arguments)),
                        ]))
            ])
    }
}

/// One decoded data message: its global number, where it began, and its raw field values.
public struct FITDecodedMessage: Sendable {
    public var global: UInt16
    public var offset: Int
    /// Field number → the field's bytes, little-endian, with its base type.
    public var fields: [UInt8: (baseType: UInt8, bytes: [UInt8])]

    /// An unsigned integer field, `nil` when absent or holding the base type's "invalid" value.
    public func unsigned(_ number: UInt8) -> UInt32? {
        guard let field = fields[number], !field.bytes.isEmpty, field.bytes.count <= 4 else { return nil }
        var value: UInt32 = 0
        for (index, byte) in field.bytes.enumerated() {
            value |= UInt32(byte) << (8 * UInt32(index))
        }
        let invalid: UInt32 =
            switch field.bytes.count {
            case 1: 0xFF
            case 2: 0xFFFF
            default: 0xFFFF_FFFF
            }
        // The "z" types (0x0A, 0x8B, 0x8C) mark invalid with 0 instead.
        let zeroInvalid = [0x0A, 0x8B, 0x8C].contains(field.baseType)
        return (value == invalid && !zeroInvalid) || (value == 0 && zeroInvalid) ? nil : value
    }

    /// A string field up to its first NUL; `nil` when absent or empty.
    public func string(_ number: UInt8) -> String? {
        guard let field = fields[number] else { return nil }
        let bytes = field.bytes.prefix { $0 != 0 }
        let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        return text.isEmpty ? nil : TerminalText.sanitize(text)
    }
}

/// Reads the messages of a FIT file, checking its header and CRCs first.
///
/// Every length is checked against the bytes that are there, so a truncated, corrupt or
/// hostile file gives a ``FITError`` with the offset, never a crash; the work is bounded by
/// the file's size. Developer fields and fields or messages takt does not know are skipped.
public enum FITReader {
    /// Larger files are refused before they are read: a workout is a few kilobytes.
    public static let maximumBytes = 16 << 20

    public static func messages(_ file: Data) throws(FITError) -> [FITDecodedMessage] {
        let bytes = [UInt8](file)
        let (headerSize, dataEnd) = try header(bytes)
        var cursor = Cursor(bytes: bytes, position: headerSize, end: dataEnd)
        var definitions: [UInt8: Definition] = [:]
        var messages: [FITDecodedMessage] = []
        while cursor.position < dataEnd {
            let recordStart = cursor.position
            let recordHeader = try cursor.byte()
            if recordHeader & 0x80 != 0 {
                // Compressed timestamp header: local type in bits 5-6, a data message follows.
                let local = (recordHeader >> 5) & 0x03
                messages.append(try dataMessage(of: local, at: recordStart, definitions: definitions, cursor: &cursor))
            } else if recordHeader & 0x40 != 0 {
                definitions[recordHeader & 0x0F] = try definition(
                    hasDeveloperFields: recordHeader & 0x20 != 0, cursor: &cursor)
            } else {
                messages.append(
                    try dataMessage(of: recordHeader & 0x0F, at: recordStart, definitions: definitions, cursor: &cursor)
                )
            }
        }
        return messages
    }

    /// The header's size and where the records end, after checking both CRCs.
    private static func header(_ bytes: [UInt8]) throws(FITError) -> (size: Int, dataEnd: Int) {
        guard bytes.count <= maximumBytes else {
            throw FITError(offset: 0, .fitErrorTooLarge, ["max": .int(maximumBytes)])
        }
        guard bytes.count >= 12 else { throw FITError(offset: bytes.count, .fitErrorTruncated) }
        guard Array(bytes[8..<12]) == Array(".FIT".utf8) else { throw FITError(offset: 8, .fitErrorNotFIT) }
        let size = Int(bytes[0])
        guard size == 12 || size == 14 else { throw FITError(offset: 0, .fitErrorHeader) }
        guard bytes.count >= size else { throw FITError(offset: bytes.count, .fitErrorTruncated) }
        if size == 14 {
            let stored = UInt16(bytes[12]) | UInt16(bytes[13]) << 8
            // A header CRC of 0 means "not computed" in the protocol.
            if stored != 0, stored != FITCRC.checksum(bytes[0..<12]) {
                throw FITError(offset: 12, .fitErrorHeaderCRC)
            }
        }
        let dataSize = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        let dataEnd = size + dataSize
        guard dataEnd + 2 <= bytes.count else { throw FITError(offset: bytes.count, .fitErrorTruncated) }
        let stored = UInt16(bytes[dataEnd]) | UInt16(bytes[dataEnd + 1]) << 8
        guard stored == FITCRC.checksum(bytes[0..<dataEnd]) else {
            throw FITError(offset: dataEnd, .fitErrorCrc)
        }
        return (size, dataEnd)
    }

    private struct Definition {
        var global: UInt16
        var bigEndian: Bool
        var fields: [(number: UInt8, size: Int, baseType: UInt8)]
        var developerBytes: Int
    }

    private static func definition(hasDeveloperFields: Bool, cursor: inout Cursor) throws(FITError) -> Definition {
        _ = try cursor.byte()
        let architecture = try cursor.byte()
        let low = try cursor.byte()
        let high = try cursor.byte()
        let bigEndian = architecture == 1
        let global = bigEndian ? UInt16(low) << 8 | UInt16(high) : UInt16(high) << 8 | UInt16(low)
        let count = Int(try cursor.byte())
        var fields: [(number: UInt8, size: Int, baseType: UInt8)] = []
        for _ in 0..<count {
            fields.append((try cursor.byte(), Int(try cursor.byte()), try cursor.byte()))
        }
        var developerBytes = 0
        if hasDeveloperFields {
            let developerCount = Int(try cursor.byte())
            for _ in 0..<developerCount {
                _ = try cursor.byte()
                developerBytes += Int(try cursor.byte())
                _ = try cursor.byte()
            }
        }
        return Definition(global: global, bigEndian: bigEndian, fields: fields, developerBytes: developerBytes)
    }

    private static func dataMessage(
        of local: UInt8, at start: Int, definitions: [UInt8: Definition], cursor: inout Cursor
    ) throws(FITError) -> FITDecodedMessage {
        guard let definition = definitions[local] else {
            throw FITError(offset: start, .fitErrorUndefined, ["local": .int(Int(local))])
        }
        var fields: [UInt8: (baseType: UInt8, bytes: [UInt8])] = [:]
        for field in definition.fields {
            var value = try cursor.take(field.size)
            // Multi-byte numbers from a big-endian writer; strings and byte arrays stay as they are.
            if definition.bigEndian, field.baseType & 0x80 != 0 {
                value.reverse()
            }
            fields[field.number] = (field.baseType, value)
        }
        _ = try cursor.take(definition.developerBytes)
        return FITDecodedMessage(global: definition.global, offset: start, fields: fields)
    }

    /// Reads forward through the records, never past their end.
    private struct Cursor {
        let bytes: [UInt8]
        var position: Int
        let end: Int

        mutating func byte() throws(FITError) -> UInt8 {
            guard position < end else { throw FITError(offset: position, .fitErrorTruncated) }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func take(_ count: Int) throws(FITError) -> [UInt8] {
            guard count <= end - position else { throw FITError(offset: position, .fitErrorTruncated) }
            defer { position += count }
            return Array(bytes[position..<(position + count)])
        }
    }
}
