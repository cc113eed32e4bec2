@testable import TaktCore

extension Phase {
    /// One phase as a short line: kind, seconds (or reps, or "open"), round, tasks.
    ///
    /// `work 20 r2/8 squats`, `rest 10 r2/8`, `emom 60 r3/10 [10 burpees]`, `forTime open [21 burpees, …]`.
    var line: String {
        var parts = [kind.rawValue, seconds.map(String.init) ?? reps.map { "\($0)x" } ?? "open"]
        if kind != .getReady { parts.append("r\(round)/\(rounds)") }
        if kind == .work, let key = activity?.key { parts.append(key) }
        if isRestAfter { parts.append("after") }
        if !tasks.isEmpty {
            parts.append("[" + tasks.map { "\($0.reps) \($0.activity.key ?? "-")" }.joined(separator: ", ") + "]")
        }
        return parts.joined(separator: " ")
    }
}

extension Timeline {
    var lines: [String] { phases.map(\.line) }
}

/// Programs in every format, each one block after `getReady: 0` unless a test says otherwise.
enum FormatPrograms {
    static func program(_ blocks: String, getReady: Int = 0) -> String {
        "title: t\ngetReady: \(getReady)\nblocks:\n" + blocks
    }
}
