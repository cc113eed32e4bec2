/// The footer naming the session keys, packed onto as few lines as the width allows.
///
/// Each key has a long label ("space pause") and a short one ("␣ pause"); the footer is
/// packed with the long labels and " · " between them, then with two spaces between them,
/// then with the short labels, and the packing with the fewest lines wins (the earlier on a
/// tie). So an 80-column window names every key of a scored block on one line in English and
/// German, and a 40-column one leaves more rows to the workout.
struct KeyHelp: Sendable {
    var strings: Strings
    var width: Int

    /// One way of writing the keys.
    private struct Style: CaseIterable {
        var short: Bool
        var separator: String

        static let allCases = [
            Style(short: false, separator: " · "), Style(short: false, separator: "  "),
            Style(short: true, separator: " · "), Style(short: true, separator: "  "),
        ]
    }

    /// The keys while running or paused; the style is chosen for both, so pausing changes a
    /// word but never the number of lines.
    func lines(paused: Bool, openSet: Bool, scored: Bool = false) -> [ScreenLine] {
        let running = keys(paused: false, openSet: openSet, scored: scored)
        let pausing = keys(paused: true, openSet: openSet, scored: scored)
        let style = best { max(pack(running, $0).count, pack(pausing, $0).count) }
        return pack(paused ? pausing : running, style).map { ScreenLine($0, .dim) }
    }

    /// The keys of the reps prompt.
    func questionLines() -> [ScreenLine] {
        let keys: [Key] = [.done, .language, .quit]
        return pack(keys, best { pack(keys, $0).count }).map { ScreenLine($0, .dim) }
    }

    private enum Key {
        case pause, resume, skip, back, done, undo, howTo, language, quit

        var labels: (long: StringKey, short: StringKey) {
            switch self {
            case .pause: (.runKeysPause, .runKeysShortPause)
            case .resume: (.runKeysResume, .runKeysShortResume)
            case .skip: (.runKeysSkip, .runKeysShortSkip)
            case .back: (.runKeysBack, .runKeysShortBack)
            case .done: (.runKeysDone, .runKeysShortDone)
            case .undo: (.runKeysUndo, .runKeysShortUndo)
            case .howTo: (.runKeysHowTo, .runKeysShortHowTo)
            case .language: (.runKeysLanguage, .runKeysShortLanguage)
            case .quit: (.runKeysQuit, .runKeysShortQuit)
            }
        }
    }

    private func keys(paused: Bool, openSet: Bool, scored: Bool) -> [Key] {
        var keys: [Key] = [paused ? .resume : .pause, .skip, .back]
        if openSet || scored { keys.append(.done) }
        if scored { keys.append(.undo) }
        return keys + [.howTo, .language, .quit]
    }

    /// The style whose packing has the fewest lines, the first of them on a tie.
    private func best(_ lineCount: (Style) -> Int) -> Style {
        var chosen = Style.allCases[0]
        var fewest = Int.max
        for style in Style.allCases {
            let count = lineCount(style)
            if count < fewest {
                chosen = style
                fewest = count
            }
        }
        return chosen
    }

    private func pack(_ keys: [Key], _ style: Style) -> [String] {
        // Whole items move to the next line rather than being cut: every key stays readable.
        var lines: [String] = []
        var current = ""
        for key in keys {
            let item = strings(style.short ? key.labels.short : key.labels.long)
            let candidate = current.isEmpty ? item : current + style.separator + item
            if current.isEmpty || DisplayWidth.of(candidate) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = item
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
