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

        public var path: String? {
            if case .user(let path) = self { return path }
            return nil
        }
    }

    /// One program of the library, usable or broken.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var source: Source
        /// The program and its timeline, or every problem of its file.
        public var content: Result<ProgramLoader.Loaded, ProgramLoader.Failure>
        /// True when this user program hides a bundled program of the same id.
        public var shadowsBundled: Bool

        public init(
            id: String, source: Source, content: Result<ProgramLoader.Loaded, ProgramLoader.Failure>,
            shadowsBundled: Bool = false
        ) {
            self.id = id
            self.source = source
            self.content = content
            self.shadowsBundled = shadowsBundled
        }

        public var loaded: ProgramLoader.Loaded? { try? content.get() }
        public var diagnostics: [Diagnostic] {
            if case .failure(let failure) = content { return failure.diagnostics }
            return []
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
    public init(userDirectories: [URL] = []) {
        (catalog, catalogDiagnostics) = Self.catalog(userDirectories: userDirectories)
        let bundled = BundledFiles.files(in: "Programs").filter { Self.isProgramFile($0.name) }
        let user = userDirectories.flatMap { Self.programFiles(in: $0) }
        let contents = Self.loadAll(count: bundled.count + user.count) { [catalog] index in
            if index < bundled.count {
                return ProgramLoader.load(bundled[index].data, file: bundled[index].name, catalog: catalog)
            }
            return Self.load(fileAt: user[index - bundled.count], catalog: catalog)
        }
        var byID: [String: Entry] = [:]
        for content in contents.prefix(bundled.count) {
            let id = Self.id(of: content)
            byID[id] = Entry(id: id, source: .bundled, content: content)
        }
        var userPaths: [String: String] = [:]
        for (url, content) in zip(user, contents.dropFirst(bundled.count)) {
            let id = Self.id(of: content)
            // The first folder that has an id wins among user programs; the loser is named.
            if let winner = userPaths[id] {
                duplicateDiagnostics.append(Self.duplicate(id: id, file: url.path, usedBy: winner))
                continue
            }
            userPaths[id] = url.path
            let shadows = byID[id]?.source == .bundled
            byID[id] = Entry(id: id, source: .user(path: url.path), content: content, shadowsBundled: shadows)
        }
        entries = byID.values.sorted { $0.id < $1.id }
    }

    /// The problem of a file whose program id another file already has.
    public static func duplicate(id: String, file: String, usedBy winner: String) -> Diagnostic {
        Diagnostic(
            file: file, line: 1, column: 1,
            message: Diagnostic.Message(
                "validate.duplicateID", ["id": .quoted(id), "path": .path(winner)]))
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

    private static func id(of content: Result<ProgramLoader.Loaded, ProgramLoader.Failure>) -> String {
        switch content {
        case .success(let loaded): loaded.program.id
        case .failure(let failure): failure.id
        }
    }

    static func isProgramFile(_ name: String) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && !nonProgramFiles.contains(name)
            && !name.hasPrefix(".")
    }

    private static func programFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter(isProgramFile).sorted().map { directory.appendingPathComponent($0) }
    }
}
