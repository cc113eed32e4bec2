import ArgumentParser
import Foundation
import TaktCore
import TaktPlatform
import TaktTerminal

/// `list [--tag TAG] [--json]`: every program, bundled and the user's, or those tagged TAG.
struct ListCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("list")

    @Option var tag: String?
    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let all = app.loadLibrary()
        let library = tag.map { all.tagged($0) } ?? all
        let profile = app.settings.bodyProfile
        if json {
            app.console.data(ProgramJSON.list(library, strings: app.strings, profile: profile))
        } else {
            app.console.line(
                ProgramListView.render(library, strings: app.strings, profile: profile, width: app.tableWidth))
        }
        return ExitStatus.success.code
    }
}

/// `show ID|FILE [--timeline] [--json] [--scaled]`: a program's summary and its numbered
/// timeline; `--scaled` shows its scaled version.
struct ShowCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("show")

    static let words = ArgumentWords(.programOrPlan)

    @Argument(completion: words.completion(0)) var program: String
    @Flag var timeline = false
    @Flag var json = false
    @Flag var scaled = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let (library, found) = app.programCandidates(program)
        // Not a program file or id: perhaps a plan, a text form, or a mistyped id.
        if found == nil, library.entry(id: program) == nil,
            let plan = app.planShelf.library(programs: library).entry(id: program)
        {
            return try app.show(plan, catalog: library.catalog)
        }
        var entry = try found ?? app.find(program, in: library)
        if scaled { entry = try app.scaledVersion(of: entry) }
        let profile = app.settings.bodyProfile
        if json, case .success(let loaded) = entry.content {
            app.console.data(ProgramJSON.show(loaded, source: entry.source, strings: app.strings, profile: profile))
            return ExitStatus.success.code
        }
        let text = ProgramShowView.render(
            entry, timeline: timeline, strings: app.strings, profile: profile, units: app.settings.units?.loadUnit,
            width: app.outputWidth)
        guard entry.loaded != nil else { throw CommandFailure(message: text) }
        app.console.line(text)
        return ExitStatus.success.code
    }
}

extension App {
    /// The scaled version of a usable program (`--scaled`); a program without one is a failure
    /// that says so, and a broken one stays as it is, to show its problems.
    func scaledVersion(of entry: ProgramLibrary.Entry) throws -> ProgramLibrary.Entry {
        guard case .success(let loaded) = entry.content else { return entry }
        guard let scaled = loaded.scaled else {
            throw CommandFailure(message: strings(.programNoScaled, ["id": .text(loaded.program.id)]))
        }
        return entry.replacing(scaled)
    }

    /// Columns printed text wraps at: the terminal's width, or 80 when stdout is not a terminal.
    var outputWidth: Int {
        guard console.outputIsTerminal, let columns = console.outputColumns() else {
            return ProgramShowView.defaultWidth
        }
        return columns
    }

    /// Columns tables and their notes fit: the terminal's width; a pipe or file gets them whole
    /// (no terminal wraps them there, and a reader such as `less -S` may want every column).
    var tableWidth: Int {
        guard console.outputIsTerminal, let columns = console.outputColumns() else { return .max }
        return columns
    }
}

/// `validate FILE...`: every problem in every file; exit status 1 when any.
struct ValidateCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("validate")

    static let words = ArgumentWords(.path, repeatsLast: true)

    @Argument(completion: words.completion(0)) var files: [String]

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard !files.isEmpty else {
            throw app.failure(
                .cliErrorMissingArgument, ["usage": .text(app.strings(.helpValidateUsage))],
                status: ExitStatus.usage.code)
        }
        let directories = app.paths.programDirectories
        let fileSystem = app.files
        let results = ValidationReport.check(paths: files, catalog: app.loadCatalog(), files: fileSystem) {
            // Plans name programs by id: only a plan file makes the library load.
            var known: [String: Program] = [:]
            for entry in ProgramLibrary(userDirectories: directories, files: fileSystem).entries {
                if let loaded = entry.loaded { known[entry.id] = loaded.program }
            }
            return known
        }
        let report = ValidationReport.render(results, strings: app.strings)
        if ValidationReport.hasErrors(results) {
            app.console.errorLine(report)
            return ExitStatus.failure.code
        }
        app.console.line(report)
        return ExitStatus.success.code
    }
}

/// `info EXERCISE`: how-to, MET and Compendium code.
struct InfoCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("info")

    static let words = ArgumentWords(.exercise)

    @Argument(completion: words.completion(0)) var exercise: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let catalog = app.loadCatalog()
        guard let exercise else {
            app.console.line(ExerciseListView.render(catalog, strings: app.strings))
            return ExitStatus.success.code
        }
        switch ExerciseInfoView.render(exercise, catalog: catalog, strings: app.strings) {
        case .success(let text):
            app.console.line(text)
            return ExitStatus.success.code
        case .failure(let unknown):
            throw CommandFailure(message: app.strings(.cliErrorPrefix, ["message": .text(unknown.message)]))
        }
    }
}

extension App {
    /// The bundled programs and the user's, read afresh so a file just dropped in shows up.
    ///
    /// Files unchanged since the last call come from the compiled-program cache (``ProgramCache``).
    ///
    /// - Parameter scope: what the command needs; `run ID` reads only files that could hold ID.
    func loadLibrary(_ scope: ProgramLibrary.Scope = .all) -> ProgramLibrary {
        warnAboutProgramFolders()
        let library = cachedLibrary(scope)
        for diagnostic in library.catalogDiagnostics {
            console.errorLine(diagnostic.rendered(strings))
        }
        return library
    }

    /// Warns, once per command, about a programs folder named in `TAKT_PROGRAMS` that is
    /// missing or unreadable: silently finding no programs there would hide the mistake.
    func warnAboutProgramFolders() {
        guard !call.programFoldersChecked else { return }
        call.programFoldersChecked = true
        for folder in paths.extraProgramDirectories {
            guard let problem = ProgramLibrary.folderProblem(folder, files: files) else { continue }
            let message = strings(
                .programsFolderUnusable, ["path": .path(folder.path), "reason": .text(problem.message(strings))])
            console.errorLine(strings(.cliWarningPrefix, ["message": .text(message)]))
        }
    }

    /// The exercise catalog alone (bundled and user catalogs), reporting the catalogs' problems.
    func loadCatalog() -> ExerciseCatalog {
        warnAboutProgramFolders()
        let (catalog, diagnostics) = ProgramLibrary.catalog(userDirectories: paths.programDirectories, files: files)
        for diagnostic in diagnostics {
            console.errorLine(diagnostic.rendered(strings))
        }
        return catalog
    }

    /// The program named by id, file path (YAML, `.txt` text form, `.fit` workout) or a
    /// text-form line, with the library it was found in, or a localized "not found, did you mean".
    /// The one resolver of `show`, `run`, `convert` and `share`.
    ///
    /// Only the files that could hold the program are read; the whole library only when it is
    /// not found there (a plan, a text form, or to suggest the closest id).
    func findProgram(_ reference: String) throws(CommandFailure) -> (ProgramLibrary, ProgramLibrary.Entry) {
        let (library, found) = programCandidates(reference)
        if let found { return (library, found) }
        return (library, try find(reference, in: library))
    }

    /// The entry `reference` names when the files that could hold it have it; else the library
    /// to look further in: all of it for an id (a plan, a text form, the closest id), the
    /// bundled programs for a file or a line (to tell whether it shadows one).
    func programCandidates(_ reference: String) -> (ProgramLibrary, ProgramLibrary.Entry?) {
        switch ProgramLibrary.scope(for: reference) {
        case .id(let id):
            let library = loadLibrary(.id(id))
            if let entry = library.lookUp(reference) { return (library, entry) }
        case .bundled:
            // A file or a text-form line: nothing in the user's folders is needed to read it.
            return (loadLibrary(.bundled), nil)
        case .all:
            break
        }
        return (loadLibrary(), nil)
    }

    /// The program named by id, file path or text-form line in `library`, or a localized
    /// "not found, did you mean". Steps of a FIT file that takt cannot represent are reported
    /// here, as warnings.
    func find(_ reference: String, in library: ProgramLibrary) throws(CommandFailure) -> ProgramLibrary.Entry {
        if library.entry(id: reference) == nil, let imported = try importedProgram(reference, catalog: library.catalog)
        {
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
}

extension App {
    /// The library read through the compiled-program cache, which is then saved for the next call.
    func cachedLibrary(_ scope: ProgramLibrary.Scope = .all) -> ProgramLibrary {
        let library = ProgramLibrary(
            userDirectories: paths.programDirectories, files: files, cache: programCache(), scope: scope)
        library.refreshedCache?.save(files: files)
        return library
    }

    /// The cache for this takt: keyed by its version and its own executable, so a rebuilt binary
    /// never reads summaries an older compiler made, and by the user's exercise catalogs.
    func programCache() -> ProgramCache {
        let executable = ProgramCache.Stamp.of("/proc/self/exe", files: files)?.text ?? "-"
        return ProgramCache(
            url: paths.programCache, version: "\(Self.version) \(executable)",
            catalogFiles: paths.programDirectories.map { $0.appendingPathComponent(ProgramLibrary.catalogFileName) },
            files: files, now: now())
    }
}
