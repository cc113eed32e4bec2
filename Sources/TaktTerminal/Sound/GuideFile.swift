import Foundation
import TaktCore

/// A guided meditation's sound file, as `meditate --guide` plays it beside the timer.
public enum GuideFile {
    /// How long a WAV guide plays, read from its header; `nil` for another kind of file (ogg,
    /// mp3: takt does not decode them) or one whose header takt cannot read.
    public static func waveSeconds(_ file: URL) -> Double? {
        guard file.pathExtension.lowercased() == "wav", let handle = try? FileHandle(forReadingFrom: file) else {
            return nil
        }
        defer { try? handle.close() }
        // The chunks before `data` are small: a few kilobytes hold them.
        guard let head = try? handle.read(upToCount: 65_536) else { return nil }
        return WaveData.seconds(of: [UInt8](head))
    }
}
