import Foundation
import TaktTestSupport
import Testing

@testable import TaktCore

/// `show` and `show --json` of every quantity, load and unit, for either sex and for none,
/// with and without `set units`, and the scaled version: whole, compared with the goldens in
/// `Goldens/`.
@Suite struct LanguageShowTests {
    static let folder = GoldenFile.folder("Goldens", besides: #filePath)

    static func entry(scaled: Bool = false) throws -> ProgramLibrary.Entry {
        let yaml = try String(contentsOf: folder.appendingPathComponent("whiteboard.yaml"), encoding: .utf8)
        var loaded = try LanguageFixtures.load(yaml).get()
        if scaled { loaded = try #require(loaded.scaled) }
        return ProgramLibrary.Entry(id: "whiteboard", source: .user(path: "whiteboard.yaml"), content: .success(loaded))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var language: String
        var sex: BodyProfile.Sex?
        var units: Load.Unit?
        var scaled = false

        var file: String {
            [language, sex?.rawValue ?? "any", units?.rawValue ?? "asWritten"].joined(separator: "-")
                + (scaled ? "-scaled" : "")
        }
        var testDescription: String { file }
    }

    static let cases = [
        Case(language: "en", sex: nil, units: nil), Case(language: "de", sex: nil, units: nil),
        Case(language: "en", sex: .male, units: .kg), Case(language: "en", sex: .female, units: .lb),
        Case(language: "de", sex: .female, units: .kg), Case(language: "en", sex: nil, units: .kg),
        Case(language: "en", sex: nil, units: nil, scaled: true),
        Case(language: "de", sex: .female, units: nil, scaled: true),
    ]

    @Test(arguments: cases)
    func showWritesEveryTask(_ show: Case) throws {
        let text = ProgramShowView.render(
            try Self.entry(scaled: show.scaled), timeline: true, strings: Languages.bundled.strings(for: show.language),
            profile: BodyProfile(sex: show.sex), units: show.units)
        #expect(try GoldenFile.matches(text, "show-\(show.file).txt", in: Self.folder), "\(text)")
    }

    /// `show --json`: one quantity a task, loads in kg and lb for the athlete's sex, both sexes
    /// when it is unset, together tasks and a climbing ladder's step.
    @Test(arguments: [BodyProfile.Sex?.none, .male, .female])
    func showJSONCarriesEveryTask(sex: BodyProfile.Sex?) throws {
        let loaded = try #require(try Self.entry().loaded)
        let json = ProgramJSON.show(
            loaded, source: .user(path: "whiteboard.yaml"), strings: Languages.bundled.strings(for: "en"),
            profile: BodyProfile(sex: sex))
        #expect(try GoldenFile.matches(json, "json-\(sex?.rawValue ?? "any").json", in: Self.folder), "\(json)")
    }

    @Test func theJSONSaysWhatEachTaskIs() throws {
        let loaded = try #require(try Self.entry().loaded)
        let json = ProgramJSON.show(
            loaded, source: .bundled, strings: Languages.bundled.strings(for: "en"), profile: BodyProfile())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let phases = try #require(object["phases"] as? [[String: Any]])
        let forTime = try #require(phases.first { $0["kind"] as? String == "forTime" }?["tasks"] as? [[String: Any]])
        #expect(forTime[0]["reps"] as? Int == 21)
        let load = try #require(forTime[0]["load"] as? [String: [String: Double]])
        #expect(load["male"] == ["kg": 43.1, "lb": 95])
        #expect(load["female"] == ["kg": 29.5, "lb": 65])
        #expect(forTime[2]["distance"] as? Int == 400)
        #expect(forTime[2]["reps"] == nil)
        let periods = phases.filter { $0["kind"] as? String == "emom" }.compactMap { $0["tasks"] as? [[String: Any]] }
        #expect((periods[0][0]["together"] as? [[String: Any]])?.compactMap { $0["reps"] as? Int } == [5, 10, 15])
        #expect(periods[1][0]["calories"] as? [String: Int] == ["male": 15, "female": 12])
        #expect(periods[2][0]["time"] as? Int == 60)
        #expect(periods[3][0]["max"] as? Bool == true)
        let amrap = try #require(phases.first { $0["kind"] as? String == "amrap" }?["tasks"] as? [[String: Any]])
        #expect(amrap[0]["reps"] as? Int == 3)
        #expect(amrap[0]["step"] as? Int == 3)
        #expect(amrap[2]["distance"] as? Double == 1609.344)
    }
}
