import Foundation
import Testing

@testable import TaktCore

/// The JSON Schema knows the whiteboard's language: editors complete and check quantities,
/// loads, together, climbing ladders and scaled versions as `validate` does.
@Suite struct LanguageSchemaTests {
    @Test func everyQuantityLoadAndScaledMatches() throws {
        let blocks: [[String: Any]] = [
            [
                "format": "for-time", "reps": [21, 15, 9], "scaled": ["reps": [15, 12, 9]],
                "exercises": [
                    ["exercise": "thrusters", "load": "95/65lb", "scaled": ["load": "65/45lb"]],
                    ["exercise": "pull-ups", "scaled": ["exercise": "ring-rows"]],
                    ["exercise": "run", "distance": "400m"], ["exercise": "run", "distance": "1 mile"],
                    ["exercise": "row", "calories": 20], ["exercise": "bike", "calories": "15/12"],
                    ["exercise": "plank", "time": "1m"], ["exercise": "kettlebell-swings", "load": "1.5pood"],
                ],
            ],
            [
                "format": "emom", "rounds": 30,
                "exercises": [
                    ["together": [["exercise": "pull-ups", "reps": 5], ["exercise": "push-ups", "reps": 10]]],
                    ["exercise": "pull-ups", "max": true],
                ],
            ],
            [
                "format": "amrap", "cap": "12m", "reps": ["start": 3, "step": 3],
                "exercises": [["exercise": "burpees"]],
            ],
        ]
        #expect(try FormatSchemaTests.schema().validate(["title": "t", "blocks": blocks]) == [])
    }

    @Test func mistakesAreRejected() throws {
        let bad: [String: Any] = [
            "title": "t",
            "blocks": [
                [
                    "format": "for-time",
                    "exercises": [
                        ["exercise": "run", "distance": "400zz"], ["exercise": "thrusters", "load": "95 stones"],
                        ["exercise": "thrusters", "load": "95/65/45lb"], ["exercise": "row", "calories": "lots"],
                        ["exercise": "pull-ups", "scaled": ["rest": 10]],
                        ["together": [["exercise": "pull-ups", "reps": 5]]],
                    ],
                ],
                ["format": "amrap", "cap": "12m", "reps": ["start": 3], "exercises": [["exercise": "burpees"]]],
            ],
        ]
        // The validator quotes the pattern; which one is the schema's business.
        let problems = try FormatSchemaTests.schema().validate(bad).map { problem in
            problem.contains(": does not match ")
                ? String(problem.prefix { $0 != ":" }) + ": does not match the pattern" : problem
        }
        #expect(
            problems == [
                "$.blocks[0].exercises[0].distance: does not match the pattern",
                "$.blocks[0].exercises[1].load: does not match the pattern",
                "$.blocks[0].exercises[2].load: does not match the pattern",
                "$.blocks[0].exercises[3].calories: matches none of anyOf",
                "$.blocks[0].exercises[4].scaled: unexpected property rest",
                "$.blocks[0].exercises[5].together: fewer than 2 items",
                "$.blocks[1].reps: matches none of anyOf",
            ])
    }
}
