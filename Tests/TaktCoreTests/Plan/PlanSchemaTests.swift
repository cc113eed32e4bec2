import Foundation
import Testing
import Yams

@testable import TaktCore

/// The JSON Schema covers plans: `plan.schema.json` points at `program.schema.json#/$defs/planFile`.
@Suite struct PlanSchemaTests {
    static func schema() throws -> JSONSchemaSubset {
        let data = try #require(BundledFiles.file("Programs/program.schema.json"))
        return JSONSchemaSubset(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    static func planSchemaReference() throws -> [String: Any] {
        let data = try #require(BundledFiles.file("Programs/plan.schema.json"))
        let plan = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return ["$ref": try #require(plan["$ref"] as? String)]
    }

    @Test(arguments: BundledFiles.files(in: "Programs/plans").map(\.name))
    func bundledPlansMatchTheSchema(name: String) throws {
        let data = try #require(BundledFiles.file("Programs/plans/" + name))
        let value = try #require(try Yams.load(yaml: String(decoding: data, as: UTF8.self)))
        let schema = try Self.schema()
        #expect(schema.validate(value, against: try Self.planSchemaReference()) == [])
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("# yaml-language-server: $schema=../plan.schema.json"))
    }

    @Test func theSchemaRejectsWhatThePlanLoaderRejects() throws {
        let bad: [String: Any] = [
            "title": "t",
            "plan": [
                "weeks": 0, "days": ["mon", "wendesday"], "workouts": ["Tabata!", ["title": "x", "blokcs": []]],
                "progression": ["work": "+5s per weak", "sets": "+1 per week"],
            ],
        ]
        #expect(
            try Self.schema().validate(bad, against: try Self.planSchemaReference()) == [
                "$.plan.days: matches none of anyOf",
                "$.plan.progression: unexpected property sets",
                "$.plan.progression.work: does not match "
                    + "^[+-][0-9][0-9hms]* (per (weeks?|sessions?)|every [0-9]+ (weeks?|sessions?))(, (max|min) [0-9][0-9hms]*)?$",
                "$.plan.weeks: below 1.0",
                "$.plan.workouts[0]: matches none of anyOf",
                "$.plan.workouts[1]: matches none of anyOf",
            ])
    }
}
