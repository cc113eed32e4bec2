import Foundation
import Testing

@testable import TaktCore

/// Lifts read from a line and from a program file, for the lift tests.
enum LiftFixtures {
    static let catalog = ProgramFixtures.catalog

    /// The lift entry of a one-lift line.
    static func textEntry(_ line: String) throws -> Program.ExerciseEntry {
        let program = try TextForm.program(from: line, id: "t", catalog: catalog)
        return try #require(program.blocks.first?.exercises.first)
    }

    /// The lift entry of a program file whose first block's exercises are `exercises` (YAML
    /// list items, indented for a block).
    static func yamlEntry(_ exercises: String) throws -> Program.ExerciseEntry {
        let program = try load(exercises).get().program
        return try #require(program.blocks.first?.exercises.first)
    }

    static func load(_ exercises: String) -> Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
        let yaml = "title: t\ngetReady: 0\nblocks:\n  - exercises:\n" + exercises + "\n"
        return ProgramLoader.load(Data(yaml.utf8), file: "test.yaml", catalog: catalog)
    }

    /// "line:column key" of each problem of the exercises, or `["(loaded)"]`.
    static func problems(_ exercises: String) -> [String] {
        ProgramFixtures.problems(load(exercises))
    }

    /// The column and key of a line's problem, or `nil` when it reads.
    static func textProblem(_ line: String) -> (column: Int, key: StringKey)? {
        do {
            _ = try TextForm.program(from: line, id: "t", catalog: catalog)
            return nil
        } catch {
            return (error.column, error.message.key)
        }
    }

    static func kg(_ amount: Double) -> LiftLoad { .weight(LiftWeight(amount, .kg)) }
}
