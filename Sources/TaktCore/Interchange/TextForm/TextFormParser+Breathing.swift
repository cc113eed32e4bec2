/// A breathing block in the one-line form (SPEC section 19): `breathe box 6`, `breathe 4-7-8 x4`,
/// `breathe 4-0-6-0 for 5m`, `breathe calm for 5m`, up to the next `,` or `)`.
extension TextFormParser {
    /// The breathing block starting here, or `nil` (nothing consumed) when `breathe` does not
    /// start here; a pattern or length takt cannot read is an error at its word.
    mutating func breathingBlock() throws(TextFormError) -> Program.Block? {
        guard keyword("breathe") else { return nil }
        var words: [(text: String, at: Int)] = []
        while true {
            skipSpaces()
            guard let next = peek, next != ",", next != ")" else { break }
            let start = index
            while let character = peek, !character.isWhitespace, character != ",", character != ")" {
                index += 1
            }
            words.append((String(characters[start..<index]), start))
        }
        let text = (["breathe"] + words.map(\.text)).joined(separator: " ")
        switch BreathingLine.parse(text) {
        case .success(let line):
            var block = Program.Block(exercises: [], format: .breathing)
            block.breathing = line
            return block
        case .failure(.length(let written)):
            throw error(.textErrorBreathLength, at: words.count > 1 ? words[1].at : index, ["value": .text(written)])
        case .failure(.pattern), .failure(.notBreathing):
            throw error(
                .textErrorBreathPattern, at: words.first?.at ?? index, ["value": .text(words.first?.text ?? "")])
        }
    }
}
