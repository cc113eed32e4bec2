import Foundation

/// A FIT message to write: its global number and its fields in the order given.
public struct FITMessage: Sendable, Hashable {
    public var global: UInt16
    public var fields: [FITField]

    public init(_ global: UInt16, _ fields: [FITField]) {
        self.global = global
        self.fields = fields
    }
}

/// One field value with the base type it is written as.
public struct FITField: Sendable, Hashable {
    public var number: UInt8
    public var baseType: UInt8
    /// The value's bytes, little-endian.
    public var bytes: [UInt8]

    public static func enumeration(_ number: UInt8, _ value: UInt8) -> FITField {
        FITField(number: number, baseType: FITProfile.BaseType.enumeration, bytes: [value])
    }

    public static func uint8(_ number: UInt8, _ value: UInt8) -> FITField {
        FITField(number: number, baseType: FITProfile.BaseType.uint8, bytes: [value])
    }

    public static func uint16(_ number: UInt8, _ value: UInt16) -> FITField {
        FITField(number: number, baseType: FITProfile.BaseType.uint16, bytes: littleEndian(UInt32(value), count: 2))
    }

    public static func uint32(_ number: UInt8, _ value: UInt32) -> FITField {
        FITField(number: number, baseType: FITProfile.BaseType.uint32, bytes: littleEndian(value, count: 4))
    }

    public static func uint32z(_ number: UInt8, _ value: UInt32) -> FITField {
        FITField(number: number, baseType: FITProfile.BaseType.uint32z, bytes: littleEndian(value, count: 4))
    }

    /// A date as seconds since the FIT epoch.
    public static func time(_ number: UInt8, _ date: Date) -> FITField {
        let seconds = date.timeIntervalSince1970 - FITProfile.epochOffset
        return uint32(number, UInt32(clamping: Int64(max(0, seconds.rounded(.down)))))
    }

    /// Seconds as the profile's `uint32` with scale 1000 (milliseconds).
    public static func seconds(_ number: UInt8, _ seconds: Double) -> FITField {
        uint32(number, UInt32(clamping: Int64(max(0, (seconds * 1000).rounded()))))
    }

    /// A NUL-terminated UTF-8 string, cut at a character boundary to fit a field's 255 bytes.
    public static func string(_ number: UInt8, _ text: String) -> FITField {
        var bytes: [UInt8] = []
        for character in text {
            let utf8 = Array(String(character).utf8)
            if bytes.count + utf8.count > 254 { break }
            bytes += utf8
        }
        return FITField(number: number, baseType: FITProfile.BaseType.string, bytes: bytes + [0])
    }

    static func littleEndian(_ value: UInt32, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
    }
}

/// Writes FIT files: the 14-byte header with its CRC, definition and data messages, the file CRC.
///
/// Each distinct message layout gets a local message type; a layout seen before reuses its
/// definition, so a workout of many alike steps stays small.
public enum FITWriter {
    public static func file(_ messages: [FITMessage]) -> Data {
        var records: [UInt8] = []
        var locals: [[UInt8]: UInt8] = [:]
        var nextLocal: UInt8 = 0
        for message in messages {
            let definition = definitionContent(message)
            let local: UInt8
            if let known = locals[definition] {
                local = known
            } else {
                // Sixteen local types; a seventeenth layout takes over the oldest slot.
                local = nextLocal % 16
                locals = locals.filter { $0.value != local }
                locals[definition] = local
                nextLocal &+= 1
                records.append(0x40 | local)
                records += definition
            }
            records.append(local)
            for field in message.fields {
                records += field.bytes
            }
        }
        var header: [UInt8] = [14, FITProfile.protocolVersion]
        header += FITField.littleEndian(UInt32(FITProfile.version), count: 2)
        header += FITField.littleEndian(UInt32(records.count), count: 4)
        header += Array(".FIT".utf8)
        header += FITField.littleEndian(UInt32(FITCRC.checksum(header)), count: 2)
        var bytes = header + records
        bytes += FITField.littleEndian(UInt32(FITCRC.checksum(bytes)), count: 2)
        return Data(bytes)
    }

    /// Reserved byte, little-endian architecture, global number, then number/size/type per field.
    private static func definitionContent(_ message: FITMessage) -> [UInt8] {
        var bytes: [UInt8] = [0, 0]
        bytes += FITField.littleEndian(UInt32(message.global), count: 2)
        bytes.append(UInt8(message.fields.count))
        for field in message.fields {
            bytes += [field.number, UInt8(field.bytes.count), field.baseType]
        }
        return bytes
    }
}

/// The FIT protocol's CRC-16 (polynomial 0x8005 reflected, 0xA001; initial value 0), the
/// check the header's last two bytes and the file's last two bytes carry.
public enum FITCRC {
    public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt16 where Bytes.Element == UInt8 {
        var crc: UInt16 = 0
        for byte in bytes {
            crc ^= UInt16(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xA001 : crc >> 1
            }
        }
        return crc
    }
}
