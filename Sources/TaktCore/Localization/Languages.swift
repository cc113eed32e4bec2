import Foundation

/// The string tables takt can speak: the bundled ones plus any the user adds.
public struct Languages: Sendable {
    /// The language used when nothing else is chosen, and the fallback for missing keys.
    public static let base = "en"

    public private(set) var tables: [String: StringTable]

    /// Problems met while loading user tables, as (file name, message).
    public private(set) var problems: [(file: String, message: String)] = []

    public init(tables: [StringTable]) {
        self.tables = Dictionary(tables.map { ($0.language, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The tables carried inside the binary.
    public static let bundled: Languages = {
        let tables = BundledFiles.files(in: "Localization").compactMap { file in
            try? StringTable(yaml: String(decoding: file.data, as: UTF8.self))
        }
        return Languages(tables: tables)
    }()

    /// Adds the tables from a user folder; a broken file is reported, never fatal.
    public mutating func addTables(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else {
                problems.append((name, "unreadable"))
                continue
            }
            do {
                let table = try StringTable(yaml: text)
                if let existing = tables[table.language] {
                    // A user table overrides texts key by key and keeps the rest.
                    tables[table.language] = StringTable(
                        language: table.language, languageName: table.languageName,
                        decimalSeparator: table.decimalSeparator,
                        entries: existing.entries.merging(table.entries) { _, user in user })
                } else {
                    tables[table.language] = table
                }
            } catch {
                problems.append((name, String(describing: error)))
            }
        }
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
        if let flag, tables[flag] != nil { return flag }
        if let saved, tables[saved] != nil { return saved }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            // "de_DE.UTF-8@euro" → "de"; the first variable set decides, as in POSIX.
            let code = value.prefix { $0.isLetter }.lowercased()
            return tables[code] != nil ? code : Self.base
        }
        return Self.base
    }
}
