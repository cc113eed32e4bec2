import ArgumentParser
import Foundation
import TaktCore
import TaktPlatform

/// The words shell completion offers for takt's arguments, read fresh at every Tab.
///
/// The scripts from `takt --generate-completion-script bash|zsh|fish` (swift-argument-parser's
/// generator, from the one command table) call back into `takt ---completion …` for these, so
/// a program file dropped into the programs folder completes at once, as in the REPL.
enum ShellCompletion {
    /// ArgumentParser calls these closures statically, without the App: the callback process's
    /// own environment is the one the App would read.
    private static var paths: AppPaths { AppPaths(environment: ProcessInfo.processInfo.environment) }
    private static let files = LocalFileSystem()

    /// ArgumentParser's completion for a kind of word; a word that looks like a path completes
    /// as one wherever a program may be named.
    static func completion(for kind: WordKind) -> CompletionKind {
        switch kind {
        case .path: .file()
        case .choice(let words): .list(words)
        case .text: .default
        case .planAction: .list(PlanWords.actions)
        case .program, .programOrToday, .programOrPlan:
            .custom { _, _, typed in
                if ProgramReference.looksLikePath(typed) {
                    return PathCompletion.paths(startingWith: typed, files: files)
                }
                let library = ProgramLibrary(userDirectories: paths.programDirectories, files: files)
                return kind.programWords(programs: library.entries.map(\.id), plans: plans(library))
            }
        case .exercise:
            .custom { _, _, _ in ProgramLibrary.catalog(userDirectories: paths.programDirectories, files: files).0.keys
            }
        case .language: .custom { _, _, _ in languages().codes }
        case .setting: .custom { _, _, _ in Settings.Key.allNames(in: languages()) }
        case .settingValue:
            .custom { words, index, _ in
                let name = index > 0 && index - 1 < words.count ? words[index - 1] : ""
                return SettingWords.values(of: name, in: languages()) {
                    ProgramLibrary.catalog(userDirectories: paths.programDirectories, files: files).0.keys
                }
            }
        case .command: .custom { _, _, _ in CommandTable.names }
        case .plan:
            .custom { _, _, _ in plans(ProgramLibrary(userDirectories: paths.programDirectories, files: files)) }
        }
    }

    private static func plans(_ library: ProgramLibrary) -> [String] {
        PlanLibrary(userDirectories: paths.programDirectories, programs: library).ids
    }

    /// The bundled string tables and the user's.
    private static func languages() -> Languages {
        var languages = Languages.bundled
        languages.addTables(in: paths.localizationDirectory, files: files)
        return languages
    }
}

/// The values a setting takes, where it has fixed ones: what `set NAME <Tab>` offers.
enum SettingWords {
    /// The values to offer after the setting `name`; after `max`, the movements of `exercises`.
    static func values(of name: String, in languages: Languages, exercises: () -> [String] = { [] }) -> [String] {
        switch Settings.Key.named(name, in: languages) {
        case .max: exercises()
        case .sound: Settings.Sound.allCases.map(\.rawValue)
        case .planWeeks: PlanWeekCounting.allCases.map(\.rawValue)
        case .units: Settings.Units.allCases.map(\.rawValue)
        case .scoreBy: Settings.ScoreBy.allCases.map(\.rawValue)
        case .sex: BodyProfile.Sex.allCases.map(\.rawValue)
        case .language: languages.codes
        default: []
        }
    }
}

/// What takt prints for the shell rather than for a person: completion scripts, the
/// completion callbacks, and the manual page.
enum ShellIntegration {
    /// `--generate-completion-script SHELL`, `---completion …` (the scripts' callback) and `--generate-manual`.
    static func handles(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        return ["--generate-completion-script", "---completion", "--generate-manual"].contains {
            first == $0 || first.hasPrefix($0 + "=")
        }
    }

    /// Prints a completion script, completions, or the manual page; status 2 for an unknown shell.
    @MainActor static func perform(
        _ words: [String], console: Console, languages: Languages, strings: Strings
    ) -> Int32 {
        if words.first == "--generate-manual" {
            // English unless a language is named: the page in the repository is English.
            let code = words.dropFirst().first.flatMap { languages.code(matching: $0) } ?? Languages.base
            console.write(ManualPage.render(languages.strings(for: code), version: App.version))
            return 0
        }
        do {
            _ = try TaktCommands.parseAsRoot(words)
        } catch {
            if TaktCommands.exitCode(for: error) == .success {
                let output = TaktCommands.fullMessage(for: error)
                let isBash = words.count > 1 && words[1] == "bash" || words.first == "--generate-completion-script=bash"
                console.data(isBash ? repairingBash(output) : output)
                return 0
            }
        }
        // A callback that cannot be answered offers nothing: an error would land in the shell's line.
        if words.first == "---completion" { return 2 }
        let shell = words.dropFirst().first ?? words.first.map { String($0.drop { $0 != "=" }.dropFirst()) } ?? ""
        console.errorLine(
            strings(
                .cliErrorPrefix,
                ["message": .text(strings(.installErrorShell, ["shell": .path(shell)]))]))
        return ExitStatus.usage.code
    }

    /// Two repairs to swift-argument-parser 1.8.2's bash script, made here once for every command:
    /// - It never counts the arguments of a command that has no flags or options: its function
    ///   (`_takt_info`) skips `__takt_offer_flags_options`, so `takt info <Tab>` offered nothing.
    ///   Each such function gets the call, counting without a limit (a word past the last
    ///   argument simply matches no case).
    /// - It adds its own `help` subcommand beside takt's and defines `_takt_help` twice, the
    ///   empty second one winning: the first definition of a function is kept.
    static func repairingBash(_ script: String) -> String {
        var lines: [String] = []
        var functionStart: Int?
        var defined: Set<String> = []
        var skipping = false
        for line in script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if skipping {
                if line == "}" { skipping = false }
                continue
            }
            if line.hasPrefix("_takt") && line.hasSuffix("() {") {
                guard defined.insert(line).inserted else {
                    skipping = true
                    continue
                }
                functionStart = lines.count
            }
            lines.append(line)
            if line == "}", let start = functionStart {
                functionStart = nil
                let body = lines[start...]
                if body.contains("    # Offer positional completions"),
                    !body.contains(where: { $0.contains("__takt_offer_flags_options") })
                {
                    lines.insert("    __takt_offer_flags_options -1", at: start + 1)
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
