import Foundation
import TaktCore
import Testing

@testable import TaktRemote

/// The heart rate on the phone and TV page (SPEC sections 16 and 18): bpm, zone and the live
/// view's words while the strap is read, "–" without contact, nothing without a strap.
@Suite struct RemotePageHeartRateTests {
    static func machine() throws -> SessionMachine {
        try RemotePageStateTests.machine("ready 5s, 2x(20s burpees / 10s)")
    }

    @Test func aReadingGivesBpmZoneAndTheViewsWords() throws {
        var machine = try Self.machine()
        _ = machine.handle(.heartRate(.beat(bpm: 152, zone: 4)), at: .seconds(8))
        let state = RemotePageState(
            machine.snapshot(at: .seconds(8)), strings: RemotePageStateTests.german, at: 1, speed: 1)
        #expect(state.heartRate?.bpm == 152 && state.heartRate?.zone == 4)
        #expect(state.heartRate?.text == "Puls 152 S/min · Zone 4")
        let object = try RemotePageStateTests.object(state)
        let heart = try #require(object["heartRate"] as? [String: Any])
        #expect(heart["bpm"] as? Int == 152 && heart["zone"] as? Int == 4)
    }

    @Test func lostContactIsADashWithoutBpm() throws {
        var machine = try Self.machine()
        _ = machine.handle(.heartRate(.beat(bpm: 152, zone: 4)), at: .seconds(8))
        _ = machine.handle(.heartRate(.lost), at: .seconds(12))
        let state = RemotePageState(
            machine.snapshot(at: .seconds(12)), strings: RemotePageStateTests.english, at: 1, speed: 1)
        #expect(state.heartRate?.bpm == nil && state.heartRate?.zone == nil)
        #expect(state.heartRate?.text == "Heart rate –")
        let heart = try #require(try RemotePageStateTests.object(state)["heartRate"] as? [String: Any])
        #expect(Set(heart.keys) == ["text"])
    }

    @Test func withoutAStrapThePageHasNoHeartRate() throws {
        let machine = try Self.machine()
        let state = RemotePageState(
            machine.snapshot(at: .seconds(8)), strings: RemotePageStateTests.english, at: 1, speed: 1)
        #expect(state.heartRate == nil)
        #expect(try RemotePageStateTests.object(state)["heartRate"] == nil)
    }

    /// The page draws it: an element for it, filled from the state.
    @Test func thePageShowsIt() {
        let page = RemotePage.template
        #expect(page.contains(#"<div id="heart"></div>"#))
        #expect(page.contains(#"setText($("heart"), s.heartRate ? s.heartRate.text : "");"#))
    }
}
