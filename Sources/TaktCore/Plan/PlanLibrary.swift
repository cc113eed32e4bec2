import Foundation

/// Every training plan takt knows: `Programs/plans/` carried in the binary and `plans/` inside
/// each user programs folder. Like programs, a user plan with a bundled plan's id shadows it,
/// and a broken file is kept with its diagnostics without stopping the others.
public struct PlanLibrary: Sendable {
    public static let folderName = "plans"

    public struct Entry: Sendable, Hashable {
        public var id: String
        /// The file's path, `nil` for a bundled plan.
        public var path: String?
        public var content: Result<Plan, PlanLoader.Failure>

        public var plan: Plan? { try? content.get() }
    }

    /// Plans by id, sorted; the visible one for each id.
    public private(set) var entries: [Entry]

    /// Loads the bundled plans and those in `plans/` of `userDirectories` (highest priority first),
    /// resolving workout ids against `programs`.
    public init(userDirectories: [URL], programs: ProgramLibrary) {
        var known: [String: Program] = [:]
        for entry in programs.entries {
            if let loaded = entry.loaded { known[entry.id] = loaded.program }
        }
        let catalog = programs.catalog
        var byID: [String: Entry] = [:]
        for file in BundledFiles.files(in: "Programs/" + Self.folderName) where ProgramLibrary.isProgramFile(file.name)
        {
            let content = PlanLoader.load(file.data, file: file.name, catalog: catalog, known: known)
            let id = Self.id(of: content)
            byID[id] = Entry(id: id, path: nil, content: content)
        }
        var seenUser: Set<String> = []
        for directory in userDirectories {
            let folder = directory.appendingPathComponent(Self.folderName)
            let names = (try? programs.files.names(inFolder: folder.path)) ?? []
            for name in names.sorted() where ProgramLibrary.isProgramFile(name) {
                let url = folder.appendingPathComponent(name)
                let content = Self.load(url, catalog: catalog, known: known, files: programs.files)
                let id = Self.id(of: content)
                // The first folder that has an id wins among user plans.
                guard seenUser.insert(id).inserted else { continue }
                byID[id] = Entry(id: id, path: url.path, content: content)
            }
        }
        entries = byID.values.sorted { $0.id < $1.id }
    }

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public func entry(id: String) -> Entry? {
        entries.first { $0.id == id }
    }

    public var ids: [String] { entries.map(\.id) }

    public func suggestion(for reference: String) -> String? {
        Suggestion.closest(to: reference, among: ids)
    }

    static func load(
        _ url: URL, catalog: ExerciseCatalog, known: [String: Program], files: any FileSystem
    ) -> Result<Plan, PlanLoader.Failure> {
        switch ProgramLibrary.read(url.path, files: files) {
        case .success(let data): return PlanLoader.load(data, file: url.path, catalog: catalog, known: known)
        case .failure(let diagnostic):
            return .failure(PlanLoader.Failure(id: ProgramLoader.defaultID(for: url.path), diagnostics: [diagnostic]))
        }
    }

    private static func id(of content: Result<Plan, PlanLoader.Failure>) -> String {
        switch content {
        case .success(let plan): plan.id
        case .failure(let failure): failure.id
        }
    }
}
