/// Names of exercises in a line, and what may follow a name: a MET or a load.
extension TextFormParser {
    /// A quoted custom name, an unquoted catalog key or custom name, or nothing (unnamed work).
    ///
    /// A word that starts with a digit ends the name: it is the movement's load
    /// (`thrusters 95/65lb`), never part of its name.
    ///
    /// - Parameter stopsAt: words that end the name (death-by's `every`, `x8`).
    mutating func exerciseName(
        stopsAt: (String) -> Bool = { _ in false }
    ) throws(TextFormError) -> StepList.Exercise {
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
        let nameStart = index
        while let character = peek, !Self.nameStops.contains(character) {
            if character == " " || character == "\t" {
                skipSpaces()
                continue
            }
            if startsRestAfter() || startsHeightWord() { break }
            let wordStart = index
            while let letter = peek, !Self.nameStops.contains(letter), letter != " ", letter != "\t" {
                index += 1
            }
            let word = String(characters[wordStart..<index])
            if stopsAt(word.lowercased()) || word.first?.isASCIIDigit == true {
                index = wordStart
                break
            }
            try refuseUnknownFormat(word, after: words, at: nameStart)
            words.append(word)
        }
        guard !words.isEmpty else { return StepList.Exercise() }
        let key = words.map { $0.lowercased() }.joined(separator: "-")
        if catalog[key] != nil {
            return StepList.Exercise(key: key)
        }
        if let movement = catalog.key(ofOne: key) {
            return StepList.Exercise(key: movement)
        }
        return StepList.Exercise(name: LocalizedText(plain: words.joined(separator: " ")))
    }

    /// Characters that end an unquoted name.
    static let nameStops: Set<Character> = [",", "/", "(", ")", "@", "\"", "+"]

    /// A movement of a format block: perhaps its height (`24/20in box jumps`), its name, then its
    /// MET (`@7.5`, custom names only need one) and its load (`95/65lb`, `@ 61kg`), in either order.
    mutating func namedEntry(stopsAt: (String) -> Bool = { _ in false }) throws(TextFormError) -> Program.ExerciseEntry
    {
        let leading = startsHeight() ? try heightValue() : nil
        skipSpaces()
        let start = index
        let exercise = try exerciseName(stopsAt: stopsAt)
        guard exercise.key != nil || exercise.name != nil else { throw error(.textErrorExpectedName, at: start) }
        var entry = Program.ExerciseEntry(key: exercise.key, name: exercise.name)
        try readTrailing(met: &entry.met, load: &entry.load, height: &entry.height)
        if entry.height == nil { entry.height = leading }
        if entry.key == nil, entry.met == nil { entry.met = StepList.moderateMET }
        return entry
    }

    /// What may follow a name: `@` and a MET, a load with or without `@` before it, and a
    /// height (`24in`, `to 10/9ft`).
    mutating func readTrailing(met: inout Double?, load: inout Load?, height: inout Height?) throws(TextFormError) {
        for _ in 0..<3 {
            skipSpaces()
            if startsHeight() {
                height = try heightValue()
            } else if peek == "@" {
                index += 1
                skipSpaces()
                if startsLoad() {
                    load = try loadValue()
                } else {
                    met = try self.met()
                }
            } else if peek?.isASCIIDigit == true, !startsRestAfter() {
                load = try loadValue()
            } else {
                return
            }
        }
    }

    /// True at a number with a unit after it (`61kg`, `95 lb`): a load, not a MET.
    func startsLoad() -> Bool {
        var probe = self
        _ = probe.readLoadText()
        return probe.index > index && probe.characters[probe.index - 1].isLetter
    }

    /// `95/65lb`, `43 kg`, `1.5pood`: a load, a problem located at its word.
    mutating func loadValue() throws(TextFormError) -> Load {
        let start = index
        let text = readLoadText()
        switch QuantityText.load(text) {
        case .success(let load): return load
        case .failure(let problem):
            throw error(problem.message.key, at: start + problem.offset, problem.message.arguments)
        }
    }

    /// The characters of a load: numbers and `/`, then perhaps spaces and a word.
    private mutating func readLoadText() -> String {
        let start = index
        while let character = peek, character.isASCIIDigit || character == "." || character == "/" {
            index += 1
        }
        let numbers = index
        skipSpaces()
        if peek?.isLetter == true {
            _ = readWord()
        } else {
            index = numbers
        }
        return String(characters[start..<index])
    }

    /// True at the word `rest` followed by a duration: the block's rest, not part of a name.
    func startsRestAfter() -> Bool {
        var probe = self
        guard probe.keyword("rest") else { return false }
        probe.skipSpaces()
        return probe.peek?.isASCIIDigit == true
    }

    mutating func met() throws(TextFormError) -> Double {
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
}
