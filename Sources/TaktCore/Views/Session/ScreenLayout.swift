/// Fits the parts of a live session screen into the window's height.
///
/// The caller places parts in the order of their importance, each at the largest size that
/// still fits; what no longer fits is left out, so a small window keeps the important parts.
/// `lines()` then adds blank lines between parts while rows are left and centres the middle.
struct ScreenLayout {
    /// Where a part sits: pinned to the top, pinned to the bottom, or centred between them.
    enum Region: Sendable { case top, middle, bottom }

    /// What a screen is made of; a view lists them in the order they appear.
    enum Slot: Sendable, Hashable {
        case header, marker, label, title, position, countdown, bar, reps, next, nextPosition, workout, howTo, answer
        case keys, heartRate, record
    }

    struct Part {
        var slot: Slot
        var region: Region
        /// A blank line goes before the part when rows are left over.
        var gapBefore: Bool
        /// Centred across the width; otherwise drawn from the left edge.
        var centred: Bool
        var lines: [ScreenLine] = []
    }

    let width: Int
    let height: Int
    private(set) var parts: [Part]

    init(width: Int, height: Int, parts: [Part]) {
        self.width = width
        self.height = height
        self.parts = parts
    }

    var used: Int { parts.reduce(0) { $0 + $1.lines.count } }
    var free: Int { height - used }

    /// The lines `slot` shows now; empty when it is left out or not on this screen.
    func lines(of slot: Slot) -> [ScreenLine] {
        parts.first { $0.slot == slot }?.lines ?? []
    }

    /// Shows `slot` as the first of `candidates` that fits in place of what it shows now.
    @discardableResult
    mutating func place(_ slot: Slot, _ candidates: [[ScreenLine]]) -> Bool {
        guard let index = parts.firstIndex(where: { $0.slot == slot }) else { return false }
        for lines in candidates where used - parts[index].lines.count + lines.count <= height {
            parts[index].lines = lines
            return true
        }
        return false
    }

    /// The whole screen: every shown part, blank lines between parts as room allows, the
    /// middle centred vertically; exactly `height` lines when the parts fit.
    func lines() -> [ScreenLine] {
        let shown = parts.filter { !$0.lines.isEmpty }
        var spare = max(0, height - used)
        var gaps = Set<Int>()
        for (index, part) in shown.enumerated() where part.gapBefore && index > 0 && spare > 0 {
            gaps.insert(index)
            spare -= 1
        }
        var top: [ScreenLine] = []
        var middle: [ScreenLine] = []
        var bottom: [ScreenLine] = []
        for (index, part) in shown.enumerated() {
            let lines = (gaps.contains(index) ? [ScreenLine.blank] : []) + part.lines.map { align($0, part) }
            switch part.region {
            case .top: top += lines
            case .middle: middle += lines
            case .bottom: bottom += lines
            }
        }
        let above = spare / 2
        return top + Array(repeating: .blank, count: above) + middle
            + Array(repeating: .blank, count: spare - above) + bottom
    }

    private func align(_ line: ScreenLine, _ part: Part) -> ScreenLine {
        let margin = (width - line.displayWidth) / 2
        guard part.centred, margin > 0, line != .blank else { return line }
        return ScreenLine([ScreenLine.Run(String(repeating: " ", count: margin))] + line.runs)
    }
}
