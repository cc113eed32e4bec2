/// How many times faster than real time a session's clock runs: the one rule every part of a
/// session reads it by.
///
/// `run --speed` accepts ``range``; the machine, the clock and the ending take whatever they are
/// given through ``valid(_:)``, so a speed that is not a positive finite number runs in real time
/// rather than dividing by zero.
public enum SessionSpeed {
    /// The speeds `run --speed` accepts; beyond 10,000× phases blur into one redraw.
    public static let range = 0.01...10_000.0

    /// `speed` when it is a positive finite number, else 1 (real time).
    public static func valid(_ speed: Double) -> Double {
        speed.isFinite && speed > 0 ? speed : 1
    }
}
