/// Reads the values of quantities and loads as both a program file and the one-line text form
/// write them: `400m`, `1 mile`, `15/12`, `95/65lb`, `1.5pood`, and heights, `24/20in`.
///
/// A problem comes with the offset (in characters) of the word it is about, so a reader can
/// point its caret at it: `95 stones` at `stones`, `95/65/45lb` at `45`.
public enum QuantityText {
    /// A value that cannot be read, and where in it the reader stopped.
    public struct Problem: Error, Sendable, Hashable {
        public var offset: Int
        public var message: Diagnostic.Message

        init(_ offset: Int, _ key: StringKey, _ arguments: [String: StringArgument] = [:]) {
            self.offset = offset
            self.message = Diagnostic.Message(key, arguments)
        }
    }

    /// The most calories a task may ask for.
    public static let maximumCalories = 10_000

    /// `43kg`, `95 lb`, `1.5pood`, `95/65lb`.
    public static func load(_ text: String) -> Result<Load, Problem> {
        let parts: Parts
        switch split(text, example: "95/65lb") {
        case .success(let found): parts = found
        case .failure(let problem): return .failure(problem)
        }
        guard let word = parts.unit else { return .failure(Problem(parts.end, .quantityErrorLoadUnitMissing)) }
        guard let unit = Load.Unit(word: word.text) else {
            return .failure(Problem(word.offset, .quantityErrorLoadUnit, ["word": .quoted(word.text)]))
        }
        for value in parts.values where value.number <= 0 || value.number * unit.kilograms > Load.maximumKilograms {
            return .failure(
                Problem(
                    value.offset, .quantityErrorLoadRange,
                    ["max": .int(Int(Load.maximumKilograms)), "found": .quoted(value.text + word.text)]))
        }
        return .success(Load(parts.bySex, unit))
    }

    /// `24in`, `24/20 in`, `10/9ft`, `60cm`, `3m`: a box's or a target's height.
    public static func height(_ text: String) -> Result<Height, Problem> {
        let parts: Parts
        switch split(text, example: "24/20in") {
        case .success(let found): parts = found
        case .failure(let problem): return .failure(problem)
        }
        guard let word = parts.unit else { return .failure(Problem(parts.end, .quantityErrorHeightUnitMissing)) }
        guard let unit = Height.Unit(word: word.text) else {
            return .failure(Problem(word.offset, .quantityErrorHeightUnit, ["word": .quoted(word.text)]))
        }
        for value in parts.values where value.number <= 0 || value.number * unit.centimetres > Height.maximumCentimetres
        {
            return .failure(
                Problem(
                    value.offset, .quantityErrorHeightRange,
                    ["max": .int(Int(Height.maximumCentimetres / 100)), "found": .quoted(value.text + word.text)]))
        }
        return .success(Height(parts.bySex, unit))
    }

    /// `400m`, `500 m`, `5km`, `1mi`, `1 mile`.
    public static func distance(_ text: String) -> Result<Distance, Problem> {
        let parts: Parts
        switch split(text, example: "400m") {
        case .success(let found): parts = found
        case .failure(let problem): return .failure(problem)
        }
        if parts.values.count > 1 {
            return .failure(Problem(parts.values[1].offset - 1, .quantityErrorDistanceSplit))
        }
        guard let word = parts.unit else { return .failure(Problem(parts.end, .quantityErrorDistanceUnitMissing)) }
        guard let unit = Distance.Unit(word: word.text) else {
            return .failure(Problem(word.offset, .quantityErrorDistanceUnit, ["word": .quoted(word.text)]))
        }
        let value = parts.values[0]
        let distance = Distance(value.number, unit)
        guard value.number > 0, distance.metres <= Distance.maximumMetres else {
            return .failure(
                Problem(
                    value.offset, .quantityErrorDistanceRange,
                    ["max": .int(Int(Distance.maximumMetres / 1000)), "found": .quoted(value.text + word.text)]))
        }
        return .success(distance)
    }

    /// `20`, `15/12`, and the same with `cal` after it.
    public static func calories(_ text: String) -> Result<BySex<Int>, Problem> {
        let parts: Parts
        switch split(text, example: "15/12") {
        case .success(let found): parts = found
        case .failure(let problem): return .failure(problem)
        }
        if let word = parts.unit, !isCalorieWord(word.text) {
            return .failure(Problem(word.offset, .quantityErrorCalorieUnit, ["word": .quoted(word.text)]))
        }
        var counts: [Int] = []
        for value in parts.values {
            guard value.number.rounded() == value.number, !value.text.contains("."),
                let count = Int(value.text), (1...maximumCalories).contains(count)
            else {
                return .failure(
                    Problem(
                        value.offset, .quantityErrorCalories,
                        ["max": .int(maximumCalories), "found": .quoted(value.text)]))
            }
            counts.append(count)
        }
        return .success(counts.count == 2 ? .split(male: counts[0], female: counts[1]) : .same(counts[0]))
    }

    /// `cal`, the whiteboard's word for a machine's calories (`cals` too).
    public static func isCalorieWord(_ word: String) -> Bool {
        ["cal", "cals"].contains(word.lowercased())
    }

    /// A plain decimal above or at 0 with at most three decimals: `95`, `1.5`, `0.25`.
    public static func number(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 7, whole.allSatisfy(\.isASCIIDigit),
            whole.count == 1 || whole.first != "0"
        else { return nil }
        if parts.count == 2 {
            guard (1...3).contains(parts[1].count), parts[1].allSatisfy(\.isASCIIDigit) else { return nil }
        }
        return Double(text)
    }

    // MARK: Splitting

    /// A value of a quantity as written: numbers split by `/`, then perhaps a unit word.
    private struct Parts {
        struct Value {
            var text: String
            var number: Double
            var offset: Int
        }

        var values: [Value]
        var unit: (text: String, offset: Int)?
        /// Where the text ends, for "a unit is missing here".
        var end: Int

        var bySex: BySex<Double> {
            values.count == 2 ? .split(male: values[0].number, female: values[1].number) : .same(values[0].number)
        }
    }

    /// The numbers (one, or two split by `/`) and the unit word of `text`.
    private static func split(_ text: String, example: String) -> Result<Parts, Problem> {
        let characters = Array(text)
        var index = 0
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        var values: [Parts.Value] = []
        repeat {
            let start = index
            while index < characters.count, characters[index].isASCIIDigit || characters[index] == "." { index += 1 }
            let digits = String(characters[start..<index])
            guard let number = number(Substring(digits)) else {
                let found = String(characters[start...].prefix { !$0.isWhitespace && $0 != "/" })
                return .failure(Problem(start, .quantityErrorNumber, ["found": .quoted(found.isEmpty ? text : found)]))
            }
            guard values.count < 2 else {
                return .failure(Problem(start, .quantityErrorSplit, ["example": .text(example)]))
            }
            values.append(Parts.Value(text: digits, number: number, offset: start))
            guard index < characters.count, characters[index] == "/" else { break }
            index += 1
        } while true
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let unitStart = index
        var end = characters.count
        while end > unitStart, characters[end - 1].isWhitespace { end -= 1 }
        let word = String(characters[unitStart..<end])
        return .success(
            Parts(values: values, unit: word.isEmpty ? nil : (word, unitStart), end: unitStart))
    }
}
