/// The one-line text form of a program (README, "Sharing workouts"): `ready 10s, 8x(20s burpees / 10s)`.
///
/// It compiles to the same ``Program`` as a YAML file, so `show`, `run` and the calorie
/// estimate use the one timeline compiler.
public enum TextForm {
    /// The get-ready countdown of a line that does not say `ready`, as in a program file.
    public static let defaultGetReady = 10
    /// Longest line read; a workout never needs more.
    public static let maximumLength = 10_000

    /// The program a line describes, its timeline compiled, or the first mistake with its column.
    public static func load(_ text: String, id: String, catalog: ExerciseCatalog) -> Result<
        ProgramLoader.Loaded, TextFormError
    > {
        do {
            let program = try program(from: text, id: id, catalog: catalog)
            let timeline = try TimelineCompiler(catalog: catalog).compile(program)
            return .success(ProgramLoader.Loaded(program: program, timeline: timeline))
        } catch let error as TextFormError {
            return .failure(error)
        } catch {
            // Only the phase limit can fail here: every name and duration was checked.
            return .failure(
                TextFormError(
                    column: 1,
                    message: Diagnostic.Message(
                        .validateTooManyPhases, ["limit": .int(TimelineCompiler.maximumPhases)])))
        }
    }

    /// The program a line describes, not yet compiled.
    public static func program(from text: String, id: String, catalog: ExerciseCatalog) throws(TextFormError)
        -> Program
    {
        // Lines of a .txt file read as one line.
        let line = String(text.map { $0.isNewline ? " " : $0 })
        guard line.count <= maximumLength else {
            throw TextFormError(
                column: maximumLength + 1, message: Diagnostic.Message(.textErrorLong, ["max": .int(maximumLength)]))
        }
        // A control or invisible character cannot be typed on purpose, and a name holding one
        // would print as another name: refuse it where it is (found by fuzzing, text-form).
        if let index = line.firstIndex(where: {
            $0 != "\t" && $0.unicodeScalars.contains(where: TerminalText.isControl)
        }),
            let scalar = line[index].unicodeScalars.first(where: TerminalText.isControl)
        {
            throw TextFormError(
                column: line.distance(from: line.startIndex, to: index) + 1,
                message: Diagnostic.Message(
                    .textErrorControl, ["character": .text(codePoint(scalar))]))
        }
        try refuseJoinedCharacters(line)
        var parser = TextFormParser(line, catalog: catalog)
        let parsed = try parser.parse()
        let blocks = parsed.blocks
        return Program(
            id: id, title: LocalizedText(plain: line.trimmingWhitespace()),
            getReady: parsed.getReady ?? defaultGetReady,
            blocks: blocks)
    }

    /// Refuses a character that would glue onto its neighbour (found by fuzzing, text-form).
    ///
    /// The line is read by characters (grapheme clusters), and a name is printed back between
    /// quotes. A character that would join a quote written before or after it into one cluster
    /// (a prepended concatenation mark such as U+0603 at its end, a combining mark or joiner at
    /// its start, as after a tab) would hide that quote, so the printed line could not be read
    /// back; so would a mark joined to a digit, a space or punctuation of the line itself.
    /// Swift's own segmentation decides, so every rule of Unicode's is covered. Letters with
    /// marks (a decomposed "é") and emoji are names like any other.
    static func refuseJoinedCharacters(_ line: String) throws(TextFormError) {
        guard let (column, scalar) = firstJoinedCharacter(line) else { return }
        throw TextFormError(
            column: column, message: Diagnostic.Message(.textErrorJoined, ["character": .text(codePoint(scalar))]))
    }

    /// The first character of `line` that would glue onto a quote or onto the line's grammar,
    /// with its 1-based column; `nil` when there is none.
    static func firstJoinedCharacter(_ line: String) -> (column: Int, scalar: Unicode.Scalar)? {
        var column = 0
        for character in line {
            column += 1
            let text = String(character)
            let scalars = character.unicodeScalars
            let gluesToAQuote = ("\"" + text).count != 2 || (text + "\"").count != 2
            let joinsTheGrammar =
                scalars.count > 1 && scalars.contains { $0.isASCII && !$0.properties.isAlphabetic }
            guard gluesToAQuote || joinsTheGrammar, let scalar = scalars.first(where: { !$0.isASCII }) ?? scalars.first
            else { continue }
            return (column, scalar)
        }
        return nil
    }

    /// True when a custom exercise's name can be written in a line between quotes and read
    /// back: a file's name with a mark that joins onto its neighbour could not be shared.
    public static func canQuote(_ name: String) -> Bool {
        firstJoinedCharacter("\"" + name + "\"") == nil
    }

    /// `U+001B`: how a message names a character it cannot show.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// True when a command argument reads as the text form rather than an id or a file:
    /// it starts with a digit or `(`, or with `ready` or a format's word and a space (ids
    /// have no spaces, so `tabata-classic` stays an id).
    public static func looksLikeText(_ reference: String) -> Bool {
        let trimmed = reference.trimmingWhitespace()
        guard let first = trimmed.first else { return false }
        let lowered = trimmed.lowercased()
        let words = ["ready ", "emom ", "every ", "amrap ", "for time", "death by ", "tabata ", "breathe "]
        let eMinuteMom =
            lowered.hasPrefix("e") && lowered.dropFirst().prefix { $0.isASCIIDigit }.count > 0
            && lowered.dropFirst().drop { $0.isASCIIDigit }.hasPrefix("mom ")
        return first.isASCIIDigit || first == "(" || words.contains { lowered.hasPrefix($0) } || eMinuteMom
            || LiftText.looksLikeLift(trimmed)
    }

    /// An id made from a line, for `add TEXT`: `8x(20s burpees / 10s)` gives `8x-20s-burpees-10s`.
    public static func id(for text: String) -> String {
        var id = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty, id.last != "-" {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        let short = String(id.prefix(48))
        return short.hasSuffix("-") ? String(short.dropLast()) : (short.isEmpty ? "workout" : short)
    }
}

/// A mistake in a text-form line: where (1-based column) and what.
public struct TextFormError: Error, Sendable, Hashable {
    public var column: Int
    public var message: Diagnostic.Message

    public init(column: Int, message: Diagnostic.Message) {
        self.column = column
        self.message = message
    }

    /// The message, then the line with a caret under the column:
    ///
    ///     error: column 7: expected a duration like 20s or 1m30s, found "q"
    ///       8x(20q burpees)
    ///             ^
    public func rendered(text: String, file: String? = nil, strings: Strings) -> String {
        let line = String(text.map { $0.isNewline ? " " : $0 })
        let characters = Array(line)
        let shownLimit = 200
        let upTo = min(max(column - 1, 0), characters.count, shownLimit)
        let shown = TerminalText.sanitize(String(characters.prefix(shownLimit)))
        let offset = DisplayWidth.of(TerminalText.sanitize(String(characters[..<upTo])))
        let message = strings(self.message.key, self.message.arguments)
        let headline: String
        if let file {
            // A file is named compiler style, as every other file problem is.
            headline = Diagnostic(file: file, line: 1, column: column, message: self.message).rendered(strings)
        } else {
            headline = strings(
                .cliErrorPrefix,
                ["message": .text(strings(.textErrorAt, ["column": .int(column), "message": .text(message)]))])
        }
        return headline + "\n  " + shown + "\n  " + String(repeating: " ", count: offset) + "^"
    }
}

extension TextForm {
    /// `line` broken after its commas so that no line is wider than `width`, for a terminal.
    ///
    /// The reader takes a line break for a space, so the broken text, pasted back (`takt run
    /// "…"`), is the same program; commas inside quoted names are never broken after. A single
    /// step wider than `width` stays whole.
    public static func broken(_ line: String, width: Int) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        var pieces: [String] = []
        var piece = ""
        var quoted = false
        for character in line {
            piece.append(character)
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                pieces.append(piece)
                piece = ""
            }
        }
        pieces.append(piece)
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            let trimmed = current.isEmpty ? String(piece.drop { $0 == " " }) : piece
            if !current.isEmpty, DisplayWidth.of(current + trimmed) > width {
                lines.append(current)
                current = String(piece.drop { $0 == " " })
            } else {
                current += trimmed
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
