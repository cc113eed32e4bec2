import TaktCore

/// Tab completion for the REPL: which words fit where the cursor is.
///
/// Pure: the caller passes every word list (commands, program ids, exercise keys…) and what
/// each command's positional words are (``ArgumentWords``, declared in the command table beside
/// the arguments), so the candidates always match what parsing and the loaded programs offer.
public struct Completion: Sendable {
    /// The words the REPL knows.
    public struct Vocabulary: Sendable {
        public var commands: [String]
        /// Each command's positional words, by command name.
        var arguments: [String: ArgumentWords]
        public var programs: [String]
        public var exercises: [String]
        public var languages: [String]
        /// Setting names and, for settings with a fixed choice (`sound`, `sex`), their values.
        public var settings: [String: [String]]
        /// Flags by command name; `""` holds the global ones (`--lang`).
        public var flags: [String: [String]]
        /// File and folder paths that start like the given text (folders end in "/").
        public var paths: @Sendable (_ typed: String) -> [String]
        /// Training plan ids (`plan start`, `show`); with any plan, `run` also offers `today`.
        public var plans: [String] = []

        init(
            commands: [String], arguments: [String: ArgumentWords] = CommandTable.words, programs: [String] = [],
            exercises: [String] = [], languages: [String] = [],
            settings: [String: [String]] = [:], flags: [String: [String]] = [:],
            paths: @escaping @Sendable (_ typed: String) -> [String] = { _ in [] }
        ) {
            self.commands = commands
            self.arguments = arguments
            self.programs = programs
            self.exercises = exercises
            self.languages = languages
            self.settings = settings
            self.flags = flags
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
            // After a flag: what its value is (`--lang de`), or nothing for a free value (`--speed 20`).
            let kind = vocabulary.arguments[command]?.options[previous] ?? vocabulary.arguments[""]?.options[previous]
            return kind.map { words(of: $0, after: [], typing: word) } ?? []
        }
        let arguments = Array(done.dropFirst().filter { !$0.hasPrefix("-") })
        guard let kind = vocabulary.arguments[command]?.kind(at: arguments.count) else { return [] }
        return words(of: kind, after: arguments, typing: word)
    }

    /// The words of one kind; a word that looks like a path completes as one where a program may be named.
    private func words(of kind: WordKind, after arguments: [String], typing word: String) -> [String] {
        switch kind {
        case .program, .programOrToday, .programOrPlan:
            if ProgramReference.looksLikePath(word) { return vocabulary.paths(word) }
            return kind.programWords(programs: vocabulary.programs, plans: vocabulary.plans)
        case .path: return vocabulary.paths(word)
        case .exercise: return vocabulary.exercises
        case .language: return vocabulary.languages
        case .command: return vocabulary.commands
        case .setting: return vocabulary.settings.keys.sorted()
        case .settingValue: return arguments.first.flatMap { vocabulary.settings[$0] } ?? []
        case .planAction: return PlanWords.actions
        case .plan: return arguments.first == "start" ? vocabulary.plans : []
        case .choice(let words): return words
        case .text: return []
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
    static let actions = PlanCommand.actions.sorted()
    /// Common training-day choices for `--days`.
    static let dayPatterns = ["mon,wed,fri", "tue,thu,sat", "mon,thu", "mon,tue,thu,fri"]
}
