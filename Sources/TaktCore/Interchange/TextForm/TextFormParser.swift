/// Reads the one-line text form (README, "Sharing workouts") into blocks.
///
///     line   := item ("," item)*
///     item   := "ready" duration | "rest" duration | format | block
///     block  := [count "x"] ( "(" part ("," part)* ")" | step ) ["rest" duration]
///     part   := step | block | "(" format ")" | "rest" duration
///     step   := amount [name] ["@" met] ["/" duration]
///     amount := duration | count "reps"
///     format := "emom" count ":" tasks | "e" count "mom" count ":" tasks
///             | "every" duration "x" count ":" tasks | "amrap" minutes ":" tasks
///             | "for time" ["cap" minutes] ":" ( count "x(" tasks ")" | tasks )
///             | "death by" [count] name ["+" count] ["every" duration] ["x" count]
///             | "tabata" name
///     tasks  := task ("," task)*      task := (count | ladder) name | name   ladder := count ("-" count)+
///
/// `rest` after a block (or as the next item) is the block's `restAfter`; inside a block's
/// parentheses it follows the part before it. A format written without parentheses runs
/// to the end of the line. A name in double quotes is always a custom exercise; an
/// unquoted one is a catalog key when it matches one.
struct TextFormParser {
    private let characters: [Character]
    private var index = 0
    private let catalog: ExerciseCatalog

    init(_ text: String, catalog: ExerciseCatalog) {
        characters = Array(text)
        self.catalog = catalog
    }

    /// The get-ready seconds the line gave (if any) and its blocks.
    mutating func parse() throws(TextFormError) -> (getReady: Int?, blocks: [Program.Block]) {
        var getReady: Int?
        var blocks: [Program.Block] = []
        skipSpaces()
        guard !atEnd else { throw error(.textErrorEmpty) }
        repeat {
            skipSpaces()
            let itemStart = index
            if keyword("ready") {
                guard blocks.isEmpty, getReady == nil else { throw error(.textErrorReadyFirst, at: itemStart) }
                getReady = try duration(range: ProgramReader.restRange)
            } else if keyword("rest") {
                guard !blocks.isEmpty else { throw error(.textErrorRestFirst, at: itemStart) }
                guard blocks[blocks.count - 1].restAfter == nil else {
                    throw error(.textErrorRestTwice, at: itemStart)
                }
                blocks[blocks.count - 1].restAfter = try duration(range: ProgramReader.restRange)
            } else if let format = try formatBlock() {
                blocks.append(format)
            } else {
                blocks.append(try block(depth: 1))
            }
            skipSpaces()
        } while consume(",")
        guard atEnd else { throw error(.textErrorExpectedComma) }
        // `ready 10s` alone counts down to nothing.
        guard !blocks.isEmpty else { throw error(.textErrorEmpty) }
        return (getReady, blocks)
    }

    // MARK: Blocks and steps

    /// A part of a block's parentheses.
    private enum Part {
        case step(StepList.Step)
        case block(Program.Block)
        case rest(Int, at: Int)
    }

    /// A repeat: `8x20/10`, `3x(45s squats / 15s, 45s lunges)`, `3x(2x20/10, rest 60)`,
    /// or a format in parentheses, with the rest after it.
    private mutating func block(depth: Int) throws(TextFormError) -> Program.Block {
        let start = index
        let rounds = try roundsPrefix()
        var block: Program.Block
        skipSpaces()
        if consume("(") {
            skipSpaces()
            if let format = try formatBlock() {
                guard rounds == nil else { throw error(.textErrorFormatRepeated, at: start) }
                skipSpaces()
                guard consume(")") else { throw error(.textErrorExpectedClose) }
                block = format
            } else {
                block = try group(rounds: rounds ?? 1, depth: depth)
            }
        } else {
            block = StepList.block(from: StepList.Group(rounds: rounds ?? 1, steps: [try step()]))
        }
        skipSpaces()
        if keyword("rest") {
            block.restAfter = try duration(range: ProgramReader.restRange)
        }
        return block
    }

    /// What follows `(`: steps make one block (`StepList`), parts with blocks or rests one
    /// block of inner blocks, consecutive steps each an inner block of one round.
    private mutating func group(rounds: Int, depth: Int) throws(TextFormError) -> Program.Block {
        var parts: [Part] = []
        repeat {
            skipSpaces()
            let partStart = index
            if keyword("rest") {
                parts.append(.rest(try duration(range: ProgramReader.restRange), at: partStart))
            } else if peek == "(" || startsRepeat() {
                guard depth < Program.maximumNesting else {
                    throw error(.textErrorNesting, at: partStart, ["limit": .int(Program.maximumNesting)])
                }
                parts.append(.block(try block(depth: depth + 1)))
            } else {
                parts.append(.step(try step()))
            }
            skipSpaces()
        } while consume(",")
        guard consume(")") else { throw error(.textErrorExpectedClose) }
        let steps = parts.compactMap { part -> StepList.Step? in
            if case .step(let step) = part { return step }
            return nil
        }
        if steps.count == parts.count {
            return StepList.block(from: StepList.Group(rounds: rounds, steps: steps))
        }
        var inner: [Program.Block] = []
        var run: [StepList.Step] = []
        func flush() {
            if !run.isEmpty { inner.append(StepList.block(from: StepList.Group(steps: run))) }
            run = []
        }
        for part in parts {
            switch part {
            case .step(let step):
                run.append(step)
            case .block(let block):
                flush()
                inner.append(block)
            case .rest(let seconds, let at):
                flush()
                guard !inner.isEmpty else { throw error(.textErrorRestFirst, at: at) }
                guard inner[inner.count - 1].restAfter == nil else { throw error(.textErrorRestTwice, at: at) }
                inner[inner.count - 1].restAfter = seconds
            }
        }
        flush()
        return Program.Block(rounds: rounds, exercises: [], blocks: inner)
    }

    /// True at `3x`: a repeat rather than a step.
    private func startsRepeat() -> Bool {
        var probe = self
        return (try? probe.roundsPrefix()) != nil
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
    ///
    /// - Parameter stopsAt: words that end the name (death-by's `+2`, `every`, `x8`).
    private mutating func exerciseName(
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
            let word = String(characters[wordStart..<index])
            if stopsAt(word.lowercased()) {
                index = wordStart
                break
            }
            words.append(word)
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

    // MARK: Formats

    /// A format block starting here, or `nil` (nothing consumed) when no format word starts here.
    private mutating func formatBlock() throws(TextFormError) -> Program.Block? {
        let start = index
        var block = Program.Block(exercises: [])
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
        } else if keyword("death"), followedBy("by") {
            return try deathBy()
        } else if keyword("tabata") {
            skipSpaces()
            let entry = try task(reps: nil)
            return Program.Block(rounds: Program.Format.tabataRounds, exercises: [entry], format: .tabata)
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
        try readTasks(into: &block)
        return block
    }

    /// `e2mom`: the minutes of the period, or `nil` (nothing consumed).
    private mutating func eMinuteMom() -> Int? {
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
    private mutating func followedBy(_ word: String) -> Bool {
        let start = index
        skipSpaces()
        if keyword(word) { return true }
        index = start
        return false
    }

    /// The tasks after a format's colon; a for-time block may repeat them (`5x(…)`) or give a ladder.
    private mutating func readTasks(into block: inout Program.Block) throws(TextFormError) {
        skipSpaces()
        if block.format == .forTime, let rounds = try roundsPrefix() {
            skipSpaces()
            guard consume("(") else { throw error(.textErrorExpectedClose) }
            block.rounds = rounds
            block.exercises = try tasks(ladder: false).entries
            skipSpaces()
            guard consume(")") else { throw error(.textErrorExpectedClose) }
            return
        }
        let (entries, ladder) = try tasks(ladder: block.format == .forTime)
        block.exercises = entries
        if !ladder.isEmpty {
            block.ladder.reps = ladder
            block.rounds = ladder.count
        }
    }

    /// `10 burpees, 15 squats`; with a ladder (`21-15-9 burpees, squats`) a name without a
    /// count takes the ladder.
    private mutating func tasks(ladder allowsLadder: Bool) throws(TextFormError) -> (
        entries: [Program.ExerciseEntry], ladder: [Int]
    ) {
        var entries: [Program.ExerciseEntry] = []
        var ladder: [Int] = []
        repeat {
            skipSpaces()
            let start = index
            let digits = readDigits()
            var reps: Int?
            if allowsLadder, !digits.isEmpty, peek == "-" {
                let values = try ladderValues(first: digits, at: start)
                guard ladder.isEmpty || ladder == values else { throw error(.textErrorLadder, at: start) }
                ladder = values
            } else if !digits.isEmpty {
                reps = try repsValue(digits, at: start)
            } else if ladder.isEmpty {
                throw error(.textErrorExpectedCount, at: start)
            }
            skipSpaces()
            entries.append(try task(reps: reps))
            skipSpaces()
        } while consume(",")
        return (entries, ladder)
    }

    /// `21-15-9` after its first number.
    private mutating func ladderValues(first: String, at start: Int) throws(TextFormError) -> [Int] {
        var values = [try repsValue(first, at: start)]
        while consume("-") {
            let valueStart = index
            let digits = readDigits()
            guard !digits.isEmpty else { throw error(.textErrorExpectedCount, at: valueStart) }
            values.append(try repsValue(digits, at: valueStart))
        }
        guard values.count <= ProgramReader.roundsRange.upperBound else {
            throw error(.textErrorRounds, at: start, ["max": .int(ProgramReader.roundsRange.upperBound)])
        }
        return values
    }

    private func repsValue(_ digits: String, at start: Int) throws(TextFormError) -> Int {
        guard let value = Int(digits), ProgramReader.repsRange.contains(value) else {
            throw error(.textErrorReps, at: start, ["max": .int(ProgramReader.repsRange.upperBound)])
        }
        return value
    }

    /// An exercise of a format block: a name (with its MET when custom) and its reps.
    private mutating func task(
        reps: Int?, stopsAt: (String) -> Bool = { _ in false }
    ) throws(TextFormError) -> Program.ExerciseEntry {
        let start = index
        var exercise = try exerciseName(stopsAt: stopsAt)
        guard exercise.key != nil || exercise.name != nil else { throw error(.textErrorExpectedName, at: start) }
        skipSpaces()
        if consume("@") { exercise.met = try met() }
        if exercise.key == nil, exercise.met == nil { exercise.met = StepList.moderateMET }
        return Program.ExerciseEntry(key: exercise.key, name: exercise.name, met: exercise.met, reps: reps)
    }

    /// `death by [3] burpees [+2] [every 30s] [x8]`.
    private mutating func deathBy() throws(TextFormError) -> Program.Block {
        var block = Program.Block(rounds: Program.Format.deathByRounds, exercises: [], format: .deathBy)
        skipSpaces()
        let start = index
        let digits = readDigits()
        if !digits.isEmpty { block.start = try repsValue(digits, at: start) }
        skipSpaces()
        let stops = { (word: String) in
            word.hasPrefix("+") || word == "every"
                || (word.count > 1 && word.hasPrefix("x") && word.dropFirst().allSatisfy(\.isASCIIDigit))
        }
        block.exercises = [try task(reps: nil, stopsAt: stops)]
        skipSpaces()
        if consume("+") {
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

    /// Rounds or periods: a whole number from 1 to 1000.
    private mutating func count() throws(TextFormError) -> Int {
        skipSpaces()
        let start = index
        guard let value = Int(readDigits()), ProgramReader.roundsRange.contains(value) else {
            throw error(.textErrorRounds, at: start, ["max": .int(ProgramReader.roundsRange.upperBound)])
        }
        return value
    }

    /// A cap: minutes as a bare number (`amrap 12`), else a duration (`90s`, `1m30s`).
    private mutating func minutes() throws(TextFormError) -> Int {
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
