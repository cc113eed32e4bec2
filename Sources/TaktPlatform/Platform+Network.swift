import Glibc

/// The network facts the remote server needs from the system: this machine's addresses
/// (getifaddrs(3)).
extension Platform {
    /// The IPv4 and IPv6 addresses of the interfaces that are up and not the loopback, in the
    /// order the system lists them; which of them is fit to serve on is the remote's to decide.
    public static func interfaceAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var found: [String] = []
        var entry: UnsafeMutablePointer<ifaddrs>? = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            let flags = Int32(bitPattern: current.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0, let address = current.pointee.ifa_addr
            else { continue }
            if let text = Self.text(of: address) { found.append(text) }
        }
        return found
    }

    /// An IPv4 or IPv6 socket address as text; `nil` for other families.
    private static func text(of address: UnsafeMutablePointer<sockaddr>) -> String? {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written: UnsafePointer<CChar>?
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var raw = ipv4.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(INET6_ADDRSTRLEN))
            }
        case AF_INET6:
            written = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                var raw = ipv6.pointee.sin6_addr
                return inet_ntop(AF_INET6, &raw, &text, socklen_t(INET6_ADDRSTRLEN))
            }
        default:
            return nil
        }
        guard written != nil else { return nil }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
