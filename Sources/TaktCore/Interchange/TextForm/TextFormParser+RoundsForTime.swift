/// For-time rounds as a whiteboard writes them: `3 rounds for time: 400m run, 10 burpees`,
/// `3 RFT: 10 burpees, 10 squats`, `5 rft: …` (SPEC 14, "More readings").
extension TextFormParser {
    /// The rounds written before a for-time block, or `nil` (nothing consumed) when no
    /// `N rounds for time` or `N rft` starts here.
    mutating func roundsForTime() throws(TextFormError) -> Int? {
        let start = index
        let digits = readDigits()
        guard !digits.isEmpty else { return nil }
        skipSpaces()
        let roundsWord = keyword("rounds") || keyword("round")
        guard (roundsWord && followedBy("for") && followedBy("time")) || (!roundsWord && keyword("rft")) else {
            index = start
            return nil
        }
        guard let rounds = Int(digits), ProgramReader.roundsRange.contains(rounds) else {
            throw error(.textErrorRounds, at: start, ["max": .int(ProgramReader.roundsRange.upperBound)])
        }
        return rounds
    }

    /// A name that ends in `:` is a format takt does not know (`3 rfx: 10 burpees`): the error
    /// names those words, never the load or unit the rest of the line would be misread as.
    func refuseUnknownFormat(_ word: String, after words: [String], at start: Int) throws(TextFormError) {
        guard word.hasSuffix(":") else { return }
        let found = (words + [String(word.dropLast())]).joined(separator: " ").trimmingWhitespace()
        throw error(.textErrorUnknownFormat, at: start, ["found": .quoted(found.isEmpty ? ":" : found)])
    }
}
