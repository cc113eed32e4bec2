import Foundation
import Yams

/// Reads and writes config.yaml: `key: value` lines, one per setting.
///
/// A file that is not valid YAML, or not a mapping, is reported with its problems located and
/// is never overwritten: saving over it would lose whatever the user had in it. A bad value
/// only puts its own setting out of use (reported, the rest still apply), and `set` may replace
/// it when it is the file's only kind of problem, so no setting the user wrote is lost (comments
/// are not kept: `set` writes the file anew). Writes go
/// to a temporary file that is renamed over the old one, so a crash mid-write leaves either the
/// old or the new file, never half of one.
public enum SettingsFile {
    /// One problem in config.yaml, with its 1-based line and column.
    public struct Located: Sendable, Hashable {
        public enum Issue: Sendable, Hashable {
            /// Not valid YAML or not UTF-8, told as the program loader tells it.
            case syntax(Diagnostic.Message)
            case notMapping
            case setting(SettingProblem)
        }

        public var position: SourcePosition
        public var issue: Issue
        /// The setting's name as written, for a problem with one setting.
        public var key: String? = nil
    }

    /// What a file holds: the settings that are valid, and the entries left out of use.
    public struct Reading: Sendable, Hashable {
        public var settings: Settings
        public var ignored: [Located]
    }

    public enum Problem: Error, Sendable, Hashable {
        case unreadable(path: String, reason: SystemProblem)
        /// The file is there but not valid settings; nothing is written over it.
        case broken(path: String, problems: [Located])
        /// Some entries are not valid settings: those are out of use, the others apply.
        case ignored(path: String, problems: [Located])
        case unwritable(path: String, reason: SystemProblem)
        /// `set` with a bad key or value; nothing was saved.
        case refused(SettingProblem)

        /// The message a user reads: one line per problem, compiler style for a broken file.
        public func message(_ strings: Strings) -> String {
            switch self {
            case .unreadable(let path, let reason):
                return strings(
                    .settingsErrorUnreadable, ["path": .path(path), "reason": .text(reason.message(strings))])
            case .unwritable(let path, let reason):
                return strings(
                    .settingsErrorUnwritable, ["path": .path(path), "reason": .text(reason.message(strings))])
            case .refused(let problem):
                return problem.message(strings)
            case .broken(let path, let problems), .ignored(let path, let problems):
                let lines = problems.map { located in
                    let message: String
                    switch located.issue {
                    case .syntax(let reason): message = strings(reason.key, reason.arguments)
                    case .notMapping: message = strings(.settingsErrorNotMapping)
                    case .setting(let problem): message = problem.message(strings)
                    }
                    return strings(
                        .settingsErrorLocated,
                        [
                            "path": .path(path), "line": .int(located.position.line),
                            "column": .int(located.position.column),
                            "message": .text(message),
                        ])
                }
                let note: String
                if case .ignored = self {
                    note = strings(.settingsErrorIgnoredNote, ["path": .path(path)])
                } else {
                    note = strings(.settingsErrorBrokenKept, ["path": .path(path)])
                }
                return (lines + [note]).joined(separator: "\n")
            }
        }
    }

    /// The valid settings saved at `url` and the entries out of use; no file means all defaults.
    ///
    /// Throws only when the file cannot be read or is not a mapping of settings at all.
    public static func read(from url: URL, files: any FileSystem) throws(Problem) -> Reading {
        guard files.exists(url.path) else { return Reading(settings: Settings(), ignored: []) }
        let data: Data
        do {
            data = try files.read(url.path)
        } catch {
            throw .unreadable(path: url.path, reason: error)
        }
        return try reading(data, path: url.path)
    }

    /// Parses the text of a config file; `path` only names it in problems.
    public static func parse(_ text: String, path: String) throws(Problem) -> Settings {
        try parse(Data(text.utf8), path: path)
    }

    /// Parses a config file's bytes strictly, like ``load(from:)``.
    static func parse(_ data: Data, path: String) throws(Problem) -> Settings {
        let reading = try reading(data, path: path)
        guard reading.ignored.isEmpty else { throw .broken(path: path, problems: reading.ignored) }
        return reading.settings
    }

    /// Reads a config file's bytes with the program loader's YAML checks and wording.
    static func reading(_ data: Data, path: String) throws(Problem) -> Reading {
        let root: Node?
        switch YAMLDocument.parse(data, file: path) {
        case .success(let node): root = node
        case .failure(let diagnostic) where diagnostic.message.key == YAMLDocument.emptyKey: root = nil
        case .failure(let diagnostic):
            let located = Located(position: diagnostic.position, issue: .syntax(diagnostic.message))
            throw .broken(path: path, problems: [located])
        }
        guard let root else { return Reading(settings: Settings(), ignored: []) }
        guard let mapping = root.mapping else {
            throw .broken(path: path, problems: [Located(at: root.mark, issue: .notMapping)])
        }
        var settings = Settings()
        var problems: [Located] = []
        for (keyNode, valueNode) in mapping {
            let name = keyNode.string ?? ""
            guard let key = Settings.Key(rawValue: name) else {
                problems.append(
                    Located(
                        at: keyNode.mark,
                        issue: .setting(.unknownKey(name, suggestion: Settings.suggestion(for: name))),
                        key: name))
                continue
            }
            if key == .max, let entries = valueNode.mapping {
                problems += readMaxes(entries, into: &settings, name: name)
                continue
            }
            guard let value = valueNode.scalar?.string else {
                problems.append(Located(at: valueNode.mark, issue: .setting(.invalid(key, value: "")), key: name))
                continue
            }
            do {
                // A saved language may come from a user table not loaded now: its shape is enough here.
                let languages =
                    key == .language && value.allSatisfy({ $0.isLetter || $0 == "-" }) ? [value.lowercased()] : []
                try settings.set(key, to: value, languages: languages)
            } catch {
                problems.append(Located(at: valueNode.mark, issue: .setting(error), key: name))
            }
        }
        return Reading(settings: settings, ignored: problems)
    }

    /// The file text for `settings`: set keys only, in ``Settings/Key`` order, strings quoted.
    public static func text(of settings: Settings) -> String {
        // Language-neutral on purpose: the file is shared by every language takt speaks.
        var lines = ["# takt — takt set KEY VALUE · takt lang CODE"]
        for key in Settings.Key.allCases {
            if key == .max {
                lines += maxLines(settings)
                continue
            }
            guard let value = settings.value(of: key) else { continue }
            let isNumber = [.weight, .age, .height, .goal, .heartRateMax, .heartRateRest].contains(key)
            let quoted = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            lines.append("\(key.rawValue): " + (isNumber ? value : "\"\(quoted)\""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `settings` to `url` whole or not at all, creating its folder.
    public static func save(_ settings: Settings, to url: URL, files: any FileSystem) throws(Problem) {
        do {
            try files.createFolder(url.deletingLastPathComponent().path)
            try files.write(Data(text(of: settings).utf8), to: url.path)
        } catch {
            throw .unwritable(path: url.path, reason: error)
        }
    }

    /// `set KEY VALUE`: reads the file, validates, saves; the file is untouched on any problem.
    ///
    /// A bad entry for KEY itself is what `set` repairs; a bad entry for any other setting would
    /// be lost by saving, so then nothing is written and every problem is reported.
    ///
    /// - Returns: the settings now saved.
    @discardableResult
    public static func update(
        _ key: String, to value: String, languages: [String], at url: URL, files: any FileSystem
    ) throws(Problem) -> Settings {
        let reading = try read(from: url, files: files)
        guard reading.ignored.allSatisfy({ $0.key?.lowercased() == key.lowercased() }) else {
            throw .broken(path: url.path, problems: reading.ignored)
        }
        var settings = reading.settings
        do {
            try settings.set(key, to: value, languages: languages)
        } catch {
            throw .refused(error)
        }
        try save(settings, to: url, files: files)
        return settings
    }
}

extension SettingsFile {
    /// `unset KEY`: removes one setting from the file, keeping every other one.
    ///
    /// Like ``update(_:to:languages:at:files:)``, a file with bad entries for other settings is left
    /// untouched; a missing file, or a key that is not in it, writes nothing.
    ///
    /// - Returns: the settings now saved, and whether the key had been set.
    @discardableResult
    public static func remove(
        _ key: Settings.Key, at url: URL, files: any FileSystem
    ) throws(Problem) -> (settings: Settings, removed: Bool) {
        let reading = try read(from: url, files: files)
        guard reading.ignored.allSatisfy({ $0.key?.lowercased() == key.rawValue }) else {
            throw .broken(path: url.path, problems: reading.ignored)
        }
        let hadBadEntry = !reading.ignored.isEmpty
        guard reading.settings.value(of: key) != nil || hadBadEntry else { return (reading.settings, false) }
        var settings = reading.settings
        settings.remove(key)
        try save(settings, to: url, files: files)
        return (settings, true)
    }
}

extension SettingsFile.Located {
    init(at mark: Mark?, issue: Issue, key: String? = nil) {
        self.init(position: SourcePosition(mark), issue: issue, key: key)
    }
}
