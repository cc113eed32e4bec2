import Foundation
import TaktCore

/// The plans takt knows, bundled and in the user's program folders, and one of them by id.
struct PlanShelf {
    var programDirectories: [URL]
    var strings: Strings

    /// Every plan, its sessions' programs looked up in `programs`.
    func library(programs: ProgramLibrary) -> PlanLibrary {
        PlanLibrary(userDirectories: programDirectories, programs: programs)
    }

    /// The plan `id`; a failure that suggests a near id, or says the plan is broken.
    func plan(_ id: String, in plans: PlanLibrary) throws(CommandFailure) -> Plan {
        guard let entry = plans.entry(id: id) else {
            if let guess = plans.suggestion(for: id) {
                throw CommandFailure(
                    .planErrorUnknownSuggest, ["id": .path(id), "suggestion": .text(guess)], strings: strings)
            }
            throw CommandFailure(.planErrorUnknown, ["id": .path(id)], strings: strings)
        }
        guard let plan = entry.plan else {
            throw CommandFailure(.planErrorBroken, ["id": .text(entry.id)], strings: strings)
        }
        return plan
    }
}
