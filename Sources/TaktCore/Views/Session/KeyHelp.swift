/// The footer naming the session keys, packed onto as few lines as the width allows.
struct KeyHelp: Sendable {
    var strings: Strings
    var width: Int

    func lines(paused: Bool, openSet: Bool) -> [ScreenLine] {
        var keys: [StringKey] = [paused ? .runKeysResume : .runKeysPause, .runKeysSkip, .runKeysBack]
        if openSet { keys.append(.runKeysDone) }
        keys += [.runKeysHowTo, .runKeysLanguage, .runKeysQuit]
        // Whole items move to the next line rather than being cut: every key stays readable.
        var lines: [String] = []
        var current = ""
        for item in keys.map({ strings($0) }) {
            let candidate = current.isEmpty ? item : current + " · " + item
            if current.isEmpty || DisplayWidth.of(candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = item
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { ScreenLine($0, .dim) }
    }
}
