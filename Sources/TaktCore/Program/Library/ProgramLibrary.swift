import Dispatch
import Foundation
import Synchronization

/// Every program takt knows: the bundled ones and the user's, with the exercise catalog
/// they are compiled against.
///
/// User directories are searched in the order given; a user program whose id is also a
/// bundled program's shadows it, and its entry says so. A broken file becomes a broken
/// entry with its diagnostics, and never stops the others from loading; a file whose id an
/// earlier one has is ignored, with a diagnostic saying so.
public struct ProgramLibrary: Sendable {
    /// Where a program comes from.
    public enum Source: Sendable, Hashable {
        case bundled
        /// A user file, by the path it was found at.
        case user(path: String)
        /// A text-form line given on the command line (`run 8x20/10`).
        case text

        public var path: String? {
            if case .user(let path) = self { return path }
            return nil
        }
    }

    /// One program of the library, usable or broken.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var source: Source
        /// True when this user program hides a bundled program of the same id.
        public var shadowsBundled: Bool
        /// Title, length and planned calories of a usable program; `nil` for a broken one.
        public let summary: ProgramSummary?
        private let storage: Storage

        /// A compiled program, or one the cache summarised whose file is read when first needed.
        private enum Storage: Sendable {
            case compiled(Result<ProgramLoader.Loaded, ProgramLoader.Failure>)
            case deferred(DeferredLoad)
        }

        public init(
            id: String, source: Source, content: Result<ProgramLoader.Loaded, ProgramLoader.Failure>,
            shadowsBundled: Bool = false
        ) {
            self.id = id
            self.source = source
            self.shadowsBundled = shadowsBundled
            storage = .compiled(content)
            summary = (try? content.get()).map(ProgramSummary.init)
        }

        /// A user file's entry, its id taken from what was compiled.
        init(_ content: Result<ProgramLoader.Loaded, ProgramLoader.Failure>, source: Source) {
            self.init(id: ProgramLibrary.id(of: content), source: source, content: content)
        }

        /// An entry from the cache: `summary` now, the file at `path` compiled only when asked for.
        init(summary: ProgramSummary, path: String, catalog: ExerciseCatalog, shadowsBundled: Bool) {
            id = summary.id
            source = .user(path: path)
            self.shadowsBundled = shadowsBundled
            self.summary = summary
            storage = .deferred(DeferredLoad(path: path, catalog: catalog))
        }

        /// The program and its timeline, or every problem of its file.
        public var content: Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
            switch storage {
            case .compiled(let content): content
            case .deferred(let load): load.content
            }
        }

        public var loaded: ProgramLoader.Loaded? { try? content.get() }

        /// Whether the summary came from the cache (the file not read for it).
        var isFromCache: Bool {
            if case .deferred = storage { return true }
            return false
        }

        public var diagnostics: [Diagnostic] {
            if case .failure(let failure) = content { return failure.diagnostics }
            return []
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.id == rhs.id && lhs.source == rhs.source && lhs.shadowsBundled == rhs.shadowsBundled
                && lhs.content == rhs.content
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(source)
        }
    }

    /// A cached program's file, read and compiled once, on first use (`show`, `run`), never for `list`.
    final class DeferredLoad: Sendable {
        let path: String
        let catalog: ExerciseCatalog
        private let result = Mutex<Result<ProgramLoader.Loaded, ProgramLoader.Failure>?>(nil)

        init(path: String, catalog: ExerciseCatalog) {
            self.path = path
            self.catalog = catalog
        }

        var content: Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
            result.withLock { result in
                if let result { return result }
                let loaded = ProgramLibrary.load(fileAt: URL(fileURLWithPath: path), catalog: catalog)
                result = loaded
                return loaded
            }
        }
    }

    /// The bundled catalog's file name; user catalogs use the same name in their folder.
    public static let catalogFileName = "exercises.yaml"
    /// Bundled files that are not programs.
    static let nonProgramFiles: Set<String> = [catalogFileName, "program.schema.json"]

    /// Programs by id, sorted; the visible one for each id.
    public private(set) var entries: [Entry]
    public private(set) var catalog: ExerciseCatalog
    /// Problems in the exercise catalogs (bundled or user).
    public private(set) var catalogDiagnostics: [Diagnostic]
    /// User files ignored because an earlier folder (or file) already has their id.
    public private(set) var duplicateDiagnostics: [Diagnostic] = []

    /// Loads the bundled programs and those in `userDirectories` (highest priority first).
    ///
    /// With a `cache`, a user file whose size and modification time are those the cache knows
    /// is not read: its entry carries the cached summary and compiles the file only when its
    /// content is asked for. The cache is brought up to date and saved before this returns.
    public init(userDirectories: [URL] = [], cache: ProgramCache? = nil) {
        (catalog, catalogDiagnostics) = Self.catalog(userDirectories: userDirectories)
        let bundled = BundledFiles.files(in: "Programs").filter { Self.isProgramFile($0.name) }
        let user = userDirectories.flatMap { Self.programFiles(in: $0) }
        let stamps = user.map { cache == nil ? nil : ProgramCache.Stamp.of($0) }
        let cached = user.indices.map { index in
            stamps[index].flatMap { cache?.summary(for: user[index], stamp: $0) }
        }
        // Only what the cache does not know is read and compiled, on every core.
        let pending = user.indices.filter { cached[$0] == nil }
        let contents = Self.loadAll(count: bundled.count + pending.count) { [catalog] index in
            if index < bundled.count {
                return ProgramLoader.load(bundled[index].data, file: bundled[index].name, catalog: catalog)
            }
            return Self.load(fileAt: URL(fileURLWithPath: user[pending[index - bundled.count]]), catalog: catalog)
        }
        var byID: [String: Entry] = [:]
        for content in contents.prefix(bundled.count) {
            let id = Self.id(of: content)
            byID[id] = Entry(id: id, source: .bundled, content: content)
        }
        var compiled: [Int: Result<ProgramLoader.Loaded, ProgramLoader.Failure>] = [:]
        for (index, content) in zip(pending, contents.dropFirst(bundled.count)) {
            compiled[index] = content
        }
        var userPaths: [String: String] = [:]
        var records: [String: ProgramCache.Record] = [:]
        let catalog = catalog
        for (index, path) in user.enumerated() {
            let entry: Entry
            if let summary = cached[index] {
                entry = Entry(summary: summary, path: path, catalog: catalog, shadowsBundled: false)
            } else {
                let content = compiled[index] ?? Self.load(fileAt: URL(fileURLWithPath: path), catalog: catalog)
                entry = Entry(content, source: .user(path: path))
            }
            if let stamp = stamps[index], let summary = entry.summary {
                records[path] = ProgramCache.Record(stamp: stamp, summary: summary)
            }
            // The first folder that has an id wins among user programs; the loser is named.
            if let winner = userPaths[entry.id] {
                duplicateDiagnostics.append(Self.duplicate(id: entry.id, file: path, usedBy: winner))
                continue
            }
            userPaths[entry.id] = path
            var shown = entry
            shown.shadowsBundled = byID[entry.id]?.source == .bundled
            byID[entry.id] = shown
        }
        entries = byID.values.sorted { $0.id < $1.id }
        if var cache {
            cache.replace(with: records)
            cache.save()
        }
    }

    /// The problem of a file whose program id another file already has.
    public static func duplicate(id: String, file: String, usedBy winner: String) -> Diagnostic {
        Diagnostic(
            file: file, line: 1, column: 1,
            message: Diagnostic.Message(
                "validate.duplicateID", ["id": .quoted(id), "path": .text(TerminalText.sanitize(winner))]))
    }

    /// The bundled exercise catalog extended by the user catalogs, without loading any program.
    ///
    /// `validate` and `info` need only this: reading a thousand user programs first made them slow.
    public static func catalog(userDirectories: [URL]) -> (catalog: ExerciseCatalog, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var catalog = ExerciseCatalog()
        if let data = BundledFiles.file("Programs/" + Self.catalogFileName) {
            let bundled = ExerciseCatalogLoader.load(data, file: Self.catalogFileName)
            catalog = bundled.catalog
            diagnostics += bundled.diagnostics
        }
        // Later folders have lower priority, so they are merged first and overridden.
        for directory in userDirectories.reversed() {
            let url = directory.appendingPathComponent(Self.catalogFileName)
            guard UserFile.exists(url) else { continue }
            switch Self.read(url, file: url.path) {
            case .success(let data):
                let loaded = ExerciseCatalogLoader.load(data, file: url.path)
                catalog.merge(loaded.catalog)
                diagnostics += loaded.diagnostics
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        return (catalog, diagnostics)
    }

    /// `load(0..<count)` on every core, in index order: program files are independent of each other.
    static func loadAll<Content: Sendable>(count: Int, _ load: @Sendable (Int) -> Content) -> [Content] {
        let results = Mutex([Int: Content](minimumCapacity: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let content = load(index)
            results.withLock { $0[index] = content }
        }
        return results.withLock { found in
            (0..<count).compactMap { found[$0] }
        }
    }

    /// The entry with this id.
    public func entry(id: String) -> Entry? {
        entries.first { $0.id == id }
    }

    /// Finds a program by id, or loads it from a file path (`show ./my.yaml`).
    ///
    /// A reference that names an existing file, or looks like a path (has a `/` or ends in
    /// `.yaml`/`.yml`), is read as a file; anything else is an id. `nil` when neither exists.
    public func lookUp(_ reference: String) -> Entry? {
        let looksLikePath =
            reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
        if looksLikePath || (entry(id: reference) == nil && FileManager.default.fileExists(atPath: reference)) {
            let url = URL(fileURLWithPath: reference)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let content = Self.load(fileAt: url, catalog: catalog, displayPath: reference)
            let id = Self.id(of: content)
            let shadows = entries.contains { $0.id == id && $0.source == .bundled }
            return Entry(id: id, source: .user(path: reference), content: content, shadowsBundled: shadows)
        }
        return entry(id: reference)
    }

    /// The closest known id to a mistyped one.
    public func suggestion(for reference: String) -> String? {
        Suggestion.closest(to: reference, among: entries.map(\.id))
    }

    /// Loads one file from disk through ``UserFile``: regular files up to 1 MiB only.
    public static func load(
        fileAt url: URL, catalog: ExerciseCatalog, displayPath: String? = nil
    ) -> Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
        let file = displayPath ?? url.path
        switch read(url, file: file) {
        case .success(let data): return ProgramLoader.load(data, file: file, catalog: catalog)
        case .failure(let diagnostic):
            return .failure(ProgramLoader.Failure(id: ProgramLoader.defaultID(for: file), diagnostics: [diagnostic]))
        }
    }

    /// A user file's bytes, or why it cannot be read as a diagnostic at its first line.
    static func read(_ url: URL, file: String) -> Result<Data, Diagnostic> {
        do {
            return .success(try UserFile.read(url))
        } catch {
            let message: Diagnostic.Message
            if case .tooLarge(let size) = error, size > 0 {
                message = Diagnostic.Message("validate.tooLarge", ["size": .int(size)])
            } else {
                message = error.localizable
            }
            return .failure(Diagnostic(file: file, line: 1, column: 1, message: message))
        }
    }

    fileprivate static func id(of content: Result<ProgramLoader.Loaded, ProgramLoader.Failure>) -> String {
        switch content {
        case .success(let loaded): loaded.program.id
        case .failure(let failure): failure.id
        }
    }

    static func isProgramFile(_ name: String) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !nonProgramFiles.contains(name)
            && !name.hasPrefix(".")
    }

    /// The program files' paths, sorted by name; as strings, since a `URL` per file of a
    /// thousand cost more than reading the cache.
    private static func programFiles(in directory: URL) -> [String] {
        let folder = directory.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter(isProgramFile).sorted().map { prefix + $0 }
    }
}
