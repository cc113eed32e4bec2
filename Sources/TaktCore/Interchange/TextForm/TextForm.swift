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
    /// The line is read by characters (grapheme clusters). A prepended concatenation mark
    /// (U+0600–U+0605, …) joins the character after it into one cluster, and a combining mark
    /// joins the one before: next to a quote, comma, space or digit of the grammar it hides it,
    /// so a name printed in quotes could no longer be read back. A cluster that holds such a
    /// mark, or an ASCII character joined to anything, is refused where it is.
    static func refuseJoinedCharacters(_ line: String) throws(TextFormError) {
        var column = 0
        for character in line {
            column += 1
            let scalars = character.unicodeScalars
            let prepend = scalars.first { Self.prependMarks.contains($0.value) }
            let joinedASCII = scalars.count > 1 && scalars.contains { $0.isASCII }
            guard let scalar = prepend ?? (joinedASCII ? scalars.first { !$0.isASCII } : nil) else { continue }
            throw TextFormError(
                column: column,
                message: Diagnostic.Message(.textErrorJoined, ["character": .text(codePoint(scalar))]))
        }
    }

    /// Scalars whose Grapheme_Cluster_Break is Prepend (Unicode 15.1 GraphemeBreakProperty.txt).
    static let prependMarks: Set<UInt32> = Set(
        Array(0x0600...0x0605) + [0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2, 0x111C3]
            + [0x1193F, 0x11941, 0x11A3A] + Array(0x11A84...0x11A89) + [0x11D46, 0x11F02])

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
        let words = ["ready ", "emom ", "every ", "amrap ", "for time", "death by ", "tabata "]
        let eMinuteMom =
            lowered.hasPrefix("e") && lowered.dropFirst().prefix { $0.isASCIIDigit }.count > 0
            && lowered.dropFirst().drop { $0.isASCIIDigit }.hasPrefix("mom ")
        return first.isASCIIDigit || first == "(" || words.contains { lowered.hasPrefix($0) } || eMinuteMom
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
