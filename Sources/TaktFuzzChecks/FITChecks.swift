import Foundation
import TaktCore

extension FuzzTarget {
    public static let fitWorkout = FuzzTarget(
        name: "fit-workout",
        summary: "FIT workout reader (header, records, steps to a program); writer round trip"
    ) { data in
        var promises = Promises()
        for bytes in FITChecks.candidates(data) { FITChecks.workout(bytes, &promises) }
        return promises.broken
    }

    public static let fitActivity = FuzzTarget(
        name: "fit-activity",
        summary: "FIT record reader on any file, activities too; messages rewritten and read back"
    ) { data in
        var promises = Promises()
        for bytes in FITChecks.candidates(data) { FITChecks.messages(bytes, &promises) }
        return promises.broken
    }
}

enum FITChecks {
    /// The input, and the same bytes with their CRCs made right: a mutated file almost never
    /// has a valid CRC, and the records behind the check are where the reading happens.
    static func candidates(_ data: Data) -> [Data] {
        var bytes = [UInt8](data)
        guard bytes.count >= 12 else { return [data] }
        let size = Int(bytes[0])
        guard size == 12 || size == 14, bytes.count >= size else { return [data] }
        if size == 14 {
            let crc = FITCRC.checksum(bytes[0..<12])
            bytes[12] = UInt8(crc & 0xFF)
            bytes[13] = UInt8(crc >> 8)
        }
        let dataSize = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        let dataEnd = size + dataSize
        if dataEnd + 2 <= bytes.count {
            let crc = FITCRC.checksum(bytes[0..<dataEnd])
            bytes[dataEnd] = UInt8(crc & 0xFF)
            bytes[dataEnd + 1] = UInt8(crc >> 8)
        }
        let fixed = Data(bytes)
        return fixed == data ? [data] : [data, fixed]
    }

    static let created = Date(timeIntervalSince1970: 1_700_000_000)

    /// A workout reads to a program that compiles, or is refused at an offset inside the file;
    /// what it read, written as a workout and read again, means the same phases.
    static func workout(_ data: Data, _ promises: inout Promises) {
        let read: FITWorkout.Read
        do {
            read = try FITWorkout.read(data, id: "fuzz", catalog: Shared.catalog)
        } catch {
            refused(error, data, &promises)
            return
        }
        for skipped in read.skipped {
            promises.expectMessage(skipped.text, "skipped step")
        }
        let written = FITWorkout.file(read.loaded.program, catalog: Shared.catalog, language: "en", created: created)
        do {
            let back = try FITWorkout.read(written, id: "fuzz", catalog: Shared.catalog)
            promises.expect(back.skipped.isEmpty, "round trip: the written workout has skipped steps")
            promises.expect(
                PhaseMeaning.of(back.loaded.timeline) == PhaseMeaning.of(read.loaded.timeline),
                "round trip: the written workout reads back to other phases")
        } catch {
            promises.expect(false, "round trip: the written workout is refused: \(error.message.key.rawValue)")
        }
    }

    /// Any FIT file decodes to messages or is refused at an offset inside it; the messages,
    /// written again, decode to the same messages; an activity is refused as a workout by name.
    static func messages(_ data: Data, _ promises: inout Promises) {
        let messages: [FITDecodedMessage]
        do {
            messages = try FITReader.messages(data)
        } catch {
            refused(error, data, &promises)
            return
        }
        let written = FITWriter.file(messages.map(message(from:)))
        do {
            let back = try FITReader.messages(written)
            promises.expect(
                back.map(Content.init) == messages.map(Content.init),
                "round trip: written messages decode to other messages")
        } catch {
            promises.expect(false, "round trip: written messages are refused: \(error.message.key.rawValue)")
        }
        let fileType = messages.first { $0.global == FITProfile.Message.fileID }?.unsigned(FITProfile.FileID.type)
        if fileType == UInt32(FITProfile.FileID.typeActivity) {
            do {
                _ = try FITWorkout.read(data, id: "fuzz", catalog: Shared.catalog)
                promises.expect(false, "an activity file was read as a workout")
            } catch {
                promises.expect(
                    error.message.key == .fitErrorActivityNotWorkout,
                    "an activity file is refused as '\(error.message.key.rawValue)', not as an activity")
            }
        }
    }

    static func refused(_ error: FITError, _ data: Data, _ promises: inout Promises) {
        promises.expect(
            error.offset >= 0 && error.offset <= data.count, "refused at offset \(error.offset) outside the file")
        promises.expectMessage({ error.rendered(file: "fuzz.fit", strings: $0) }, "FIT error")
    }

    /// A decoded message as the writer takes it: the same fields, bytes and base types.
    static func message(from decoded: FITDecodedMessage) -> FITMessage {
        let fields = decoded.fields.keys.sorted().compactMap { number -> FITField? in
            guard let value = decoded.fields[number] else { return nil }
            var field = FITField.uint8(number, 0)
            field.baseType = value.baseType
            field.bytes = value.bytes
            return field
        }
        return FITMessage(decoded.global, fields)
    }

    /// What two decodings must agree on; offsets differ, since the writer lays records out anew.
    struct Content: Equatable {
        var global: UInt16
        var fields: [UInt8: [UInt8]]
        var baseTypes: [UInt8: UInt8]

        init(_ message: FITDecodedMessage) {
            global = message.global
            fields = message.fields.mapValues(\.bytes)
            baseTypes = message.fields.mapValues(\.baseType)
        }
    }
}
