/// The grid of a QR code while it is built: modules, and which of them are function patterns
/// (finders, timing, alignment, format and version) that data and masks leave alone.
struct QRMatrix: Sendable, Hashable {
    let version: Int
    let size: Int
    private(set) var modules: [[Bool]]
    private var isFunction: [[Bool]]

    init(version: Int) {
        self.version = version
        self.size = version * 4 + 17
        modules = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = modules
    }

    private mutating func setFunction(x: Int, y: Int, dark: Bool) {
        modules[y][x] = dark
        isFunction[y][x] = true
    }

    // MARK: - Function patterns

    mutating func drawFunctionPatterns(correction: QRCode.Correction) {
        for index in 0..<size {
            setFunction(x: 6, y: index, dark: index % 2 == 0)
            setFunction(x: index, y: 6, dark: index % 2 == 0)
        }
        drawFinder(x: 3, y: 3)
        drawFinder(x: size - 4, y: 3)
        drawFinder(x: 3, y: size - 4)
        let positions = QRTables.alignmentPositions(version: version)
        let last = positions.count - 1
        for (i, column) in positions.enumerated() {
            for (j, row) in positions.enumerated() {
                // The three corners with a finder have no alignment pattern.
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                drawAlignment(x: column, y: row)
            }
        }
        // Reserved now, written for real once the mask is chosen.
        drawFormatBits(correction: correction, mask: 0)
        drawVersion()
    }

    private mutating func drawFinder(x: Int, y: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (column, row) = (x + dx, y + dy)
                guard (0..<size).contains(column), (0..<size).contains(row) else { continue }
                let distance = max(abs(dx), abs(dy))
                setFunction(x: column, y: row, dark: distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(x: Int, y: Int) {
        for dy in -2...2 {
            for dx in -2...2 { setFunction(x: x + dx, y: y + dy, dark: max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (level and mask, BCH-protected, XOR 0x5412) in both copies, and the
    /// dark module beside the lower-left finder.
    mutating func drawFormatBits(correction: QRCode.Correction, mask: Int) {
        let data = correction.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { setFunction(x: 8, y: index, dark: bit(index)) }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for index in 9..<15 { setFunction(x: 14 - index, y: 8, dark: bit(index)) }
        for index in 0..<8 { setFunction(x: size - 1 - index, y: 8, dark: bit(index)) }
        for index in 8..<15 { setFunction(x: 8, y: size - 15 + index, dark: bit(index)) }
        setFunction(x: 8, y: size - 8, dark: true)
    }

    /// From version 7: the version number, BCH-protected, in two 6 × 3 blocks.
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            setFunction(x: a, y: b, dark: dark)
            setFunction(x: b, y: a, dark: dark)
        }
    }

    // MARK: - Data and masks

    /// The codewords, most significant bit first, in the zigzag: two columns at a time from the
    /// right, up then down, skipping the vertical timing column and every function module.
    mutating func place(_ codewords: [UInt8]) {
        var bit = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !isFunction[y][x], bit < codewords.count * 8 else { continue }
                    modules[y][x] = (codewords[bit >> 3] >> UInt8(7 - bit & 7)) & 1 == 1
                    bit += 1
                }
            }
            right -= 2
        }
    }

    /// Flips the data modules where mask pattern `mask` says so.
    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !isFunction[y][x] && Self.masks(mask, x: x, y: y) {
                modules[y][x].toggle()
            }
        }
    }

    static func masks(_ mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }

    // MARK: - Penalty

    /// The standard's four penalty rules: long runs, 2 × 2 blocks, finder look-alikes, and
    /// an unbalanced share of dark modules. The mask with the lowest total is used.
    func penalty() -> Int {
        var total = 0
        let columns = (0..<size).map { x in (0..<size).map { y in modules[y][x] } }
        for line in modules + columns {
            total += Self.runPenalty(line) + Self.finderLikePenalty(line)
        }
        for y in 0..<(size - 1) {
            for x in 0..<(size - 1) {
                let colour = modules[y][x]
                if colour == modules[y][x + 1], colour == modules[y + 1][x], colour == modules[y + 1][x + 1] {
                    total += 3
                }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.filter { $0 }.count }
        let all = size * size
        let step = (abs(dark * 20 - all * 10) + all - 1) / all - 1
        return total + max(0, step) * 10
    }

    /// 3 for a run of five modules of one colour, one more for each module beyond.
    private static func runPenalty(_ line: [Bool]) -> Int {
        var total = 0
        var run = 1
        for index in 1..<line.count {
            if line[index] == line[index - 1] {
                run += 1
            } else {
                if run >= 5 { total += run - 2 }
                run = 1
            }
        }
        if run >= 5 { total += run - 2 }
        return total
    }

    /// 40 for each dark-light-dark-dark-dark-light-dark with four light modules on one side.
    private static func finderLikePenalty(_ line: [Bool]) -> Int {
        let core: [Bool] = [true, false, true, true, true, false, true]
        let light = [Bool](repeating: false, count: 4)
        let patterns = [light + core, core + light]
        var total = 0
        for start in 0..<max(0, line.count - 10) {
            let window = Array(line[start..<start + 11])
            if patterns.contains(window) { total += 40 }
        }
        return total
    }
}
