import Testing

@testable import TaktCore

/// A strap's readings reach the session machine as keys do (SPEC section 18): shown in the
/// snapshot, an `hr` effect for the events file at most once a second of program time, "–" on
/// lost contact, and never a phase moved. Time is injected; nothing sleeps.
@Suite struct HeartRateSessionTests {
    static func started() -> SessionMachine {
        var machine = SessionFixtures.machine()
        _ = machine.handle(.start, at: .zero)
        return machine
    }

    /// What a status heard at `time` does, after the phases and cues due by then.
    static func heard(_ status: HeartRateStatus, at time: Double, by machine: inout SessionMachine) -> [String] {
        _ = machine.handle(.tick, at: .seconds(time))
        return describe(machine.handle(.heartRate(status), at: .seconds(time)))
    }

    @Test func aSessionWithoutAStrapShowsNoHeartRate() {
        let machine = Self.started()
        #expect(machine.snapshot(at: .seconds(1)).heartRate == nil)
    }

    @Test func fourReadingsASecondGiveOneLineASecondAndTheLatestOnScreen() {
        var machine = Self.started()
        var lines: [String] = []
        for (time, bpm) in [(6.0, 120), (6.25, 121), (6.5, 122), (6.75, 123), (7.0, 124), (7.25, 125), (8.9, 126)] {
            lines += Self.heard(.beat(bpm: bpm, zone: 2), at: time, by: &machine)
        }
        #expect(
            lines == [
                "hr 120 t 6.0", "redraw", "redraw", "redraw", "redraw", "hr 124 t 7.0", "redraw", "redraw",
                "hr 126 t 8.9", "redraw",
            ])
        #expect(machine.snapshot(at: .seconds(9)).heartRate == .beat(bpm: 126, zone: 2))
    }

    @Test func theSameReadingAgainRedrawsNothing() {
        var machine = Self.started()
        _ = machine.handle(.heartRate(.beat(bpm: 130, zone: 3)), at: .seconds(6))
        #expect(describe(machine.handle(.heartRate(.beat(bpm: 130, zone: 3)), at: .seconds(6.5))).isEmpty)
    }

    @Test func lostContactIsADashAndOneNullLineThenReadingsComeBack() {
        var machine = Self.started()
        _ = machine.handle(.heartRate(.beat(bpm: 140, zone: 3)), at: .seconds(6))
        #expect(describe(machine.handle(.heartRate(.lost), at: .seconds(9.5))) == ["hr null t 9.5", "redraw"])
        #expect(machine.snapshot(at: .seconds(10)).heartRate == .lost)
        #expect(describe(machine.handle(.heartRate(.lost), at: .seconds(12))).isEmpty)
        // Back within the second of the last line: a line all the same, the first after the dash.
        #expect(
            describe(machine.handle(.heartRate(.beat(bpm: 141, zone: 3)), at: .seconds(12.2)))
                == ["hr 141 t 12.2", "redraw"])
    }

    @Test func noStrapIsShownAndWritesNoLine() {
        var machine = Self.started()
        #expect(Self.heard(.searching, at: 1, by: &machine) == ["redraw"])
        #expect(Self.heard(.unavailable(.noAdapter), at: 2, by: &machine) == ["redraw"])
        #expect(Self.heard(.lost, at: 3, by: &machine) == ["redraw"])
        #expect(machine.snapshot(at: .seconds(3)).heartRate == .lost)
    }

    /// A strap never moves a phase: the same phases start at the same planned times with readings
    /// four times a second as without them, and the session ends at the same instant.
    @Test func readingsNeverMoveAPhase() {
        var plain = Self.started()
        var strapped = Self.started()
        var withoutStrap: [String] = []
        var withStrap: [String] = []
        for step in 1...240 {
            let now = Duration.milliseconds(step * 250)
            withoutStrap += describe(plain.handle(.tick, at: now))
            withStrap += describe(strapped.handle(.heartRate(.beat(bpm: 100 + step % 7, zone: 1)), at: now))
        }
        let kept = withStrap.filter { !$0.hasPrefix("hr ") && $0 != "redraw" }
        #expect(kept == withoutStrap.filter { $0 != "redraw" })
        #expect(withStrap.filter { $0.hasPrefix("hr ") }.count == 55)
        #expect(strapped.stage == .finished(.finished))
    }

    @Test func afterTheEndTheStrapIsIgnored() {
        var machine = Self.started()
        _ = machine.handle(.key(.stop), at: .seconds(3))
        #expect(machine.handle(.heartRate(.beat(bpm: 120, zone: 1)), at: .seconds(4)).isEmpty)
    }

    @Test func theEventsLineHasTheBpmOrNull() {
        #expect(EventLines.heartRate(bpm: 142, at: .seconds(61.25)) == #"{"event":"hr","bpm":142,"t":61.25}"#)
        #expect(EventLines.heartRate(bpm: nil, at: .seconds(3)) == #"{"event":"hr","bpm":null,"t":3.0}"#)
    }
}
