/// A QR code (ISO/IEC 18004) of a short text in byte mode, versions 1 to 10, error correction
/// level L or M: enough for a link of up to 213 bytes, which is four times a remote link.
///
/// takt carries its own encoder rather than loading libqrencode at run time, so the QR code
/// is always there (README, "A second screen"). The steps are the standard's, in its order:
/// the data bits, Reed–Solomon error correction per block, interleaving, the function patterns,
/// the zigzag placement, and the mask of the eight with the lowest penalty. Tests read the
/// result back with a reference decoder (`zbarimg`).
public struct QRCode: Sendable, Hashable {
    /// How much of the code may be damaged and still read: L about 7 %, M about 15 %.
    public enum Correction: Sendable, Hashable, CaseIterable {
        case low, medium

        /// The two bits the format information gives this level.
        var formatBits: Int {
            switch self {
            case .low: 1
            case .medium: 0
            }
        }
    }

    /// Why a text cannot be drawn.
    public enum Failure: Error, Sendable, Hashable {
        /// More bytes than version 10 holds at this level.
        case tooLong(bytes: Int, maximum: Int)
    }

    public let version: Int
    public let correction: Correction
    /// The mask chosen, 0–7.
    public let mask: Int
    /// Modules row by row, `true` for dark; `size` × `size`.
    public let modules: [[Bool]]

    public var size: Int { version * 4 + 17 }

    /// The smallest code that holds `text`'s UTF-8 bytes at `correction`.
    public init(_ text: String, correction: Correction = .medium) throws(Failure) {
        let bytes = Array(text.utf8)
        guard
            let version = (1...10).first(where: { QRTables.dataBits(version: $0, correction) >= Self.bits(bytes, $0) })
        else {
            let most = QRTables.dataBits(version: 10, correction) / 8 - 3
            throw .tooLong(bytes: bytes.count, maximum: most)
        }
        self.version = version
        self.correction = correction
        var matrix = QRMatrix(version: version)
        matrix.drawFunctionPatterns(correction: correction)
        let data = Self.codewords(bytes, version: version, correction: correction)
        matrix.place(Self.interleaved(data, version: version, correction: correction))
        var best: (mask: Int, penalty: Int, matrix: QRMatrix)?
        for mask in 0..<8 {
            var candidate = matrix
            candidate.apply(mask: mask)
            candidate.drawFormatBits(correction: correction, mask: mask)
            let penalty = candidate.penalty()
            if best == nil || penalty < (best?.penalty ?? .max) { best = (mask, penalty, candidate) }
        }
        let chosen = best ?? (0, 0, matrix)
        self.mask = chosen.mask
        self.modules = chosen.matrix.modules
    }

    /// Mode, count, data and terminator bits of `bytes` in byte mode at `version`.
    static func bits(_ bytes: [UInt8], _ version: Int) -> Int {
        4 + QRTables.countBits(version: version) + 8 * bytes.count
    }

    /// The data codewords: mode 0100, the byte count, the bytes, a terminator, then the pad
    /// bytes 0xEC 0x11 in turn up to the version's capacity.
    static func codewords(_ bytes: [UInt8], version: Int, correction: Correction) -> [UInt8] {
        let capacity = QRTables.dataBits(version: version, correction)
        var writer = BitWriter()
        writer.append(0b0100, count: 4)
        writer.append(bytes.count, count: QRTables.countBits(version: version))
        for byte in bytes { writer.append(Int(byte), count: 8) }
        writer.append(0, count: min(4, capacity - writer.count))
        writer.append(0, count: (8 - writer.count % 8) % 8)
        var result = writer.bytes
        var pad: UInt8 = 0xEC
        while result.count * 8 < capacity {
            result.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return result
    }

    /// The data split into the version's blocks, each followed by its error correction, then
    /// interleaved: the first codeword of every block, then the second, and so on.
    static func interleaved(_ data: [UInt8], version: Int, correction: Correction) -> [UInt8] {
        let layout = QRTables.blocks(version: version, correction)
        var blocks: [[UInt8]] = []
        var offset = 0
        for length in layout.dataLengths {
            blocks.append(Array(data[offset..<offset + length]))
            offset += length
        }
        let divisor = ReedSolomon.divisor(degree: layout.correctionPerBlock)
        let corrections = blocks.map { ReedSolomon.remainder($0, divisor: divisor) }
        var result: [UInt8] = []
        for index in 0..<(layout.dataLengths.max() ?? 0) {
            for block in blocks where index < block.count { result.append(block[index]) }
        }
        for index in 0..<layout.correctionPerBlock {
            for block in corrections { result.append(block[index]) }
        }
        return result
    }
}

/// Bits appended most significant first, read back as bytes.
struct BitWriter {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        guard count > 0 else { return }
        for shift in (0..<count).reversed() { bits.append((value >> shift) & 1 == 1) }
    }

    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<min(start + 8, bits.count)].enumerated().reduce(UInt8(0)) { byte, bit in
                bit.element ? byte | (0x80 >> UInt8(bit.offset)) : byte
            }
        }
    }
}
