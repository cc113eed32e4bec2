import Foundation
import Testing

@testable import TaktCLI
@testable import TaktCore

/// A `%` load without `set max` takes the records (SPEC section 17: "else the heaviest single
/// logged, else the best estimated 1RM (said so)"), and `show` says which; `set max` still wins.
@MainActor
@Suite struct LiftPercentFromRecordsTests {
    static let english = LiftSettingsCommandTests.english
    static let german = LiftSettingsCommandTests.german
    static let lift = "back-squat 3x5 @80%"

    @Test func theEstimateServesWhenNoSingleIsTheHeaviest() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let logged = await run(["log", "back-squat", "5x100kg"], home: home, environment: Self.english)
        #expect(logged.0 == 0, "\(logged.2)")
        let shown = await run(["show", Self.lift], home: home, environment: Self.english)
        #expect(shown.0 == 0, "\(shown.2)")
        // e1RM of 5 × 100 kg: 116.7 kg; 80 % is 93.36 kg, 92.5 kg on the plates.
        // (show wraps at 80 columns: the rounding's figure goes on the next line.)
        #expect(shown.1.contains("set 1: 5 × 92.5 kg · 80 % of e1RM 116.7 kg (estimated), rounded from"), "\(shown.1)")
        #expect(shown.1.contains("93.36 kg"), "\(shown.1)")
        let german = await run(["show", Self.lift], home: home, environment: Self.german)
        #expect(german.1.contains("80 % vom e1RM 116,7 kg (geschätzt)"), "\(german.1)")
        let json = await run(["show", Self.lift, "--json"], home: home, environment: Self.english)
        #expect(json.1.contains("\"basis\" : \"estimated\""), "\(json.1)")
    }

    @Test func theHeaviestSingleServesWhenItIsTheHeaviestLoad() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["log", "back-squat", "5x100kg"], home: home, environment: Self.english)
        _ = await run(["log", "back-squat", "1x130kg"], home: home, environment: Self.english)
        let shown = await run(["show", Self.lift], home: home, environment: Self.english)
        #expect(shown.1.contains("set 1: 5 × 105 kg · 80 % of 1RM 130 kg, rounded from 104 kg"), "\(shown.1)")
        let json = await run(["show", Self.lift, "--json"], home: home, environment: Self.english)
        #expect(json.1.contains("\"basis\" : \"single\""), "\(json.1)")
        // set max wins over the records.
        _ = await run(["set", "max", "back-squat", "140kg"], home: home, environment: Self.english)
        let set = await run(["show", Self.lift], home: home, environment: Self.english)
        #expect(set.1.contains("80 % of 1RM 140 kg"), "\(set.1)")
    }

    @Test func withNeitherShowAndRunNameSetMax() async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // A record of another movement is not this one's.
        _ = await run(["log", "deadlift", "5x140kg"], home: home, environment: Self.english)
        let refused = await run(["show", Self.lift], home: home, environment: Self.english)
        #expect(refused.0 == 1)
        #expect(refused.2 == "error: no 1RM for Back squats yet: takt set max back-squats 140kg\n")
    }
}
