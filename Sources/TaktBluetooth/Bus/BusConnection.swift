import CDBus

/// A private connection to the system bus (libdbus-1), used from one thread: method calls that
/// wait a bounded time for their reply, and the signals a match rule lets through, read with a
/// timeout. `DBUS_SYSTEM_BUS_ADDRESS` is honoured (libdbus reads it), which is how the tests
/// point takt at a mock BlueZ on a private bus.
public final class BusConnection {
    private let connection: OpaquePointer

    /// What a failed call or connection says: D-Bus's error name (such as
    /// `org.freedesktop.DBus.Error.ServiceUnknown` or `org.bluez.Error.Failed`) and its message.
    public struct Failure: Error, Sendable, Hashable {
        public var name: String
        public var message: String

        public init(name: String, message: String) {
            self.name = name
            self.message = message
        }
    }

    /// A signal as it arrived: who sent it, where from and its arguments.
    public struct Signal: Sendable, Hashable {
        public var path: String
        public var interface: String
        public var member: String
        public var arguments: [BusValue]
    }

    /// Connects to the system bus; a failure when there is none to connect to.
    public init() throws(Failure) {
        var error = DBusError()
        dbus_error_init(&error)
        // A private connection, so closing it here closes no one else's.
        guard let connection = dbus_bus_get_private(DBUS_BUS_SYSTEM, &error) else {
            throw Self.take(&error)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        self.connection = connection
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Calls `member` of `interface` on `path` at `destination` and returns the reply's
    /// arguments, waiting at most `timeoutMilliseconds` for them.
    public func call(
        _ destination: String, _ path: String, _ interface: String, _ member: String, _ arguments: [BusValue] = [],
        timeoutMilliseconds: Int32 = 5000
    ) throws(Failure) -> [BusValue] {
        guard Self.isCallable(destination, path, interface, member) else {
            throw Failure(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "not a D-Bus name: \(path)")
        }
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else {
            throw Self.outOfMemory
        }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in arguments where !argument.append(to: &iterator) {
            throw Failure(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "cannot send \(argument.signature)")
        }
        var error = DBusError()
        dbus_error_init(&error)
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeoutMilliseconds, &error)
        else {
            throw Self.take(&error)
        }
        defer { dbus_message_unref(reply) }
        return Self.arguments(of: reply)
    }

    /// Whether libdbus takes these names for a call: it aborts the process on an invalid one.
    static func isCallable(_ destination: String, _ path: String, _ interface: String, _ member: String) -> Bool {
        BusValue.validates(destination, dbus_validate_bus_name) && BusValue.validates(path, dbus_validate_path)
            && BusValue.validates(interface, dbus_validate_interface)
            && BusValue.validates(member, dbus_validate_member)
    }

    /// Asks the bus to pass on the signals `rule` matches (a D-Bus match rule).
    public func addMatch(_ rule: String) throws(Failure) {
        var error = DBusError()
        dbus_error_init(&error)
        dbus_bus_add_match(connection, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw Self.take(&error) }
    }

    /// The next signal that arrived, waiting at most `timeoutMilliseconds` for one; nil when
    /// none came in that time. Throws when the bus went away.
    public func nextSignal(timeoutMilliseconds: Int32) throws(Failure) -> Signal? {
        if let signal = popSignal() { return signal }
        guard dbus_connection_read_write(connection, max(0, timeoutMilliseconds)) != 0 else {
            throw Failure(name: "org.freedesktop.DBus.Error.Disconnected", message: "the bus connection closed")
        }
        return popSignal()
    }

    /// Signals already read, without waiting; other messages (stray replies) are dropped.
    /// Drops the signals already received (at most `limit`): all that arrived before the
    /// reply of the last call, which D-Bus delivers in the order its sender sent them.
    public func discardReceivedSignals(limit: Int = 10_000) {
        for _ in 0..<limit {
            guard popSignal() != nil else { return }
        }
    }

    private func popSignal() -> Signal? {
        while let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL else { continue }
            return Signal(
                path: Self.text(dbus_message_get_path(message)),
                interface: Self.text(dbus_message_get_interface(message)),
                member: Self.text(dbus_message_get_member(message)), arguments: Self.arguments(of: message))
        }
        return nil
    }

    private static func arguments(of message: OpaquePointer) -> [BusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        return BusValue.readAll(&iterator)
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    /// The failure `error` holds, which is freed.
    private static func take(_ error: inout DBusError) -> Failure {
        defer { dbus_error_free(&error) }
        return Failure(name: text(error.name), message: text(error.message))
    }

    private static let outOfMemory = Failure(name: "org.freedesktop.DBus.Error.NoMemory", message: "out of memory")
}
