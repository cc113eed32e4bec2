import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// Damaged and hostile FIT input: a located, localized message, never a crash or a hang.
@Suite struct FITCorruptionTests {
    let catalog = ProgramFixtures.catalog

    private func valid() throws -> Data {
        let program = try InterchangeFixtures.bundled("tabata-four").program
        return FITWorkout.file(program, catalog: catalog, language: "en", created: Date(timeIntervalSince1970: 1e9))
    }

    private func failure(_ data: Data) -> FITError? {
        do {
            _ = try FITWorkout.read(data, id: "x", catalog: catalog)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyTruncationIsRefusedWithAnOffsetInsideTheFile() throws {
        let data = try valid()
        for length in 0..<data.count {
            let error = try #require(failure(data.prefix(length)), "a file cut to \(length) bytes was read")
            #expect((0...length).contains(error.offset))
            #expect([StringKey.fitErrorTruncated, .fitErrorCrc, .fitErrorNotFIT].contains(error.message.key))
        }
        #expect(failure(data.prefix(20))?.message.key == .fitErrorTruncated)
    }

    @Test func aWrongFileCRCIsFoundWhereTheCRCIs() throws {
        var bytes = [UInt8](try valid())
        bytes[bytes.count - 1] ^= 0xFF
        let error = try #require(failure(Data(bytes)))
        #expect(error.message.key == .fitErrorCrc)
        #expect(error.offset == bytes.count - 2)
        #expect(
            error.rendered(file: "w.fit", strings: ProgramFixtures.en)
                == "error: w.fit, byte \(bytes.count - 2): the file's checksum (CRC) is wrong; the file is damaged")
        #expect(
            error.rendered(file: "w.fit", strings: ProgramFixtures.de)
                == "Fehler: w.fit, Byte \(bytes.count - 2): die Prüfsumme (CRC) der Datei stimmt nicht; die Datei ist beschädigt"
        )
        // A flipped bit inside the records is caught by the same check.
        var inside = [UInt8](try valid())
        inside[40] ^= 0x01
        #expect(failure(Data(inside))?.message.key == .fitErrorCrc)
    }

    @Test func aWrongHeaderCRCIsFoundAtByte12() throws {
        var bytes = [UInt8](try valid())
        bytes[12] ^= 0x55
        let error = try #require(failure(Data(bytes)))
        #expect(error.message.key == .fitErrorHeaderCRC)
        #expect(error.offset == 12)
    }

    @Test func anActivityGivenAsAWorkoutIsNamed() throws {
        let activity = ActivityExport(
            start: Date(timeIntervalSince1970: 1e9), end: Date(timeIntervalSince1970: 1e9 + 60), timerSeconds: 60,
            kcal: 10, laps: [])
        let error = try #require(failure(activity.file()))
        #expect(error.message.key == .fitErrorActivityNotWorkout)
        // The file_id data message: after the header (14) and its definition (1 + 5 + 5 fields × 3).
        #expect(error.offset == 35)
        let course = try #require(failure(HandMadeFIT.otherToolsWorkout(fileType: 6)))
        #expect(course.message.key == .fitErrorNotWorkout)
        #expect(course.message.arguments["type"] == .int(6))
    }

    /// A count past takt's limits is refused where it stands, before anything is built for it.
    @Test func hugeCountsAreRefusedBeforeAnythingIsBuilt() throws {
        let repeated = try #require(failure(HandMadeFIT.otherToolsWorkout(repeatCount: 4_000_000_000)))
        #expect(repeated.message.key == .fitErrorRepeatCount)
        #expect(repeated.offset > 14)
        let many = try #require(failure(HandMadeFIT.otherToolsWorkout(stepCount: FITWorkout.maximumSteps + 5)))
        #expect(many.message.key == .fitErrorTooManySteps)
    }

    @Test func aDataSizeBeyondTheFileIsTruncationNotACrash() throws {
        var bytes = [UInt8](try valid())
        bytes[4] = 0xFF
        bytes[5] = 0xFF
        bytes[6] = 0xFF
        bytes[7] = 0xFF
        bytes[12] = 0
        bytes[13] = 0
        let error = try #require(failure(Data(bytes)))
        #expect(error.message.key == .fitErrorTruncated)
    }

    @Test func aDataMessageWithoutADefinitionIsLocated() throws {
        var fit = HandMadeFIT.Builder()
        fit.data(local: 4, [1, 2, 3])
        let error = try #require(failure(fit.file(headerSize: 14)))
        #expect(error.message.key == .fitErrorUndefined)
        #expect(error.offset == 14)
    }

    @Test func garbageIsRefused() throws {
        var random = SeededRandom(seed: 18)
        for length in [0, 1, 11, 12, 13, 14, 100, 5_000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let error = try #require(failure(Data(bytes)))
            #expect(error.offset <= length)
        }
        let text = try #require(failure(Data("id: tabata\ntitle: x\n".utf8)))
        #expect(text.message.key == .fitErrorNotFIT)
        #expect(text.offset == 8)
    }

    @Test func randomRecordsBehindAValidFrameNeverCrash() throws {
        var random = SeededRandom(seed: 1_818)
        for _ in 0..<300 {
            var fit = HandMadeFIT.Builder()
            let length = Int.random(in: 0...400, using: &random)
            fit.records = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            // Read or refused, either is fine; crashing or hanging is not.
            _ = failure(fit.file(headerSize: 14))
        }
        // Flipped bytes of a real workout with the CRC fixed up: still only ever an answer.
        let base = [UInt8](try valid())
        for _ in 0..<300 {
            var bytes = Array(base.dropLast(2))
            let index = Int.random(in: 14..<bytes.count, using: &random)
            bytes[index] = UInt8.random(in: 0...255, using: &random)
            let fixed = Data(bytes + HandMadeFIT.le16(FITCRC.checksum(bytes)))
            _ = failure(fixed)
        }
    }
}
