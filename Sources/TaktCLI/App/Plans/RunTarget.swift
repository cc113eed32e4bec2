import Foundation
import TaktCore

/// What `run` runs, and for a plan's session where in the plan it sits (for the history row).
struct RunTarget {
    var loaded: ProgramLoader.Loaded
    var planID: String?
    var planWeek: Int?
    var planDay: Int?
    /// The absolute path of the file `run` was given (`takt run ./my.yaml`), kept with the
    /// session so `history edit` finds its program; `nil` for an id, a line or a plan's day.
    var programFile: String?
}
