import Foundation
import TaktCore
import TaktTerminal

extension App {
    /// Reads commands (readline on a terminal, plain lines otherwise) and runs each through
    /// the one command table.
    func runREPL() async -> Int32 {
        // The vocabulary is read at each Tab, so a program file dropped in meanwhile completes too.
        let editor = LineEditor(
            historyFile: paths.lineHistory,
            completer: { line, _ in
                MainActor.assumeIsolated { Completion(vocabulary: self.completionVocabulary()).candidates(line: line) }
            },
            interactive: console.inputIsTerminal)
        if console.inputIsTerminal { console.line(greeting()) }
        confirm = { question in
            guard let answer = editor.readLine(prompt: question) else { return false }
            return Self.isYes(answer, strings: self.strings)
        }
        defer { confirm = nil }
        let repl = REPL(
            reader: editor, strings: { self.strings }, errors: { self.console.errorLine($0) },
            dispatch: { words in await self.perform(words) })
        return await repl.run()
    }

    /// The REPL's one-line welcome: version, language, how many programs, and where help is.
    func greeting() -> String {
        // From the cache: counting usable programs needs their summaries, not their timelines.
        let library = programs.cachedLibrary()
        let programs = library.entries.filter { $0.summary != nil }
        return strings(
            .replGreeting,
            [
                "version": .text(Self.version), "language": .path(strings.table.languageName),
                "count": .int(programs.count),
            ])
    }

    /// The words tab completion offers, from the command table, the library and the settings.
    func completionVocabulary() -> Completion.Vocabulary {
        let library = programs.cachedLibrary()
        var settings: [String: [String]] = [:]
        // English and German names alike (`set gewicht`), each with the values of its setting.
        for name in Settings.Key.allNames(in: languages) {
            settings[name] = SettingWords.values(of: name, in: languages) { library.catalog.keys }
        }
        var vocabulary = Completion.Vocabulary(
            commands: CommandTable.names, arguments: CommandTable.words, programs: library.entries.map(\.id),
            exercises: library.catalog.keys,
            languages: languages.codes, settings: settings,
            flags: CommandTable.options, paths: { [files] in PathCompletion.paths(startingWith: $0, files: files) })
        // Training plans: ids for `plan start` and `show`, `today` for `run`.
        vocabulary.plans = PlanLibrary(userDirectories: paths.programDirectories, programs: library).ids
        return vocabulary
    }

    /// "y"/"yes" or the language's own word for it (`remove.yes`: "j", "ja" in German).
    static func isYes(_ answer: String, strings: Strings) -> Bool {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        let accepted = ["y", "yes"] + strings(.removeYes).split(separator: ",").map { String($0) }
        return accepted.contains(word)
    }
}
