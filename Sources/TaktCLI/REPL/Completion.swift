/// Tab completion for the REPL: which words fit where the cursor is.
///
/// Pure: the caller passes every word list (commands, program ids, exercise keys…), so the
/// candidates always match what the command table and the loaded programs offer.
public struct Completion: Sendable {
    /// The words the REPL knows.
    public struct Vocabulary: Sendable {
        public var commands: [String]
        public var programs: [String]
        public var exercises: [String]
        public var languages: [String]
        /// Setting names and, for settings with a fixed choice (`sound`, `sex`), their values.
        public var settings: [String: [String]]
        /// Flags by command name; `""` holds the global ones (`--lang`).
        public var flags: [String: [String]]
        /// Values of flags with a fixed choice, such as `--format` → csv, json; a key
        /// "command --flag" holds the values of one command's flag (`convert --format`).
        public var flagValues: [String: [String]]
        /// Flags whose value is a file path (`--events`, `-o`).
        public var pathFlags: Set<String>
        /// File and folder paths that start like the given text (folders end in "/").
        public var paths: @Sendable (_ typed: String) -> [String]
        /// Training plan ids (`plan start`, `show`); with any plan, `run` also offers `today`.
        public var plans: [String] = []

        public init(
            commands: [String], programs: [String] = [], exercises: [String] = [], languages: [String] = [],
            settings: [String: [String]] = [:], flags: [String: [String]] = [:], flagValues: [String: [String]] = [:],
            pathFlags: Set<String> = [], paths: @escaping @Sendable (_ typed: String) -> [String] = { _ in [] }
        ) {
            self.commands = commands
            self.programs = programs
            self.exercises = exercises
            self.languages = languages
            self.settings = settings
            self.flags = flags
            self.flagValues = flagValues
            self.pathFlags = pathFlags
            self.paths = paths
        }
    }

    public var vocabulary: Vocabulary

    public init(vocabulary: Vocabulary) {
        self.vocabulary = vocabulary
    }

    /// The candidates for the word being typed at the end of `line`, sorted.
    public func candidates(line: String) -> [String] {
        let (done, word) = Self.words(of: line)
        return choices(after: done, typing: word).filter { $0.hasPrefix(word) }.sorted()
    }

    /// Every word that fits after the complete words `done`, before filtering by prefix.
    private func choices(after done: [String], typing word: String) -> [String] {
        guard let command = done.first else { return vocabulary.commands }
        if word.hasPrefix("-") {
            return (vocabulary.flags[command] ?? []) + (vocabulary.flags[""] ?? [])
        }
        if let previous = done.last, previous.hasPrefix("-") {
            // After a flag: its choices (`--lang de`), or nothing for a free value (`--speed 20`).
            if let values = vocabulary.flagValues[command + " " + previous] ?? vocabulary.flagValues[previous] {
                return values
            }
            if previous == "--lang" { return vocabulary.languages }
            if vocabulary.pathFlags.contains(previous) { return vocabulary.paths(word) }
            return []
        }
        let arguments = done.dropFirst().filter { !$0.hasPrefix("-") }
        switch (command, arguments.count) {
        case ("run", 0), ("show", 0), ("share", 0), ("convert", 0), ("remove", 0):
            // A program is an id, or a file once the word looks like a path.
            let looksLikePath = word.contains("/") || word.hasPrefix(".")
            // `run today` and `show PLAN`; share, convert and remove take programs only.
            let plans =
                vocabulary.plans.isEmpty ? [] : command == "run" ? ["today"] : command == "show" ? vocabulary.plans : []
            return looksLikePath ? vocabulary.paths(word) : vocabulary.programs + plans
        case ("plan", 0): return PlanWords.actions
        case ("plan", 1) where arguments.first == "start": return vocabulary.plans
        case ("validate", _), ("import", 0), ("add", 0): return vocabulary.paths(word)
        case ("info", 0): return vocabulary.exercises
        case ("lang", 0): return vocabulary.languages
        case ("help", 0): return vocabulary.commands
        case ("set", 0), ("unset", 0): return vocabulary.settings.keys.sorted()
        case ("set", 1): return arguments.first.flatMap { vocabulary.settings[$0] } ?? []
        default: return []
        }
    }

    /// The complete words of `line` and the (possibly empty) word at its end.
    static func words(of line: String) -> (done: [String], typing: String) {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if line.last == " " || line.last == "\t" || words.isEmpty { return (words, "") }
        let typing = words.removeLast()
        return (words, typing)
    }
}

/// The words of `plan` that completion offers.
enum PlanWords {
    static let actions = ["export", "start", "stop"]
    /// Common training-day choices for `--days`.
    static let dayPatterns = ["mon,wed,fri", "tue,thu,sat", "mon,thu", "mon,tue,thu,fri"]
}
