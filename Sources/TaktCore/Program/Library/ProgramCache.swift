import Foundation

/// What `list` shows of a usable program, known without compiling it again.
public struct ProgramSummary: Sendable, Hashable {
    public var id: String
    public var title: LocalizedText
    /// Every timed phase, get ready included; open sets count 0.
    public var totalSeconds: Int
    /// What the for-time blocks without a cap add at typical paces; 0 when there are none.
    public var openSeconds: Int
    /// The planned MET-minutes, from which any body profile's calorie estimate follows.
    public var metMinutes: Double
    /// The program's tags, which `list --tag` picks by.
    public var tags: [String]

    public init(
        id: String, title: LocalizedText, totalSeconds: Int, openSeconds: Int = 0, metMinutes: Double,
        tags: [String] = []
    ) {
        self.id = id
        self.title = title
        self.totalSeconds = totalSeconds
        self.openSeconds = openSeconds
        self.metMinutes = metMinutes
        self.tags = tags
    }

    /// The summary of a compiled program, with the same sum ``CalorieEstimate/predicted(for:profile:)`` makes.
    public init(_ loaded: ProgramLoader.Loaded) {
        self.init(
            id: loaded.program.id, title: loaded.program.title, totalSeconds: loaded.timeline.totalSeconds,
            openSeconds: TypicalPace.openSeconds(of: loaded.timeline),
            metMinutes: CalorieEstimate.plannedMETMinutes(of: loaded.timeline), tags: loaded.program.tags)
    }

    public func kcal(_ profile: BodyProfile) -> CalorieEstimate {
        CalorieEstimate(kcal: metMinutes * profile.kcalPerMETMinute)
    }
}

/// The compiled-program cache: summaries of the user's programs from the last call, so that
/// `list` with a thousand programs parses none of the files that did not change.
///
/// One text file, `programs.cache` in the cache folder (safe to delete). A record is used only
/// while its file has the same path and the same ``Stamp`` (what git's index keys a file on:
/// size, modification and status change times to the nanosecond, inode and device) as when it
/// was compiled, and the whole cache only by the same takt version against the same exercise
/// catalogs; anything else, a damaged file included, is ignored and rebuilt silently. Broken
/// programs are never cached: their diagnostics come from the file every time.
///
/// The status change time is what makes the stamp trustworthy: a tool that keeps modification
/// times (`cp -p`, `rsync -t`, `touch -d`) cannot set it, and every write, rename or `touch`
/// moves it. What a stamp cannot show is a second change within the same tick of the file
/// system's clock, after the stamp was taken; so, as git does with its "racily clean"
/// entries, a record is trusted only for a file whose last change lies a whole second before
/// the cache was written (``Stamp/isSettled(at:)``). A file changed later than that is read
/// every time until it has settled.
public struct ProgramCache: Sendable {
    public static let fileName = "programs.cache"
    /// How long before the cache's writing a file must have last changed for its record to count.
    ///
    /// Git's rule treats a file changed in the same second as the index was written as unsure;
    /// a whole second before, rather than the same calendar second, also covers the file
    /// system's clock, which lags the wall clock by up to a tick.
    static let settlingNanoseconds: Int64 = 1_000_000_000
    /// The first line; a new number makes every older cache foreign, so it is read afresh.
    static let magic = "takt program cache 4"

    /// A file's identity as the cache keys it: what `stat` says changes whenever the content may have.
    public struct Stamp: Sendable, Hashable {
        public var size: Int64
        /// Modification time, nanoseconds since 1970.
        public var modified: Int64
        /// Status change time, nanoseconds since 1970.
        public var changed: Int64
        public var inode: UInt64
        public var device: UInt64

        public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
            self.size = size
            self.modified = modified
            self.changed = changed
            self.inode = inode
            self.device = device
        }

        public init(_ status: FileStatus) {
            self.init(
                size: status.size, modified: status.modified, changed: status.changed, inode: status.inode,
                device: status.device)
        }

        /// The stamp of the regular file at `path` (links followed, as reading follows them);
        /// `nil` when missing.
        public static func of(_ path: String, files: any FileSystem) -> Stamp? {
            guard let status = files.status(of: path), status.kind == .regular else { return nil }
            return Stamp(status)
        }

        /// Whether the file's last change (modified or status changed, whichever is later; a
        /// modification time set into the future counts) was at least ``settlingNanoseconds``
        /// before `time`, so a record made at `time` cannot have missed a change with this stamp.
        public func isSettled(at time: Int64) -> Bool {
            max(modified, changed) < time - ProgramCache.settlingNanoseconds
        }

        /// The stamp as one word: `size:modified:changed:inode:device`.
        public var text: String { "\(size):\(modified):\(changed):\(inode):\(device)" }
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
    /// When the records were made (nanoseconds since 1970): when the call that wrote them began.
    public private(set) var written: Int64
    /// Whether `records` differ from the file, so ``save(files:)`` writes it.
    public private(set) var changed = false
    /// When this call began (nanoseconds since 1970): the time records made now are written with.
    private let now: Int64
    /// Whether every catalog the records are compiled against had settled when this call began.
    private let catalogsSettled: Bool

    /// Reads the cache at `url`; a missing, damaged or foreign one (other version or catalog) is empty.
    ///
    /// - Parameter now: when this call began, on the wall clock: records it makes count only
    ///   for files that had settled by then.
    public init(url: URL, version: String, catalogFiles: [URL], files: any FileSystem, now: Date) {
        let now = Int64((now.timeIntervalSince1970 * 1e9).rounded(.down))
        self.url = url
        self.now = now
        written = now
        let catalogs = catalogFiles.map { (path: $0.path, stamp: Stamp.of($0.path, files: files)) }
        key = Self.key(version: version, catalogs: catalogs)
        catalogsSettled = catalogs.allSatisfy { $0.stamp?.isSettled(at: now) ?? true }
        guard let data = try? files.read(url.path), let text = String(data: data, encoding: .utf8) else { return }
        guard let (time, records) = Self.parse(text, key: key) else {
            changed = true
            return
        }
        written = time
        // A file that had not settled when its record was made may have changed since without
        // a new stamp: such a record is never trusted (and the cache is rewritten without it).
        self.records = records.filter { $0.value.stamp.isSettled(at: time) }
    }

    /// The record for `path` when its file still has `stamp`.
    public func summary(for path: String, stamp: Stamp) -> ProgramSummary? {
        guard let record = records[path], record.stamp == stamp else { return nil }
        return record.summary
    }

    /// Keeps exactly these records (the files found this call), less those whose files had not
    /// settled when the call began; marks the cache for writing when they changed.
    public mutating func replace(with current: [String: Record]) {
        let kept = catalogsSettled ? current.filter { $0.value.stamp.isSettled(at: now) } : [:]
        if kept != records {
            records = kept
            written = now
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

    /// The key line: the version and every catalog the programs were compiled against, with its stamp.
    static func key(version: String, catalogs: [(path: String, stamp: Stamp?)]) -> String {
        let catalogs = catalogs.map { escape($0.path) + "=" + ($0.stamp?.text ?? "-") }
        return ([escape(version)] + catalogs).joined(separator: "\t")
    }

    /// The magic line, the key, when the records were made, then one line a record: path, the
    /// stamp's five numbers, id, seconds, open seconds, MET-minutes, the count of tags and the tags, then
    /// language and text pairs.
    func serialized() -> String {
        var lines = [Self.magic, key, String(written)]
        for (path, record) in records.sorted(by: { $0.key < $1.key }) {
            let summary = record.summary
            let stamp = record.stamp
            var fields = [
                Self.escape(path), String(stamp.size), String(stamp.modified), String(stamp.changed),
                String(stamp.inode), String(stamp.device), Self.escape(summary.id), String(summary.totalSeconds),
                String(summary.openSeconds), String(summary.metMinutes), String(summary.tags.count),
            ]
            fields += summary.tags.map(Self.escape)
            for (language, text) in summary.title.values.sorted(by: { $0.key < $1.key }) {
                fields += [Self.escape(language), Self.escape(text)]
            }
            lines.append(fields.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// When the records of a cache file were made, and the records; `nil` when it is damaged
    /// or was made for another key.
    static func parse(_ text: String, key: String) -> (written: Int64, records: [String: Record])? {
        var text = text
        return text.withUTF8 { bytes in
            // Read as bytes: a newline or tab byte is never part of another UTF-8 character, and
            // splitting a thousand lines as Characters, then as generic slices, was most of a warm `list`.
            guard bytes.last == UInt8(ascii: "\n") else { return nil }
            var lines = Parts(bytes.dropLast(), separator: UInt8(ascii: "\n"))
            guard let first = lines.next(), string(first) == magic, let second = lines.next(), string(second) == key,
                let written: Int64 = number(lines.next())
            else { return nil }
            var records: [String: Record] = [:]
            while let line = lines.next() {
                guard let (path, record) = record(line) else { return nil }
                records[path] = record
            }
            return (written, records)
        }
    }

    /// One line's record; `nil` when a field is missing, not a number or badly escaped.
    private static func record(_ line: Bytes) -> (String, Record)? {
        var fields = Parts(line, separator: UInt8(ascii: "\t"))
        guard let path = fields.next().flatMap(unescape), let size: Int64 = number(fields.next()),
            let modified: Int64 = number(fields.next()), let changed: Int64 = number(fields.next()),
            let inode: UInt64 = number(fields.next()), let device: UInt64 = number(fields.next()),
            let id = fields.next().flatMap(unescape), let seconds: Int = number(fields.next()),
            let openSeconds: Int = number(fields.next()),
            let metMinutes = fields.next().flatMap({ Double(string($0)) }), let tagCount: Int = number(fields.next()),
            tagCount >= 0
        else { return nil }
        var tags: [String] = []
        for _ in 0..<tagCount {
            guard let tag = fields.next().flatMap(unescape) else { return nil }
            tags.append(tag)
        }
        var titles: [String: String] = [:]
        while let language = fields.next() {
            guard let language = unescape(language), let title = fields.next().flatMap(unescape) else { return nil }
            titles[language] = title
        }
        let stamp = Stamp(size: size, modified: modified, changed: changed, inode: inode, device: device)
        let summary = ProgramSummary(
            id: id, title: LocalizedText(titles), totalSeconds: seconds, openSeconds: openSeconds,
            metMinutes: metMinutes,
            tags: tags)
        return (path, Record(stamp: stamp, summary: summary))
    }

    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// The parts of some bytes between separators, empty parts included (a split, without the array).
    struct Parts: IteratorProtocol {
        private var rest: Bytes?
        private let separator: UInt8

        init(_ bytes: Bytes, separator: UInt8) {
            rest = bytes
            self.separator = separator
        }

        mutating func next() -> Bytes? {
            guard let current = rest else { return nil }
            guard let end = current.firstIndex(of: separator) else {
                rest = nil
                return current
            }
            rest = current[(end + 1)...]
            return current[..<end]
        }
    }

    private static func string(_ bytes: Bytes) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func unescape(_ bytes: Bytes) -> String? {
        unescape(string(bytes))
    }

    /// A decimal integer written as the record writes it: digits, a `-` first if signed; `nil`
    /// for anything else or a number out of range.
    private static func number<Integer: FixedWidthInteger>(_ bytes: Bytes?) -> Integer? {
        guard var digits = bytes else { return nil }
        let negative = Integer.isSigned && digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: Integer = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Integer(byte - UInt8(ascii: "0"))
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = next
        }
        return value
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
