import Foundation
import TaktCore
import TaktHistory

/// The history as commands reach it: opened (a broken file moved aside is told), the spool
/// replayed into it, reads whose errors become messages, and where an ended session goes.
/// Everything it says goes to standard error, so `export` and `history --json` stay clean.
struct HistoryAccess {
    var paths: AppPaths
    var files: any FileSystem
    var console: Console
    var strings: Strings

    /// Opens the history, telling the user when a broken file was moved aside, and adds the
    /// sessions waiting in the spool.
    func open() throws(CommandFailure) -> HistoryStore {
        do {
            let opening = try HistoryStore.open(at: paths.historyDatabase)
            if let notice = opening.notice(strings) {
                console.errorLine(notice)
            }
            replaySpool(into: opening.store)
            return opening.store
        } catch {
            throw CommandFailure(message: strings(.cliErrorPrefix, ["message": .text(error.message(strings))]))
        }
    }

    /// Adds spooled sessions to `store` and says so. Nothing is said when there was nothing to
    /// add; a history that still cannot be written keeps them for a later command.
    func replaySpool(into store: HistoryStore) {
        let spool = SessionSpool(folder: paths.spoolDirectory, files: files)
        guard !spool.pending().isEmpty, let replay = try? spool.replay(into: store) else { return }
        for aside in replay.setAside {
            let original = String(aside.dropLast(".broken".count))
            let message = strings(.historySpoolSetAside, ["path": .text(original), "aside": .text(aside)])
            console.errorLine(strings(.cliWarningPrefix, ["message": .text(message)]))
        }
        if replay.added > 0 {
            console.errorLine(
                strings(.historySpoolAdded, ["count": .int(replay.added), "folder": .text(spool.folder.path)]))
        }
    }

    /// One warning for every damaged row left out, with how many.
    func warnAboutDamaged(_ count: Int) {
        guard count > 0 else { return }
        console.errorLine(
            strings(.cliWarningPrefix, ["message": .text(strings(.historyDamaged, ["count": .int(count)]))]))
    }

    /// Runs a history read, turning a database error into a localized message.
    func reading<T>(_ body: () throws -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(
                .historyErrorRead, ["reason": .text(SystemProblem(history: error).message(strings))], strings: strings)
        }
    }

    /// Where an ended session goes: the history, opened when the session ends (retried while
    /// it is locked), and the spool.
    func sessionDestination() -> SessionDestination {
        let url = paths.historyDatabase
        return SessionDestination(
            open: { OpenedHistory(try HistoryStore.open(at: url)) },
            spool: SessionSpool(folder: paths.spoolDirectory, files: files))
    }
}
