import ArgumentParser
import Foundation
import TaktCore
import TaktPlatform

/// `add FILE|TEXT [--replace]`: validates (or converts) a program and installs it into the
/// user programs folder.
struct AddCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("add")

    static let words = ArgumentWords(.path)

    @Argument(completion: words.completion(0)) var program: String
    @Flag var replace = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let library = app.programs.library()
        let (id, contents) = try programFile(in: app, catalog: library.catalog)
        let folder = app.paths.programDirectories[0]
        let target = folder.appendingPathComponent(id + ".yaml")
        let existing = library.entry(id: id)
        if let existing, !replace {
            throw app.failure(
                .addErrorExists,
                [
                    "id": .text(id),
                    "where": existing.source.path.map { .path($0) } ?? .text(app.strings(.programSourceBundled)),
                ])
        }
        if existing == nil, app.files.exists(target.path), !replace {
            throw app.failure(.addErrorFileExists, ["path": .path(target.path)])
        }
        do {
            try app.files.createFolder(folder.path)
        } catch {
            throw app.failure(
                .convertErrorWrite, ["path": .path(folder.path), "reason": .text(error.message(app.strings))])
        }
        try app.files.write(contents, to: target.path, telling: app.strings)
        // The replaced program's own file, when it had another name in the same folder.
        if let oldPath = existing?.source.path,
            URL(fileURLWithPath: oldPath).standardizedFileURL != target.standardizedFileURL,
            URL(fileURLWithPath: oldPath).deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL
        {
            try? app.files.remove(oldPath)
        }
        let key: StringKey = existing == nil ? .addInstalled : .addReplaced
        app.console.line(app.strings(key, ["id": .text(id), "path": .path(target.path)]))
        return ExitStatus.success.code
    }

    /// The id and the YAML to install: a program file as it is (comments kept), anything
    /// else (.fit, .txt, a line) converted.
    @MainActor private func programFile(in app: App, catalog: ExerciseCatalog) throws(CommandFailure) -> (String, Data)
    {
        if let imported = try app.programs.imported(program, catalog: catalog) {
            return (imported.id, Data(ProgramDocument.yaml(imported.loaded.program).utf8))
        }
        guard app.files.exists(program) else {
            throw app.failure(.addErrorNotFound, ["reference": .path(program)])
        }
        let data = try app.programs.read(program)
        switch ProgramLoader.load(data, file: program, catalog: catalog) {
        case .success(let loaded): return (loaded.program.id, data)
        case .failure(let failure):
            throw CommandFailure(message: failure.diagnostics.map { $0.rendered(app.strings) }.joined(separator: "\n"))
        }
    }
}

/// `remove ID`: deletes a user program's file (asking first at the prompt); never a bundled one.
struct RemoveCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("remove")

    static let words = ArgumentWords(.program)

    @Argument(completion: words.completion(0)) var program: String

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let library = app.programs.library()
        guard let entry = library.entry(id: program) else {
            throw CommandFailure(
                message: app.strings(
                    .cliErrorPrefix, ["message": .text(library.notFoundMessage(for: program, strings: app.strings))])
            )
        }
        guard let path = entry.source.path else {
            throw app.failure(.removeErrorBundled, ["id": .text(entry.id)])
        }
        if app.isInteractive, let confirm = app.confirm,
            !confirm(app.strings(.removeAsk, ["id": .text(entry.id), "path": .path(path)]))
        {
            app.console.line(app.strings(.removeKept))
            return ExitStatus.success.code
        }
        do {
            try app.files.remove(path)
        } catch {
            throw app.failure(.removeErrorFailed, ["path": .path(path), "reason": .text(error.message(app.strings))])
        }
        let key: StringKey = entry.shadowsBundled ? .removeDoneBundledBack : .removeDone
        app.console.line(app.strings(key, ["id": .text(entry.id), "path": .path(path)]))
        return ExitStatus.success.code
    }
}
