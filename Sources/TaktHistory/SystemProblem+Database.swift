import GRDB
import TaktCore

extension SystemProblem {
    /// The reason for an error from the history: a database result code, else a file error.
    ///
    /// GRDB's messages are SQLite's English; only the result code is kept.
    public init(history error: any Error) {
        guard let error = error as? DatabaseError else {
            self.init(error)
            return
        }
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
        case .SQLITE_PERM, .SQLITE_AUTH: self = .permissionDenied
        case .SQLITE_READONLY: self = .readOnly
        case .SQLITE_FULL: self = .diskFull
        case .SQLITE_NOTFOUND: self = .noSuchFile
        default: self = .other(code: Int(error.extendedResultCode.rawValue))
        }
    }
}
