import Foundation
import Testing

/// The benchmarks through the real binary: `list --tag benchmark` names exactly them, and
/// `show --scaled` shows a benchmark's scaled version or says it has none.
@Suite struct BenchmarkCommandTests {
    /// The benchmarks `Programs/` ships (TaktCoreTests' `BenchmarkStandards` holds their standards).
    static let benchmarks = [
        "angie", "annie", "barbara", "chelsea", "cindy", "diane", "dt", "elizabeth", "fran", "grace", "helen",
        "isabel", "jackie", "karen", "mary", "murph", "nancy",
    ]

    @Test func listTagBenchmarkListsExactlyThem() throws {
        let home = try TaktProcess.home()
        let (status, json) = try TaktProcess.run(["list", "--tag", "benchmark", "--json"], home: home)
        #expect(status == 0)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? String } == Self.benchmarks)
        let (_, heroes) = try TaktProcess.run(["list", "--tag", "hero"], home: home)
        #expect(
            heroes.split(separator: "\n").dropFirst().prefix(2).map { $0.prefix(while: { $0 != " " }) } == [
                "dt", "murph",
            ])
    }

    @Test func showScaledShowsTheScaledVersionOrSaysThereIsNone() throws {
        let home = try TaktProcess.home()
        let (status, fran) = try TaktProcess.run(["show", "fran", "--scaled"], home: home)
        #expect(status == 0)
        #expect(fran.contains("Thrusters 65/45 lb, Jumping pull-ups"), "\(fran)")
        let (refused, murph) = try TaktProcess.run(["show", "murph", "--scaled"], home: home)
        #expect(refused == 1, "\(murph)")
    }
}
