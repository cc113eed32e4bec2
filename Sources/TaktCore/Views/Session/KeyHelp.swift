/// The footer naming the session keys, packed onto as few lines as the width allows.
struct KeyHelp: Sendable {
    var strings: Strings
    var width: Int

    func lines(paused: Bool, openSet: Bool, scored: Bool = false) -> [ScreenLine] {
        var keys: [StringKey] = [paused ? .runKeysResume : .runKeysPause, .runKeysSkip, .runKeysBack]
        if openSet || scored { keys.append(.runKeysDone) }
        if scored { keys.append(.runKeysUndo) }
        keys += [.runKeysHowTo, .runKeysLanguage, .runKeysQuit]
        return pack(keys)
    }

    /// The keys of the reps prompt.
    func questionLines() -> [ScreenLine] {
        pack([.runKeysDone, .runKeysLanguage, .runKeysQuit])
    }

    private func pack(_ keys: [StringKey]) -> [ScreenLine] {
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
