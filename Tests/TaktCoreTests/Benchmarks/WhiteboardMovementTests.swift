import Foundation
import Testing

@testable import TaktCore

/// Issue 45's catalog additions (SPEC 14, "More readings"), each with the MET and 2024 Adult
/// Compendium code chosen for it in `Programs/exercises.yaml`, read by name in the text form.
@Suite struct WhiteboardMovementTests {
    static let catalog = ProgramFixtures.catalog

    static let movements: [(key: String, met: Double, code: String)] = [
        ("sumo-deadlift-high-pulls", 6.0, "02050"), ("back-extensions", 3.8, "02022"),
        ("hip-extensions", 3.8, "02022"), ("chest-to-bar-pull-ups", 7.5, "02020"),
        ("devil-presses", 11.0, "02214"), ("dumbbell-snatches", 6.0, "02050"),
        ("dumbbell-thrusters", 6.0, "02050"), ("burpee-box-jump-overs", 11.0, "02214"),
        ("d-ball-cleans", 6.0, "02050"),
    ]

    @Test(arguments: movements)
    func theMovementIsInTheCatalog(key: String, met: Double, code: String) throws {
        let exercise = try #require(Self.catalog[key], "\(key) is missing from Programs/exercises.yaml")
        #expect(exercise.met == met)
        #expect(exercise.compendiumCode == code)
        #expect(exercise.quantities == [.reps, .time, .max])
    }

    /// A whiteboard line names them and gets the catalog's entry, not a custom exercise.
    @Test(arguments: movements.map(\.key))
    func theTextFormReadsTheMovement(key: String) throws {
        let program = try TextForm.program(from: "3 rft: 10 \(key)", id: "t", catalog: Self.catalog)
        let entry = try #require(program.blocks.first?.exercises.first)
        #expect(entry.key == key)
        #expect(entry.quantity == .reps(10))
    }
}
