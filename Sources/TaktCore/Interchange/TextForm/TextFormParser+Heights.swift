/// A box's or a target's height in a line (SPEC section 14): before the movement
/// (`24/20in box jumps`) or after its name and load (`box-jumps 24in`,
/// `wall-balls 20/14lb to 10/9ft`). `in`, `ft` and `cm` read alone; `m` only after `to`, since
/// `400m run` is a distance.
extension TextFormParser {
    /// True at a height: `to` and a number, or a number with `in`, `ft` or `cm` after it.
    func startsHeight() -> Bool {
        var probe = self
        if probe.keyword("to") {
            probe.skipSpaces()
            return probe.peek?.isASCIIDigit == true
        }
        guard probe.peek?.isASCIIDigit == true else { return false }
        let (_, unit) = probe.readHeightText()
        return unit.flatMap { Height.Unit(word: $0) }.map { $0 != .m } ?? false
    }

    /// The height at a true ``startsHeight()``, a problem located at its word.
    mutating func heightValue() throws(TextFormError) -> Height {
        if keyword("to") { skipSpaces() }
        let start = index
        let (text, _) = readHeightText()
        switch QuantityText.height(text) {
        case .success(let height): return height
        case .failure(let problem):
            throw error(problem.message.key, at: start + problem.offset, problem.message.arguments)
        }
    }

    /// True at the word `to` with a number after it: the end of a name, a height follows.
    func startsHeightWord() -> Bool {
        var probe = self
        guard probe.keyword("to") else { return false }
        probe.skipSpaces()
        return probe.peek?.isASCIIDigit == true
    }

    /// The characters of a height (numbers and `/`, then perhaps spaces and a word) and its word.
    private mutating func readHeightText() -> (text: String, unit: String?) {
        let start = index
        while let character = peek, character.isASCIIDigit || character == "." || character == "/" {
            index += 1
        }
        let numbers = index
        skipSpaces()
        var unit: String?
        if peek?.isLetter == true {
            unit = readWord()
        } else {
            index = numbers
        }
        return (String(characters[start..<index]), unit)
    }
}
