/// Reads the one-line text form (README, "Sharing workouts") into step groups.
///
///     line   := item ("," item)*
///     item   := "ready" duration | "rest" duration | block
///     block  := [count "x"] ( "(" step ("," step)* ")" | step ) ["rest" duration]
///     step   := amount [name] ["@" met] ["/" duration]
///     amount := duration | count "reps"
///
/// `rest` after a block (or as the next item) is the block's `restAfter`. A name in double
/// quotes is always a custom exercise; an unquoted one is a catalog key when it matches one.
struct TextFormParser {
    private let characters: [Character]
    private var index = 0
    private let catalog: ExerciseCatalog

    init(_ text: String, catalog: ExerciseCatalog) {
        characters = Array(text)
        self.catalog = catalog
    }

    /// The get-ready seconds the line gave (if any) and its blocks as step groups.
    mutating func parse() throws(TextFormError) -> (getReady: Int?, groups: [StepList.Group]) {
        var getReady: Int?
        var groups: [StepList.Group] = []
        skipSpaces()
        guard !atEnd else { throw error(.textErrorEmpty) }
        repeat {
            skipSpaces()
            let itemStart = index
            if keyword("ready") {
                guard groups.isEmpty, getReady == nil else { throw error(.textErrorReadyFirst, at: itemStart) }
                getReady = try duration(range: ProgramReader.restRange)
            } else if keyword("rest") {
                guard !groups.isEmpty else { throw error(.textErrorRestFirst, at: itemStart) }
                guard groups[groups.count - 1].restAfter == nil else {
                    throw error(.textErrorRestTwice, at: itemStart)
                }
                groups[groups.count - 1].restAfter = try duration(range: ProgramReader.restRange)
            } else {
                groups.append(try group())
            }
            skipSpaces()
        } while consume(",")
        guard atEnd else { throw error(.textErrorExpectedComma) }
        // `ready 10s` alone counts down to nothing.
        guard !groups.isEmpty else { throw error(.textErrorEmpty) }
        return (getReady, groups)
    }

    // MARK: Blocks and steps

    private mutating func group() throws(TextFormError) -> StepList.Group {
        let rounds = try roundsPrefix() ?? 1
        var steps: [StepList.Step] = []
        skipSpaces()
        if consume("(") {
            repeat {
                skipSpaces()
                steps.append(try step())
                skipSpaces()
            } while consume(",")
            guard consume(")") else { throw error(.textErrorExpectedClose) }
        } else {
            steps.append(try step())
        }
        var group = StepList.Group(rounds: rounds, steps: steps)
        skipSpaces()
        if keyword("rest") {
            group.restAfter = try duration(range: ProgramReader.restRange)
        }
        return group
    }

    /// `8x` before a step or a parenthesis: the block's rounds; `nil` (nothing consumed) otherwise.
    private mutating func roundsPrefix() throws(TextFormError) -> Int? {
        let start = index
        let digits = readDigits()
        guard !digits.isEmpty else { return nil }
        skipSpaces()
        guard consume("x") || consume("X") || consume("×") else {
            index = start
            return nil
        }
        skipSpaces()
        guard let value = Int(digits), ProgramReader.roundsRange.contains(value) else {
            throw error(.textErrorRounds, at: start, ["max": .int(ProgramReader.roundsRange.upperBound)])
        }
        return value
    }

    private mutating func step() throws(TextFormError) -> StepList.Step {
        let start = index
        let digits = readDigits()
        guard !digits.isEmpty else { throw error(.textErrorExpectedStep) }
        var work: Int?
        var reps: Int?
        skipSpaces()
        if keyword("reps") {
            guard let count = Int(digits), ProgramReader.repsRange.contains(count) else {
                throw error(.textErrorReps, at: start, ["max": .int(ProgramReader.repsRange.upperBound)])
            }
            reps = count
        } else {
            index = start
            work = try duration(range: ProgramReader.workRange)
        }
        skipSpaces()
        var exercise = try exerciseName()
        skipSpaces()
        if consume("@") {
            exercise.met = try met()
        }
        if exercise.key == nil, exercise.met == nil {
            exercise.met = StepList.moderateMET
        }
        skipSpaces()
        let rest = consume("/") ? try duration(range: ProgramReader.restRange) : 0
        return StepList.Step(exercise: exercise, work: work, reps: reps, rest: rest)
    }

    /// A quoted custom name, an unquoted catalog key or custom name, or nothing (unnamed work).
    private mutating func exerciseName() throws(TextFormError) -> StepList.Exercise {
        if peek == "\"" {
            let start = index
            index += 1
            var name = ""
            while let character = peek, character != "\"" {
                name.append(character)
                index += 1
            }
            guard consume("\"") else { throw error(.textErrorQuote, at: start) }
            let clean = name.trimmingWhitespace()
            guard !clean.isEmpty else { throw error(.textErrorEmptyName, at: start) }
            return StepList.Exercise(name: LocalizedText(plain: clean))
        }
        var words: [String] = []
        while let character = peek, !Self.nameStops.contains(character) {
            if character == " " || character == "\t" {
                skipSpaces()
                continue
            }
            if startsRestAfter() { break }
            let wordStart = index
            while let letter = peek, !Self.nameStops.contains(letter), letter != " ", letter != "\t" {
                index += 1
            }
            words.append(String(characters[wordStart..<index]))
        }
        guard !words.isEmpty else { return StepList.Exercise() }
        let key = words.map { $0.lowercased() }.joined(separator: "-")
        if catalog[key] != nil {
            return StepList.Exercise(key: key)
        }
        return StepList.Exercise(name: LocalizedText(plain: words.joined(separator: " ")))
    }

    /// Characters that end an unquoted name.
    private static let nameStops: Set<Character> = [",", "/", "(", ")", "@", "\""]

    /// True at the word `rest` followed by a duration: the block's rest, not part of a name.
    private func startsRestAfter() -> Bool {
        var probe = self
        guard probe.keyword("rest") else { return false }
        probe.skipSpaces()
        return probe.peek?.isASCIIDigit == true
    }

    private mutating func met() throws(TextFormError) -> Double {
        skipSpaces()
        let start = index
        while let character = peek, character.isASCIIDigit || character == "." {
            index += 1
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value > 0, value <= ProgramReader.maximumMET else {
            throw error(.textErrorMet, at: start, ["max": .decimal(ProgramReader.maximumMET, fractionDigits: 0)])
        }
        return value
    }

    // MARK: Tokens

    private mutating func duration(range: ClosedRange<Int>) throws(TextFormError) -> Int {
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

    private mutating func readDigits() -> String {
        let start = index
        while peek?.isASCIIDigit == true {
            index += 1
        }
        return String(characters[start..<index])
    }

    /// Consumes `word` (any case) when it stands alone: not followed by a letter.
    private mutating func keyword(_ word: String) -> Bool {
        let end = index + word.count
        guard end <= characters.count, String(characters[index..<end]).lowercased() == word else { return false }
        if end < characters.count, characters[end].isLetter { return false }
        index = end
        return true
    }

    private mutating func consume(_ character: Character) -> Bool {
        guard peek == character else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while let character = peek, character.isWhitespace {
            index += 1
        }
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }
    private var atEnd: Bool { index >= characters.count }

    /// The word starting at `position`, to quote in a message ("end of line" when none).
    private func word(at position: Int) -> String {
        var end = position
        while end < characters.count, !characters[end].isWhitespace, !",/()".contains(characters[end]) {
            end += 1
        }
        if end == position, position < characters.count { end += 1 }
        return String(characters[min(position, characters.count)..<end])
    }

    private func error(
        _ key: StringKey, at position: Int? = nil, _ arguments: [String: StringArgument] = [:]
    ) -> TextFormError {
        TextFormError(column: (position ?? index) + 1, message: Diagnostic.Message(key, arguments))
    }
}
