import Foundation
import Testing

@testable import TaktCore

/// What a watch runs from a FIT workout: its steps in order, repeats expanded the way the
/// profile defines them. A workout is exact when this is the program's timeline.
enum WatchRun {
    /// "G10" warm-up, "W20" timed work, "W12x" reps, "R10" rest or recovery (a 0 s step is
    /// never run), "T720" an `repeat_until_time` window of its steps.
    static func shape(_ data: Data) throws -> [String] {
        let steps = try FITReader.messages(data).filter { $0.global == FITProfile.Message.workoutStep }
        var shape: [String] = []
        // Where each step's output starts, to fold a repeat_until_time window into one entry.
        var starts: [Int: Int] = [:]
        var done: [Int: Int] = [:]
        var index = 0
        var guardCount = 0
        while index < steps.count, guardCount < 100_000 {
            guardCount += 1
            let step = steps[index]
            let type = step.unsigned(FITProfile.Step.durationType).map { UInt8($0) }
            let value = step.unsigned(FITProfile.Step.durationValue) ?? 0
            if starts[index] == nil { starts[index] = shape.count }
            switch type {
            case FITProfile.Step.durationRepeatUntilStepsComplete:
                done[index, default: 0] += 1
                if done[index, default: 0] < Int(step.unsigned(FITProfile.Step.targetValue) ?? 0) {
                    index = Int(value)
                    continue
                }
                done[index] = 0
            case FITProfile.Step.durationRepeatUntilTime:
                let from = starts[Int(value)] ?? shape.count
                shape.removeLast(shape.count - from)
                shape.append("T" + String((step.unsigned(FITProfile.Step.targetValue) ?? 0) / 1000))
            default:
                let intensity = step.unsigned(FITProfile.Step.intensity).map { UInt8($0) }
                let letter: String
                switch intensity {
                case FITProfile.Intensity.warmup: letter = "G"
                case FITProfile.Intensity.rest, FITProfile.Intensity.recovery: letter = "R"
                default: letter = "W"
                }
                if type == FITProfile.Step.durationReps {
                    shape.append(letter + String(value) + "x")
                } else if type == FITProfile.Step.durationOpen {
                    shape.append(letter + "1x")
                } else if value > 0 {
                    shape.append(letter + String(value / 1000))
                }
            }
            index += 1
        }
        return shape
    }
}

extension Timeline {
    /// The timeline as ``WatchRun`` pictures a workout: an emom or death-by period is a timed
    /// step, an amrap its cap, a for-time block the reps of every round.
    var watchShape: [String] {
        phases.flatMap { phase -> [String] in
            switch phase.kind {
            case .getReady: ["G" + String(phase.seconds ?? 0)]
            case .work: [phase.seconds.map { "W" + String($0) } ?? "W" + String(phase.reps ?? 0) + "x"]
            case .rest: ["R" + String(phase.seconds ?? 0)]
            case .emom, .deathBy: ["W" + String(phase.seconds ?? 0)]
            case .amrap: ["T" + String(phase.seconds ?? 0)]
            case .forTime: phase.tasks.map { "W" + String($0.reps) + "x" }
            case .inhale, .hold, .exhale: ["B" + String(phase.seconds ?? 0)]
            case .meditation, .reflection: ["M" + String(phase.seconds ?? 0)]
            }
        }
    }
}

/// A watch must run what takt's timeline runs, no more: no rest gained after a repeated
/// block's last round, in every bundled program.
@Suite struct FITWatchRunTests {
    let catalog = ProgramFixtures.catalog
    let created = Date(timeIntervalSince1970: 1_763_900_000)

    /// tabata-four has 60 s between its blocks of 8 × 20/10; a repeat of all 8 rounds then a
    /// 60 s recovery step made a watch rest 10 + 60 s.
    @Test func tabataFourRestsSixtySecondsBetweenBlocksNotSeventy() throws {
        let loaded = try InterchangeFixtures.bundled("tabata-four")
        let data = FITWorkout.file(loaded.program, catalog: catalog, language: "en", created: created)
        let run = try WatchRun.shape(data)
        #expect(run == loaded.timeline.watchShape)
        // Between two work steps only one rest: the 60 s one.
        let pairs = zip(run, run.dropFirst()).filter { $0.0.hasPrefix("R") && $0.1.hasPrefix("R") }
        #expect(pairs.isEmpty)
        #expect(run.filter { $0 == "R60" }.count == 3)
        #expect(run.last == "W20")
    }

    @Test(arguments: InterchangeFixtures.intervalIDs)
    func aWatchRunsTheTimelineOfEveryIntervalsProgram(id: String) throws {
        let loaded = try InterchangeFixtures.bundled(id)
        let data = FITWorkout.file(loaded.program, catalog: catalog, language: "en", created: created)
        #expect(try WatchRun.shape(data) == loaded.timeline.watchShape)
    }

    /// Blocks of 2 rounds, restAfter 0 and a last block whose trailing rest the timeline drops:
    /// each written apart from its repeat, and each read back as the block it was.
    @Test func lastRoundsWrittenApartReadBackAsTheirBlocks() throws {
        let yaml = """
            id: peel
            title: Peel
            getReady: 0
            blocks:
              - {rounds: 2, restAfter: 30, work: 20, rest: 10, exercises: [{exercise: burpees}]}
              - {rounds: 3, restAfter: 0, work: 20, rest: 10, exercises: [{exercise: squats}, {exercise: lunges}]}
              - {rounds: 2, work: 15, rest: 5, exercises: [{exercise: plank}]}
              - {rounds: 4, work: 30, rest: 15, exercises: [{exercise: burpees}]}
            """
        let loaded = try ProgramFixtures.load(yaml, file: "peel.yaml").get()
        let data = FITWorkout.file(loaded.program, catalog: catalog, language: "en", created: created)
        #expect(try WatchRun.shape(data) == loaded.timeline.watchShape)
        let read = try FITWorkout.read(data, id: "peel", catalog: catalog)
        #expect(read.skipped.isEmpty)
        #expect(read.loaded.timeline.meaning == loaded.timeline.meaning)
        #expect(read.loaded.program.blocks.map(\.rounds) == [2, 3, 2, 4])
    }
}
