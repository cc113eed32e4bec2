import CDBus

/// Why takt cannot read a strap, each said in the string tables (``message(_:)`` in TaktCLI's
/// words, from ``BluetoothProblem/key``): D-Bus's own English never reaches the user except as
/// the detail of a call BlueZ refused.
public enum BluetoothProblem: Error, Sendable, Hashable {
    /// No system bus to connect to.
    case noBus(detail: String)
    /// libdbus-1, loaded only for a strap, could not be loaded (Sources/CDBus).
    case noLibrary(detail: String)
    /// The bus is there, BlueZ (`org.bluez`) is not on it.
    case noBlueZ
    /// BlueZ has no adapter, or none is powered.
    case noAdapter
    /// A scan found no strap.
    case noStrap
    /// No strap is called `query`.
    case unknownStrap(query: String, found: [Strap])
    /// Several straps are called `query`, or none was named and several are near.
    case ambiguous(query: String?, straps: [Strap])
    /// BlueZ refused to connect.
    case connectFailed(strap: Strap, detail: String)
    /// Connected, but the device has no heart-rate measurement (0x2A37).
    case noHeartRate(strap: Strap)
    /// A call BlueZ answered with an error takt does not expect.
    case bus(detail: String)

    /// The problem a failed call on the bus stands for.
    init(_ failure: BusConnection.Failure) {
        switch failure.name {
        case TAKT_DBUS_NO_LIBRARY:
            self = .noLibrary(detail: failure.message)
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
            self = .noBlueZ
        case "org.freedesktop.DBus.Error.NoServer", "org.freedesktop.DBus.Error.FileNotFound",
            "org.freedesktop.DBus.Error.Disconnected", "org.freedesktop.DBus.Error.BadAddress",
            "org.freedesktop.DBus.Error.AccessDenied":
            self = .noBus(detail: failure.message)
        default:
            self = .bus(detail: failure.name + ": " + failure.message)
        }
    }
}
