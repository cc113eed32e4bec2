import Foundation
import Testing

@testable import TaktCore

/// FIT workouts: the binary frame, every bundled program there and back, and a file made by
/// hand the way another tool would write it.
@Suite struct FITWorkoutTests {
    let catalog = ProgramFixtures.catalog
    let created = Date(timeIntervalSince1970: 1_763_900_000)

    @Test func crcIsTheFITProtocolsCRC16() {
        // The standard check value of CRC-16/ARC, the polynomial the FIT protocol uses.
        #expect(FITCRC.checksum(Array("123456789".utf8)) == 0xBB3D)
        #expect(FITCRC.checksum([UInt8]()) == 0)
    }

    @Test func headerHasSizeVersionsDataSizeSignatureAndItsCRC() throws {
        let program = try InterchangeFixtures.bundled("tabata-classic").program
        let bytes = [UInt8](FITWorkout.file(program, catalog: catalog, language: "en", created: created))
        #expect(bytes[0] == 14)
        #expect(bytes[1] == 0x20)
        #expect(UInt16(bytes[2]) | UInt16(bytes[3]) << 8 == 21_218)
        let dataSize = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        #expect(dataSize == bytes.count - 16)
        #expect(Array(bytes[8..<12]) == Array(".FIT".utf8))
        #expect(UInt16(bytes[12]) | UInt16(bytes[13]) << 8 == FITCRC.checksum(bytes[0..<12]))
        let fileCRC = UInt16(bytes[bytes.count - 2]) | UInt16(bytes[bytes.count - 1]) << 8
        #expect(fileCRC == FITCRC.checksum(bytes.dropLast(2)))
        // A whole file, CRC included, checks to zero: the protocol's own integrity test.
        #expect(FITCRC.checksum(bytes) == 0)
    }

    /// Scored programs go to FIT as FIT knows their formats and come back as the same blocks:
    /// format, cap, period, rounds, reps, ladder and death-by's start and step (block titles
    /// are lost, as for every FIT workout).
    @Test(arguments: InterchangeFixtures.scoredIDs)
    func scoredProgramsGoToFITAndBackWithTheirFormats(id: String) throws {
        let original = try InterchangeFixtures.bundled(id)
        let data = FITWorkout.file(original.program, catalog: catalog, language: "en", created: created)
        try InterchangeFixtures.writeArtifact(data, name: "workout-\(id).fit")
        let read = try FITWorkout.read(data, id: id, catalog: catalog)
        #expect(read.skipped.isEmpty)
        #expect(read.loaded.timeline.meaning == original.timeline.meaning)
        var untitled = original.program
        untitled.blocks = untitled.blocks.map { block in
            var block = block
            block.title = nil
            return block
        }
        #expect(read.loaded.program.blocks.map(ScoredShape.init) == untitled.blocks.map(ScoredShape.init))
        #expect(try WatchRun.shape(data) == original.timeline.watchShape)
    }

    @Test(arguments: InterchangeFixtures.intervalIDs)
    func everyBundledProgramGoesToFITAndBackWithTheSameTimeline(id: String) throws {
        let original = try InterchangeFixtures.bundled(id)
        let data = FITWorkout.file(original.program, catalog: catalog, language: "en", created: created)
        try InterchangeFixtures.writeArtifact(data, name: "workout-\(id).fit")
        let read = try FITWorkout.read(data, id: id, catalog: catalog)
        #expect(read.skipped.isEmpty)
        #expect(read.loaded.timeline.meaning == original.timeline.meaning)
        #expect(read.loaded.program.title.resolved(for: "en") == original.program.title.resolved(for: "en"))

        // Rounds are repeat steps, not copies: one repeat per block of several rounds, and
        // never more steps than the program has phases.
        let steps = try FITReader.messages(data).filter { $0.global == FITProfile.Message.workoutStep }
        let repeats = steps.filter {
            $0.unsigned(FITProfile.Step.durationType) == UInt32(FITProfile.Step.durationRepeatUntilStepsComplete)
        }
        let blocksWithRounds = original.program.blocks.filter { $0.rounds > 1 }
        #expect(repeats.count == blocksWithRounds.count)
        // A block whose last round has no rest in the timeline writes that round after its
        // repeat (FITWatchRunTests): one round fewer in the repeat.
        for (step, block) in zip(repeats, blocksWithRounds) {
            #expect(
                [UInt32(block.rounds), UInt32(block.rounds - 1)].contains(step.unsigned(FITProfile.Step.targetValue)))
        }
        #expect(steps.count <= original.timeline.phases.count + 1)
        // And back again to FIT gives the same steps.
        let again = FITWorkout.file(read.loaded.program, catalog: catalog, language: "en", created: created)
        #expect(
            try FITReader.messages(again).filter { $0.global == FITProfile.Message.workoutStep }.count == steps.count)
    }

    @Test func stepsCarryNamesNotesIntensitiesAndTheWorkoutSportHIIT() throws {
        let program = try InterchangeFixtures.bundled("seven-minute").program
        let messages = try FITReader.messages(
            FITWorkout.file(program, catalog: catalog, language: "de", created: created))
        let fileID = try #require(messages.first)
        #expect(fileID.global == FITProfile.Message.fileID)
        #expect(fileID.unsigned(FITProfile.FileID.type) == 5)
        let workout = try #require(messages.first { $0.global == FITProfile.Message.workout })
        #expect(workout.unsigned(FITProfile.Workout.sport) == 62)
        #expect(workout.string(FITProfile.Workout.name) == "Das 7-Minuten-Training")
        let steps = messages.filter { $0.global == FITProfile.Message.workoutStep }
        #expect(workout.unsigned(FITProfile.Workout.numValidSteps) == UInt32(steps.count))
        #expect(steps.map { $0.unsigned(FITProfile.Common.messageIndex) } == (0..<steps.count).map { UInt32($0) })
        #expect(steps[0].unsigned(FITProfile.Step.intensity) == 2)
        #expect(steps[1].string(FITProfile.Step.name) == "Hampelmann")
        #expect(steps[1].string(FITProfile.Step.notes) == "jumping-jacks")
        #expect(steps[1].unsigned(FITProfile.Step.durationValue) == 30_000)
        #expect(steps[2].unsigned(FITProfile.Step.intensity) == 1)
        #expect(steps.contains { $0.string(FITProfile.Step.notes) == "Triceps dips on a chair (MET 3.8)" })
    }

    @Test func openSetsAreRepsSteps() throws {
        let program = try InterchangeFixtures.bundled("strength-circuit").program
        let steps = try FITReader.messages(FITWorkout.file(program, catalog: catalog, language: "en", created: created))
            .filter { $0.global == FITProfile.Message.workoutStep }
        let reps = steps.filter { $0.unsigned(FITProfile.Step.durationType) == 29 }
        #expect(reps.map { $0.unsigned(FITProfile.Step.durationValue) } == [12, 10])
    }

    @Test func aWorkoutAnotherToolWroteIsRead() throws {
        let read = try FITWorkout.read(HandMadeFIT.otherToolsWorkout(), id: "intervals", catalog: catalog)
        let program = read.loaded.program
        #expect(program.title.resolved(for: "en") == "Intervals")
        #expect(program.getReady == 0)
        #expect(program.blocks.map(\.rounds) == [1, 4, 1])
        #expect(
            read.loaded.timeline.shape == ["W300"] + Array(repeating: ["W30", "R15"], count: 4).flatMap { $0 } + [
                "W20x", "W1x",
            ])
        let names = read.loaded.timeline.phases.compactMap { $0.activity?.name.resolved(for: "en") }
        #expect(names.first == "Warm up")
        #expect(names.contains("Jump squats"))
        #expect(read.loaded.timeline.phases.contains { $0.activity?.key == "plank" && $0.reps == 20 })
        #expect(read.loaded.timeline.phases.last?.activity?.name.resolved(for: "en") == "Cool down")
        // The distance step cannot be timed: left out, and said so with where it was.
        #expect(read.skipped.count == 1)
        #expect(read.skipped.first?.step == 6)
        #expect(read.skipped.first?.reason.key == .fitSkipDuration)
        #expect(
            read.skipped.first?.text(ProgramFixtures.en).hasPrefix("step 6 (byte ") == true)
    }

    @Test func aYAMLWrittenFromAFITWorkoutValidates() throws {
        let read = try FITWorkout.read(HandMadeFIT.otherToolsWorkout(), id: "intervals", catalog: catalog)
        let yaml = ProgramDocument.yaml(read.loaded.program)
        let loaded = try ProgramFixtures.load(yaml, file: "intervals.yaml").get()
        #expect(loaded.timeline == read.loaded.timeline)
        let json = ProgramDocument.json(read.loaded.program)
        #expect(try ProgramFixtures.load(json, file: "intervals.json").get().timeline == read.loaded.timeline)
    }

    @Test(arguments: InterchangeFixtures.bundledIDs)
    func everyBundledProgramWrittenAsYAMLLoadsToTheSameProgram(id: String) throws {
        let original = try InterchangeFixtures.bundled(id)
        let yaml = try ProgramFixtures.load(ProgramDocument.yaml(original.program), file: id + ".yaml").get()
        #expect(yaml.program == original.program)
        let json = try ProgramFixtures.load(ProgramDocument.json(original.program), file: id + ".json").get()
        #expect(json.program == original.program)
    }
}

/// What of a block FIT must carry: everything but how its exercises were spelled.
struct ScoredShape: Hashable {
    var format: Program.Format
    var rounds: Int
    var cap: Int?
    var every: Int?
    var start: Int?
    var step: Int?
    var ladder: [Int]
    var restAfter: Int?
    var tasks: [String]

    init(_ block: Program.Block) {
        format = block.format
        rounds = block.rounds
        cap = block.cap
        every = block.format == .emom || block.format == .deathBy ? block.period : nil
        start = block.format == .deathBy ? block.start ?? 1 : nil
        step = block.format == .deathBy ? block.step ?? 1 : nil
        ladder = block.ladder.reps
        restAfter = block.restAfter
        tasks = block.exercises.map { "\($0.reps ?? block.reps ?? 0) \($0.key ?? "-")" }
    }
}

/// FIT files written byte by byte from the profile, as another tool (or a damaged disk) would.
enum HandMadeFIT {
    struct Builder {
        var records: [UInt8] = []

        mutating func define(
            local: UInt8, global: UInt16, bigEndian: Bool = false, fields: [(UInt8, UInt8, UInt8)],
            developer: [(UInt8, UInt8, UInt8)] = []
        ) {
            records.append(0x40 | (developer.isEmpty ? 0 : 0x20) | local)
            records += [0, bigEndian ? 1 : 0]
            records +=
                bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
            records.append(UInt8(fields.count))
            for field in fields { records += [field.0, field.1, field.2] }
            if !developer.isEmpty {
                records.append(UInt8(developer.count))
                for field in developer { records += [field.0, field.1, field.2] }
            }
        }

        mutating func data(local: UInt8, _ bytes: [UInt8]) {
            records.append(local)
            records += bytes
        }

        /// A 12-byte header (no header CRC, as older tools write) or the 14-byte one.
        func file(headerSize: Int = 12) -> Data {
            var header: [UInt8] = [UInt8(headerSize), 0x10, 0x6C, 0x08]
            header += le32(UInt32(records.count)) + Array(".FIT".utf8)
            if headerSize == 14 { header += le16(FITCRC.checksum(header)) }
            let body = header + records
            return Data(body + le16(FITCRC.checksum(body)))
        }
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    static func text(_ text: String, size: Int) -> [UInt8] {
        let bytes = Array(text.utf8.prefix(size - 1))
        return bytes + Array(repeating: 0, count: size - bytes.count)
    }

    /// A workout with what other tools add: unknown fields and messages, a big-endian
    /// definition, developer fields, a compressed timestamp, a distance step takt cannot time.
    static func otherToolsWorkout(fileType: UInt8 = 5, repeatCount: UInt32 = 4, stepCount: Int? = nil) -> Data {
        var fit = Builder()
        fit.define(local: 0, global: 0, fields: [(0, 1, 0), (1, 2, 0x84), (2, 2, 0x84), (4, 4, 0x86), (99, 1, 0x02)])
        fit.data(local: 0, [fileType] + le16(1) + le16(1234) + le32(1_100_000_000) + [7])
        // file_creator and a manufacturer-specific message: takt knows neither and skips them.
        fit.define(local: 1, global: 49, fields: [(0, 2, 0x84)])
        fit.data(local: 1, le16(2_100))
        fit.define(local: 1, global: 0xFF01, fields: [(0, 3, 0x0D)])
        fit.data(local: 1, [1, 2, 3])
        // The workout from a big-endian writer, with a field of a later profile.
        fit.define(
            local: 1, global: 26, bigEndian: true, fields: [(8, 16, 0x07), (4, 1, 0x00), (6, 2, 0x84), (200, 4, 0x86)])
        fit.data(local: 1, text("Intervals", size: 16) + [62] + [0, 6] + [0, 0, 0, 1])
        // A record with a compressed timestamp header (local type 3, offset 5).
        fit.define(local: 3, global: 20, fields: [(3, 1, 0x02)])
        fit.records += [0x80 | (3 << 5) | 5, 120]
        fit.define(
            local: 2, global: 27,
            fields: [
                (254, 2, 0x84), (0, 16, 0x07), (1, 1, 0x00), (2, 4, 0x86), (3, 1, 0x00), (4, 4, 0x86), (7, 1, 0x00),
                (8, 16, 0x07), (10, 2, 0x84),
            ],
            developer: [(0, 2, 0)])
        func step(
            _ index: Int, _ name: String, _ type: UInt8, _ value: UInt32, _ target: UInt32, _ intensity: UInt8,
            _ notes: String
        ) {
            fit.data(
                local: 2,
                le16(UInt16(index)) + text(name, size: 16) + [type] + le32(value) + [2] + le32(target) + [intensity]
                    + text(notes, size: 16) + le16(0xFFFF) + [0xAB, 0xCD])
        }
        let count = stepCount ?? 7
        step(0, "Warm up", 0, 300_000, 0, 2, "easy jog")
        step(1, "Jump squats", 0, 30_000, 0, 0, "")
        step(2, "Rest", 0, 15_000, 0, 1, "")
        step(3, "", 6, 1, repeatCount, 0xFF, "")
        step(4, "Plank hold", 29, 20, 0, 0, "plank")
        step(5, "Run 1 km", 1, 100_000, 0, 0, "")
        step(6, "Cool down", 5, 0xFFFF_FFFF, 0, 3, "")
        for index in 7..<max(count, 7) {
            step(index, "Extra", 0, 10_000, 0, 0, "")
        }
        return fit.file()
    }
}
