import Foundation

/// `stats MOVEMENT` (SPEC section 17): the movement's records, then its sessions as a chart in
/// the terminal, one column of two characters per session, the newest that fit the width:
/// `●` the top set, `○` the estimated 1RM, `◉` where both fall on the same row.
///
///     Back squats
///     1RM 140 kg (Nov 2, 2026) · 5RM 120 kg (Oct 30, 2026) · …
///     e1RM (estimated) 146.7 kg (Nov 2, 2026)
///
///     Top set and estimated 1RM per session (the last 3 of 3)
///     150 kg ┤     ○
///            │  ○  ●
///     100 kg ┤○ ●
///            └──────
///             Oct 28, 2026 – Nov 2, 2026
///     ● top set  ○ e1RM (estimated)
///
/// Plain characters only, so it reads the same without colour (`NO_COLOR`, a pipe). Loads in
/// `unit`, the athlete's.
public struct LiftProgressView: Sendable {
    public static let minimumWidth = 40
    /// Rows of the chart.
    public static let height = 8

    public var strings: Strings
    public var width: Int
    public var unit: Load.Unit
    public var timeZone: TimeZone
    public var catalog: ExerciseCatalog?

    public init(strings: Strings, width: Int, unit: Load.Unit, timeZone: TimeZone, catalog: ExerciseCatalog?) {
        self.strings = strings
        self.width = max(Self.minimumWidth, width)
        self.unit = unit
        self.timeZone = timeZone
        self.catalog = catalog
    }

    public func lines(_ progress: LiftProgress, records: LiftRecords.Movement?) -> [String] {
        let text = LiftRecordsText(strings: strings, catalog: catalog)
        var lines = [text.name(progress.movement)]
        guard let records, !progress.sessions.isEmpty else {
            return lines + [strings(.liftRecordsNone, ["movement": .text(text.name(progress.movement))])]
        }
        let marks = LiftRecords.repCounts.compactMap { count in
            records.rm[count].map { mark in
                strings(
                    .liftRecordsMark,
                    [
                        "record": .text(strings(.liftRecordsRm, ["reps": .int(count)])), "load": .text(text.load(mark)),
                        "day": .text(day(mark.on)),
                    ])
            }
        }
        lines += wrapped(marks)
        if let e1rm = records.e1rm {
            lines.append(
                strings(
                    .liftRecordsMark,
                    [
                        "record": .text(strings(.liftRecordsEstimated)), "load": .text(text.estimate(e1rm)),
                        "day": .text(day(e1rm.on)),
                    ]))
        }
        return lines + [""] + chart(progress.sessions)
    }

    /// The marks joined with " · ", a new line where the next would pass the width.
    private func wrapped(_ marks: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for mark in marks {
            let joined = line.isEmpty ? mark : line + " · " + mark
            if !line.isEmpty && DisplayWidth.of(joined) > width {
                lines.append(line)
                line = mark
            } else {
                line = joined
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func day(_ date: Date) -> String { RecordText.day(date, timeZone: timeZone, strings) }

    private func weight(_ kilograms: Double) -> String {
        LiftSetText(strings: strings).weight((kilograms / unit.kilograms).rounded(), unit)
    }

    private func chart(_ all: [LiftProgress.Session]) -> [String] {
        let values = all.flatMap { [$0.topKilograms, $0.e1rmKilograms] }
        let low = values.min() ?? 0
        let high = values.max() ?? 0
        let labels = [weight(high), weight(low)]
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let columns = max(1, (width - labelWidth - 2) / 2)
        let shown = Array(all.suffix(columns))
        let shownValues = shown.flatMap { [$0.topKilograms, $0.e1rmKilograms] }
        let top = shownValues.max() ?? high
        let bottom = shownValues.min() ?? low
        func row(_ kilograms: Double) -> Int {
            guard top > bottom else { return 0 }
            return Int(((kilograms - bottom) / (top - bottom) * Double(Self.height - 1)).rounded())
        }
        var lines = [strings(.liftProgressTitle, ["shown": .int(shown.count), "count": .int(all.count)])]
        for level in stride(from: Self.height - 1, through: 0, by: -1) {
            let label = level == Self.height - 1 ? weight(top) : level == 0 ? weight(bottom) : ""
            let axis = label.isEmpty ? "│" : "┤"
            var cells = ""
            for session in shown {
                let topSet = row(session.topKilograms) == level
                let estimate = row(session.e1rmKilograms) == level
                cells += topSet && estimate ? "◉ " : topSet ? "● " : estimate ? "○ " : "  "
            }
            let padding = String(repeating: " ", count: labelWidth - DisplayWidth.of(label))
            lines.append(padding + label + " " + axis + trim(cells))
        }
        let indent = String(repeating: " ", count: labelWidth + 1)
        lines.append(indent + "└" + String(repeating: "─", count: shown.count * 2))
        if let first = shown.first, let last = shown.last {
            let span = first.on == last.on ? day(first.on) : day(first.on) + " – " + day(last.on)
            lines.append(indent + " " + span)
        }
        lines.append(strings(.liftProgressLegend))
        return lines
    }

    private func trim(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
