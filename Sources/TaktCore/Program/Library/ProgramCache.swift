import Foundation

/// What `list` shows of a usable program, known without compiling it again.
public struct ProgramSummary: Sendable, Hashable {
    public var id: String
    public var title: LocalizedText
    /// Every timed phase, get ready included; open sets count 0.
    public var totalSeconds: Int
    /// The planned MET-minutes, from which any body profile's calorie estimate follows.
    public var metMinutes: Double

    public init(id: String, title: LocalizedText, totalSeconds: Int, metMinutes: Double) {
        self.id = id
        self.title = title
        self.totalSeconds = totalSeconds
        self.metMinutes = metMinutes
    }

    /// The summary of a compiled program, with the same sum ``CalorieEstimate/predicted(for:profile:)`` makes.
    public init(_ loaded: ProgramLoader.Loaded) {
        self.init(
            id: loaded.program.id, title: loaded.program.title, totalSeconds: loaded.timeline.totalSeconds,
            metMinutes: CalorieEstimate.plannedMETMinutes(of: loaded.timeline))
    }

    public func kcal(_ profile: BodyProfile) -> CalorieEstimate {
        CalorieEstimate(kcal: metMinutes * profile.kcalPerMETMinute)
    }
}

/// The compiled-program cache: summaries of the user's programs from the last call, so that
/// `list` with a thousand programs parses none of the files that did not change.
///
/// One text file, `programs.cache` in the cache folder (safe to delete). A record is used only
/// while its file has the same path, size and modification time (to the nanosecond) as when it
/// was compiled, and the whole cache only by the same takt version against the same exercise
/// catalogs; anything else, a damaged file included, is ignored and rebuilt silently. Broken
/// programs are never cached: their diagnostics come from the file every time.
public struct ProgramCache: Sendable {
    public static let fileName = "programs.cache"
    /// Files changed this recently are compiled but not cached: a second change within the file
    /// system's timestamp granularity could keep the same size and time ("racily clean").
    static let settlingNanoseconds: Int64 = 1_000_000_000
    static let magic = "takt program cache 1"

    /// A file's identity as the cache keys it.
    public struct Stamp: Sendable, Hashable {
        public var size: Int64
        /// Modification time, nanoseconds since 1970.
        public var modified: Int64

        /// The stamp of the regular file at `path` (links followed, as reading follows them);
        /// `nil` when missing.
        public static func of(_ path: String, files: any FileSystem) -> Stamp? {
            guard let status = files.status(of: path), status.kind == .regular else { return nil }
            return Stamp(size: status.size, modified: status.modified)
        }
    }

    public struct Record: Sendable, Hashable {
        public var stamp: Stamp
        public var summary: ProgramSummary
    }

    /// Where the cache lives.
    public let url: URL
    /// What the records were compiled with: takt's version and the catalogs' stamps.
    public let key: String
    /// Records by file path.
    public private(set) var records: [String: Record] = [:]
    /// Whether `records` differ from the file, so the call ends by writing it.
    public private(set) var changed = false
    /// When this call began, on the wall clock: files changed later than a second before it are
    /// not cached.
    private let now: Date

    /// Reads the cache at `url`; a missing, damaged or foreign one (other version or catalog) is empty.
    public init(url: URL, version: String, catalogFiles: [URL], files: any FileSystem, now: Date) {
        self.url = url
        self.now = now
        key = Self.key(version: version, catalogFiles: catalogFiles, files: files)
        guard let data = try? files.read(url.path), let text = String(data: data, encoding: .utf8) else { return }
        guard let records = Self.parse(text, key: key) else {
            changed = true
            return
        }
        self.records = records
    }

    /// The record for `path` when its file still has `stamp`.
    public func summary(for path: String, stamp: Stamp) -> ProgramSummary? {
        guard let record = records[path], record.stamp == stamp else { return nil }
        return record.summary
    }

    /// Keeps exactly these records (the files found this call); marks the cache for writing when they changed.
    public mutating func replace(with current: [String: Record]) {
        let settled = Int64(now.timeIntervalSince1970 * 1e9) - Self.settlingNanoseconds
        let kept = current.filter { $0.value.stamp.modified < settled }
        if kept != records {
            records = kept
            changed = true
        }
    }

    /// Writes the cache when it changed, whole or not at all, so a reader never sees half a
    /// cache. A folder that cannot be written only means no cache next time.
    public func save(files: any FileSystem) {
        guard changed else { return }
        try? files.createFolder(url.deletingLastPathComponent().path)
        try? files.write(Data(serialized().utf8), to: url.path)
    }

    // MARK: - Format

    /// The header line: the version and every catalog the programs were compiled against.
    static func key(version: String, catalogFiles: [URL], files: any FileSystem) -> String {
        let catalogs = catalogFiles.map { file in
            let stamp = Stamp.of(file.path, files: files).map { "\($0.size):\($0.modified)" } ?? "-"
            return escape(file.path) + "=" + stamp
        }
        return ([escape(version)] + catalogs).joined(separator: "\t")
    }

    /// One line a record: path, size, time, id, seconds, MET-minutes, then language and text pairs.
    func serialized() -> String {
        var lines = [Self.magic, key]
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            let summary = record.summary
            var fields = [
                Self.escape(path), String(record.stamp.size), String(record.stamp.modified), Self.escape(summary.id),
                String(summary.totalSeconds), String(summary.metMinutes),
            ]
            for (language, text) in summary.title.values.sorted(by: { $0.key < $1.key }) {
                fields += [Self.escape(language), Self.escape(text)]
            }
            lines.append(fields.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The records of a cache file; `nil` when it is damaged or was made for another key.
    static func parse(_ text: String, key: String) -> [String: Record]? {
        // Split as bytes: a newline or tab byte is never part of another UTF-8 character, and
        // splitting a thousand lines as Characters was most of a warm `list`.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeLast().isEmpty, String(lines[0]) == magic, String(lines[1]) == key
        else { return nil }
        var records: [String: Record] = [:]
        records.reserveCapacity(lines.count - 2)
        for line in lines.dropFirst(2) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map {
                String(Substring($0))
            }
            guard let (path, record) = record(fields) else { return nil }
            records[path] = record
        }
        return records
    }

    /// One line's record; `nil` when a field is missing, not a number or badly escaped.
    private static func record(_ fields: [String]) -> (String, Record)? {
        guard fields.count >= 6, fields.count % 2 == 0, let size = Int64(fields[1]), let modified = Int64(fields[2]),
            let seconds = Int(fields[4]), let metMinutes = Double(fields[5]), let path = unescape(fields[0]),
            let id = unescape(fields[3])
        else { return nil }
        var titles: [String: String] = [:]
        for index in stride(from: 6, to: fields.count, by: 2) {
            guard let language = unescape(fields[index]), let title = unescape(fields[index + 1]) else { return nil }
            titles[language] = title
        }
        let summary = ProgramSummary(
            id: id, title: LocalizedText(titles), totalSeconds: seconds, metMinutes: metMinutes)
        return (path, Record(stamp: Stamp(size: size, modified: modified), summary: summary))
    }

    /// Backslash, tab and line breaks written as `\\`, `\t`, `\n`, `\r`: one record, one line.
    static func escape(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": output += "\\\\"
            case "\t": output += "\\t"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    static func unescape(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var output = ""
        var escaped = false
        for character in text.unicodeScalars {
            if escaped {
                switch character {
                case "\\": output += "\\"
                case "t": output += "\t"
                case "n": output += "\n"
                case "r": output += "\r"
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                output.unicodeScalars.append(character)
            }
        }
        return escaped ? nil : output
    }
}
