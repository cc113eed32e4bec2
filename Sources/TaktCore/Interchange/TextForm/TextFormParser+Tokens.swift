/// The words of a line: durations, counts, keywords, and located errors.
extension TextFormParser {
    mutating func duration(range: ClosedRange<Int>) throws(TextFormError) -> Int {
        skipSpaces()
        let start = index
        // The whole word, so "15q" is reported as a bad duration rather than a stray "q".
        while let character = peek, character.isLetter || character.isNumber {
            index += 1
        }
        let text = String(characters[start..<index])
        guard let seconds = DurationText.seconds(from: text) else {
            throw error(.textErrorDuration, at: start, ["found": .quoted(word(at: start))])
        }
        guard range.contains(seconds) else {
            throw error(
                .textErrorDurationRange, at: start,
                ["min": .int(range.lowerBound), "max": .int(range.upperBound), "found": .int(seconds)])
        }
        return seconds
    }

    mutating func readDigits() -> String {
        let start = index
        while peek?.isASCIIDigit == true {
            index += 1
        }
        return String(characters[start..<index])
    }

    /// Consumes `word` (any case) when it stands alone: not followed by a letter.
    mutating func keyword(_ word: String) -> Bool {
        let end = index + word.count
        guard end <= characters.count, String(characters[index..<end]).lowercased() == word else { return false }
        if end < characters.count, characters[end].isLetter { return false }
        index = end
        return true
    }

    mutating func consume(_ character: Character) -> Bool {
        guard peek == character else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while let character = peek, character.isWhitespace {
            index += 1
        }
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }
    var atEnd: Bool { index >= characters.count }

    /// The word starting at `position`, to quote in a message ("end of line" when none).
    func word(at position: Int) -> String {
        var end = position
        while end < characters.count, !characters[end].isWhitespace, !",/()".contains(characters[end]) {
            end += 1
        }
        if end == position, position < characters.count { end += 1 }
        return String(characters[min(position, characters.count)..<end])
    }

    func error(
        _ key: StringKey, at position: Int? = nil, _ arguments: [String: StringArgument] = [:]
    ) -> TextFormError {
        TextFormError(column: (position ?? index) + 1, message: Diagnostic.Message(key, arguments))
    }

    /// A count of reps: 1 to 100,000.
    func repsValue(_ digits: String, at start: Int) throws(TextFormError) -> Int {
        guard let value = Int(digits), ProgramReader.repsRange.contains(value) else {
            throw error(.textErrorReps, at: start, ["max": .int(ProgramReader.repsRange.upperBound)])
        }
        return value
    }
}
