import Foundation
import TaktCore

/// The programs as commands reach them: the library (bundled and the user's, read through the
/// compiled-program cache), the exercise catalog, and the one resolver of a program named by id,
/// file (YAML, `.txt` text form, `.fit` workout) or text-form line. Everything it says goes to
/// standard error, so `list --json` and `convert -o -` stay clean.
@MainActor
struct ProgramAccess {
    var paths: AppPaths
    var files: any FileSystem
    var console: Console
    var strings: Strings
    var now: Date
    /// True the first time this command call reads programs: unusable `TAKT_PROGRAMS` folders
    /// are told then, once.
    var isFirstReadOfCall: @MainActor () -> Bool

    /// The bundled programs and the user's, read afresh so a file just dropped in shows up.
    ///
    /// Files unchanged since the last call come from the compiled-program cache (``ProgramCache``).
    ///
    /// - Parameter scope: what the command needs; `run ID` reads only files that could hold ID.
    func library(_ scope: ProgramLibrary.Scope = .all) -> ProgramLibrary {
        warnAboutFolders()
        let library = cachedLibrary(scope)
        for diagnostic in library.catalogDiagnostics {
            console.errorLine(diagnostic.rendered(strings))
        }
        return library
    }

    /// The library read through the compiled-program cache, which is then saved for the next
    /// call; nothing is told (the REPL's greeting and completion count and name programs).
    func cachedLibrary(_ scope: ProgramLibrary.Scope = .all) -> ProgramLibrary {
        let library = ProgramLibrary(
            userDirectories: paths.programDirectories, files: files, cache: cache(), scope: scope)
        library.refreshedCache?.save(files: files)
        return library
    }

    /// The exercise catalog alone (bundled and user catalogs), reporting the catalogs' problems.
    func catalog() -> ExerciseCatalog {
        warnAboutFolders()
        let (catalog, diagnostics) = ProgramLibrary.catalog(userDirectories: paths.programDirectories, files: files)
        for diagnostic in diagnostics {
            console.errorLine(diagnostic.rendered(strings))
        }
        return catalog
    }

    /// The program named by id, file path or text-form line, with the library it was found in,
    /// or a localized "not found, did you mean". The one resolver of `show`, `run`, `convert`
    /// and `share`.
    ///
    /// Only the files that could hold the program are read; the whole library only when it is
    /// not found there (a plan, a text form, or to suggest the closest id).
    func find(_ reference: String) throws(CommandFailure) -> (ProgramLibrary, ProgramLibrary.Entry) {
        let (library, found) = candidates(reference)
        if let found { return (library, found) }
        return (library, try find(reference, in: library))
    }

    /// A usable program by id, file or text, or the failure that says why not.
    func loaded(_ reference: String) throws(CommandFailure) -> ProgramLoader.Loaded {
        let (_, entry) = try find(reference)
        switch entry.content {
        case .success(let loaded): return loaded
        case .failure(let failure):
            throw CommandFailure(message: failure.diagnostics.map { $0.rendered(strings) }.joined(separator: "\n"))
        }
    }

    /// The program a session ran, as `history edit` reads its scores against it: the text-form
    /// line its title is (`takt run 'amrap 12: …'` keeps the line as the title, and the line
    /// gives the id), else the library's program of its id.
    ///
    /// A session run from a file (`takt run ./my.yaml`) kept the file's path: that file, while it
    /// still holds the program of that id, else the library's; a file gone or broken whose id the
    /// library lacks is the file's failure, which names the path.
    func ran(id: String, title: String, file: String? = nil) throws(CommandFailure) -> ProgramLoader.Loaded {
        if TextForm.id(for: title) == id, let line = try? loaded(title), line.program.id == id { return line }
        if let file {
            do {
                let kept = try loaded(file)
                if kept.program.id == id { return kept }
            } catch {
                if (try? loaded(id)) == nil { throw error }
            }
        }
        return try loaded(id)
    }

    /// The entry `reference` names when the files that could hold it have it; else the library
    /// to look further in: all of it for an id (a plan, a text form, the closest id), the
    /// bundled programs for a file or a line (to tell whether it shadows one).
    func candidates(_ reference: String) -> (ProgramLibrary, ProgramLibrary.Entry?) {
        switch ProgramLibrary.scope(for: reference) {
        case .id(let id):
            let library = library(.id(id))
            if let entry = library.lookUp(reference) { return (library, entry) }
        case .bundled:
            // A file or a text-form line: nothing in the user's folders is needed to read it.
            return (library(.bundled), nil)
        case .all:
            break
        }
        return (library(), nil)
    }

    /// The program named by id, file path or text-form line in `library`, or a localized
    /// "not found, did you mean". Steps of a FIT file that takt cannot represent are reported
    /// here, as warnings.
    func find(_ reference: String, in library: ProgramLibrary) throws(CommandFailure) -> ProgramLibrary.Entry {
        if library.entry(id: reference) == nil, let imported = try imported(reference, catalog: library.catalog) {
            let shadows = library.entries.contains { $0.id == imported.id && $0.source == .bundled }
            return ProgramLibrary.Entry(
                id: imported.id, source: imported.source, content: .success(imported.loaded), shadowsBundled: shadows)
        }
        guard let entry = library.lookUp(reference) else {
            let message = library.notFoundMessage(for: reference, strings: strings)
            // A file that cannot be read is reported compiler style, already marked as an error.
            let located = message.hasPrefix(TerminalText.sanitize(reference, lineBreaks: .escape) + ":")
            throw CommandFailure(message: located ? message : strings(.cliErrorPrefix, ["message": .text(message)]))
        }
        return entry
    }

    /// A program read from a `.fit` or `.txt` file or a text-form line; `nil` when `reference`
    /// is none of those (an id or a YAML file, which the library looks up).
    func imported(
        _ reference: String, catalog: ExerciseCatalog
    ) throws(CommandFailure) -> (id: String, source: ProgramLibrary.Source, loaded: ProgramLoader.Loaded)? {
        let lowered = reference.lowercased()
        if lowered.hasSuffix(".fit") {
            let data = try read(reference)
            let id = ProgramLoader.defaultID(for: reference)
            do {
                let read = try FITWorkout.read(data, id: TextForm.id(for: id), catalog: catalog)
                for skipped in read.skipped {
                    console.errorLine(strings(.cliWarningPrefix, ["message": .text(skipped.text(strings))]))
                }
                return (read.loaded.program.id, .user(path: reference), read.loaded)
            } catch {
                throw CommandFailure(message: error.rendered(file: reference, strings: strings))
            }
        }
        if lowered.hasSuffix(".txt") {
            let text = String(decoding: try read(reference), as: UTF8.self)
            let id = TextForm.id(for: ProgramLoader.defaultID(for: reference))
            switch TextForm.load(text, id: id, catalog: catalog) {
            case .success(let loaded): return (id, .user(path: reference), loaded)
            case .failure(let error):
                throw CommandFailure(message: error.rendered(text: text, file: reference, strings: strings))
            }
        }
        guard TextForm.looksLikeText(reference), !files.exists(reference) else { return nil }
        let id = TextForm.id(for: reference)
        switch TextForm.load(reference, id: id, catalog: catalog) {
        case .success(let loaded): return (id, .text, loaded)
        case .failure(let error): throw CommandFailure(message: error.rendered(text: reference, strings: strings))
        }
    }

    /// A program file's bytes (regular files up to 1 MiB), or a located, localized failure.
    func read(_ path: String) throws(CommandFailure) -> Data {
        do {
            return try files.read(path)
        } catch {
            throw CommandFailure(
                .convertErrorRead, ["path": .path(path), "reason": .text(error.message(strings))], strings: strings)
        }
    }

    /// The scaled version of a usable program (`--scaled`); a program without one is a failure
    /// that says so, and a broken one stays as it is, to show its problems.
    func scaledVersion(of entry: ProgramLibrary.Entry) throws(CommandFailure) -> ProgramLibrary.Entry {
        guard case .success(let loaded) = entry.content else { return entry }
        return entry.replacing(try scaledVersion(of: loaded))
    }

    /// The scaled version of `loaded` (`run --scaled`); a failure that says so when there is none.
    func scaledVersion(of loaded: ProgramLoader.Loaded) throws(CommandFailure) -> ProgramLoader.Loaded {
        guard let scaled = loaded.scaled else {
            throw CommandFailure(message: strings(.programNoScaled, ["id": .text(loaded.program.id)]))
        }
        return scaled
    }

    /// Warns about a programs folder named in `TAKT_PROGRAMS` that is missing or unreadable, the
    /// first time in a call: silently finding no programs there would hide the mistake.
    private func warnAboutFolders() {
        guard isFirstReadOfCall() else { return }
        for folder in paths.extraProgramDirectories {
            guard let problem = ProgramLibrary.folderProblem(folder, files: files) else { continue }
            let message = strings(
                .programsFolderUnusable, ["path": .path(folder.path), "reason": .text(problem.message(strings))])
            console.errorLine(strings(.cliWarningPrefix, ["message": .text(message)]))
        }
    }

    /// The cache for this takt: keyed by its version and its own executable, so a rebuilt binary
    /// never reads summaries an older compiler made, and by the user's exercise catalogs.
    private func cache() -> ProgramCache {
        let executable = ProgramCache.Stamp.of("/proc/self/exe", files: files)?.text ?? "-"
        return ProgramCache(
            url: paths.programCache, version: "\(App.version) \(executable)",
            catalogFiles: paths.programDirectories.map { $0.appendingPathComponent(ProgramLibrary.catalogFileName) },
            files: files, now: now)
    }
}
