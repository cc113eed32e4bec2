import AllocationCounter
import Testing

@testable import TaktCore

/// The work per phase of a running session does not grow with the phases already done.
///
/// Measured as bytes allocated (counted by the test executable's malloc), never as time: the
/// snapshot used to copy the list of performed phases and sum their calories on every tick,
/// which made the last phases of a 10,000-phase session a thousand times dearer than the first.
@Suite struct SessionCostTests {
    /// getReady 10 s, then 5,000 × (burpees 20 s, rest 10 s) without the trailing rest: 10,000 phases.
    static let longest = SessionFixtures.compile(
        Program(
            id: "longest", title: LocalizedText(plain: "Longest"), getReady: 10,
            blocks: [
                Program.Block(
                    rounds: 5_000,
                    exercises: [Program.ExerciseEntry(key: "burpees", timing: Timing(work: 20, rest: 10))])
            ]))

    @Test func theCounterSeesAllocations() {
        let before = takt_allocated_bytes()
        let block = [UInt8](repeating: 7, count: 1 << 20)
        #expect(takt_allocated_bytes() - before >= 1 << 20)
        #expect(block.count == 1 << 20)
    }

    @Test func tenThousandPhasesCostTheSameAtTheEndAsAtTheStart() throws {
        #expect(Self.longest.phases.count == 10_000)
        var machine = SessionFixtures.machine(Self.longest)
        var bytesPerPhase: [UInt64] = []
        var kcalSeen = 0.0
        _ = machine.handle(.start, at: .zero)
        while !machine.isFinished {
            let before = takt_allocated_bytes()
            try Self.playPhase(&machine, kcal: &kcalSeen)
            bytesPerPhase.append(takt_allocated_bytes() - before)
        }
        #expect(bytesPerPhase.count == 10_000)
        let first = Self.median(bytesPerPhase[100..<1_100])
        let last = Self.median(bytesPerPhase[8_900..<9_900])
        #expect(first > 0)
        // Equal in practice; a copy of the performed list would add ~150 bytes per phase done.
        #expect(last <= first + first / 10, "median bytes per phase: first 1,000 \(first), last 1,000 \(last)")
        #expect(kcalSeen > 0)
    }

    /// One phase as the driver runs it: a redraw each second, a pause and resume now and then,
    /// every cue and the phase's end on their deadlines (0.4 ms late).
    static func playPhase(_ machine: inout SessionMachine, kcal: inout Double) throws {
        let index = machine.index
        let late = Duration.microseconds(400)
        if index % 10 == 5, let deadline = machine.nextDeadline {
            _ = machine.handle(.key(.pauseResume), at: deadline - .seconds(1))
            _ = machine.handle(.key(.pauseResume), at: deadline - .seconds(1))
        }
        while machine.index == index, !machine.isFinished {
            let deadline = try #require(machine.nextDeadline)
            var now = machine.nextDisplayChange(after: deadline - .seconds(3)) ?? deadline
            while now < deadline {
                kcal = machine.snapshot(at: now).kcal
                now = machine.nextDisplayChange(after: now) ?? deadline
            }
            _ = machine.handle(.tick, at: deadline + late)
        }
    }

    static func median(_ values: ArraySlice<UInt64>) -> UInt64 {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
