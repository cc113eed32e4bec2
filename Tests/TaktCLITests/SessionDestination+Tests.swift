import TaktCore
import TaktPlatform

@testable import TaktCLI

extension SessionDestination {
    /// An already open log, or none: every save then fails as "could not be opened".
    static func log(_ log: (any SessionLog)?) -> SessionDestination {
        SessionDestination(
            open: {
                guard let log else { throw SystemProblem.noSuchFile }
                return OpenedHistory(log: log)
            }, spool: nil, patience: .zero)
    }

    /// Nowhere: every save fails.
    static let nowhere = log(nil)
}
