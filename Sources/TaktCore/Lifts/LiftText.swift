/// Reads the words of a lift as both readers write them (SPEC section 17): the sets (`5x5`,
/// `5-5-3-3-1`), the loads (`100kg`, `100-110-120kg`, `75%-85%-95%`), `RPE8`, `+2.5kg` and
/// `1RM`. A problem comes with the offset of the character it is about, as ``QuantityText``'s do.
public enum LiftText {
    public typealias Problem = QuantityText.Problem

    /// `5x5` (sets × reps), `5-5-3-3-1` (reps per set) or `5` (one set): the reps of each set.
    public static func scheme(_ text: String) -> Result<[Int], Problem> {
        let characters = Array(text)
        var index = 0
        func digits() -> (text: String, at: Int) {
            let start = index
            while index < characters.count, characters[index].isASCIIDigit { index += 1 }
            return (String(characters[start..<index]), start)
        }
        let first = digits()
        guard !first.text.isEmpty else {
            return .failure(Problem(0, .liftErrorScheme, ["found": .quoted(text)]))
        }
        var reps: [Int] = []
        if index < characters.count, "xX×".contains(characters[index]) {
            index += 1
            let second = digits()
            guard !second.text.isEmpty else { return .failure(Problem(index, .liftErrorSchemeReps)) }
            if let problem = trailing(characters, at: index) { return .failure(problem) }
            guard let sets = Int(first.text), LiftRules.setsRange.contains(sets) else {
                return .failure(setsProblem(first.text, at: first.at))
            }
            switch count(second.text, at: second.at) {
            case .success(let count): reps = Array(repeating: count, count: sets)
            case .failure(let problem): return .failure(problem)
            }
            return .success(reps)
        }
        var part = first
        while true {
            switch count(part.text, at: part.at) {
            case .success(let count): reps.append(count)
            case .failure(let problem): return .failure(problem)
            }
            guard index < characters.count, characters[index] == "-" else { break }
            index += 1
            part = digits()
            guard !part.text.isEmpty else {
                return .failure(Problem(part.at, .liftErrorScheme, ["found": .quoted(text)]))
            }
        }
        if let problem = trailing(characters, at: index) { return .failure(problem) }
        guard LiftRules.setsRange.contains(reps.count) else { return .failure(setsProblem(String(reps.count), at: 0)) }
        return .success(reps)
    }

    /// `100kg`, `102.5 kg`, `225lb`, `100-110-120kg` (one unit for all), `75%`, `75%-85%-95%`
    /// or `75-85-95%`: one load, or one per set.
    public static func loads(_ text: String) -> Result<[LiftLoad], Problem> {
        let characters = Array(text)
        var index = 0
        var numbers: [(value: Double, text: String, at: Int, percent: Bool)] = []
        while true {
            let start = index
            while index < characters.count, characters[index].isASCIIDigit || characters[index] == "." {
                index += 1
            }
            let number = String(characters[start..<index])
            guard let value = Double(number), value.isFinite, number.first != ".", number.last != "." else {
                return .failure(Problem(start, .liftErrorLoad, ["found": .quoted(text)]))
            }
            let percent = index < characters.count && characters[index] == "%"
            if percent { index += 1 }
            numbers.append((value, number, start, percent))
            guard index < characters.count, characters[index] == "-" else { break }
            index += 1
        }
        while index < characters.count, characters[index] == " " { index += 1 }
        let wordStart = index
        let word = String(characters[index...])
        let anyPercent = numbers.contains { $0.percent }
        if anyPercent || word == "%" {
            if !word.isEmpty, word != "%" {
                return .failure(Problem(wordStart, .liftErrorLoad, ["found": .quoted(text)]))
            }
            var loads: [LiftLoad] = []
            for number in numbers {
                guard number.value > 0, number.value <= LiftRules.maximumPercent else {
                    return .failure(
                        Problem(
                            number.at, .liftErrorPercentRange,
                            ["max": .int(Int(LiftRules.maximumPercent)), "found": .quoted(number.text + "%")]))
                }
                loads.append(.percent(number.value))
            }
            return .success(loads)
        }
        guard !word.isEmpty else { return .failure(Problem(wordStart, .liftErrorLoadUnit)) }
        guard word.allSatisfy(\.isLetter) else {
            return .failure(Problem(wordStart, .liftErrorLoad, ["found": .quoted(text)]))
        }
        guard let unit = Load.Unit(word: word) else {
            return .failure(Problem(wordStart, .quantityErrorLoadUnit, ["word": .quoted(word)]))
        }
        var loads: [LiftLoad] = []
        for number in numbers {
            let weight = LiftWeight(number.value, unit)
            guard weight.amount > 0, weight.kilograms <= LiftRules.maximumKilograms else {
                return .failure(
                    Problem(
                        number.at, .liftErrorLoadRange,
                        ["max": .int(Int(LiftRules.maximumKilograms)), "found": .quoted(number.text + word)]))
            }
            loads.append(.weight(weight))
        }
        return .success(loads)
    }

    /// `RPE8`, `rpe 7.5` or `8`: 1 to 10 in halves.
    public static func rpe(_ text: String) -> Result<Double, Problem> {
        var body = Substring(text)
        if body.lowercased().hasPrefix("rpe") { body = body.dropFirst(3) }
        let number = body.trimmingPrefix(" ")
        guard let value = Double(number), LiftRules.rpeRange.contains(value), (value * 2).rounded() == value * 2
        else {
            return .failure(Problem(0, .liftErrorRpe, ["found": .quoted(text)]))
        }
        return .success(value)
    }

    /// `+2.5kg` (or `2.5kg`): what each next time adds.
    public static func progress(_ text: String) -> Result<LiftWeight, Problem> {
        let body = text.hasPrefix("+") ? String(text.dropFirst()) : text
        let failure = Problem(
            0, .liftErrorProgress, ["max": .int(Int(LiftRules.maximumProgressKilograms)), "found": .quoted(text)])
        guard case .success(let loads) = loads(body), loads.count == 1, case .weight(let weight) = loads[0],
            weight.kilograms <= LiftRules.maximumProgressKilograms
        else { return .failure(failure) }
        return .success(weight)
    }

    /// `1RM`, `5rm`: the reps of a max-load block; `nil` when the text is no such word.
    public static func maxLoad(_ text: String) -> Result<Int, Problem>? {
        let lowered = text.lowercased()
        guard lowered.hasSuffix("rm"), lowered.count > 2, lowered.dropLast(2).allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        guard let reps = Int(lowered.dropLast(2)), LiftRules.maxLoadRange.contains(reps) else {
            return .failure(
                Problem(0, .liftErrorMaxLoad, ["max": .int(LiftRules.maxLoadRange.upperBound), "found": .quoted(text)]))
        }
        return .success(reps)
    }

    /// The sets of `reps` at `loads`, or the problem that 5 sets cannot take 3 loads.
    public static func sets(reps: [Int], loads: [LiftLoad], at offset: Int) -> Result<[LiftSet], Problem> {
        guard let sets = Lift.sets(reps: reps, loads: loads) else {
            return .failure(
                Problem(offset, .liftErrorLoadCount, ["sets": .int(reps.count), "loads": .int(loads.count)]))
        }
        return .success(sets)
    }

    /// The warm-up count of `warmup 3`.
    public static func warmups(_ text: String) -> Result<Int, Problem> {
        guard let count = Int(text), LiftRules.warmupRange.contains(count) else {
            return .failure(
                Problem(0, .liftErrorWarmup, ["max": .int(LiftRules.warmupRange.upperBound), "found": .quoted(text)]))
        }
        return .success(count)
    }

    private static func count(_ digits: String, at offset: Int) -> Result<Int, Problem> {
        guard let value = Int(digits), LiftRules.repsRange.contains(value) else {
            return .failure(
                Problem(
                    offset, .liftErrorReps, ["max": .int(LiftRules.repsRange.upperBound), "found": .quoted(digits)]))
        }
        return .success(value)
    }

    private static func setsProblem(_ digits: String, at offset: Int) -> Problem {
        Problem(offset, .liftErrorSets, ["max": .int(LiftRules.setsRange.upperBound), "found": .quoted(digits)])
    }

    private static func trailing(_ characters: [Character], at index: Int) -> Problem? {
        guard index < characters.count else { return nil }
        return Problem(index, .liftErrorTrailing, ["found": .quoted(String(characters[index...]))])
    }
}

extension LiftText {
    /// True when a command's argument reads as a lift in the text form: a name, then its sets
    /// or `warmup` (`back-squat 5x5 @100kg`, `back squat warmup 3, 5x5 @100kg`). An id has no
    /// spaces, so this never takes one.
    public static func looksLikeLift(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ")
        guard words.count >= 2, words[0].first?.isLetter == true else { return false }
        let startsSets: (Substring) -> Bool = { word in
            word.first?.isASCIIDigit == true || word == "warmup"
                || (word.count > 1 && "x×".contains(word.first ?? " ") && word.dropFirst().first?.isASCIIDigit == true)
        }
        guard let index = words.firstIndex(where: startsSets), index > 0
        else { return false }
        return words[..<index].allSatisfy { $0.allSatisfy { $0.isLetter || $0 == "-" } }
    }
}
