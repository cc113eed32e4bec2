/// The standard's tables for versions 1–10 at levels L and M (ISO/IEC 18004, tables 7 and 9).
enum QRTables {
    /// How one version and level splits its codewords.
    struct Blocks: Sendable, Hashable {
        /// Error-correction codewords in each block.
        var correctionPerBlock: Int
        /// Data codewords of each block, in order (the second group's are one longer).
        var dataLengths: [Int]
    }

    /// (correction codewords per block, blocks of group 1, their data codewords, blocks of group 2).
    private static let low: [(Int, Int, Int, Int)] = [
        (7, 1, 19, 0), (10, 1, 34, 0), (15, 1, 55, 0), (20, 1, 80, 0), (26, 1, 108, 0),
        (18, 2, 68, 0), (20, 2, 78, 0), (24, 2, 97, 0), (30, 2, 116, 0), (18, 2, 68, 2),
    ]
    private static let medium: [(Int, Int, Int, Int)] = [
        (10, 1, 16, 0), (16, 1, 28, 0), (26, 1, 44, 0), (18, 2, 32, 0), (24, 2, 43, 0),
        (16, 4, 27, 0), (18, 4, 31, 0), (22, 2, 38, 2), (22, 3, 36, 2), (26, 4, 43, 1),
    ]

    static func blocks(version: Int, _ correction: QRCode.Correction) -> Blocks {
        let row = (correction == .low ? low : medium)[version - 1]
        return Blocks(
            correctionPerBlock: row.0,
            dataLengths: Array(repeating: row.2, count: row.1) + Array(repeating: row.2 + 1, count: row.3))
    }

    /// Data bits a version holds at a level.
    static func dataBits(version: Int, _ correction: QRCode.Correction) -> Int {
        blocks(version: version, correction).dataLengths.reduce(0, +) * 8
    }

    /// Bits of the byte count in byte mode: 8 up to version 9, 16 from 10.
    static func countBits(version: Int) -> Int { version < 10 ? 8 : 16 }

    /// Centre rows and columns of the alignment patterns.
    static func alignmentPositions(version: Int) -> [Int] {
        let table: [[Int]] = [
            [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
        ]
        return table[version - 1]
    }
}

/// Reed–Solomon error correction over GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    /// The generator polynomial of `degree`, (x − α⁰)(x − α¹)…, highest coefficient (1) left out.
    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The error-correction codewords of `data`: the remainder of its division by `divisor`.
    static func remainder(_ data: [UInt8], divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }

    /// Product in GF(256), by shift and add.
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in (0..<8).reversed() {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((y >> UInt8(bit)) & 1) * Int(x)
        }
        return UInt8(product & 0xFF)
    }
}
