/// Which of this machine's addresses the remote serves on when `--remote` names none: one the
/// local network can reach and the internet cannot. A public address is never the default (a
/// token is all that guards the session), so with no such address the server stays on loopback
/// and the links panel says why.
public enum LocalNetwork {
    public enum Choice: Sendable, Hashable {
        /// A private (RFC 1918), unique local (ULA, fc00::/7) or IPv4 link-local address.
        case local(String)
        /// No address but the loopback.
        case none
        /// Only addresses the internet may reach; the first of them, for the panel to name.
        case onlyPublic(String)

        /// The address to serve on, `nil` for loopback.
        public var address: String? {
            if case .local(let address) = self { return address }
            return nil
        }
    }

    /// The best of `addresses` (as ``TaktPlatform/Platform/interfaceAddresses()`` lists them):
    /// RFC 1918 first, then ULA, then IPv4 link-local (169.254/16). IPv6 link-local (fe80::/10)
    /// is left out: a link to it needs the interface's name, which browsers do not take.
    public static func choose(from addresses: [String]) -> Choice {
        for kind in [Kind.privateIPv4, .uniqueLocal, .linkLocalIPv4] {
            if let found = addresses.first(where: { Self.kind(of: $0) == kind }) { return .local(found) }
        }
        if let other = addresses.first(where: { Self.kind(of: $0) == .other }) { return .onlyPublic(other) }
        return .none
    }

    enum Kind: Sendable, Hashable {
        case privateIPv4, uniqueLocal, linkLocalIPv4, linkLocalIPv6, other
    }

    static func kind(of address: String) -> Kind {
        if address.contains(":") {
            let first = UInt16(address.split(separator: ":", omittingEmptySubsequences: false).first ?? "", radix: 16)
            guard let first, !address.hasPrefix("::") else { return .other }
            if first & 0xFE00 == 0xFC00 { return .uniqueLocal }
            if first & 0xFFC0 == 0xFE80 { return .linkLocalIPv6 }
            return .other
        }
        let parts = address.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 4 else { return .other }
        if parts[0] == 10 || (parts[0] == 172 && (16...31).contains(parts[1])) || (parts[0] == 192 && parts[1] == 168) {
            return .privateIPv4
        }
        if parts[0] == 169 && parts[1] == 254 { return .linkLocalIPv4 }
        return .other
    }
}
