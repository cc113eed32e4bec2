/// Why the system refused a file or database operation, in words a user can read.
///
/// Foundation's own descriptions are English (and sometimes wrong: a missing folder reads as
/// "you don't have permission"), so every error is narrowed to one of a few reasons that the
/// string tables say in each language. Anything else keeps only its numeric code. The mapping
/// from `errno` and Foundation errors lives with the system calls, in TaktPlatform.
public enum SystemProblem: Error, Sendable, Hashable {
    case noSuchFile
    case permissionDenied
    case diskFull
    case isFolder
    case readOnly
    /// Another process holds the database.
    case busy
    case notUTF8
    /// A FIFO, device or socket where takt wants a regular file.
    case notRegularFile
    /// The reader of a pipe went away, or a FIFO has no reader at all.
    case noReader
    /// A path too long, or looping through symbolic links.
    case badPath
    /// A user file over ``UserFileLimit/bytes``; `size` is what was found or read.
    case tooLarge(size: Int, limit: Int)
    /// Something rarer, named by its error code only.
    case other(code: Int)

    /// The reason as a short phrase, to follow "cannot read FILE: ".
    public func message(_ strings: Strings) -> String {
        strings(localizable.key, localizable.arguments)
    }

    /// The reason as a string-table key and its values, for a ``Diagnostic`` told later.
    public var localizable: Diagnostic.Message {
        switch self {
        case .noSuchFile: Diagnostic.Message(.systemNoSuchFile)
        case .permissionDenied: Diagnostic.Message(.systemPermissionDenied)
        case .diskFull: Diagnostic.Message(.systemDiskFull)
        case .isFolder: Diagnostic.Message(.systemIsFolder)
        case .readOnly: Diagnostic.Message(.systemReadOnly)
        case .busy: Diagnostic.Message(.systemBusy)
        case .notUTF8: Diagnostic.Message(.systemNotUTF8)
        case .notRegularFile: Diagnostic.Message(.systemNotRegularFile)
        case .noReader: Diagnostic.Message(.systemNoReader)
        case .badPath: Diagnostic.Message(.systemBadPath)
        case .tooLarge(let size, let limit):
            size > 0 && limit > 0
                ? Diagnostic.Message(.systemTooLarge, ["size": .int(size), "limit": .int(limit)])
                : Diagnostic.Message(.systemTooLargeUnknown)
        case .other(let code): Diagnostic.Message(.systemOther, ["code": .int(code)])
        }
    }
}
