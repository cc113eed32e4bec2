import GRDB
import TaktCore

extension SystemProblem {
    /// The reason for an error from the history: a database result code, else a file error.
    ///
    /// GRDB's messages are SQLite's English; only the result code is kept, narrowed to a reason
    /// the string tables say. A folder that is read-only or not ours to write shows up as
    /// SQLite failing to create or map the `-shm` file beside the database (an I/O error with
    /// an extended code, "system reported error 4874" before), so those read as "read-only".
    public init(history error: any Error) {
        if let failure = error as? HistoryStore.Failure {
            self = failure.reason
            return
        }
        guard let error = error as? DatabaseError else {
            self.init(error)
            return
        }
        switch error.extendedResultCode {
        case .SQLITE_IOERR_SHMOPEN, .SQLITE_IOERR_SHMSIZE, .SQLITE_IOERR_SHMMAP, .SQLITE_IOERR_SHMLOCK:
            self = .readOnly
            return
        case .SQLITE_CANTOPEN_ISDIR:
            self = .isFolder
            return
        default:
            break
        }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
        case .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_CANTOPEN: self = .permissionDenied
        case .SQLITE_READONLY: self = .readOnly
        case .SQLITE_FULL: self = .diskFull
        case .SQLITE_NOTFOUND: self = .noSuchFile
        default: self = .other(code: Int(error.extendedResultCode.rawValue))
        }
    }
}
