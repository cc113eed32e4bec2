import Foundation

/// The exercise catalog a library reads programs against: the bundled `exercises.yaml`, read
/// once per process, extended by each user folder's own (a later folder has lower priority),
/// merged only when first asked for, so a `list` served from the cache reads no catalog.
extension ProgramLibrary {
    /// The bundled exercise catalog extended by the user catalogs, without loading any program.
    ///
    /// `validate` and `info` need only this: reading a thousand user programs first made them slow.
    public static func catalog(
        userDirectories: [URL], files: any FileSystem
    ) -> (catalog: ExerciseCatalog, diagnostics: [Diagnostic]) {
        let user = userCatalogs(userDirectories: userDirectories, files: files)
        return (CatalogSource(user: user.catalogs).catalog, bundledCatalog.diagnostics + user.diagnostics)
    }

    /// The bundled catalog, read once per process when first needed.
    static let bundledCatalog: (catalog: ExerciseCatalog, diagnostics: [Diagnostic]) = {
        guard let data = BundledFiles.file("Programs/" + catalogFileName) else { return (ExerciseCatalog(), []) }
        return ExerciseCatalogLoader.load(data, file: catalogFileName)
    }()

    /// The user catalogs of `userDirectories`, lowest priority first (the order they merge in),
    /// and their problems.
    static func userCatalogs(
        userDirectories: [URL], files: any FileSystem
    ) -> (catalogs: [ExerciseCatalog], diagnostics: [Diagnostic]) {
        var catalogs: [ExerciseCatalog] = []
        var diagnostics: [Diagnostic] = []
        // Later folders have lower priority, so they are merged first and overridden.
        for directory in userDirectories.reversed() {
            let url = directory.appendingPathComponent(Self.catalogFileName)
            guard files.exists(url.path) else { continue }
            switch Self.read(url.path, files: files) {
            case .success(let data):
                let loaded = ExerciseCatalogLoader.load(data, file: url.path)
                catalogs.append(loaded.catalog)
                diagnostics += loaded.diagnostics
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        return (catalogs, diagnostics)
    }

    /// The bundled catalog extended by the user's, merged when first asked for.
    final class CatalogSource: Sendable {
        private let user: [ExerciseCatalog]
        private let merged = Locked<ExerciseCatalog?>(nil)

        init(user: [ExerciseCatalog]) {
            self.user = user
        }

        /// Whether the catalog has been merged (tests: a `list` from the cache reads none).
        var isLoaded: Bool { merged.withLock { $0 != nil } }

        var catalog: ExerciseCatalog {
            merged.withLock { merged in
                if let merged { return merged }
                var catalog = ProgramLibrary.bundledCatalog.catalog
                for next in user { catalog.merge(next) }
                merged = catalog
                return catalog
            }
        }
    }
}
