import Testing

@testable import TaktBluetooth

/// When a scan for straps has what it looks for (SPEC 18: a name that fits two straps is a
/// choice to ask for, never the first one seen).
struct StrapScanTests {
    static let polar = Strap(
        name: "Polar H10", address: "00:00:00:7A:1B:2C", path: "/org/bluez/hci1/dev_00_00_00_7A_1B_2C",
        heartRate: true)

    @Test func anAddressIsDoneAsSoonAsItsStrapIsSeen() {
        #expect(BlueZ.scanIsDone(found: [Self.polar], query: "00:00:00:7a:1b:2c", settled: false))
        #expect(!BlueZ.scanIsDone(found: [], query: "00:00:00:7a:1b:2c", settled: true))
    }

    /// The first strap a name fits may have a twin that answers a moment later: the scan waits
    /// until what it found has stayed the same, as it does without a name.
    @Test func aNameWaitsUntilTheStrapsFoundStayTheSame() {
        #expect(!BlueZ.scanIsDone(found: [Self.polar], query: "Polar H10", settled: false))
        #expect(!BlueZ.scanIsDone(found: [Self.polar], query: "H10", settled: false))
        #expect(BlueZ.scanIsDone(found: [Self.polar], query: "Polar H10", settled: true))
        #expect(!BlueZ.scanIsDone(found: [], query: "Polar H10", settled: true))
    }

    @Test func withoutANameTheScanWaitsForTheStrapsToSettle() {
        #expect(!BlueZ.scanIsDone(found: [Self.polar], query: nil, settled: false))
        #expect(BlueZ.scanIsDone(found: [Self.polar], query: nil, settled: true))
        #expect(!BlueZ.scanIsDone(found: [], query: nil, settled: true))
    }
}
