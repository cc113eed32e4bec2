import Yams

/// A program's scaled version (README, "Writing a program"): a block or an exercise may carry
/// `scaled:`, a mapping of the fields it changes. The reader's second pass reads every such
/// node with its overrides put in place of the prescribed fields, with the same rules as the
/// first, so the scaled version is checked as strictly and its problems point into `scaled:`.
extension ProgramReader {
    /// The fields a block's `scaled:` may change.
    static let blockScaledKeys = ["rounds", "cap", "reps", "every", "start", "step", "exercises"]
    /// The fields an exercise's `scaled:` may change.
    static let entryScaledKeys = ["exercise", "name", "met"] + quantityKeys + ["load", "height", "together"]

    /// `node` as the pass's variant reads it: itself (noting that a scaled version exists),
    /// or with its `scaled:` fields in place of its own.
    ///
    /// - Parameter movement: `node` is an exercise. A new movement (`exercise`, `name` or
    ///   `together`) replaces the prescribed movement whole, and a new quantity the prescribed
    ///   one, since a task has one movement and one quantity.
    mutating func applyingScaled(
        _ node: Node, overrides allowed: [String], movement: Bool
    ) throws(NodeReader.Exhausted) -> Node {
        guard case .mapping(let mapping) = node,
            let scaled = mapping.first(where: { $0.key.scalar?.string == "scaled" })
        else { return node }
        guard variant == .scaled else {
            declaresScaled = true
            return node
        }
        let overrides = try reader.mapping(scaled.value, allowed: allowed, name: "scaled") ?? [:]
        let given = Set(overrides.keys)
        var replaced = given.union(["scaled"])
        if movement {
            if !given.isDisjoint(with: Self.quantityKeys + ["together"]) {
                replaced.formUnion(Self.quantityKeys)
            }
            if !given.isDisjoint(with: ["exercise", "name", "together"]) {
                replaced.formUnion(["exercise", "name", "met", "together"])
            }
            if given.contains("together") { replaced.insert("load") }
        }
        var pairs: [(Node, Node)] = mapping.filter { pair in
            guard let key = pair.key.scalar?.string else { return true }
            return !replaced.contains(key)
        }.map { ($0.key, $0.value) }
        // In the order they were written, for diagnostics in file order.
        for pair in scaled.value.mapping ?? [:] {
            if let key = pair.key.scalar?.string, given.contains(key) { pairs.append((pair.key, pair.value)) }
        }
        return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
    }
}
