import TaktCore

/// A connected strap sending its heart-rate measurements (0x2A37 notifications), read one at a
/// time with a timeout. Used from one thread; ``close()`` stops the notifications and
/// disconnects.
public final class StrapLink {
    /// What the strap sent, or what happened to it.
    public enum Reading: Sendable, Hashable {
        /// A notification that reads as a plausible measurement.
        case measurement(HeartRateMeasurement)
        /// A notification takt refuses (short, 0 or 300 bpm, no skin contact): nothing is kept.
        case refused(HeartRateMeasurement.Problem)
        /// The strap disconnected or BlueZ forgot it.
        case disconnected
    }

    public let strap: Strap
    private let bluez: BlueZ
    private let characteristic: String

    /// Connects to `strap` through `bluez`, finds its heart-rate measurement and asks for its
    /// notifications; each step waits at most `limitMilliseconds`.
    public init(_ strap: Strap, through bluez: BlueZ, limitMilliseconds: Int = 10_000) throws(BluetoothProblem) {
        self.strap = strap
        self.bluez = bluez
        let bus = bluez.bus
        do {
            _ = try bus.call(
                BlueZ.service, strap.path, BlueZ.deviceInterface, "Connect",
                timeoutMilliseconds: Int32(clamping: limitMilliseconds))
        } catch {
            let problem = BluetoothProblem(error)
            if case .bus = problem { throw .connectFailed(strap: strap, detail: error.name + ": " + error.message) }
            throw problem
        }
        // What came before Connect's reply is of the link before this one on the same bus (its
        // "Connected: false" after close()): read now, it would end this link at once.
        bus.discardReceivedSignals()
        let measurements = try Self.measurements(of: strap, in: bluez, limitMilliseconds: limitMilliseconds)
        do {
            let changed = "type='signal',sender='org.bluez',interface='\(BlueZ.properties)',member='PropertiesChanged'"
            try bus.addMatch(changed + ",path='\(strap.path)'")
            try bus.addMatch(
                "type='signal',sender='org.bluez',interface='\(BlueZ.objectManager)',member='InterfacesRemoved'")
        } catch {
            throw BluetoothProblem(error)
        }
        characteristic = try Self.notifying(measurements, of: strap, through: bus)
    }

    /// The first of `measurements` that takes StartNotify, listened to. A strap seen before may
    /// leave the services of its last connection beside the ones it has now (BlueZ's cache of a
    /// device whose server restarted): those refuse, and the live one is the one that answers.
    private static func notifying(_ measurements: [String], of strap: Strap, through bus: BusConnection)
        throws(BluetoothProblem) -> String
    {
        var refusal: BusConnection.Failure?
        for measurement in measurements {
            do {
                try bus.addMatch(
                    "type='signal',sender='org.bluez',interface='\(BlueZ.properties)',member='PropertiesChanged'"
                        + ",path='\(measurement)'")
                _ = try bus.call(BlueZ.service, measurement, BlueZ.characteristicInterface, "StartNotify")
                return measurement
            } catch {
                refusal = error
            }
        }
        throw refusal.map { BluetoothProblem($0) } ?? .noHeartRate(strap: strap)
    }

    /// The heart-rate measurement characteristics below `strap`'s object, in BlueZ's order,
    /// once BlueZ has resolved its services.
    private static func measurements(of strap: Strap, in bluez: BlueZ, limitMilliseconds: Int)
        throws(BluetoothProblem) -> [String]
    {
        let clock = ContinuousClock()
        let start = clock.now
        repeat {
            let objects = try bluez.objects()
            let found = objects.filter { path, interfaces in
                path.hasPrefix(strap.path + "/")
                    && interfaces[BlueZ.characteristicInterface]?["UUID"]?.text?.lowercased()
                        == BlueZ.heartRateMeasurement
            }.keys.sorted()
            if !found.isEmpty { return found }
            let resolved = objects[strap.path]?[BlueZ.deviceInterface]?["ServicesResolved"]?.boolValue == true
            if resolved, clock.now - start > .milliseconds(1000) { throw .noHeartRate(strap: strap) }
            bluez.wait(milliseconds: 100)
        } while clock.now - start < .milliseconds(limitMilliseconds)
        throw .noHeartRate(strap: strap)
    }

    /// The next thing the strap sent, waiting at most `timeoutMilliseconds`; nil when nothing
    /// came. Throws when the bus itself went away.
    public func next(timeoutMilliseconds: Int) throws(BluetoothProblem) -> Reading? {
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(timeoutMilliseconds)
        repeat {
            let signal: BusConnection.Signal?
            do {
                signal = try bluez.bus.nextSignal(timeoutMilliseconds: max(0, BlueZ.milliseconds(end - clock.now)))
            } catch {
                throw BluetoothProblem(error)
            }
            guard let signal else { continue }
            if let reading = reading(of: signal) { return reading }
        } while clock.now < end
        return nil
    }

    /// What `signal` says about the strap, if anything.
    func reading(of signal: BusConnection.Signal) -> Reading? {
        switch signal.member {
        case "PropertiesChanged":
            let changed = signal.arguments.dropFirst().first?.entries ?? [:]
            if signal.path == characteristic, let bytes = changed["Value"]?.bytes {
                switch HeartRateMeasurement.read(bytes) {
                case .success(let measurement): return .measurement(measurement)
                case .failure(let problem): return .refused(problem)
                }
            }
            if signal.path == strap.path, changed["Connected"]?.boolValue == false { return .disconnected }
            return nil
        case "InterfacesRemoved":
            let path = signal.arguments.first?.text ?? ""
            return path == strap.path || path == characteristic ? .disconnected : nil
        default:
            return nil
        }
    }

    /// Stops the notifications and disconnects, as far as BlueZ still listens.
    public func close() {
        _ = try? bluez.bus.call(BlueZ.service, characteristic, BlueZ.characteristicInterface, "StopNotify")
        _ = try? bluez.bus.call(BlueZ.service, strap.path, BlueZ.deviceInterface, "Disconnect")
    }
}
