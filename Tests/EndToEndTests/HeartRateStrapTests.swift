import Foundation
import Testing

/// `takt hr` against a BlueZ mock on a private bus (scripts/bluez-mock: BlueZoo with two
/// adapters, BlueZ's example heart-rate server on one, takt the central on the other).
@Suite(.serialized) struct HeartRateStrapTests {
    static let strapLine = "\(BlueZMock.strapName)  \(BlueZMock.strapAddress)"

    @Test func hrFindsTheOneStrapAndPrintsItsHeartRate() throws {
        let strap = try StrapFixture(environment: ["HR_STRAP_BPM": "100,110,120"])
        defer { strap.stop() }
        let (status, text) = try strap.run(["hr", "--count", "3"])
        #expect(status == 0, "\(text)")
        let name = BlueZMock.strapName
        #expect(text == "\(Self.strapLine)\n\(name): 100 bpm\n\(name): 110 bpm\n\(name): 120 bpm\n")
    }

    /// A strap tried with `hr` and then trained with: each later connection reads it as the first
    /// did (BlueZoo refused a second Connect to a strap, which BlueZ takes, until
    /// Tests/BlueZMock/bluezoo-again.py).
    @Test func aStrapTriedWithHrIsReadAgainBySessions() throws {
        let strap = try StrapFixture(environment: ["HR_STRAP_BPM": "100"])
        defer { strap.stop() }
        let name = BlueZMock.strapName
        for _ in 1...2 {
            let (tried, reading) = try strap.run(["hr", "--count", "1"])
            #expect(tried == 0, "\(reading)")
            #expect(reading == "\(Self.strapLine)\n\(name): 100 bpm\n")
        }
        let (status, text, hr) = try strap.session("ready 10s, 2x10/5", ["--no-log"])
        #expect(status == 0, "\(text)")
        #expect(!text.contains("warning"), "\(text)")
        #expect(!hr.isEmpty && hr.allSatisfy { $0.hasPrefix(#"{"event":"hr","bpm":100,"t":"#) }, "\(hr)")
    }

    @Test func aStrapByAddressShowsZonesInGerman() throws {
        let strap = try StrapFixture(
            environment: ["HR_STRAP_BPM": "160"], settings: [("hr-max", "190"), ("hr-rest", "60")])
        defer { strap.stop() }
        let (status, text) = try strap.run(["hr", "00:00:00:7a:1b:2c", "--count", "2"], language: "de_DE.UTF-8")
        #expect(status == 0, "\(text)")
        // 160 bpm: (160 − 60) / (190 − 60) = 77 % of the reserve, zone 3.
        let name = BlueZMock.strapName
        #expect(text == "\(Self.strapLine)\n\(name): 160 S/min, Zone 3\n\(name): 160 S/min, Zone 3\n")
    }

    @Test func malformedNotificationsAreNeverShown() throws {
        let strap = try StrapFixture(environment: ["HR_STRAP_BPM": "90", "HR_STRAP_MALFORMED": "1"])
        defer { strap.stop() }
        let (status, text) = try strap.run(["hr", BlueZMock.strapName, "--count", "4"])
        #expect(status == 0, "\(text)")
        let name = BlueZMock.strapName
        #expect(text == "\(Self.strapLine)\n" + String(repeating: "\(name): 90 bpm\n", count: 4))
    }

    @Test func aStrapThatStopsSendingShowsADashOnce() throws {
        let strap = try StrapFixture(environment: ["HR_STRAP_BPM": "130"])
        defer { strap.stop() }
        let (mock, home) = (strap.mock, strap.home)
        let (process, output) = TaktProcess.make(["hr", "--count", "1000"], home: home, environment: mock.environment)
        try process.run()
        defer {
            // SIGKILL: the test runner may have left SIGTERM ignored for its children.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let name = BlueZMock.strapName
        let before = TaktProcess.read(output) { $0.contains("\(name): 130 bpm\n") }
        #expect(before.hasSuffix("\(name): 130 bpm\n"), "\(before)")
        mock.killStrap()
        let after = TaktProcess.read(output) { $0.contains("\(name): –\n") }
        #expect(after.hasSuffix("\(name): –\n"), "\(after)")
        // Readings already on their way may come first; then the dash, and nothing more for a while.
        #expect(after.split(separator: "\n").allSatisfy { $0 == "\(name): 130 bpm" || $0 == "\(name): –" }, "\(after)")
    }

    @Test func noStrapNearbySaysSoAndFails() throws {
        let strap = try StrapFixture(["--no-strap"])
        defer { strap.stop() }
        let (status, text) = try strap.run(["hr"])
        #expect(status == 1)
        #expect(
            text
                == "error: no heart-rate strap found in 10 s: put it on (it wakes with skin contact) and keep it near\n"
        )
    }

    @Test func anUnknownStrapSaysSoAndFails() throws {
        let strap = try StrapFixture()
        defer { strap.stop() }
        let (status, text) = try strap.run(["hr", "Garmin HRM"])
        #expect(status == 1)
        #expect(text == "error: no strap 'Garmin HRM' nearby\n")
    }

    @Test func noBlueZSaysSoAndFails() throws {
        let strap = try StrapFixture(["--no-bluez", "--no-strap"])
        defer { strap.stop() }
        let (status, text) = try strap.run(["hr"])
        #expect(status == 1)
        #expect(
            text
                == "error: BlueZ is not running (no org.bluez on the system bus): start it with systemctl start bluetooth\n"
        )
    }

    @Test func noSystemBusSaysSoAndFails() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(
            ["hr"], home: home, language: "de_DE.UTF-8",
            environment: ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(home.path)/no-bus"])
        #expect(status == 1)
        #expect(text.hasPrefix("Fehler: der Systembus, auf dem BlueZ antwortet, ist nicht erreichbar ("), "\(text)")
        #expect(text.hasSuffix("): läuft D-Bus?\n"), "\(text)")
    }

    @Test func aBadCountIsAMistakeOfTheCommandLine() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["hr", "--count", "0"], home: home)
        #expect(status == 2)
        #expect(text == "error: --count needs a whole number from 1 to 65536, found '0'\n")
    }
}
