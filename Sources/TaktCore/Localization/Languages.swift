import Foundation

/// The string tables takt can speak: the bundled ones plus any the user adds.
///
/// A bundled table was parsed from YAML by the build and is unpacked when its language is first
/// used: `takt help` unpacks one table, `takt --version` none.
public struct Languages: Sendable {
    /// The language used when nothing else is chosen, and the fallback for missing keys.
    public static let base = "en"

    /// Tables by language code, parsed or waiting to be.
    private var slots: [String: Slot]

    /// Every table, parsed now (tests and tools; the commands use ``strings(for:)``).
    public var tables: [String: StringTable] { slots.compactMapValues(\.table) }

    /// One language's table: given, or bundled bytes parsed on first use.
    private final class Slot: Sendable {
        private let packed: String?
        private let parsed: Locked<StringTable??>

        init(table: StringTable) {
            packed = nil
            parsed = Locked(.some(table))
        }

        init(packed: String) {
            self.packed = packed
            parsed = Locked(nil)
        }

        /// `nil` when the packed form is damaged (never for the bundled ones, which tests check).
        var table: StringTable? {
            parsed.withLock { parsed in
                if let parsed { return parsed }
                let table = packed.flatMap(StringTable.init(packed:))
                parsed = .some(table)
                return table
            }
        }
    }

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
        slots = Dictionary(tables.map { ($0.language, Slot(table: $0)) }, uniquingKeysWith: { _, last in last })
    }

    /// The tables carried inside the binary, each named by its file: `de.yaml` holds `language: de`.
    public static let bundled: Languages = {
        var languages = Languages(tables: [])
        for (code, packed) in BundledResources.packedTables {
            languages.slots[code] = Slot(packed: packed)
        }
        return languages
    }()

    /// Adds the tables from a user folder; a broken file is reported, never fatal.
    public mutating func addTables(in directory: URL, files: any FileSystem) {
        let names = (try? files.names(inFolder: directory.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            let url = directory.appendingPathComponent(name)
            let data: Data
            do {
                data = try files.read(url.path)
            } catch {
                tableProblems.append(TableProblem(file: name, reason: .unreadable(error)))
                continue
            }
            let table: StringTable
            do {
                table = try StringTable(data: data)
            } catch {
                tableProblems.append(TableProblem(file: name, reason: .invalid(error)))
                continue
            }
            if let existing = slots[table.language]?.table {
                // A user table overrides texts key by key and keeps the rest.
                slots[table.language] = Slot(
                    table: StringTable(
                        language: table.language, languageName: table.languageName,
                        decimalSeparator: table.decimalSeparator,
                        entries: existing.entries.merging(table.entries) { _, user in user }))
            } else {
                slots[table.language] = Slot(table: table)
            }
        }
    }

    /// The available code that `text` names, ignoring case: "DE" → "de", "pt-br" → "pt-BR".
    public func code(matching text: String) -> String? {
        if slots[text] != nil { return text }
        return slots.keys.first { $0.caseInsensitiveCompare(text) == .orderedSame }
    }

    /// Language codes available, sorted.
    public var codes: [String] { slots.keys.sorted() }

    /// The texts of `language`, or of English when it is not available.
    public func strings(for language: String) -> Strings {
        let fallback =
            slots[Self.base]?.table ?? StringTable(language: Self.base, languageName: "English", entries: [:])
        return Strings(table: slots[language]?.table ?? fallback, fallback: fallback)
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
        if let flag, slots[flag] != nil { return (flag, .commandLine) }
        if let saved, slots[saved] != nil { return (saved, .config) }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // "de_DE.UTF-8@euro" → "de"; the first variable set decides, as in POSIX.
            let code = value.prefix { $0.isLetter }.lowercased()
            guard slots[code] != nil else { return (Self.base, .defaultValue) }
            return (code, .environment(variable: variable, value: value))
        }
        return (Self.base, .defaultValue)
    }
}
