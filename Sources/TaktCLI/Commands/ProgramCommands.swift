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
        let all = app.programs.library()
        let library = tag.map { all.tagged($0) } ?? all
        let profile = app.settings.bodyProfile
        if json {
            app.console.data(ProgramJSON.list(library, strings: app.strings, profile: profile))
        } else {
            app.console.line(
                ProgramListView.render(library, strings: app.strings, profile: profile, width: app.console.tableWidth))
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
        let (library, found) = app.programs.candidates(program)
        // Not a program file or id: perhaps a plan, a text form, or a mistyped id.
        if found == nil, library.entry(id: program) == nil,
            let plan = app.plans.shelf.library(programs: library).entry(id: program)
        {
            // The weeks table, or the plan's diagnostics (exit 1).
            let text = PlanShowView.render(
                plan, strings: app.strings, catalog: library.catalog, width: app.console.tableWidth)
            guard plan.plan != nil else { throw CommandFailure(message: text) }
            app.console.line(text)
            return ExitStatus.success.code
        }
        var entry = try found ?? app.programs.find(program, in: library)
        if scaled { entry = try app.programs.scaledVersion(of: entry) }
        let profile = app.settings.bodyProfile
        if json, case .success(let loaded) = entry.content {
            try LiftCheck.refuseUnplannable(loaded.program, in: app, catalog: library.catalog)
            app.console.data(
                ProgramJSON.show(
                    loaded, source: entry.source, strings: app.strings, profile: profile,
                    athlete: LiftCheck.athlete(for: loaded.program, in: app)))
            return ExitStatus.success.code
        }
        try LiftCheck.refuseUnplannable(entry.loaded?.program, in: app, catalog: library.catalog)
        let text = ProgramShowView.render(
            entry, timeline: timeline, strings: app.strings, profile: profile, units: app.settings.units?.loadUnit,
            athlete: LiftCheck.athlete(for: entry.loaded?.program, in: app), width: app.console.textWidth)
        guard entry.loaded != nil else { throw CommandFailure(message: text) }
        app.console.line(text)
        return ExitStatus.success.code
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
        let results = ValidationReport.check(paths: files, catalog: app.programs.catalog(), files: fileSystem) {
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
        let catalog = app.programs.catalog()
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
