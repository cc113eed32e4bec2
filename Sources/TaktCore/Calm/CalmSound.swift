import Foundation

/// The sounds of the calm end, synthesized by takt: a struck bowl's gong and three soft breath
/// tones. The same sound is always the same samples (no randomness, no clock).
public enum CalmSound: String, CaseIterable, Sendable {
    /// A struck singing bowl: inharmonic partials that fade, the high ones first.
    case gong
    /// Three strikes of the bowl, 1.5 s apart, each ringing under the next: the change to reflection.
    case threeGongs
    /// A soft tone that rises: breathe in.
    case inhale
    /// A soft, steady, quieter tone: hold.
    case hold
    /// A soft tone that falls: breathe out.
    case exhale

    /// Samples a second: enough for a bowl's partials (the highest is under 2 kHz), half CD's size.
    public static let sampleRate = 22_050

    /// How long the sound lasts, in seconds.
    public var seconds: Double {
        switch self {
        case .gong: 6
        case .threeGongs: 9
        case .inhale, .exhale: 1.2
        case .hold: 0.6
        }
    }

    /// The sound as 16-bit samples at ``sampleRate``.
    public var samples: [Int16] {
        switch self {
        case .gong: Self.bowl(seconds: seconds)
        case .threeGongs: Self.strikes(3, apart: 1.5, seconds: seconds)
        case .inhale: Self.glide(from: 330, to: 440, seconds: seconds, loudness: 0.22)
        case .hold: Self.glide(from: 392, to: 392, seconds: seconds, loudness: 0.12)
        case .exhale: Self.glide(from: 440, to: 330, seconds: seconds, loudness: 0.22)
        }
    }

    /// The sound as the bytes of a WAV file.
    public var wave: [UInt8] { WaveData.mono(samples, sampleRate: Self.sampleRate) }

    /// A bowl's partial: its frequency as a multiple of the fundamental, its loudness, and the
    /// seconds it takes to fade to about a third (1/e).
    private struct Partial {
        let ratio: Double
        let amplitude: Double
        let decay: Double
    }

    /// Partials of a struck bowl, whose overtones are not whole multiples of the fundamental.
    private static let partials = [
        Partial(ratio: 1, amplitude: 0.5, decay: 2.2),
        Partial(ratio: 2.71, amplitude: 0.3, decay: 1.5),
        Partial(ratio: 5.15, amplitude: 0.16, decay: 0.9),
        Partial(ratio: 8.43, amplitude: 0.08, decay: 0.5),
    ]

    /// A gong on a 220 Hz fundamental. Each partial sounds with a twin 0.8 Hz above it, and the
    /// two beat slowly as a real bowl's do; a 4 ms attack keeps the strike from clicking.
    private static func bowl(seconds: Double) -> [Int16] {
        let count = Int(seconds * Double(sampleRate))
        let fundamental = 220.0
        let attack = 0.004
        return (0..<count).map { index in
            let time = Double(index) / Double(sampleRate)
            var value = 0.0
            for partial in partials {
                let frequency = fundamental * partial.ratio
                let tone = sin(2 * .pi * frequency * time) + sin(2 * .pi * (frequency + 0.8) * time)
                value += partial.amplitude * 0.5 * tone * exp(-time / partial.decay)
            }
            let onset = min(1, time / attack)
            return sample(value * onset * 0.8)
        }
    }

    /// `count` strikes of the bowl `apart` seconds apart, mixed, each at 0.6 of its loudness alone.
    private static func strikes(_ count: Int, apart: Double, seconds: Double) -> [Int16] {
        let one = bowl(seconds: seconds - apart * Double(count - 1))
        let offset = Int(apart * Double(sampleRate))
        var mixed = [Double](repeating: 0, count: Int(seconds * Double(sampleRate)))
        for strike in 0..<count {
            for (index, value) in one.enumerated() where strike * offset + index < mixed.count {
                mixed[strike * offset + index] += 0.6 * Double(value) / Double(Int16.max)
            }
        }
        return mixed.map(sample)
    }

    /// A soft breath tone rather than a gong.
    public var isBreathTone: Bool { self == .inhale || self == .hold || self == .exhale }

    /// The terminal bells that stand for the sound where no player exists.
    public var bells: Int { self == .threeGongs ? 3 : 1 }

    /// A sine gliding from one frequency to another under a raised-cosine swell: soft at both ends.
    private static func glide(from start: Double, to end: Double, seconds: Double, loudness: Double) -> [Int16] {
        let count = Int(seconds * Double(sampleRate))
        var phase = 0.0
        return (0..<count).map { index in
            let progress = Double(index) / Double(count)
            let frequency = start + (end - start) * progress
            phase += 2 * .pi * frequency / Double(sampleRate)
            let swell = 0.5 - 0.5 * cos(2 * .pi * progress)
            return sample(loudness * swell * sin(phase))
        }
    }

    /// `value` in -1…1 as a 16-bit sample.
    private static func sample(_ value: Double) -> Int16 {
        Int16((max(-1, min(1, value)) * Double(Int16.max)).rounded())
    }
}
