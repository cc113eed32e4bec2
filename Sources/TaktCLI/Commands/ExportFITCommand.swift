import Foundation
import TaktCore
import TaktPlatform

extension ExportCommand {
    /// `export --format fit --session ID -o s.fit`, or every session (since a day) into a folder.
    @MainActor func exportFIT(in app: App) throws(CommandFailure) -> Int32 {
        guard let output = o, output != "-" else {
            throw app.failure(.convertErrorBinaryToStdout, status: ExitStatus.usage.code)
        }
        let records = try chosenRecords(in: app, phases: true)
        if session != nil, let record = records.first {
            try app.files.write(SessionActivity.export(record).file(), to: output, telling: app.strings)
            app.console.line(app.strings(.exportWritten, ["count": 1, "path": .path(output)]))
            return ExitStatus.success.code
        }
        let folder = URL(fileURLWithPath: output)
        do {
            try app.files.createFolder(folder.path)
        } catch {
            throw app.failure(
                .convertErrorWrite,
                [
                    "path": .path(output),
                    "reason": .text(error.message(app.strings)),
                ])
        }
        for record in records {
            let file = folder.appendingPathComponent(SessionActivity.fileName(for: record))
            try app.files.write(SessionActivity.export(record).file(), to: file.path, telling: app.strings)
        }
        app.console.line(
            app.strings(.exportWritten, ["count": .int(records.count), "path": .path(output)]))
        return ExitStatus.success.code
    }

    /// The sessions `--session` or `--since` choose (every one without them), newest first.
    @MainActor func chosenRecords(in app: App, phases: Bool) throws(CommandFailure) -> [SessionRecord] {
        guard session == nil || since == nil else {
            throw app.failure(.exportErrorSessionAndSince, status: ExitStatus.usage.code)
        }
        var start: Date?
        if let since {
            guard let day = SessionActivity.day(since, timeZone: app.timeZone) else {
                throw app.failure(.exportErrorSince, ["value": .path(since)], status: ExitStatus.usage.code)
            }
            start = day
        }
        let store = try app.history.open()
        if let session {
            switch try app.history.reading({ try store.session(matching: session) }) {
            case .one(let record): return [record]
            case .none, .several:
                throw app.failure(.exportErrorNoSession, ["id": .path(session)])
            }
        }
        let reading = try app.history.reading { try store.readAll(phases: phases) }
        app.history.warnAboutDamaged(reading.damaged)
        let records = reading.records
        guard let start else { return records }
        return records.filter { $0.startedAt >= start }
    }
}
