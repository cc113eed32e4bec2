/// The ordered phases of a program: what `show` prints, `run` runs and calories predict.
public struct Timeline: Sendable, Hashable {
    public let phases: [Phase]
    /// Planned seconds from each phase to the end, and 0 after the last, summed once from the
    /// end: entry 0 is the planned total, entry k + 1 ``plannedSeconds(after:)`` k. A running
    /// session asks for it on every frame, so it costs the same at the last phase as at the first.
    private let secondsFrom: [Int]

    public init(phases: [Phase]) {
        self.phases = phases
        var from = [Int](repeating: 0, count: phases.count + 1)
        for index in phases.indices.reversed() {
            from[index] = from[index + 1] + (phases[index].seconds ?? 0)
        }
        secondsFrom = from
    }

    /// Seconds of every timed phase, get ready included; open sets count 0.
    public var totalSeconds: Int { secondsFrom[0] }
    public var workSeconds: Int { seconds(of: .work) }
    public var restSeconds: Int { seconds(of: .rest) }
    /// Seconds of the scored windows (emom and death-by periods, amrap and for-time caps).
    public var windowSeconds: Int {
        phases.lazy.filter(\.kind.isScored).reduce(0) { $0 + ($1.seconds ?? 0) }
    }
    /// True when a block runs in a scored format.
    public var hasWindows: Bool { phases.contains { $0.kind.isScored } }

    private func seconds(of kind: Phase.Kind) -> Int {
        phases.lazy.filter { $0.kind == kind }.reduce(0) { $0 + ($1.seconds ?? 0) }
    }

    /// Seconds of the timed phases after `index`: what is left of the workout once it ends.
    public func plannedSeconds(after index: Int) -> Int {
        guard index + 1 < phases.count else { return 0 }
        return secondsFrom[max(index + 1, 0)]
    }

    /// The first work phase (or scored window) after `index`, which a rest or get-ready view shows as "next".
    public func nextWork(after index: Int) -> Phase? {
        guard index + 1 < phases.count else { return nil }
        return phases[(index + 1)...].first { $0.kind.isEffort }
    }
}
