import Testing

@testable import TaktBluetooth

/// D-Bus values written into a real libdbus message and read back: what takt sends BlueZ and
/// how it reads BlueZ's answers.
@Suite struct BusValueTests {
    @Test func theDiscoveryFilterGoesThroughAsSent() throws {
        let filter = BusValue.options([
            ("UUIDs", .strings(["0000180d-0000-1000-8000-00805f9b34fb"])), ("Transport", .string("le")),
        ])
        let read = try #require(BusValue.throughMessage([filter]))
        #expect(read == [filter])
        #expect(filter.signature == "a{sv}")
        #expect(read.first?.entries?["Transport"]?.text == "le")
        #expect(read.first?.entries?["UUIDs"]?.texts == ["0000180d-0000-1000-8000-00805f9b34fb"])
    }

    @Test func everyBasicTypeAndContainerGoesThrough() throws {
        let values: [BusValue] = [
            .string("Polar H10"), .objectPath("/org/bluez/hci1"), .signature("a{sv}"), .bool(true), .bool(false),
            .byte(0xFF), .int16(-2), .uint16(65535), .int32(-70000), .uint32(4_000_000_000), .int64(-1 << 40),
            .uint64(1 << 63), .double(1.5), .array([], element: "s"), .array([.byte(6), .byte(90)], element: "y"),
            .structure([.string("a"), .int32(1)]), .variant(.variant(.uint16(7))),
            .dictionary([BusEntry(.objectPath("/a"), .array([], element: "y"))], key: "o", value: "ay"),
        ]
        #expect(BusValue.throughMessage(values) == values)
    }

    @Test func aValueNotificationReadsAsBytes() throws {
        let changed = BusValue.options([("Value", .array([.byte(0x06), .byte(0x5A)], element: "y"))])
        let read = try #require(BusValue.throughMessage([.string("org.bluez.GattCharacteristic1"), changed]))
        #expect(read.dropFirst().first?.entries?["Value"]?.bytes == [0x06, 0x5A])
        #expect(BusValue.string("x").bytes == nil)
        #expect(BusValue.array([.string("x")], element: "s").bytes == nil)
    }

    /// libdbus aborts the process on these; takt refuses them before libdbus sees them.
    @Test(arguments: [
        BusValue.objectPath("not a path"), .objectPath("/trailing/"), .objectPath("/a\u{0}b"), .objectPath(""),
        .signature("a{"), .array([.string("x")], element: "y"),
        .dictionary([BusEntry(.int32(1), .string("x"))], key: "s", value: "s"),
        .dictionary([], key: "v", value: "s"), .variant(.objectPath("x")), .structure([]), .unsupported,
    ])
    func whatLibdbusWouldAbortOnIsRefused(value: BusValue) {
        #expect(BusValue.throughMessage([value]) == nil)
        #expect(BusValue.throughMessage([.string("first"), .structure([.string("a"), value])]) == nil)
    }

    @Test func aCallWithAnInvalidNameIsNeverMade() {
        #expect(BusConnection.isCallable("org.bluez", "/org/bluez/hci0", "org.bluez.Adapter1", "StartDiscovery"))
        #expect(!BusConnection.isCallable("org.bluez", "not/a/path", "org.bluez.Adapter1", "StartDiscovery"))
        #expect(!BusConnection.isCallable("org.bluez", "/a", "org.bluez.Adapter1", "Start-Discovery"))
        #expect(!BusConnection.isCallable("org..bluez", "/a", "org.bluez.Adapter1", "Start"))
        #expect(!BusConnection.isCallable("org.bluez", "/a", "Adapter1", "Start"))
    }
}

/// Which straps a name or an address names.
@Suite struct StrapNamingTests {
    static let straps = [
        Strap(name: "Polar H10 7A1B2C3D", address: "A0:9E:1A:7A:1B:2C", path: "/org/bluez/hci0/dev_1", heartRate: true),
        Strap(name: "Polar H10 99887766", address: "A0:9E:1A:99:88:77", path: "/org/bluez/hci0/dev_2", heartRate: true),
        Strap(name: "TICKR", address: "C4:11:22:33:44:55", path: "/org/bluez/hci0/dev_3", heartRate: true),
    ]

    @Test func anAddressInAnyCaseNamesOneStrap() {
        #expect(Self.straps.named("a0:9e:1a:99:88:77").map(\.name) == ["Polar H10 99887766"])
    }

    @Test func anExactNameWinsOverPartOfAnother() {
        let straps =
            Self.straps + [
                Strap(name: "TICKR X", address: "C4:00:00:00:00:01", path: "/dev_4", heartRate: true)
            ]
        #expect(straps.named("tickr").map(\.address) == ["C4:11:22:33:44:55"])
    }

    @Test func partOfTwoNamesNamesBoth() {
        #expect(Self.straps.named("H10").count == 2)
        #expect(Self.straps.named("Garmin").isEmpty)
    }

    @Test func aStrapSeenThroughTwoAdaptersIsOne() {
        let twice = [
            Self.straps[0],
            Strap(name: "Polar H10 7A1B2C3D", address: "a0:9e:1a:7a:1b:2c", path: "/hci1/dev_1", heartRate: true),
        ]
        #expect(BlueZ.distinct(twice).count == 1)
    }

    @Test func busErrorsBecomeTheProblemsTheUserReads() {
        let unknown = BusConnection.Failure(name: "org.freedesktop.DBus.Error.ServiceUnknown", message: "x")
        #expect(BluetoothProblem(unknown) == .noBlueZ)
        let noServer = BusConnection.Failure(name: "org.freedesktop.DBus.Error.NoServer", message: "gone")
        #expect(BluetoothProblem(noServer) == .noBus(detail: "gone"))
        let failed = BusConnection.Failure(name: "org.bluez.Error.Failed", message: "busy")
        #expect(BluetoothProblem(failed) == .bus(detail: "org.bluez.Error.Failed: busy"))
    }
}
