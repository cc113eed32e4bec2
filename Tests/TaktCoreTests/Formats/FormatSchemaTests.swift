import Foundation
import Testing

@testable import TaktCore

/// The JSON Schema knows the formats: editors complete and check them as `validate` does.
@Suite struct FormatSchemaTests {
    static func schema() throws -> JSONSchemaSubset {
        let data = try #require(BundledFiles.file("Programs/program.schema.json"))
        return JSONSchemaSubset(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    @Test func everyFormatAndNestedBlocksMatch() throws {
        let blocks: [[String: Any]] = [
            ["format": "emom", "every": "2m", "rounds": 10, "exercises": [["exercise": "burpees", "reps": 10]]],
            ["format": "amrap", "cap": "12m", "exercises": [["exercise": "squats", "reps": 15]]],
            ["format": "for-time", "reps": [21, 15, 9], "exercises": [["exercise": "burpees"]]],
            ["format": "death-by", "start": 1, "step": 2, "exercises": [["exercise": "burpees"]]],
            ["format": "tabata", "exercises": [["exercise": "mountain-climbers"]]],
            [
                "rounds": 3, "restAfter": 60,
                "blocks": [["work": [20, 40, 60], "rest": 10, "exercises": [["exercise": "plank"]]]],
            ],
        ]
        #expect(try Self.schema().validate(["title": "t", "blocks": blocks]) == [])
    }

    @Test func mistakesAreRejected() throws {
        let bad: [String: Any] = [
            "title": "t",
            "blocks": [
                ["format": "emon", "exercises": [["exercise": "burpees", "reps": 5]]],
                ["reps": Array(repeating: 1, count: 1001), "exercises": [["exercise": "burpees"]]],
                ["format": "emom", "every": 0, "exercises": [["exercise": "burpees", "reps": 5]]],
                ["title": "neither"],
            ],
        ]
        #expect(
            try Self.schema().validate(bad) == [
                "$.blocks[0].format: not one of the allowed values",
                "$.blocks[1].reps: matches none of anyOf",
                "$.blocks[2].every: below 1.0",
                "$.blocks[3]: matches none of anyOf",
            ])
    }
}
