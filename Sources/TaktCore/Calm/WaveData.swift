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

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
