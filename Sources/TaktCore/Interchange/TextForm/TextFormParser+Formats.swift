/// The whiteboard formats of a line: `emom 10: …`, `amrap 12: …`, `for time: …`, `death by …`, `tabata …`.
extension TextFormParser {
    /// A format block starting here, or `nil` (nothing consumed) when no format word starts here.
    mutating func formatBlock() throws(TextFormError) -> Program.Block? {
        let start = index
        var block = Program.Block(exercises: [])
        var writtenRounds: Int?
        if keyword("emom") {
            block.format = .emom
            block.rounds = try count()
        } else if let minutes = eMinuteMom() {
            block.format = .emom
            block.every = minutes * 60
            block.rounds = try count()
        } else if keyword("every") {
            block.format = .emom
            block.every = try duration(range: ProgramReader.workRange)
            skipSpaces()
            guard consume("x") || consume("X") || consume("×") else {
                throw error(.textErrorRounds, ["max": .int(ProgramReader.roundsRange.upperBound)])
            }
            block.rounds = try count()
        } else if keyword("amrap") {
            block.format = .amrap
            block.cap = try minutes()
        } else if keyword("for"), followedBy("time") {
            block.format = .forTime
            skipSpaces()
            if keyword("cap") { block.cap = try minutes() }
        } else if let rounds = try roundsForTime() {
            block.format = .forTime
            block.rounds = rounds
            writtenRounds = rounds
            skipSpaces()
            if keyword("cap") { block.cap = try minutes() }
        } else if keyword("death"), followedBy("by") {
            return try deathBy()
        } else if keyword("tabata") {
            return try tabata()
        } else {
            index = start
            return nil
        }
        skipSpaces()
        guard consume(":") else {
            let example = block.format == .forTime ? "for time: 21-15-9 burpees, squats" : "amrap 12: 10 burpees"
            throw error(
                .textErrorExpectedColon, ["format": .text(block.format.rawValue), "example": .text(example)])
        }
        skipSpaces()
        let tasksStart = index
        try readTasks(into: &block)
        // `3 rounds for time: 21-15-9 …` gives the rounds twice.
        if let rounds = writtenRounds, !block.ladder.reps.isEmpty {
            throw error(.textErrorRoundsLadder, at: tasksStart, ["rounds": .int(rounds)])
        }
        return block
    }

    /// `e2mom`: the minutes of the period, or `nil` (nothing consumed).
    mutating func eMinuteMom() -> Int? {
        let start = index
        guard consume("e") || consume("E") else { return nil }
        let digits = readDigits()
        guard let minutes = Int(digits), (1...60).contains(minutes), keyword("mom") else {
            index = start
            return nil
        }
        return minutes
    }

    /// Consumes spaces and `word` when `word` follows; else consumes nothing.
    mutating func followedBy(_ word: String) -> Bool {
        let start = index
        skipSpaces()
        if keyword(word) { return true }
        index = start
        return false
    }

    /// `tabata [max] burpees`: eight stations whose reps are asked at `max` (SPEC 14), never a
    /// movement named "max burpees".
    mutating func tabata() throws(TextFormError) -> Program.Block {
        skipSpaces()
        let asksMax = keyword("max")
        skipSpaces()
        var entry = try namedEntry()
        if asksMax { entry.quantity = .max }
        return Program.Block(rounds: Program.Format.tabataRounds, exercises: [entry], format: .tabata)
    }

    /// `death by [3] [max] burpees [+ squats] [+2] [every 30s] [x8]`.
    mutating func deathBy() throws(TextFormError) -> Program.Block {
        var block = Program.Block(rounds: Program.Format.deathByRounds, exercises: [], format: .deathBy)
        skipSpaces()
        let start = index
        // `death by 24in box jumps`: a height, not a start of 24 reps.
        let digits = startsHeight() ? "" : readDigits()
        if !digits.isEmpty { block.start = try repsValue(digits, at: start) }
        skipSpaces()
        let stops = { (word: String) in
            word == "every" || (word.count > 1 && word.hasPrefix("x") && word.dropFirst().allSatisfy(\.isASCIIDigit))
        }
        var parts: [Program.ExerciseEntry] = []
        repeat {
            skipSpaces()
            let asksMax = keyword("max")
            skipSpaces()
            var part = try namedEntry(stopsAt: stops)
            if asksMax { part.quantity = .max }
            parts.append(part)
            skipSpaces()
        } while startsTogether() && consume("+")
        block.exercises = [parts.count == 1 ? parts[0] : Program.ExerciseEntry(together: parts)]
        if consume("+") {
            skipSpaces()
            let stepStart = index
            guard let step = Int(readDigits()), ProgramReader.stepRange.contains(step) else {
                throw error(.textErrorReps, at: stepStart, ["max": .int(ProgramReader.stepRange.upperBound)])
            }
            block.step = step
            skipSpaces()
        }
        if keyword("every") {
            block.every = try duration(range: ProgramReader.workRange)
            skipSpaces()
        }
        if consume("x") || consume("X") || consume("×") {
            block.rounds = try count()
        }
        return block
    }

    /// A `+` that joins another movement: not death-by's `+2`.
    func startsTogether() -> Bool {
        guard peek == "+" else { return false }
        var probe = self
        probe.index += 1
        probe.skipSpaces()
        return probe.peek.map { !$0.isASCIIDigit } ?? false
    }

    /// Rounds or periods: a whole number from 1 to 1000.
    mutating func count() throws(TextFormError) -> Int {
        skipSpaces()
        let start = index
        guard let value = Int(readDigits()), ProgramReader.roundsRange.contains(value) else {
            throw error(.textErrorRounds, at: start, ["max": .int(ProgramReader.roundsRange.upperBound)])
        }
        return value
    }

    /// A cap: minutes as a bare number (`amrap 12`), else a duration (`90s`, `1m30s`).
    mutating func minutes() throws(TextFormError) -> Int {
        skipSpaces()
        let start = index
        let digits = readDigits()
        guard !digits.isEmpty, peek.map({ !$0.isLetter }) ?? true else {
            index = start
            return try duration(range: ProgramReader.workRange)
        }
        let range = ProgramReader.workRange
        guard let value = Int(digits), value <= range.upperBound / 60, value > 0 else {
            throw error(
                .textErrorDurationRange, at: start,
                ["min": .int(range.lowerBound), "max": .int(range.upperBound), "found": .text(digits + "m")])
        }
        return value * 60
    }
}
