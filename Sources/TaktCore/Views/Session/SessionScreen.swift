/// Draws a running or finished session as a whole screen of text (SPEC §5).
///
/// Pure: the same snapshot, texts, width and colour flag always give the same lines, which is
/// what the live display compares to decide whether to redraw and what the tests compare.
public struct SessionScreen: Sendable {
    /// Narrower terminals are drawn at this width (and may wrap; nothing sensible fits in less).
    public static let minimumWidth = 40

    public var strings: Strings
    public var width: Int
    public var colour: Bool

    public init(strings: Strings, width: Int, colour: Bool) {
        self.strings = strings
        self.width = max(Self.minimumWidth, width)
        self.colour = colour
    }

    /// The screen for `snapshot`, one string per line; `howTo` adds the how-to overlay.
    ///
    /// `columns`, when narrower than the layout width, cuts every line to the terminal's real
    /// width: a wrapped line would push the rest of an in-place frame out of place.
    public func render(_ snapshot: SessionSnapshot, howTo: String? = nil, columns: Int? = nil) -> [String] {
        frame(snapshot, howTo: howTo, columns: columns).map(\.bytes)
    }

    /// The same screen as terminal text: what the live display writes.
    public func frame(_ snapshot: SessionSnapshot, howTo: String? = nil, columns: Int? = nil) -> [TerminalString] {
        let visible = min(width, max(1, columns ?? width))
        return lines(for: snapshot, howTo: howTo).map { $0.terminalText(width: visible, colour: colour) }
    }

    func lines(for snapshot: SessionSnapshot, howTo: String?) -> [ScreenLine] {
        if let summary = snapshot.summary {
            return FinishedView(strings: strings, width: width).lines(title: title(of: snapshot), summary: summary)
        }
        var lines = [header(snapshot), pauseMarker(snapshot), .blank]
        switch snapshot.phase.kind {
        case .getReady: lines += getReady(snapshot)
        case .work: lines += snapshot.phase.isOpen ? openSet(snapshot) : work(snapshot)
        case .rest: lines += rest(snapshot)
        }
        if let howTo {
            // The driver's text already names the exercise ("Burpees: …"): shown as given, wrapped.
            lines.append(.blank)
            lines += Self.wrap(howTo, width: width - 2).map { ScreenLine("  " + $0) }
        }
        lines.append(.blank)
        lines.append(progress(snapshot))
        lines.append(.blank)
        lines += KeyHelp(strings: strings, width: width).lines(
            paused: snapshot.isPaused, openSet: snapshot.phase.isOpen)
        return lines
    }

    // MARK: - The states

    private func getReady(_ snapshot: SessionSnapshot) -> [ScreenLine] {
        var lines = [label("run.view.getReady", .getReady)] + countdown(snapshot, .getReady) + [bar(snapshot), .blank]
        if let first = snapshot.nextWork {
            lines.append(ScreenLine(strings("run.view.firstUp"), .dim))
            lines += exercise(first)
        }
        return lines
    }

    private func work(_ snapshot: SessionSnapshot) -> [ScreenLine] {
        [label("run.view.work", .work)] + exercise(snapshot.phase)
            + [.blank] + countdown(snapshot, .work) + [bar(snapshot), .blank, next(snapshot)]
    }

    private func openSet(_ snapshot: SessionSnapshot) -> [ScreenLine] {
        let reps = snapshot.phase.reps.map { strings("run.view.reps", ["count": .int($0)]) } ?? ""
        return [label("run.view.work", .work)] + exercise(snapshot.phase) + [
            .blank,
            ScreenLine(reps, .bold),
            ScreenLine(ClockText.format(snapshot.phaseElapsed, rounding: .down)),
            ScreenLine(strings("run.view.enterWhenDone"), .getReady),
            .blank,
            next(snapshot),
        ]
    }

    /// Only what comes next: the exercise just finished is never named here.
    private func rest(_ snapshot: SessionSnapshot) -> [ScreenLine] {
        var lines = [label("run.view.rest", .rest)] + countdown(snapshot, .rest) + [bar(snapshot), .blank]
        if let upcoming = snapshot.nextWork {
            lines.append(ScreenLine(strings("run.view.nextUp"), .dim))
            lines += exercise(upcoming)
        }
        return lines
    }

    // MARK: - Parts

    private var language: String { strings.language }

    private func title(of snapshot: SessionSnapshot) -> String {
        snapshot.programTitle.resolved(for: language)
    }

    /// The program's title on the left, the phase counter on the right.
    private func header(_ snapshot: SessionSnapshot) -> ScreenLine {
        let counter = strings(
            "run.view.phase", ["order": .int(snapshot.phase.order), "count": .int(snapshot.phaseCount)])
        let room = width - DisplayWidth.of(counter) - 1
        let name = DisplayWidth.truncate(title(of: snapshot), to: room)
        return ScreenLine([
            ScreenLine.Run(name, .bold),
            ScreenLine.Run(String(repeating: " ", count: width - DisplayWidth.of(name) - DisplayWidth.of(counter))),
            ScreenLine.Run(counter, .dim),
        ])
    }

    /// The pause marker's line stays blank while running, so pausing moves nothing else.
    private func pauseMarker(_ snapshot: SessionSnapshot) -> ScreenLine {
        guard snapshot.isPaused else { return .blank }
        // In reverse video the marker reads better with a margin; without colour it is noise.
        let text = strings("run.view.paused")
        return ScreenLine(colour ? " " + text + " " : text, .paused)
    }

    private func label(_ key: String, _ look: ScreenLine.Look) -> ScreenLine {
        ScreenLine(strings(key).uppercased(), look)
    }

    /// An exercise's name, prominent, and where it stands: set x/y · round r/R.
    private func exercise(_ phase: Phase) -> [ScreenLine] {
        let name = phase.activity?.name.resolved(for: language) ?? ""
        let position = [
            strings("run.view.set", ["set": .int(phase.set), "sets": .int(phase.sets)]),
            strings("run.view.round", ["round": .int(phase.round), "rounds": .int(phase.rounds)]),
        ].joined(separator: " · ")
        return [ScreenLine(name, .bold), ScreenLine(position)]
    }

    private func next(_ snapshot: SessionSnapshot) -> ScreenLine {
        guard let upcoming = snapshot.nextWork?.activity else { return ScreenLine(strings("run.view.last"), .dim) }
        return ScreenLine(strings("run.view.next", ["name": .text(upcoming.name.resolved(for: language))]), .dim)
    }

    /// The time left in large block digits, readable from across the room.
    private func countdown(_ snapshot: SessionSnapshot, _ look: ScreenLine.Look) -> [ScreenLine] {
        let clock = ClockText.format(snapshot.remaining ?? .zero, rounding: .up)
        return BigDigits.rows(clock).map { ScreenLine($0, look) }
    }

    /// How much of the phase is done, as a bar across the screen.
    private func bar(_ snapshot: SessionSnapshot) -> ScreenLine {
        let inner = width - 2
        var filled = 0
        if let seconds = snapshot.phase.seconds, seconds > 0, let remaining = snapshot.remaining {
            let done = 1 - min(1, max(0, remaining / .seconds(seconds)))
            filled = Int((done * Double(inner)).rounded(.down))
        }
        return ScreenLine([
            ScreenLine.Run("["),
            ScreenLine.Run(String(repeating: "█", count: filled), .progress),
            ScreenLine.Run(String(repeating: "░", count: inner - filled), .dim),
            ScreenLine.Run("]"),
        ])
    }

    /// Elapsed of planned total, and the calories so far.
    private func progress(_ snapshot: SessionSnapshot) -> ScreenLine {
        let elapsed = strings(
            "run.view.elapsed",
            [
                "elapsed": .text(ClockText.format(snapshot.sessionElapsed, rounding: .down)),
                "total": .text(ClockText.format(snapshot.plannedTotal, rounding: .nearest)),
            ])
        let kcal = strings("run.view.kcal", ["kcal": .text(KcalText.kcal(snapshot.kcal, strings: strings))])
        return ScreenLine(elapsed + " · " + kcal, .dim)
    }

    /// Breaks `text` into lines of at most `width` columns at spaces; a longer word is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if DisplayWidth.of(candidate) <= width {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = DisplayWidth.truncate(word, to: width)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
