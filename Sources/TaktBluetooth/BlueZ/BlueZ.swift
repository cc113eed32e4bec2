/// BlueZ on the system bus, as a central that looks for heart-rate straps: adapters, discovery
/// filtered to the Heart Rate service, and the devices found, read by polling
/// `GetManagedObjects` (reliable where waiting for `InterfacesAdded` races the scan).
///
/// Every wait is bounded by a deadline; nothing here blocks longer than its caller allows.
public final class BlueZ {
    let bus: BusConnection

    static let service = "org.bluez"
    static let heartRateService = "0000180d-0000-1000-8000-00805f9b34fb"
    static let heartRateMeasurement = "00002a37-0000-1000-8000-00805f9b34fb"
    static let objectManager = "org.freedesktop.DBus.ObjectManager"
    static let properties = "org.freedesktop.DBus.Properties"
    static let adapterInterface = "org.bluez.Adapter1"
    static let deviceInterface = "org.bluez.Device1"
    static let characteristicInterface = "org.bluez.GattCharacteristic1"

    /// The objects BlueZ manages: path → interface → property → value.
    typealias Objects = [String: [String: [String: BusValue]]]

    /// Connects to the system bus and checks that BlueZ answers there with an adapter.
    public init() throws(BluetoothProblem) {
        do {
            bus = try BusConnection()
        } catch {
            // No bus, or no libdbus-1 to reach one with.
            let problem = BluetoothProblem(error)
            if case .noLibrary = problem { throw problem }
            throw BluetoothProblem.noBus(detail: error.message)
        }
        if try adapters().isEmpty { throw BluetoothProblem.noAdapter }
    }

    /// What BlueZ manages now.
    func objects() throws(BluetoothProblem) -> Objects {
        let reply: [BusValue]
        do {
            reply = try bus.call(Self.service, "/", Self.objectManager, "GetManagedObjects")
        } catch {
            throw BluetoothProblem(error)
        }
        var objects: Objects = [:]
        for (path, interfaces) in reply.first?.entries ?? [:] {
            var byInterface: [String: [String: BusValue]] = [:]
            for (interface, properties) in interfaces.entries ?? [:] {
                byInterface[interface] = properties.entries ?? [:]
            }
            objects[path] = byInterface
        }
        return objects
    }

    /// The powered adapters' paths, sorted.
    func adapters() throws(BluetoothProblem) -> [String] {
        try objects().compactMap { path, interfaces in
            interfaces[Self.adapterInterface]?["Powered"]?.boolValue == true ? path : nil
        }.sorted()
    }

    /// The devices BlueZ knows now, straps (Heart Rate service) first, by name.
    func devices() throws(BluetoothProblem) -> [Strap] {
        try objects().compactMap { path, interfaces -> Strap? in
            guard let device = interfaces[Self.deviceInterface], let address = device["Address"]?.text else {
                return nil
            }
            let uuids = device["UUIDs"]?.texts ?? []
            let name = device["Alias"]?.text ?? device["Name"]?.text ?? address
            return Strap(name: name, address: address, path: path, heartRate: uuids.contains(Self.heartRateService))
        }.sorted { ($0.name, $0.address, $0.path) < ($1.name, $1.address, $1.path) }
    }

    /// Scans for straps on every powered adapter: until the strap a `query` of its address names
    /// is found, else until the straps found have stayed the same for `settleMilliseconds` (a
    /// name may fit a second strap that answers a moment later), and never longer than
    /// `limitMilliseconds`. Returns the straps found (for a query, those it names; a strap seen
    /// through two adapters once).
    public func scan(
        for query: String?, limitMilliseconds: Int = 10_000, settleMilliseconds: Int = 2_000
    ) throws(BluetoothProblem) -> [Strap] {
        let adapters = try adapters()
        for adapter in adapters { startDiscovery(on: adapter) }
        defer { for adapter in adapters { stopDiscovery(on: adapter) } }
        let clock = ContinuousClock()
        let start = clock.now
        let limit = Duration.milliseconds(limitMilliseconds)
        var found: [Strap] = []
        var changed = start
        while clock.now - start < limit {
            let devices = try devices()
            let now = query.map { devices.named($0) } ?? devices.filter(\.heartRate)
            let distinct = Self.distinct(now)
            if distinct.map(\.address) != found.map(\.address) {
                found = distinct
                changed = clock.now
            }
            let settled = clock.now - changed >= .milliseconds(settleMilliseconds)
            if Self.scanIsDone(found: found, query: query, settled: settled) { return found }
            wait(milliseconds: 250)
        }
        return found
    }

    /// Whether a scan for `query` has what it looks for: the strap an address names as soon as it
    /// is seen (an address is one strap's), else straps that have stayed the same for a while
    /// (`settled`): taking the first strap a name fits would miss a second one of that name.
    static func scanIsDone(found: [Strap], query: String?, settled: Bool) -> Bool {
        guard !found.isEmpty else { return false }
        if let query, found.allSatisfy({ $0.address.lowercased() == query.lowercased() }) { return true }
        return settled
    }

    /// One strap per address: the same strap seen through two adapters is one strap.
    static func distinct(_ straps: [Strap]) -> [Strap] {
        var seen: Set<String> = []
        return straps.filter { seen.insert($0.address.uppercased()).inserted }
    }

    /// Waits `milliseconds` on the bus (signals that arrive meanwhile are dropped).
    func wait(milliseconds: Int) {
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(milliseconds)
        while clock.now < end {
            let left = end - clock.now
            do {
                _ = try bus.nextSignal(timeoutMilliseconds: max(1, Self.milliseconds(left)))
            } catch {
                return
            }
        }
    }

    /// `duration` in whole milliseconds, as libdbus's timeouts take them.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    private func startDiscovery(on adapter: String) {
        let filter = BusValue.options([("UUIDs", .strings([Self.heartRateService])), ("Transport", .string("le"))])
        // Best effort on each adapter: one already scanning, or refusing the filter, still finds straps.
        _ = try? bus.call(Self.service, adapter, Self.adapterInterface, "SetDiscoveryFilter", [filter])
        _ = try? bus.call(Self.service, adapter, Self.adapterInterface, "StartDiscovery")
    }

    private func stopDiscovery(on adapter: String) {
        _ = try? bus.call(Self.service, adapter, Self.adapterInterface, "StopDiscovery")
    }
}
