import Foundation
import TaktCore

/// What `run` runs, and for a plan's session where in the plan it sits (for the history row).
struct RunTarget {
    var loaded: ProgramLoader.Loaded
    var planID: String?
    var planWeek: Int?
    var planDay: Int?
}
