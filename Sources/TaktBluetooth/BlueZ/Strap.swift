/// A heart-rate strap BlueZ knows: what it is called, its address and its object on the bus.
public struct Strap: Sendable, Hashable {
    /// The name it advertises (BlueZ's `Alias`, which is the name unless someone renamed it).
    public var name: String
    /// Its Bluetooth address, `AA:BB:CC:DD:EE:FF`.
    public var address: String
    /// Its `org.bluez.Device1` object, `/org/bluez/hci0/dev_AA_BB_…`.
    public var path: String
    /// Whether it advertises the Heart Rate service (0x180D).
    public var heartRate: Bool

    public init(name: String, address: String, path: String, heartRate: Bool) {
        self.name = name
        self.address = address
        self.path = path
        self.heartRate = heartRate
    }

    /// Whether `query` names this strap: its address in any case, else its name exactly (case
    /// ignored), else as a part of the name ("H10" for "Polar H10 A1B2C3D4").
    func matches(_ query: String) -> MatchQuality? {
        let wanted = query.lowercased()
        if address.lowercased() == wanted { return .exact }
        if name.lowercased() == wanted { return .exact }
        return name.lowercased().contains(wanted) ? .partial : nil
    }

    enum MatchQuality: Comparable {
        case partial, exact
    }
}

extension [Strap] {
    /// The straps `query` names: the exact matches when there are any, else the partial ones.
    func named(_ query: String) -> [Strap] {
        let scored = compactMap { strap in strap.matches(query).map { (strap, $0) } }
        let exact = scored.filter { $0.1 == .exact }.map(\.0)
        return exact.isEmpty ? scored.map(\.0) : exact
    }
}
