import Foundation

/// The string tables takt can speak: the bundled ones plus any the user adds.
public struct Languages: Sendable {
    /// The language used when nothing else is chosen, and the fallback for missing keys.
    public static let base = "en"

    public private(set) var tables: [String: StringTable]

    /// A user table that was not loaded, and why.
    public struct TableProblem: Sendable, Hashable {
        public enum Reason: Sendable, Hashable {
            case unreadable(SystemProblem)
            case invalid(StringTable.LoadError)
        }

        /// The file's name in the user's localization folder.
        public var file: String
        public var reason: Reason

        /// The reason in the language of `strings`, without the file name.
        public func message(_ strings: Strings) -> String {
            switch reason {
            case .unreadable(let problem): problem.message(strings)
            case .invalid(let error): error.message(strings)
            }
        }
    }

    /// Problems met while loading user tables, each to be told in the user's language.
    public private(set) var tableProblems: [TableProblem] = []

    public init(tables: [StringTable]) {
        self.tables = Dictionary(tables.map { ($0.language, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The tables carried inside the binary.
    public static let bundled: Languages = {
        let tables = BundledFiles.files(in: "Localization").compactMap { file in
            try? StringTable(data: file.data)
        }
        return Languages(tables: tables)
    }()

    /// Adds the tables from a user folder; a broken file is reported, never fatal.
    public mutating func addTables(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            let url = directory.appendingPathComponent(name)
            do {
                let table = try StringTable(data: UserFile.read(url))
                if let existing = tables[table.language] {
                    // A user table overrides texts key by key and keeps the rest.
                    tables[table.language] = StringTable(
                        language: table.language, languageName: table.languageName,
                        decimalSeparator: table.decimalSeparator,
                        entries: existing.entries.merging(table.entries) { _, user in user })
                } else {
                    tables[table.language] = table
                }
            } catch let error as SystemProblem {
                tableProblems.append(TableProblem(file: name, reason: .unreadable(error)))
            } catch let error as StringTable.LoadError {
                tableProblems.append(TableProblem(file: name, reason: .invalid(error)))
            } catch {
                tableProblems.append(TableProblem(file: name, reason: .unreadable(SystemProblem(error))))
            }
        }
    }

    /// The available code that `text` names, ignoring case: "DE" → "de", "pt-br" → "pt-BR".
    public func code(matching text: String) -> String? {
        if tables[text] != nil { return text }
        return tables.keys.first { $0.caseInsensitiveCompare(text) == .orderedSame }
    }

    /// Language codes available, sorted.
    public var codes: [String] { tables.keys.sorted() }

    /// The texts of `language`, or of English when it is not available.
    public func strings(for language: String) -> Strings {
        let fallback = tables[Self.base] ?? StringTable(language: Self.base, languageName: "English", entries: [:])
        return Strings(table: tables[language] ?? fallback, fallback: fallback)
    }

    /// Picks the language: the `--lang` flag, else the saved setting, else
    /// `LC_ALL` / `LC_MESSAGES` / `LANG` (the first that is set and not empty), else English.
    ///
    /// Foundation on Linux ignores these variables for `Locale.current`, so they are read here.
    public func detect(flag: String?, saved: String?, environment: [String: String]) -> String {
        choose(flag: flag, saved: saved, environment: environment).code
    }

    /// The language ``detect(flag:saved:environment:)`` picks, and what decided it.
    public func choose(flag: String?, saved: String?, environment: [String: String]) -> (
        code: String, source: SettingSource
    ) {
        if let flag, tables[flag] != nil { return (flag, .commandLine) }
        if let saved, tables[saved] != nil { return (saved, .config) }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // "de_DE.UTF-8@euro" → "de"; the first variable set decides, as in POSIX.
            let code = value.prefix { $0.isLetter }.lowercased()
            guard tables[code] != nil else { return (Self.base, .defaultValue) }
            return (code, .environment(variable: variable, value: value))
        }
        return (Self.base, .defaultValue)
    }
}
