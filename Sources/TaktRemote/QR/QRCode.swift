import CQREncode

/// A QR code (ISO/IEC 18004) of a short text in byte mode, versions 1 to 10, error correction
/// level L or M: enough for a link of up to 213 bytes, which is four times a remote link.
///
/// Encoded by Debian's libqrencode (the `CQREncode` system library, package libqrencode-dev to
/// build, libqrencode4 at run time): the smallest version that holds the bytes, the mask of the
/// eight with the lowest penalty. Tests read every code back with a reference decoder (`zbarimg`).
public struct QRCode: Sendable, Hashable {
    /// How much of the code may be damaged and still read: L about 7 %, M about 15 %.
    public enum Correction: Sendable, Hashable, CaseIterable {
        case low, medium

        var level: QRecLevel {
            switch self {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            }
        }

        /// The bytes version 10 holds in byte mode at this level (ISO/IEC 18004 table 7).
        var mostBytes: Int {
            switch self {
            case .low: 271
            case .medium: 213
            }
        }
    }

    /// Why a text cannot be drawn.
    public enum Failure: Error, Sendable, Hashable {
        /// More bytes than version 10 holds at this level.
        case tooLong(bytes: Int, maximum: Int)
        /// libqrencode made no code (it could not allocate one).
        case notEncoded
    }

    public let version: Int
    public let correction: Correction
    /// The mask chosen, 0–7, as the code's format information says.
    public let mask: Int
    /// Modules row by row, `true` for dark; `size` × `size`.
    public let modules: [[Bool]]

    public var size: Int { version * 4 + 17 }

    /// The smallest code that holds `text`'s UTF-8 bytes at `correction`.
    public init(_ text: String, correction: Correction = .medium) throws(Failure) {
        let bytes = Array(text.utf8)
        guard bytes.count <= correction.mostBytes else {
            throw .tooLong(bytes: bytes.count, maximum: correction.mostBytes)
        }
        // Byte mode whatever the text (QRcode_encodeData), version 0: the smallest that holds it.
        let made = bytes.withUnsafeBufferPointer { buffer in
            QRcode_encodeData(Int32(buffer.count), buffer.baseAddress, 0, correction.level)
        }
        guard let made else { throw .notEncoded }
        defer { QRcode_free(made) }
        let width = Int(made.pointee.width)
        var rows: [[Bool]] = []
        rows.reserveCapacity(width)
        for row in 0..<width {
            // Bit 0 of each byte is the module's colour; the others say what kind of module it is.
            rows.append((0..<width).map { column in made.pointee.data[row * width + column] & 1 == 1 })
        }
        self.version = Int(made.pointee.version)
        self.correction = correction
        self.modules = rows
        self.mask = Self.mask(rows)
    }

    /// The mask in the format information beside the top-left finder: 15 bits from row 8
    /// (columns 0–5, 7, 8) then column 8 (rows 7, 5–0), XORed with 101010000010010; bits 12–10
    /// of the result are the mask.
    static func mask(_ modules: [[Bool]]) -> Int {
        let places =
            [0, 1, 2, 3, 4, 5, 7, 8].map { (8, $0) } + [7, 5, 4, 3, 2, 1, 0].map { ($0, 8) }
        let bits = places.reduce(0) { value, place in value << 1 | (modules[place.0][place.1] ? 1 : 0) }
        return ((bits ^ 0b101010000010010) >> 10) & 0b111
    }
}
