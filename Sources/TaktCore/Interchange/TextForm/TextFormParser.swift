/// Reads the one-line text form (README, "Sharing workouts") into blocks.
///
///     line   := item ("," item)*
///     item   := "ready" duration | "rest" duration | breathe | format | block
///     block  := [count "x"] ( "(" part ("," part)* ")" | step ) ["rest" duration]
///     part   := step | block | "(" format ")" | "rest" duration
///     step   := amount ["max"] [height] [name] ["@" met] [load] [height] ["/" duration]
///     amount := duration | count "reps"
///     format := "emom" count ":" tasks | "e" count "mom" count ":" tasks
///             | "every" duration "x" count ":" tasks | "amrap" minutes ":" tasks
///             | "for time" ["cap" minutes] ":" ( count "x(" tasks ")" | tasks )
///             | "death by" [count] name ["+" count] ["every" duration] ["x" count]
///             | "tabata" ["max"] name
///     breathe := "breathe" pattern ( count | "x" count | "for" duration )   (TextFormParser+Breathing.swift)
///     tasks  := task ("," task)*      (TextFormParser+Tasks.swift: quantities, loads, together)
///
/// `rest` after a block (or as the next item) is the block's `restAfter`; inside a block's
/// parentheses it follows the part before it. A format written without parentheses runs
/// to the end of the line. A name in double quotes is always a custom exercise; an
/// unquoted one is a catalog key when it matches one.
struct TextFormParser {
    let characters: [Character]
    var index = 0
    let catalog: ExerciseCatalog

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
            } else if let breathing = try breathingBlock() {
                blocks.append(breathing)
            } else if let format = try formatBlock() {
                blocks.append(format)
            } else if let lift = try liftBlock() {
                blocks.append(lift)
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
            } else if let breathing = try breathingBlock() {
                parts.append(.block(breathing))
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
    func startsRepeat() -> Bool {
        var probe = self
        return (try? probe.roundsPrefix()) != nil
    }

    /// `8x` before a step or a parenthesis: the block's rounds; `nil` (nothing consumed) otherwise.
    mutating func roundsPrefix() throws(TextFormError) -> Int? {
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
        } else if peek == ":" {
            // `1:00 plank`: a clock's time, not 1 s of ":00 plank".
            index = start
            work = try clock()
        } else {
            index = start
            work = try duration(range: ProgramReader.workRange)
        }
        skipSpaces()
        // `20s max push-ups`: a station whose reps are asked for when it ends.
        let asksMax = work != nil && keyword("max")
        skipSpaces()
        // `40s 24/20in box jumps`: the box's height before the movement, as in a format block.
        let leading = startsHeight() ? try heightValue() : nil
        skipSpaces()
        var exercise = try exerciseName()
        var load: Load?
        var height: Height?
        try readTrailing(met: &exercise.met, load: &load, height: &height)
        height = height ?? leading
        if exercise.key == nil, exercise.met == nil {
            exercise.met = StepList.moderateMET
        }
        skipSpaces()
        let rest = consume("/") ? try duration(range: ProgramReader.restRange) : 0
        var step = StepList.Step(exercise: exercise, work: work, reps: reps, rest: rest, load: load, asksMax: asksMax)
        step.height = height
        return step
    }
}
