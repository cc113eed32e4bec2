import Foundation
import Yams

/// Loads an exercise catalog file (`exercises.yaml`) with the same strict rules as programs.
///
/// ```yaml
/// exercises:
///   burpees:
///     name: {en: Burpees, de: Burpees}
///     one: {en: Burpee, de: Burpee}   # the name of one rep: "1 Burpee"
///     met: 11.0
///     compendium: "02214"      # Compendium of Physical Activities code of the MET value
///     howTo: {en: "…", de: "…"}
///     quantities: [reps, time, max]   # what a task may ask of it; this list when absent
/// fastestPaces:                        # the floors of scores (ExerciseCatalogLoader+Paces)
///   default: {rep: 0.5, source: "…"}
/// ```
public enum ExerciseCatalogLoader {
    static let rootKeys = ["exercises", "fastestPaces"]
    static let exerciseKeys = ["name", "one", "met", "compendium", "howTo", "quantities"]

    /// The exercises that are valid, and every problem found; a broken entry never hides the others.
    public static func load(_ data: Data, file: String) -> (catalog: ExerciseCatalog, diagnostics: [Diagnostic]) {
        let root: Node
        switch YAMLDocument.parse(data, file: file) {
        case .success(let node): root = node
        case .failure(let diagnostic): return (ExerciseCatalog(), [diagnostic])
        }
        var reader = NodeReader(file: file, budget: NodeReader.visitBudget(forBytes: data.count))
        var exercises: [Exercise] = []
        var paces = FastestPaces.none
        do throws(NodeReader.Exhausted) {
            guard let entries = try reader.mapping(root, allowed: rootKeys, name: "catalog"),
                let node = reader.require("exercises", in: entries, of: root)
            else { return (ExerciseCatalog(), reader.diagnostics) }
            if let table = entries["fastestPaces"]?.value { paces = try readPaces(table, reader: &reader) }
            try reader.visit(node)
            guard case .mapping(let mapping) = node else {
                reader.report(node, .validateExpectedMapping, ["key": "exercises"])
                return (ExerciseCatalog(), reader.diagnostics)
            }
            for (keyNode, value) in mapping {
                guard let key = try reader.scalar(keyNode, key: "exercises") else { continue }
                guard ProgramReader.isValidID(key) else {
                    reader.report(keyNode, .validateExerciseKey, ["value": .quoted(key)])
                    continue
                }
                if let exercise = try readExercise(key: key, node: value, reader: &reader) {
                    exercises.append(exercise)
                }
            }
        } catch {
            reader.report(at: SourcePosition(error.mark), .validateBomb, ["limit": .int(reader.budget)])
        }
        return (ExerciseCatalog(exercises, fastestPaces: paces), ProgramLoader.sorted(reader.diagnostics))
    }

    private static func readExercise(
        key: String, node: Node, reader: inout NodeReader
    ) throws(NodeReader.Exhausted) -> Exercise? {
        guard let entries = try reader.mapping(node, allowed: exerciseKeys, name: key) else { return nil }
        let before = reader.diagnostics.count
        let name =
            try reader.require("name", in: entries, of: node).map { value throws(NodeReader.Exhausted) in
                try reader.localized(value, key: "name")
            } ?? nil
        let met =
            try reader.require("met", in: entries, of: node).map { value throws(NodeReader.Exhausted) in
                try reader.positiveNumber(value, key: "met", maximum: ProgramReader.maximumMET)
            } ?? nil
        var code: String?
        if let value = entries["compendium"]?.value, let text = try reader.scalar(value, key: "compendium") {
            if text.count == 5 && text.allSatisfy(\.isASCIIDigit) {
                code = text
            } else {
                reader.report(value, .validateCompendium, ["value": .quoted(text)])
            }
        }
        let howTo =
            try entries["howTo"].map { entry throws(NodeReader.Exhausted) in
                try reader.localized(entry.value, key: "howTo")
            } ?? nil
        let singular =
            try entries["one"].map { entry throws(NodeReader.Exhausted) in
                try reader.localized(entry.value, key: "one")
            } ?? nil
        var quantities = Quantity.Kind.bodyweight
        if let value = entries["quantities"]?.value {
            quantities = try readQuantities(value, reader: &reader) ?? quantities
        }
        guard reader.diagnostics.count == before, let name, let met else { return nil }
        return Exercise(
            key: key, name: name, met: met, compendiumCode: code, howTo: howTo, quantities: quantities,
            singular: singular)
    }

    /// `quantities: [distance, time]`: the kinds a task of the movement may ask for, each once.
    private static func readQuantities(
        _ node: Node, reader: inout NodeReader
    ) throws(NodeReader.Exhausted) -> [Quantity.Kind]? {
        guard let items = try reader.list(node, key: "quantities", nonEmpty: true) else { return nil }
        var kinds: [Quantity.Kind] = []
        for item in items {
            guard let text = try reader.scalar(item, key: "quantities", entry: true) else { continue }
            guard let kind = Quantity.Kind(rawValue: text.trimmingWhitespace()), !kinds.contains(kind) else {
                reader.report(item, .validateQuantities, ["value": .quoted(text)])
                continue
            }
            kinds.append(kind)
        }
        return kinds.sorted()
    }
}
