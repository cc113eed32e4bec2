import Yams

/// The catalog's `fastestPaces:` table (``FastestPaces``), read with the catalog's strict rules:
///
/// ```yaml
/// fastestPaces:
///   default: {rep: 0.5, source: "…"}      # every movement not named below, per rep
///   run: {metre: 0.095, source: "100 m world record, 9.58 s"}
///   row: {metre: 0.12, calorie: 1.0, source: "…"}
/// ```
///
/// Each entry gives seconds per `rep`, `metre` or `calorie` (at least one, each above 0) and
/// its `source`; an entry that lacks them, or a pace that is no number, is a located error and
/// the entry is left out.
extension ExerciseCatalogLoader {
    static let paceKeys = ["rep", "metre", "calorie", "source"]
    /// The slowest pace an entry may give: a minute per rep, metre or calorie.
    static let slowestPace = 60.0

    static func readPaces(_ node: Node, reader: inout NodeReader) throws(NodeReader.Exhausted) -> FastestPaces {
        try reader.visit(node)
        guard case .mapping(let mapping) = node else {
            reader.report(node, .validateExpectedMapping, ["key": "fastestPaces"])
            return .none
        }
        var paces: [String: FastestPaces.Pace] = [:]
        for (keyNode, value) in mapping {
            guard let key = try reader.scalar(keyNode, key: "fastestPaces") else { continue }
            guard ProgramReader.isValidID(key) else {
                reader.report(keyNode, .validateExerciseKey, ["value": .quoted(key)])
                continue
            }
            if let pace = try readPace(value, key: key, reader: &reader) { paces[key] = pace }
        }
        return FastestPaces(paces)
    }

    private static func readPace(
        _ node: Node, key: String, reader: inout NodeReader
    ) throws(NodeReader.Exhausted) -> FastestPaces.Pace? {
        guard let entries = try reader.mapping(node, allowed: paceKeys, name: key) else { return nil }
        let before = reader.diagnostics.count
        var seconds: [String: Double] = [:]
        for name in paceKeys.dropLast() {
            guard let value = entries[name]?.value else { continue }
            seconds[name] = try reader.positiveNumber(value, key: name, maximum: slowestPace)
        }
        let source =
            try reader.require("source", in: entries, of: node).map { value throws(NodeReader.Exhausted) in
                try reader.text(value, key: "source")
            } ?? nil
        if entries["rep"] == nil, entries["metre"] == nil, entries["calorie"] == nil {
            reader.report(node, .validateFastestPace, ["key": .text(key)])
        }
        guard reader.diagnostics.count == before, let source, !source.isEmpty else { return nil }
        return FastestPaces.Pace(
            secondsPerRep: seconds["rep"], secondsPerMetre: seconds["metre"], secondsPerCalorie: seconds["calorie"],
            source: source)
    }
}
