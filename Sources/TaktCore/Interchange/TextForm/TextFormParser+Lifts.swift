/// Lifts in a line (SPEC section 17): sets of reps × load, read by the rules of ``LiftText``.
///
///     lift    := name ["warmup" count ","] scheme tail
///                | scheme name "@" loads tail           (5x5 back squats @ 100kg)
///                | count "RM" name ["rest" rest]        (1RM deadlift)
///     scheme  := count "x" count | count ("-" count)*   (5x5, 5-5-3-3-1, 5)
///     tail    := ("@" loads | "@" "RPE" number | "rest" rest | "progress" "+" load)*
///     loads   := number ["%"] ("-" number ["%"])* [unit]   (100kg, 100-110-120kg, 75%-85%-95%)
///     rest    := duration | clock                          (2m, 90s, 2:00)
extension TextFormParser {
    /// The lift at the start of an item, or `nil` with nothing consumed when the item is none:
    /// a movement of the catalog followed by its sets, its sets followed by a movement and a
    /// load, or a max-load block.
    mutating func liftBlock() throws(TextFormError) -> Program.Block? {
        let start = index
        if let block = try maxLoadBlock() { return block }
        index = start
        if peek?.isASCIIDigit == true {
            guard let block = try schemeFirstLift() else {
                index = start
                return nil
            }
            return block
        }
        guard let character = peek, character.isLetter else { return nil }
        let words = movementWords()
        let afterName = index
        skipSpaces()
        let startsSets = peek?.isASCIIDigit == true || startsWarmup() || startsBareTimes()
        guard !words.isEmpty, startsSets else {
            index = start
            return nil
        }
        let key = try movementKey(words, at: start)
        index = afterName
        var lift = Lift(sets: [])
        skipSpaces()
        if keyword("warmup") {
            skipSpaces()
            lift.warmups = try liftValue(at: index, LiftText.warmups(readLiftToken()))
            skipSpaces()
            _ = consume(",")
            skipSpaces()
        }
        let schemeStart = index
        let token = readLiftToken()
        guard !token.isEmpty else { throw error(.liftErrorExpectedSets, at: schemeStart) }
        let reps = try liftValue(at: schemeStart, LiftText.scheme(token))
        try readLiftTail(into: &lift, reps: reps, schemeAt: schemeStart)
        return Program.Block(exercises: [lift.entry(key: key)])
    }

    /// `5x5 back squats @ 100kg`: the sets first, then a movement of the catalog and a load;
    /// `nil` for anything else (`8x20 burpees` stays eight 20-second stations).
    private mutating func schemeFirstLift() throws(TextFormError) -> Program.Block? {
        let schemeStart = index
        let token = readLiftToken()
        guard case .success(let reps) = LiftText.scheme(token) else { return nil }
        skipSpaces()
        guard peek?.isLetter == true else { return nil }
        let words = movementWords()
        guard !words.isEmpty, let key = MovementLookup.key(for: words.joined(separator: " "), in: catalog) else {
            return nil
        }
        skipSpaces()
        guard peek == "@" else { return nil }
        var probe = self
        probe.index += 1
        probe.skipSpaces()
        guard probe.peek?.isASCIIDigit == true else { return nil }
        var lift = Lift(sets: [])
        try readLiftTail(into: &lift, reps: reps, schemeAt: schemeStart)
        return Program.Block(exercises: [lift.entry(key: key)])
    }

    /// `1RM deadlift`, `5RM back squat rest 3:00`.
    private mutating func maxLoadBlock() throws(TextFormError) -> Program.Block? {
        let start = index
        let token = readLiftToken()
        guard let result = LiftText.maxLoad(token) else { return nil }
        let reps = try liftValue(at: start, result)
        skipSpaces()
        let nameStart = index
        let words = movementWords()
        guard !words.isEmpty else { throw error(.textErrorExpectedName, at: nameStart) }
        let key = try movementKey(words, at: nameStart)
        var lift = Lift(sets: [], maxLoad: reps)
        skipSpaces()
        if keyword("rest") { lift.rest = try liftRest() }
        return Program.Block(exercises: [lift.entry(key: key)])
    }

    /// Loads, RPE, rest and progress after the sets, up to the item's end.
    private mutating func readLiftTail(into lift: inout Lift, reps: [Int], schemeAt: Int) throws(TextFormError) {
        var loads: [LiftLoad] = []
        var rpe: Double?
        while true {
            skipSpaces()
            let wordStart = index
            if consume("@") {
                skipSpaces()
                let valueStart = index
                if keyword("rpe") {
                    skipSpaces()
                    rpe = try liftValue(at: valueStart, LiftText.rpe("RPE" + readLiftToken()))
                } else {
                    loads = try liftValue(at: valueStart, LiftText.loads(readLoadsToken()))
                }
            } else if keyword("rest") {
                lift.rest = try liftRest()
            } else if keyword("progress") {
                skipSpaces()
                let valueStart = index
                lift.progress = try liftValue(at: valueStart, LiftText.progress(readLoadsToken()))
            } else if atEnd || peek == "," || peek == ")" {
                break
            } else {
                throw error(.liftErrorTrailing, at: wordStart, ["found": .quoted(word(at: wordStart))])
            }
        }
        var sets = try liftValue(at: schemeAt, LiftText.sets(reps: reps, loads: loads, at: 0))
        for position in sets.indices { sets[position].rpe = rpe }
        lift.sets = sets
    }

    /// `2:00`, `2m`, `90s`, `90`: a rest after each set.
    private mutating func liftRest() throws(TextFormError) -> Int {
        skipSpaces()
        let start = index
        var probe = self
        _ = probe.readDigits()
        guard probe.peek == ":" else { return try duration(range: ProgramReader.restRange) }
        var seconds = 0
        var groups = 0
        repeat {
            let digits = readDigits()
            guard let value = Int(digits), groups == 0 || (digits.count == 2 && value < 60), groups < 3 else {
                throw error(.textErrorClock, at: start, ["found": .quoted(word(at: start))])
            }
            seconds = seconds * 60 + value
            groups += 1
        } while consume(":")
        guard ProgramReader.restRange.contains(seconds) else {
            throw error(
                .textErrorDurationRange, at: start,
                [
                    "min": .int(ProgramReader.restRange.lowerBound), "max": .int(ProgramReader.restRange.upperBound),
                    "found": .int(seconds),
                ])
        }
        return seconds
    }

    /// Words of a movement's name, up to a number, `warmup`, `rest` or a stop.
    private mutating func movementWords() -> [String] {
        var words: [String] = []
        while true {
            let wordStart = index
            skipSpaces()
            guard let character = peek, character.isLetter, !startsWarmup(), !startsRestAfter() else {
                index = wordStart
                break
            }
            let word = readWord()
            guard !word.isEmpty, word.allSatisfy({ $0.isLetter || "-_'".contains($0) }) else {
                index = wordStart
                break
            }
            words.append(word)
        }
        return words
    }

    /// The catalog key of a lift's movement; an unknown one is an error with a suggestion.
    private func movementKey(_ words: [String], at start: Int) throws(TextFormError) -> String {
        let written = words.joined(separator: " ")
        if let key = MovementLookup.key(for: written, in: catalog) { return key }
        let hyphened = words.map { $0.lowercased() }.joined(separator: "-")
        if let suggestion = Suggestion.closest(to: hyphened, among: catalog.keys) {
            throw error(
                .liftErrorMovementSuggest, at: start, ["found": .quoted(written), "suggestion": .text(suggestion)])
        }
        throw error(.liftErrorMovement, at: start, ["found": .quoted(written)])
    }

    /// `x100` where the sets should be: a mistake to point at, not the start of a name.
    private func startsBareTimes() -> Bool {
        guard let character = peek, "xX×".contains(character), index + 1 < characters.count else { return false }
        return characters[index + 1].isASCIIDigit
    }

    private func startsWarmup() -> Bool {
        var probe = self
        return probe.keyword("warmup")
    }

    /// The characters of a sets or count word: up to a space, `@`, `,` or `)`.
    private mutating func readLiftToken() -> String {
        skipSpaces()
        let start = index
        while let character = peek, !character.isWhitespace, !",@()".contains(character) {
            index += 1
        }
        return String(characters[start..<index])
    }

    /// A load's characters: numbers, `%`, `-`, `+`, `.` and the unit after them (glued or after
    /// a space), never the `rest` or `progress` that follows.
    private mutating func readLoadsToken() -> String {
        let start = index
        while let character = peek, character.isASCIIDigit || ".%-+".contains(character) {
            index += 1
        }
        let numbers = index
        skipSpaces()
        if peek?.isLetter == true, !startsRestAfter(), !startsWarmup() {
            var probe = self
            if !probe.keyword("progress") {
                while let character = peek, !character.isWhitespace, !",@()".contains(character) {
                    index += 1
                }
                return String(characters[start..<index])
            }
        }
        index = numbers
        return String(characters[start..<numbers])
    }

    /// The value of a rule, or its problem located in the line from `start`.
    private func liftValue<Value>(at start: Int, _ result: Result<Value, LiftText.Problem>) throws(TextFormError)
        -> Value
    {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            throw error(problem.message.key, at: start + problem.offset, problem.message.arguments)
        }
    }
}
