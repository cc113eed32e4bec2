import Foundation
import TaktCore
import TaktHistory

/// `history edit ID …`, `history delete ID [--yes]`, `history trash`, `history restore ID`:
/// corrections of the history, each one transaction of the store (README, "The scorebook").
extension HistoryCommand {
    @MainActor func perform(_ action: String, in app: App) throws -> Int32 {
        let store = try app.history.open()
        switch action {
        case "trash":
            try showTrash(store, in: app)
        case "edit":
            try edit(try target(in: app), store, in: app)
        case "delete":
            try delete(try target(in: app), store, in: app)
        default:
            try restore(try target(in: app), store, in: app)
        }
        return ExitStatus.success.code
    }

    /// The id after the action, or a usage failure.
    @MainActor private func target(in app: App) throws(CommandFailure) -> String {
        guard let session else {
            throw app.failure(
                .cliErrorMissingArgument, ["usage": .text(app.strings(.helpHistoryUsage))],
                status: ExitStatus.usage.code)
        }
        return session
    }

    /// The one session `id` names in the history (or in the trash), else why not.
    @MainActor private func one(_ match: HistoryStore.Match, _ id: String, missing: StringKey, app: App)
        throws(CommandFailure) -> SessionRecord
    {
        switch match {
        case .one(let record): return record
        case .none: throw app.failure(missing, ["id": .path(id)])
        case .several(let ids):
            let list = ids.map { String($0.prefix(13)) }.joined(separator: ", ")
            throw app.failure(.historyErrorAmbiguousSession, ["id": .path(id), "ids": .text(list)])
        }
    }

    /// Program, date and short id of a session, as the messages name it.
    @MainActor private func names(_ record: SessionRecord, _ app: App) -> [String: StringArgument] {
        [
            "program": .text(TerminalText.sanitize(record.programTitle)),
            "date": .text(HistoryDates.local(record.startedAt, timeZone: app.timeZone, strings: app.strings)),
            "id": .text(String(record.id.uuidString.lowercased().prefix(8))),
        ]
    }

    @MainActor private func showTrash(_ store: HistoryStore, in app: App) throws {
        let trashed = try app.history.reading { try store.trash() }
        guard !trashed.isEmpty else {
            app.console.line(app.strings(.historyTrashEmpty))
            return
        }
        app.console.line(app.strings(.historyTrashTitle, ["count": .int(trashed.count)]))
        app.console.line(
            HistoryTableView.render(
                trashed.map(\.record), timeZone: app.timeZone, strings: app.strings, width: app.console.tableWidth))
    }

    @MainActor private func delete(_ id: String, _ store: HistoryStore, in app: App) throws {
        let record = try one(
            try app.history.reading { try store.session(matching: id) }, id, missing: .historyErrorNoSession, app: app)
        if !yes {
            let question = app.strings(.historyDeleteAsk, names(record, app))
            guard let answer = ask(question, in: app) else {
                throw app.failure(.historyDeleteNeedsYes, status: ExitStatus.usage.code)
            }
            guard answer else {
                app.console.line(app.strings(.historyDeleteKept))
                return
            }
        }
        guard try app.history.reading({ try store.delete(record.id, at: app.now()) }) != nil else {
            throw app.failure(.historyErrorNoSession, ["id": .path(id)])
        }
        app.console.line(app.strings(.historyDeleteDone, names(record, app)))
    }

    /// The answer to a yes/no question: at the prompt, or on the terminal of a one-shot
    /// command; `nil` when there is nobody to ask (a script, a pipe).
    @MainActor private func ask(_ question: String, in app: App) -> Bool? {
        if let confirm = app.confirm { return confirm(question) }
        guard app.console.inputIsTerminal else { return nil }
        app.console.write(question)
        return readLine().map { App.isYes($0, strings: app.strings) } ?? false
    }

    @MainActor private func restore(_ id: String, _ store: HistoryStore, in app: App) throws {
        let record = try one(
            try app.history.reading { try store.trashed(matching: id) }, id, missing: .historyErrorNotInTrash,
            app: app)
        guard try app.history.reading({ try store.restore(record.id) }) != nil else {
            throw app.failure(.historyErrorNotInTrash, ["id": .path(id)])
        }
        app.console.line(app.strings(.historyRestoreDone, names(record, app)))
    }

    @MainActor private func edit(_ id: String, _ store: HistoryStore, in app: App) throws {
        guard !score.isEmpty || scaled || rx || note != nil else {
            throw app.failure(.historyEditNothing, status: ExitStatus.usage.code)
        }
        guard !(scaled && rx) else { throw app.failure(.historyEditBothDivisions, status: ExitStatus.usage.code) }
        if let note, !note.isEmpty { try LogCommand.check(note: note, app: app) }
        let record = try one(
            try app.history.reading { try store.session(matching: id) }, id, missing: .historyErrorNoSession, app: app)
        var change = HistoryStore.Change(division: scaled ? .scaled : (rx ? .rx : nil), note: note)
        if !score.isEmpty {
            let (scores, blocks, workout) = try scores(for: record, division: change.division, in: app)
            change.scores = scores
            change.active = Self.active(of: record, with: scores, blocks: blocks)
            // The workout's one score follows its blocks' (SPEC 14).
            if let workout, !record.scores.isEmpty {
                var edited = record.scores
                for (position, score) in scores where edited.indices.contains(position) { edited[position] = score }
                change.workout = workout.score(of: edited)
            }
        }
        guard let edited = try app.history.reading({ try store.edit(record.id, change) }) else {
            throw app.failure(.historyErrorNoSession, ["id": .path(id)])
        }
        app.console.line(app.strings(.historyEditDone, names(edited, app)))
    }

    /// The active time and kcal of `record` with `scores` in place: each edited block's time
    /// (a for-time's finish, an amrap's cap) replaces the one it had, and the kcal follow the
    /// active time in proportion, as `log` bills them; `nil` when the time stays.
    static func active(of record: SessionRecord, with scores: [Int: BlockScore], blocks: [ScoredBlock])
        -> (seconds: Double, kcal: Double)?
    {
        var moved = 0.0
        for (position, score) in scores where record.scores.indices.contains(position) {
            let old = record.scores[position]
            guard let block = blocks.first(where: { $0.block == score.block && $0.format == score.format }),
                !old.isNotEntered
            else { continue }
            moved += block.activeSeconds(of: score) - block.activeSeconds(of: old)
        }
        guard moved != 0, record.activeSeconds > 0 else { return nil }
        let seconds = max(0, record.activeSeconds + moved)
        return (seconds, record.kcal * seconds / record.activeSeconds)
    }

    /// The scores `--score BLOCK=SCORE` give, by position in the session's scores, checked
    /// against the program as `log` checks them, and the program's scored blocks.
    @MainActor private func scores(for record: SessionRecord, division: Division?, in app: App) throws
        -> ([Int: BlockScore], [ScoredBlock], WorkoutScoring?)
    {
        let found = try app.programs.ran(id: record.programID, title: record.programTitle, file: record.programFile)
        let loaded = (division ?? record.division) == .scaled ? (found.scaled ?? found) : found
        let blocks = ScoredBlock.blocks(
            of: loaded.timeline, language: app.strings.language, paces: app.programs.catalog().fastestPaces)
        var scores: [Int: BlockScore] = [:]
        var problems: [String] = []
        var onlyTooFast = true
        for option in score {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                let shown = TerminalText.sanitize(option, lineBreaks: .escape)
                throw app.failure(.historyEditScoreOption, ["value": .text(shown)], status: ExitStatus.usage.code)
            }
            let wanted = parts[0].lowercased()
            guard
                let block = blocks.first(where: { String($0.block) == wanted || $0.title?.lowercased() == wanted }),
                let position = record.scores.firstIndex(where: { $0.block == block.block && $0.format == block.format })
            else {
                let known = blocks.map { LogCommand.name($0, app.strings) }.joined(separator: ", ")
                throw app.failure(
                    .historyEditNoBlock,
                    ["block": .text(TerminalText.sanitize(parts[0], lineBreaks: .escape)), "blocks": .text(known)],
                    status: ExitStatus.usage.code)
            }
            do {
                scores[position] = try ScoreEntry.parse(parts[1], for: block)
            } catch {
                problems.append(LogCommand.message(error, value: parts[1], block: block, strings: app.strings))
                if !error.isFloor { onlyTooFast = false }
            }
        }
        guard problems.isEmpty else {
            let lines = problems.map { app.strings(.cliErrorPrefix, ["message": .text($0)]) }
            let status = onlyTooFast ? ExitStatus.failure : ExitStatus.usage
            throw CommandFailure(message: lines.joined(separator: "\n"), status: status.code)
        }
        let workout = WorkoutScoring(
            kind: loaded.program.score, timeline: loaded.timeline, paces: app.programs.catalog().fastestPaces)
        return (scores, blocks, workout)
    }
}
