import Dispatch
import Foundation

/// Every program takt knows: the bundled ones and the user's, with the exercise catalog
/// they are compiled against.
///
/// User directories are searched in the order given; a user program whose id is also a
/// bundled program's shadows it, and its entry says so. A broken file becomes a broken
/// entry with its diagnostics, and never stops the others from loading. Among files with
/// one id a valid program wins over a broken one, then the earlier folder and name; the
/// files left out are named with a diagnostic at their `id:` line.
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
        init(
            summary: ProgramSummary, path: String, catalog: ExerciseCatalog, files: any FileSystem,
            shadowsBundled: Bool
        ) {
            id = summary.id
            source = .user(path: path)
            self.shadowsBundled = shadowsBundled
            self.summary = summary
            storage = .deferred(DeferredLoad(.file(path: path, files: files), catalog: catalog))
        }

        /// A bundled program from the cache: `summary` now, compiled only when asked for.
        init(summary: ProgramSummary, bundled file: BundledProgram, catalog: ExerciseCatalog) {
            id = summary.id
            source = .bundled
            shadowsBundled = false
            self.summary = summary
            storage = .deferred(DeferredLoad(.bundled(file), catalog: catalog))
        }

        /// The program and its timeline, or every problem of its file.
        public var content: Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
            switch storage {
            case .compiled(let content): content
            case .deferred(let load): load.content
            }
        }

        public var loaded: ProgramLoader.Loaded? { try? content.get() }

        /// The same program from the same place, as `loaded` (its scaled version, for `--scaled`).
        public func replacing(_ loaded: ProgramLoader.Loaded) -> Entry {
            Entry(id: id, source: source, content: .success(loaded), shadowsBundled: shadowsBundled)
        }

        /// Whether the program came from the cache, not yet compiled (tests).
        var isFromCache: Bool {
            if case .deferred = storage { return true }
            return false
        }

        /// A usable program; known without reading the file when it came from the cache.
        var isValid: Bool { summary != nil }

        /// Where the file's `id:` is, for naming duplicates (reads a cached file: duplicates are rare).
        var idPosition: SourcePosition? {
            switch content {
            case .success(let loaded): loaded.idPosition
            case .failure(let failure): failure.idPosition
            }
        }

        public var diagnostics: [Diagnostic] {
            if case .failure(let failure) = content { return failure.diagnostics }
            return []
        }

        /// The same program from the same place. No file is read to decide: an entry from the
        /// cache stands for its file by its summary, as it does in `list`.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            guard
                lhs.id == rhs.id && lhs.source == rhs.source && lhs.shadowsBundled == rhs.shadowsBundled
                    && lhs.summary == rhs.summary
            else { return false }
            if case .compiled(let left) = lhs.storage, case .compiled(let right) = rhs.storage { return left == right }
            return true
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(source)
        }
    }

    /// A cached program's file, read and compiled once, on first use (`show`, `run`), never for `list`.
    final class DeferredLoad: Sendable {
        enum Origin: Sendable {
            case file(path: String, files: any FileSystem)
            case bundled(BundledProgram)
        }

        let origin: Origin
        let catalog: ExerciseCatalog
        private let result = Locked<Result<ProgramLoader.Loaded, ProgramLoader.Failure>?>(nil)

        init(_ origin: Origin, catalog: ExerciseCatalog) {
            self.origin = origin
            self.catalog = catalog
        }

        var content: Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
            result.withLock { result in
                if let result { return result }
                let loaded =
                    switch origin {
                    case .file(let path, let files): ProgramLibrary.load(fileAt: path, catalog: catalog, files: files)
                    case .bundled(let file): ProgramLoader.load(file.data, file: file.name, catalog: catalog)
                    }
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

    /// The library with only the usable programs tagged `tag`, in any case (`list --tag`).
    public func tagged(_ tag: String) -> ProgramLibrary {
        var library = self
        let wanted = tag.lowercased()
        library.entries = entries.filter { entry in
            entry.summary?.tags.contains { $0.lowercased() == wanted } ?? false
        }
        return library
    }
    public private(set) var catalog: ExerciseCatalog
    /// Problems in the exercise catalogs (bundled or user).
    public private(set) var catalogDiagnostics: [Diagnostic]
    /// User files ignored because another file (or a bundled program) is used for their id.
    public private(set) var duplicateDiagnostics: [Diagnostic] = []
    /// Where user files are read from.
    public let files: any FileSystem
    /// The cache this library was loaded with, brought up to date with every user file it
    /// found: what the caller saves (``ProgramCache/save(files:)``) for the next call. `nil`
    /// without a cache, and for a narrower ``Scope``, which leaves the cache as it was.
    public private(set) var refreshedCache: ProgramCache?

    /// Which programs a command needs.
    public enum Scope: Sendable, Hashable {
        /// Every program (`list`, completion).
        case all
        /// The program with this id (`run ID`, `show ID`): only the user files that could
        /// hold it (named after it, or mentioning it) are read, so an unrelated file, however
        /// broken or large, costs nothing. `entries` holds that id's program alone.
        case id(String)
        /// The bundled programs only (`run FILE`, `show FILE`: the file is read by ``lookUp(_:)``).
        case bundled
    }

    /// Loads the bundled programs and those in `userDirectories` (highest priority first).
    ///
    /// With a `cache`, a user file whose stamp (``ProgramCache/Stamp``) is the one the cache
    /// knows is not read: its entry carries the cached summary and compiles the file only when
    /// its content is asked for. Nothing is written: the cache brought up to date is
    /// ``refreshedCache``, for the caller to save.
    public init(
        userDirectories: [URL] = [], files: any FileSystem, cache: ProgramCache? = nil, scope: Scope = .all
    ) {
        self.files = files
        (catalog, catalogDiagnostics) = Self.catalog(userDirectories: userDirectories, files: files)
        let found = Self.foundFiles(in: userDirectories, files: files, cache: cache, scope: scope)
        let bundled = BundledProgram.all(cache: cache)
        let candidates = Self.compile(found, bundled: bundled, catalog: catalog, files: files)
        let wanted = candidates.filter { if case .id(let id) = scope { $0.id == id } else { true } }
        (entries, duplicateDiagnostics) = Self.settle(wanted)
        guard scope == .all, var cache else { return }
        var records: [String: ProgramCache.Record] = [:]
        for (file, entry) in zip(found, candidates) {
            if let stamp = file.stamp, let summary = entry.summary {
                records[file.path] = ProgramCache.Record(stamp: stamp, summary: summary)
            }
        }
        for (file, entry) in zip(bundled, candidates.suffix(bundled.count)) {
            if let summary = entry.summary {
                records[file.cacheKey] = ProgramCache.Record(stamp: file.stamp, summary: summary)
            }
        }
        cache.replace(with: records)
        refreshedCache = cache
    }

    /// A user program file, with what the cache knows of it.
    struct FoundFile: Sendable {
        var path: String
        var stamp: ProgramCache.Stamp?
        var cached: ProgramSummary?
    }

    /// The user files `scope` needs, in folder and name order. For one id, a file the cache
    /// knows to hold another id is skipped unread, and an unknown one read only if it may hold it.
    static func foundFiles(
        in directories: [URL], files: any FileSystem, cache: ProgramCache?, scope: Scope
    ) -> [FoundFile] {
        if scope == .bundled { return [] }
        return directories.flatMap { programFiles(in: $0, files: files) }.compactMap { path in
            let stamp = cache == nil ? nil : ProgramCache.Stamp.of(path, files: files)
            let cached = stamp.flatMap { cache?.summary(for: path, stamp: $0) }
            if case .id(let id) = scope, !(cached.map { $0.id == id } ?? mayHold(id: id, path: path, files: files)) {
                return nil
            }
            return FoundFile(path: path, stamp: stamp, cached: cached)
        }
    }

    /// The entries of `files`, then of the bundled programs. Only what the cache does not know
    /// is read and compiled, on every core; a cached file is compiled when its content is asked for.
    static func compile(
        _ found: [FoundFile], bundled: [BundledProgram], catalog: ExerciseCatalog, files: any FileSystem
    ) -> [Entry] {
        let bundledPending = bundled.indices.filter { bundled[$0].cached == nil }
        let pending = found.indices.filter { found[$0].cached == nil }
        let contents = loadAll(count: bundledPending.count + pending.count) { index in
            if index < bundledPending.count {
                let file = bundled[bundledPending[index]]
                return ProgramLoader.load(file.data, file: file.name, catalog: catalog)
            }
            return load(fileAt: found[pending[index - bundledPending.count]].path, catalog: catalog, files: files)
        }
        let bundledCompiled = Dictionary(uniqueKeysWithValues: zip(bundledPending, contents))
        let compiled = Dictionary(uniqueKeysWithValues: zip(pending, contents.dropFirst(bundledPending.count)))
        let user = found.indices.map { index in
            let path = found[index].path
            if let summary = found[index].cached {
                return Entry(summary: summary, path: path, catalog: catalog, files: files, shadowsBundled: false)
            }
            let content = compiled[index] ?? load(fileAt: path, catalog: catalog, files: files)
            return Entry(content, source: .user(path: path))
        }
        let own = bundled.indices.map { index in
            if let summary = bundled[index].cached {
                return Entry(summary: summary, bundled: bundled[index], catalog: catalog)
            }
            let content =
                bundledCompiled[index]
                ?? ProgramLoader.load(bundled[index].data, file: bundled[index].name, catalog: catalog)
            return Entry(content, source: .bundled)
        }
        return user + own
    }

    /// Picks the program for each id among `candidates` (user files in folder and name order,
    /// then the bundled ones): the first valid one, else the first. A valid program is never
    /// hidden by a broken file; every user file left out is named at its `id:` line.
    static func settle(_ candidates: [Entry]) -> (entries: [Entry], duplicates: [Diagnostic]) {
        var byID: [String: [Entry]] = [:]
        for candidate in candidates { byID[candidate.id, default: []].append(candidate) }
        var entries: [Entry] = []
        var duplicates: [Diagnostic] = []
        for (id, group) in byID {
            guard let winner = group.first(where: \.isValid) ?? group.first else { continue }
            let hasBundled = group.contains { $0.source == .bundled }
            var chosen = winner
            chosen.shadowsBundled = winner.source != .bundled && hasBundled
            entries.append(chosen)
            for loser in group where loser.source != winner.source {
                guard let file = loser.source.path else { continue }
                duplicates.append(duplicate(id: id, file: file, at: loser.idPosition, usedBy: winner))
            }
        }
        return (entries.sorted { $0.id < $1.id }, duplicates.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
    }

    /// The problem of a file whose program id the chosen program already has, at its `id:` line.
    static func duplicate(
        id: String, file: String, at position: SourcePosition?, usedBy winner: Entry
    ) -> Diagnostic {
        let message: Diagnostic.Message
        if let path = winner.source.path {
            let line = winner.idPosition.map { ":\($0.line)" } ?? ""
            message = Diagnostic.Message(.validateDuplicateID, ["id": .quoted(id), "path": .path(path + line)])
        } else {
            message = Diagnostic.Message(.validateDuplicateIDBundled, ["id": .quoted(id)])
        }
        return Diagnostic(file: file, line: position?.line ?? 1, column: position?.column ?? 1, message: message)
    }

    /// The problem of a file whose program id another file already has, at its `id:` line.
    public static func duplicate(
        id: String, file: String, at position: SourcePosition?, usedBy winner: String,
        winnerPosition: SourcePosition?
    ) -> Diagnostic {
        let candidate = Entry(
            id: id, source: .user(path: winner),
            content: .failure(ProgramLoader.Failure(id: id, diagnostics: [], idPosition: winnerPosition)))
        return duplicate(id: id, file: file, at: position, usedBy: candidate)
    }

    /// Whether a user file could hold the program `id`: it is named after it, or mentions it.
    ///
    /// Reading the bytes is cheap; only composing YAML is not. A file with `id: x` contains
    /// "x", and a file without an `id` takes its name's.
    static func mayHold(id: String, path: String, files: any FileSystem) -> Bool {
        if ProgramLoader.defaultID(for: path) == id { return true }
        guard let data = try? files.read(path) else { return false }
        return data.range(of: Data(id.utf8)) != nil
    }

    /// The bundled exercise catalog extended by the user catalogs, without loading any program.
    ///
    /// `validate` and `info` need only this: reading a thousand user programs first made them slow.
    public static func catalog(
        userDirectories: [URL], files: any FileSystem
    ) -> (catalog: ExerciseCatalog, diagnostics: [Diagnostic]) {
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
            guard files.exists(url.path) else { continue }
            switch Self.read(url.path, files: files) {
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
        let results = Locked([Int: Content](minimumCapacity: count))
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
    /// A reference that looks like a path (``ProgramReference/looksLikePath(_:)``) is read as a
    /// file when anything is there, so a folder or a FIFO is told why it cannot be read; any
    /// other is an id, or a regular file of that name when no program has the id. `nil` when
    /// neither exists.
    public func lookUp(_ reference: String) -> Entry? {
        if ProgramReference.looksLikePath(reference) {
            return files.exists(reference) ? fileEntry(reference) : nil
        }
        if let entry = entry(id: reference) { return entry }
        return isFile(reference) ? fileEntry(reference) : nil
    }

    private func fileEntry(_ path: String) -> Entry {
        let content = Self.load(fileAt: path, catalog: catalog, files: files)
        let id = Self.id(of: content)
        let shadows = entries.contains { $0.id == id && $0.source == .bundled }
        return Entry(id: id, source: .user(path: path), content: content, shadowsBundled: shadows)
    }

    /// Whether a regular file is at `path`: a folder or a device is not a program file.
    public func isFile(_ path: String) -> Bool {
        files.status(of: path)?.kind == .regular
    }

    /// The scope that `lookUp(reference)` needs: a file needs only the bundled ids (to say
    /// whether it shadows one), an id only the files that could hold it.
    public static func scope(for reference: String) -> Scope {
        ProgramReference.looksLikePath(reference) ? .bundled : .id(reference)
    }

    /// The closest known id to a mistyped one.
    public func suggestion(for reference: String) -> String? {
        Suggestion.closest(to: reference, among: entries.map(\.id))
    }

    /// Loads one user file: a regular file up to ``UserFileLimit/bytes``; `path` also names it
    /// in diagnostics.
    public static func load(
        fileAt path: String, catalog: ExerciseCatalog, files: any FileSystem
    ) -> Result<ProgramLoader.Loaded, ProgramLoader.Failure> {
        switch read(path, files: files) {
        case .success(let data): return ProgramLoader.load(data, file: path, catalog: catalog)
        case .failure(let diagnostic):
            return .failure(ProgramLoader.Failure(id: ProgramLoader.defaultID(for: path), diagnostics: [diagnostic]))
        }
    }

    /// A user file's bytes, or why it cannot be read as a diagnostic at its first line.
    static func read(_ path: String, files: any FileSystem) -> Result<Data, Diagnostic> {
        do {
            return .success(try files.read(path))
        } catch {
            let message: Diagnostic.Message
            if case .tooLarge(let size, _) = error, size > 0 {
                message = Diagnostic.Message(.validateTooLarge, ["size": .int(size)])
            } else {
                message = error.localizable
            }
            return .failure(Diagnostic(file: path, at: .start, message: message))
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

    /// Why a programs folder the user named cannot be used: missing, not a folder, unreadable.
    public static func folderProblem(_ directory: URL, files: any FileSystem) -> SystemProblem? {
        do {
            _ = try files.names(inFolder: directory.path)
            return nil
        } catch {
            return error
        }
    }

    /// The program files' paths, sorted by name; as strings, since a `URL` per file of a
    /// thousand cost more than reading the cache.
    private static func programFiles(in directory: URL, files: any FileSystem) -> [String] {
        let folder = directory.path
        let names = (try? files.names(inFolder: folder)) ?? []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter(isProgramFile).sorted().map { prefix + $0 }
    }
}
