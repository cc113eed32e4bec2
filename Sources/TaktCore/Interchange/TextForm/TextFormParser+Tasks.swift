/// The tasks of a format block as a whiteboard writes them (README, "Writing a program"):
///
///     tasks    := task ("," task)*
///     task     := movement ("+" movement)*                     (emom: done together)
///     movement := [height] [lead] [height] name [load] ["@" met] [load] [height]
///     height   := ["to"] number ["/" number] ["\s"] ("in" | "ft" | "cm" | "m" after "to")
///     lead     := count | ladder | climb | distance | calories | time | "max"
///     ladder   := count ("-" count)+                           (for time: 21-15-9)
///     climb    := count ("-" count)+ "-" ("…" | "...")         (amrap: 3-6-9-…)
///     distance := number ["\s"] ("m" | "km" | "mi" | "mile" | "miles")    400m, 1 mile
///     calories := count ["/" count] ["\s"] "cal"                          20 cal, 15/12 cal
///     time     := clock | duration                                        1:00, 60s, 1m30s
///     load     := ["@"] number ["/" number] ["\s"] ("kg" | "lb" | "pood")  95/65lb, @ 61kg
///
/// A number glued to letters that are no unit (`400zz`), or followed by a unit word takt does
/// not read (`400 meters`), is an error where it stands, never a name: takt does not guess.
extension TextFormParser {
    /// What the tasks of a block gave: its entries, and the ladder or climb they share.
    struct TaskList {
        var entries: [Program.ExerciseEntry] = []
        var ladder: [Int] = []
        var climb: Climb?
        /// Where the ladder or climb was written, for a problem with it.
        var ladderAt: Int?
    }

    /// What stands before a movement's name.
    enum Lead {
        case quantity(Quantity)
        case ladder([Int])
        case climb(Climb)
        case none
    }

    /// The tasks after a format's colon; a for-time block may repeat them (`5x(…)`) or give a
    /// ladder, an amrap a climbing one.
    mutating func readTasks(into block: inout Program.Block) throws(TextFormError) {
        skipSpaces()
        if block.format == .forTime, let rounds = try roundsPrefix() {
            skipSpaces()
            guard consume("(") else { throw error(.textErrorExpectedClose) }
            block.rounds = rounds
            block.exercises = try tasks(of: block).entries
            skipSpaces()
            guard consume(")") else { throw error(.textErrorExpectedClose) }
            return
        }
        let list = try tasks(of: block)
        block.exercises = list.entries
        if !list.ladder.isEmpty {
            block.ladder.reps = list.ladder
            block.rounds = list.ladder.count
        }
        block.climb = list.climb
        if let climb = list.climb, let cap = block.cap {
            let climbing = list.entries.filter { $0.quantity == nil && $0.together.isEmpty }.count
            if climbing > 0, let round = climb.roundPastLimit(cap: cap, movements: climbing) {
                throw error(
                    .validateClimbLimit, at: list.ladderAt, ["max": .int(Climb.maximumReps), "round": .int(round)])
            }
        }
    }

    /// `10 burpees, 15 squats`; with a ladder (`21-15-9 burpees, squats`) a name without a
    /// quantity takes the ladder.
    private mutating func tasks(of block: Program.Block) throws(TextFormError) -> TaskList {
        var list = TaskList()
        repeat {
            skipSpaces()
            var parts = [try movement(in: block, list: &list)]
            skipSpaces()
            while peek == "+" {
                guard block.format.isPeriodic else {
                    throw error(.textErrorTogether, ["format": .text(block.format.rawValue)])
                }
                index += 1
                skipSpaces()
                parts.append(try movement(in: block, list: &list))
                skipSpaces()
            }
            list.entries.append(parts.count == 1 ? parts[0] : Program.ExerciseEntry(together: parts))
        } while consume(",")
        return list
    }

    /// One movement with its quantity (or the block's ladder), name, load and MET.
    private mutating func movement(
        in block: Program.Block, list: inout TaskList
    ) throws(TextFormError) -> Program.ExerciseEntry {
        let start = index
        var quantity: Quantity?
        var height = startsHeight() ? try heightValue() : nil
        skipSpaces()
        switch try lead(format: block.format) {
        case .quantity(let found):
            quantity = found
        case .ladder(let values):
            guard list.ladder.isEmpty || list.ladder == values else { throw error(.textErrorLadder, at: start) }
            list.ladder = values
            list.ladderAt = start
        case .climb(let climb):
            guard list.climb == nil || list.climb == climb else { throw error(.textErrorLadder, at: start) }
            list.climb = climb
            list.ladderAt = start
        case .none:
            if list.ladder.isEmpty && list.climb == nil { throw error(.textErrorExpectedCount, at: start) }
        }
        skipSpaces()
        if height == nil, startsHeight() {
            height = try heightValue()
            skipSpaces()
        }
        let nameStart = index
        var entry = try namedEntry()
        entry.quantity = quantity
        if let height, entry.height == nil { entry.height = height }
        try check(entry, in: block, at: quantity == nil ? nameStart : start)
        return entry
    }

    /// What the file reader checks of a task, with the caret on its quantity: `max` only in a
    /// periodic block, a quantity its movement takes, a time within the period.
    private func check(_ entry: Program.ExerciseEntry, in block: Program.Block, at position: Int) throws(TextFormError)
    {
        let format = StringArgument.text(block.format.rawValue)
        if entry.quantity == .max, !block.format.isPeriodic {
            throw error(.validateMaxFormat, at: position, ["format": format])
        }
        if case .time(let seconds) = entry.quantity, block.format == .emom, seconds > block.period {
            throw error(
                .validateTimePeriod, at: position,
                [
                    "time": .text(ClockText.format(seconds: seconds)),
                    "period": .text(ClockText.format(seconds: block.period)),
                ])
        }
        let kind = entry.quantity?.kind ?? .reps
        if let key = entry.key, let exercise = catalog[key], !exercise.quantities.contains(kind) {
            throw error(
                .validateQuantity, at: position,
                [
                    "exercise": .quoted(key), "takes": .phrases(exercise.quantities.map(ProgramReader.phrase)),
                    "found": .phrases([ProgramReader.phrase(kind)]),
                ])
        }
    }

    /// The words before a name: a quantity, a ladder, or nothing.
    private mutating func lead(format: Program.Format) throws(TextFormError) -> Lead {
        let start = index
        if keyword("max") { return .quantity(.max) }
        guard peek?.isASCIIDigit == true else { return .none }
        let number = readNumber()
        switch peek {
        case ":":
            index = start
            return .quantity(.time(try clock()))
        case "-" where !number.contains(".") && (format == .forTime || format == .amrap):
            return try ladder(first: number, at: start, format: format)
        case "/":
            return .quantity(try splitCalories(at: start))
        default:
            break
        }
        if let character = peek, character.isLetter {
            return .quantity(try gluedQuantity(at: start, number: number))
        }
        let afterNumber = index
        skipSpaces()
        let wordStart = index
        let word = readWord()
        if Distance.Unit(word: word) != nil || QuantityText.isCalorieWord(word) {
            return .quantity(try quantity(from: String(characters[start..<index]), at: start))
        }
        if Self.unitLikeWords.contains(word.lowercased()) {
            throw error(.textErrorUnit, at: wordStart, ["word": .quoted(word)])
        }
        index = afterNumber
        guard !number.contains(".") else {
            throw error(.textErrorReps, at: start, ["max": .int(ProgramReader.repsRange.upperBound)])
        }
        return .quantity(.reps(try repsValue(number, at: start)))
    }

    /// `400m`, `5km`, `20cal`, `60s`, `1m30s`: a number glued to its unit.
    private mutating func gluedQuantity(at start: Int, number: String) throws(TextFormError) -> Quantity {
        let word = readWord()
        let token = number + word
        if Distance.Unit(word: word) != nil || QuantityText.isCalorieWord(word) {
            return try quantity(from: token, at: start)
        }
        if !number.contains("."), let seconds = DurationText.seconds(from: token) {
            guard ProgramReader.workRange.contains(seconds) else {
                throw error(
                    .textErrorDurationRange, at: start,
                    [
                        "min": .int(ProgramReader.workRange.lowerBound),
                        "max": .int(ProgramReader.workRange.upperBound), "found": .int(seconds),
                    ])
            }
            return .time(seconds)
        }
        throw error(.textErrorGlued, at: start, ["found": .quoted(token)])
    }

    /// A distance or calories from their text, a problem located in the line.
    private func quantity(from text: String, at start: Int) throws(TextFormError) -> Quantity {
        let words = text.split(whereSeparator: \.isWhitespace)
        let unit = String(words.last ?? "").drop { $0.isASCIIDigit || $0 == "." || $0 == "/" }
        let result: Result<Quantity, QuantityText.Problem> =
            QuantityText.isCalorieWord(String(unit))
            ? QuantityText.calories(text).map(Quantity.calories) : QuantityText.distance(text).map(Quantity.distance)
        switch result {
        case .success(let quantity): return quantity
        case .failure(let problem):
            throw error(problem.message.key, at: start + problem.offset, problem.message.arguments)
        }
    }

    /// `15/12 cal`: calories for men and for women.
    private mutating func splitCalories(at start: Int) throws(TextFormError) -> Quantity {
        index += 1
        _ = readNumber()
        let numbers = index
        skipSpaces()
        let word = readWord()
        guard QuantityText.isCalorieWord(word) else {
            throw error(.textErrorSplit, at: start, ["found": .quoted(String(characters[start..<numbers]))])
        }
        return try quantity(from: String(characters[start..<index]), at: start)
    }

    /// `1:00`, `1:30:00`: a time as a clock shows it.
    mutating func clock() throws(TextFormError) -> Int {
        let start = index
        var groups: [String] = [readDigits()]
        while peek == ":" {
            index += 1
            groups.append(readDigits())
        }
        let found = String(characters[start..<index])
        let valid =
            groups.count <= 3 && groups.dropFirst().allSatisfy { $0.count == 2 && (Int($0) ?? 60) < 60 }
            && !groups[0].isEmpty && groups[0].count <= 3
        guard valid else { throw error(.textErrorClock, at: start, ["found": .quoted(found)]) }
        let seconds = groups.reduce(0) { $0 * 60 + (Int($1) ?? 0) }
        guard ProgramReader.workRange.contains(seconds) else {
            throw error(
                .textErrorDurationRange, at: start,
                [
                    "min": .int(ProgramReader.workRange.lowerBound), "max": .int(ProgramReader.workRange.upperBound),
                    "found": .int(seconds),
                ])
        }
        return seconds
    }

    /// `21-15-9` (for time) or `3-6-9-…` (amrap) after its first number.
    private mutating func ladder(first: String, at start: Int, format: Program.Format) throws(TextFormError) -> Lead {
        var values = [try repsValue(first, at: start)]
        var starts = [start]
        var climbs = false
        while consume("-") {
            if consume("…") || (consume(".") && consume(".") && consume(".")) {
                climbs = true
                break
            }
            let valueStart = index
            let digits = readDigits()
            guard !digits.isEmpty else { throw error(.textErrorExpectedCount, at: valueStart) }
            values.append(try repsValue(digits, at: valueStart))
            starts.append(valueStart)
        }
        guard values.count <= ProgramReader.roundsRange.upperBound else {
            throw error(.textErrorRounds, at: start, ["max": .int(ProgramReader.roundsRange.upperBound)])
        }
        guard climbs else {
            guard format == .forTime else { throw error(.textErrorAmrapLadder, at: start) }
            return .ladder(values)
        }
        guard format == .amrap else { throw error(.textErrorClimbFormat, at: start) }
        guard values.count >= 2 else { throw error(.textErrorClimb, at: start) }
        let step = values[1] - values[0]
        for position in 1..<values.count where values[position] - values[position - 1] != step || step < 1 {
            throw error(.textErrorClimb, at: starts[position])
        }
        return .climb(Climb(start: values[0], step: step))
    }

    /// Words that name a unit takt does not read there: refused where they stand, never taken
    /// for the start of a name (`400 meters of joy` is not 400 reps of "meters of joy").
    static let unitLikeWords: Set<String> = [
        "meter", "meters", "metre", "metres", "kilometer", "kilometers", "kilometre", "kilometres", "yard", "yards",
        "yd", "yds", "ft", "feet", "foot", "kcal", "calorie", "calories", "sec", "secs", "second", "seconds", "min",
        "mins", "minute", "minutes", "hour", "hours", "h", "s", "kg", "kgs", "lb", "lbs", "pood", "poods", "stone",
        "stones",
    ]

    /// Digits with perhaps a fraction: `95`, `1.5`.
    mutating func readNumber() -> String {
        var text = readDigits()
        if peek == ".", index + 1 < characters.count, characters[index + 1].isASCIIDigit {
            index += 1
            text += "." + readDigits()
        }
        return text
    }

    /// Letters, digits and the signs a word of a unit or a name holds, up to a space or a stop.
    mutating func readWord() -> String {
        let start = index
        while let character = peek, !character.isWhitespace, !Self.nameStops.contains(character) {
            index += 1
        }
        return String(characters[start..<index])
    }
}
