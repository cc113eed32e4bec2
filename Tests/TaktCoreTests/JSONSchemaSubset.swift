import Foundation

/// A validator for the part of JSON Schema (2020-12) that `Programs/program.schema.json` uses:
/// type, enum, properties, required, additionalProperties, propertyNames, items, minItems,
/// maxItems, minProperties, minLength, pattern, minimum, maximum, exclusiveMinimum, anyOf, $ref to $defs.
///
/// An unknown keyword is an error, so the schema cannot quietly use more than is checked.
struct JSONSchemaSubset {
    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    static let keywords: Set<String> = [
        "type", "enum", "properties", "required", "additionalProperties", "propertyNames", "items", "minItems",
        "maxItems", "minProperties", "minLength", "pattern", "minimum", "maximum", "exclusiveMinimum", "anyOf", "$ref",
    ]

    let root: [String: Any]

    /// Problems of `value` against the whole schema, as "path: reason"; empty when valid.
    func validate(_ value: Any) -> [String] {
        validate(value, against: root, path: "$")
    }

    /// Problems of `value` against a part of the schema, such as `["$ref": "#/$defs/planFile"]`.
    func validate(_ value: Any, against schema: [String: Any]) -> [String] {
        validate(value, against: schema, path: "$")
    }

    private func validate(_ value: Any, against schema: [String: Any], path: String) -> [String] {
        var problems: [String] = []
        for key in schema.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            problems.append("\(path): schema keyword '\(key)' is not supported by this validator")
        }
        if let reference = schema["$ref"] as? String, reference == "#" {
            // The whole document: a plan's inline workout is a program.
            problems += validate(value, against: root, path: path)
        } else if let reference = schema["$ref"] as? String {
            // `program.schema.json#/$defs/x` (from plan.schema.json) is this document's `#/$defs/x`.
            let local = reference.hasPrefix("program.schema.json") ? String(reference.dropFirst(19)) : reference
            let name = String(local.dropFirst("#/$defs/".count))
            guard let definitions = root["$defs"] as? [String: Any], let target = definitions[name] as? [String: Any]
            else { return problems + ["\(path): unresolved \(reference)"] }
            problems += validate(value, against: target, path: path)
        }
        if let type = schema["type"] as? String, !Self.value(value, hasType: type) {
            problems.append("\(path): expected \(type)")
            return problems
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal($0, value) }) {
            problems.append("\(path): not one of the allowed values")
        }
        if let alternatives = schema["anyOf"] as? [[String: Any]],
            !alternatives.contains(where: { validate(value, against: $0, path: path).isEmpty })
        {
            problems.append("\(path): matches none of anyOf")
        }
        if let number = Self.number(value) {
            if let minimum = schema["minimum"].flatMap(Self.number), number < minimum {
                problems.append("\(path): below \(minimum)")
            }
            if let maximum = schema["maximum"].flatMap(Self.number), number > maximum {
                problems.append("\(path): above \(maximum)")
            }
            if let minimum = schema["exclusiveMinimum"].flatMap(Self.number), number <= minimum {
                problems.append("\(path): not above \(minimum)")
            }
        }
        if let text = value as? String {
            if let minimum = schema["minLength"] as? Int, text.count < minimum {
                problems.append("\(path): shorter than \(minimum)")
            }
            if let pattern = schema["pattern"] as? String, !Self.matches(text, pattern) {
                problems.append("\(path): does not match \(pattern)")
            }
        }
        if let object = Self.object(value) {
            problems += validateObject(object, against: schema, path: path)
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum {
                problems.append("\(path): fewer than \(minimum) items")
            }
            if let maximum = schema["maxItems"] as? Int, array.count > maximum {
                problems.append("\(path): more than \(maximum) items")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() {
                    problems += validate(item, against: items, path: "\(path)[\(index)]")
                }
            }
        }
        return problems
    }

    private func validateObject(_ object: [String: Any], against schema: [String: Any], path: String) -> [String] {
        var problems: [String] = []
        let properties = schema["properties"] as? [String: Any] ?? [:]
        for name in schema["required"] as? [String] ?? [] where object[name] == nil {
            problems.append("\(path): missing \(name)")
        }
        if let minimum = schema["minProperties"] as? Int, object.count < minimum {
            problems.append("\(path): fewer than \(minimum) properties")
        }
        for (name, member) in object.sorted(by: { $0.key < $1.key }) {
            if let names = schema["propertyNames"] as? [String: Any] {
                problems += validate(name, against: names, path: "\(path).\(name) (name)")
            }
            if let property = properties[name] as? [String: Any] {
                problems += validate(member, against: property, path: "\(path).\(name)")
            } else if let additional = schema["additionalProperties"] as? [String: Any] {
                problems += validate(member, against: additional, path: "\(path).\(name)")
            } else if schema["additionalProperties"] as? Bool == false {
                problems.append("\(path): unexpected property \(name)")
            }
        }
        return problems
    }

    private static func value(_ value: Any, hasType type: String) -> Bool {
        switch type {
        case "string": value is String
        case "integer": value is Int
        case "number": value is Int || value is Double
        case "object": object(value) != nil
        case "array": value is [Any]
        case "boolean": value is Bool
        default: false
        }
    }

    private static func object(_ value: Any) -> [String: Any]? {
        if let object = value as? [String: Any] { return object }
        guard let object = value as? [AnyHashable: Any] else { return nil }
        var result: [String: Any] = [:]
        for (key, member) in object {
            guard let name = key.base as? String else { return nil }
            result[name] = member
        }
        return result
    }

    private static func number(_ value: Any) -> Double? {
        // Int before Bool: Foundation may bridge a JSON 1 to `true` on Linux.
        if let int = value as? Int { return Double(int) }
        return value as? Double
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = number(a), let b = number(b) { return a == b }
        return false
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range) != nil
    }
}
