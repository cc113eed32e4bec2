import ArgumentParser
import Foundation
import TaktCore
import TaktHistory

/// `import FILE.json`: adds the sessions of another computer's `export --format json`.
///
/// Sessions are matched by id: one already stored is left exactly as it is, so importing the
/// same file twice adds nothing the second time, and one in the trash stays there. Bad entries are told with their position and
/// make the command fail (1), but every good entry is still added, in one transaction.
struct ImportCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("import")

    /// A history of 100,000 sessions exports to about 60 MB.
    static let maximumBytes = 256 << 20

    static let words = ArgumentWords(.path)

    @Argument(completion: words.completion(0)) var file: String

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let shownPath = TerminalText.sanitize(file, lineBreaks: .escape)
        let data: Data
        do {
            data = try app.files.read(file, limit: Self.maximumBytes)
        } catch {
            throw app.failure(
                .importErrorRead, ["path": .text(shownPath), "reason": .text(error.message(app.strings))])
        }
        let reading: HistoryImport.Reading
        do {
            reading = try HistoryImport.read(data)
        } catch {
            throw app.failure(.importErrorNotList, ["path": .text(shownPath)])
        }
        for problem in reading.problems {
            app.console.errorLine(
                app.strings(
                    .cliErrorPrefix, ["message": .text(problem.message(path: shownPath, strings: app.strings))]))
        }
        let store = try app.history.open()
        // An export lists newest first; stored oldest first, sessions that started in the same
        // (exported) second keep their order, and the history reads back as it was exported.
        // A session in the trash was deleted on purpose: importing never brings it back.
        let (added, trashed) = try app.history.reading {
            try store.append(importing: reading.records.reversed())
        }
        app.console.line(
            app.strings(
                .importDone,
                [
                    "count": .int(added), "path": .text(shownPath),
                    "existing": .int(reading.records.count - added - trashed),
                ]))
        if trashed > 0 { app.console.line(app.strings(.importTrashed, ["count": .int(trashed)])) }
        return reading.problems.isEmpty ? 0 : 1
    }
}
