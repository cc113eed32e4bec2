import ArgumentParser
import Foundation
import TaktCore

/// `list [--json]`: every program, bundled and the user's.
struct ListCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "list", helpNames: [])

    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let library = app.loadLibrary()
        let profile = app.settings.bodyProfile
        app.console.line(
            json
                ? ProgramJSON.list(library, strings: app.strings, profile: profile)
                : ProgramListView.render(library, strings: app.strings, profile: profile))
        return ExitStatus.success.code
    }
}

/// `show ID|FILE [--timeline] [--json]`: a program's summary and its numbered timeline.
struct ShowCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "show", helpNames: [])

    @Argument var program: String
    @Flag var timeline = false
    @Flag var json = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let (_, entry) = try app.findProgram(program)
        let profile = app.settings.bodyProfile
        if json, case .success(let loaded) = entry.content {
            app.console.line(ProgramJSON.show(loaded, source: entry.source, strings: app.strings, profile: profile))
            return ExitStatus.success.code
        }
        let text = ProgramShowView.render(entry, timeline: timeline, strings: app.strings, profile: profile)
        guard entry.loaded != nil else { throw CommandFailure(message: text) }
        app.console.line(text)
        return ExitStatus.success.code
    }
}

/// `validate FILE...`: every problem in every file; exit status 1 when any.
struct ValidateCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "validate", helpNames: [])

    @Argument var files: [String]

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard !files.isEmpty else {
            throw app.failure(
                "cli.error.missingArgument", ["usage": .text(app.strings("help.validate.usage"))],
                status: ExitStatus.usage.code)
        }
        let results = ValidationReport.check(paths: files, catalog: app.loadCatalog())
        let report = ValidationReport.render(results, strings: app.strings)
        if ValidationReport.hasErrors(results) {
            app.console.writeError(report + "\n")
            return ExitStatus.failure.code
        }
        app.console.line(report)
        return ExitStatus.success.code
    }
}

/// `info EXERCISE`: how-to, MET and Compendium code.
struct InfoCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "info", helpNames: [])

    @Argument var exercise: String?

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
            throw CommandFailure(message: app.strings("cli.error.prefix", ["message": .text(unknown.message)]))
        }
    }
}

extension App {
    /// The bundled programs and the user's, read afresh so a file just dropped in shows up.
    ///
    /// - Parameter scope: what the command needs; `run ID` reads only files that could hold ID.
    func loadLibrary(_ scope: ProgramLibrary.Scope = .all) -> ProgramLibrary {
        warnAboutProgramFolders()
        let library = ProgramLibrary(userDirectories: paths.programDirectories, scope: scope)
        for diagnostic in library.catalogDiagnostics {
            console.errorLine(diagnostic.rendered(strings))
        }
        return library
    }

    /// Warns, once per command, about a programs folder named in `TAKT_PROGRAMS` that is
    /// missing or unreadable: silently finding no programs there would hide the mistake.
    func warnAboutProgramFolders() {
        guard !programFoldersChecked else { return }
        programFoldersChecked = true
        for folder in paths.extraProgramDirectories {
            guard let problem = ProgramLibrary.folderProblem(folder) else { continue }
            let message = strings(
                "programs.folderUnusable", ["path": .path(folder.path), "reason": .text(problem.message(strings))])
            console.errorLine(strings("cli.warning.prefix", ["message": .text(message)]))
        }
    }

    /// The exercise catalog alone (bundled and user catalogs), reporting the catalogs' problems.
    func loadCatalog() -> ExerciseCatalog {
        warnAboutProgramFolders()
        let (catalog, diagnostics) = ProgramLibrary.catalog(userDirectories: paths.programDirectories)
        for diagnostic in diagnostics {
            console.errorLine(diagnostic.rendered(strings))
        }
        return catalog
    }

    /// The program named by id or file path, with the library it was found in, or a
    /// localized "not found, did you mean".
    ///
    /// Only the files that could hold the program are read; the whole library only when it is
    /// not found, to suggest the closest id.
    func findProgram(_ reference: String) throws(CommandFailure) -> (ProgramLibrary, ProgramLibrary.Entry) {
        let library = loadLibrary(ProgramLibrary.scope(for: reference))
        if let entry = library.lookUp(reference) { return (library, entry) }
        let everything = ProgramLibrary(userDirectories: paths.programDirectories)
        return (everything, try find(reference, in: everything))
    }

    /// The program named by id or file path in `library`, or a localized "not found, did you mean".
    func find(_ reference: String, in library: ProgramLibrary) throws(CommandFailure) -> ProgramLibrary.Entry {
        guard let entry = library.lookUp(reference) else {
            let message = library.notFoundMessage(for: reference, strings: strings)
            // A file that cannot be read is reported compiler style, already marked as an error.
            let located = message.hasPrefix(TerminalText.sanitize(reference, lineBreaks: .escape) + ":")
            throw CommandFailure(message: located ? message : strings("cli.error.prefix", ["message": .text(message)]))
        }
        return entry
    }
}
