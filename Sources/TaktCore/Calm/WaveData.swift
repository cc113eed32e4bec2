/// A sound as the bytes of a WAV file: RIFF, one `fmt ` chunk of 16-bit PCM, one `data` chunk.
///
/// Made in memory so the core stays pure; the terminal layer writes the bytes to a file and
/// hands that to the system's player.
public enum WaveData {
    /// The bytes of a mono, 16-bit, little-endian PCM WAV file of `samples` at `sampleRate`.
    public static func mono(_ samples: [Int16], sampleRate: Int) -> [UInt8] {
        let dataSize = samples.count * 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        bytes += Array("RIFF".utf8)
        append(UInt32(36 + dataSize), to: &bytes)
        bytes += Array("WAVEfmt ".utf8)
        append(UInt32(16), to: &bytes)  // The size of a PCM format chunk.
        append(UInt16(1), to: &bytes)  // PCM.
        append(UInt16(1), to: &bytes)  // One channel.
        append(UInt32(sampleRate), to: &bytes)
        append(UInt32(sampleRate * 2), to: &bytes)  // Bytes a second.
        append(UInt16(2), to: &bytes)  // Bytes a frame.
        append(UInt16(16), to: &bytes)  // Bits a sample.
        bytes += Array("data".utf8)
        append(UInt32(dataSize), to: &bytes)
        for sample in samples { append(UInt16(bitPattern: sample), to: &bytes) }
        return bytes
    }

    /// How long the WAV file of `bytes` plays, in seconds: its `data` chunk's size over the
    /// `fmt ` chunk's bytes a second; `nil` when `bytes` are no WAV file takt can read that of.
    public static func seconds(of bytes: [UInt8]) -> Double? {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8)
        else { return nil }
        var offset = 12
        var bytesPerSecond: Int?
        while offset + 8 <= bytes.count {
            let size = Int(word(bytes, at: offset + 4))
            let name = bytes[offset..<offset + 4]
            if name.elementsEqual("fmt ".utf8), offset + 16 <= bytes.count {
                bytesPerSecond = Int(word(bytes, at: offset + 16))
            } else if name.elementsEqual("data".utf8) {
                guard let bytesPerSecond, bytesPerSecond > 0 else { return nil }
                return Double(size) / Double(bytesPerSecond)
            }
            // Chunks are padded to an even size.
            offset += 8 + size + size % 2
        }
        return nil
    }

    /// The little-endian 32-bit word at `offset`; 0 past the end.
    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        guard offset + 4 <= bytes.count else { return 0 }
        return (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
