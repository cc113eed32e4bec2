import Foundation
import Testing

/// `takt hr` against a BlueZ mock on a private bus (scripts/bluez-mock: BlueZoo with two
/// adapters, BlueZ's example heart-rate server on one, takt the central on the other).
@Suite(.serialized) struct HeartRateStrapTests {
    static let strapLine = "\(BlueZMock.strapName)  \(BlueZMock.strapAddress)"

    @Test func hrFindsTheOneStrapAndPrintsItsHeartRate() throws {
        let mock = try BlueZMock(environment: ["HR_STRAP_BPM": "100,110,120"])
        defer { mock.stop() }
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["hr", "--count", "3"], home: home, environment: mock.environment)
        #expect(status == 0, "\(text)")
        let name = BlueZMock.strapName
        #expect(text == "\(Self.strapLine)\n\(name): 100 bpm\n\(name): 110 bpm\n\(name): 120 bpm\n")
    }

    @Test func aStrapByAddressShowsZonesInGerman() throws {
        let mock = try BlueZMock(environment: ["HR_STRAP_BPM": "160"])
        defer { mock.stop() }
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        for (key, value) in [("hr-max", "190"), ("hr-rest", "60")] {
            let (status, text) = try TaktProcess.run(["set", key, value], home: home)
            #expect(status == 0, "\(text)")
        }
        let (status, text) = try TaktProcess.run(
            ["hr", "00:00:00:7a:1b:2c", "--count", "2"], home: home, language: "de_DE.UTF-8",
            environment: mock.environment)
        #expect(status == 0, "\(text)")
        // 160 bpm: (160 − 60) / (190 − 60) = 77 % of the reserve, zone 3.
        let name = BlueZMock.strapName
        #expect(text == "\(Self.strapLine)\n\(name): 160 S/min, Zone 3\n\(name): 160 S/min, Zone 3\n")
    }

    @Test func malformedNotificationsAreNeverShown() throws {
        let mock = try BlueZMock(environment: ["HR_STRAP_BPM": "90", "HR_STRAP_MALFORMED": "1"])
        defer { mock.stop() }
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(
            ["hr", BlueZMock.strapName, "--count", "4"], home: home, environment: mock.environment)
        #expect(status == 0, "\(text)")
        let name = BlueZMock.strapName
        #expect(text == "\(Self.strapLine)\n" + String(repeating: "\(name): 90 bpm\n", count: 4))
    }

    @Test func aStrapThatStopsSendingShowsADashOnce() throws {
        let mock = try BlueZMock(environment: ["HR_STRAP_BPM": "130"])
        defer { mock.stop() }
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
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
        let mock = try BlueZMock(["--no-strap"])
        defer { mock.stop() }
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["hr"], home: home, environment: mock.environment)
        #expect(status == 1)
        #expect(
            text
                == "error: no heart-rate strap found in 10 s: put it on (it wakes with skin contact) and keep it near\n"
        )
    }

    @Test func anUnknownStrapSaysSoAndFails() throws {
        let mock = try BlueZMock()
        defer { mock.stop() }
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["hr", "Garmin HRM"], home: home, environment: mock.environment)
        #expect(status == 1)
        #expect(text == "error: no strap 'Garmin HRM' nearby\n")
    }

    @Test func noBlueZSaysSoAndFails() throws {
        let mock = try BlueZMock(["--no-bluez", "--no-strap"])
        defer { mock.stop() }
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(["hr"], home: home, environment: mock.environment)
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
