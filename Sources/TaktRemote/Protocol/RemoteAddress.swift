import Foundation

/// Where `--remote [ADDR][:PORT]` asks the server to listen.
///
/// ADDR is an IPv4 address, an IPv6 address in brackets (`[::1]:8080`; alone it may go without),
/// or `localhost`; left out, the machine's address on the local network. PORT is 0–65535; left
/// out or 0, a free port the system picks. Host names other than `localhost` are refused: a
/// name could resolve to an address on another machine, and the server only ever listens here.
public struct RemoteAddress: Sendable, Hashable {
    /// The address to listen on; `nil` for the machine's local-network address.
    public var host: String?
    /// 0 for a free port.
    public var port: Int

    public init(host: String?, port: Int) {
        self.host = host
        self.port = port
    }

    /// Why a value of `--remote` is refused.
    public enum Problem: Error, Sendable, Hashable {
        case badPort(String)
        case badHost(String)
    }

    /// Reads the value of `--remote`; the empty string (`--remote` alone) is the default.
    public init(parsing text: String) throws(Problem) {
        var hostPart = Substring(text)
        var portPart: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw .badHost(text) }
            hostPart = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { throw .badHost(text) }
                portPart = rest.dropFirst()
            }
            guard Self.isIPv6(hostPart) else { throw .badHost(text) }
        } else if text.filter({ $0 == ":" }).count > 1 {
            // A bare IPv6 address: it cannot carry a port without brackets.
            guard Self.isIPv6(hostPart) else { throw .badHost(text) }
        } else if let colon = text.lastIndex(of: ":") {
            hostPart = text[..<colon]
            portPart = text[text.index(after: colon)...]
        }
        if let portPart {
            guard !portPart.isEmpty, portPart.count <= 5, portPart.allSatisfy(\.isASCIIDigit),
                let port = Int(portPart), port <= 65535
            else { throw .badPort(String(portPart)) }
            self.port = port
        } else {
            self.port = 0
        }
        if hostPart.isEmpty {
            host = nil
        } else if hostPart == "localhost" || Self.isIPv4(hostPart) || Self.isIPv6(hostPart) {
            host = String(hostPart)
        } else {
            throw .badHost(String(hostPart))
        }
    }

    /// Four decimal numbers 0–255, without leading zeros.
    static func isIPv4(_ text: some StringProtocol) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit)
                    && (part == "0" || !part.hasPrefix("0")) && (Int(part) ?? 256) <= 255
            }
    }

    /// Hex groups separated by colons, one `::` at most; an IPv4 tail is not needed here.
    static func isIPv6(_ text: some StringProtocol) -> Bool {
        guard text.contains(":"), text.count <= 39, text.components(separatedBy: "::").count <= 2 else {
            return false
        }
        let groups = text.split(separator: ":", omittingEmptySubsequences: true)
        guard groups.count <= 8, text.contains("::") || groups.count == 8 else { return false }
        return groups.allSatisfy { group in group.count <= 4 && group.allSatisfy(\.isHexDigit) }
    }

    /// Whether the address can be reached only from this machine.
    public var isLoopback: Bool {
        guard let host else { return false }
        return host == "localhost" || host.hasPrefix("127.") || host == "::1"
    }

    /// Whether it listens on every interface (0.0.0.0 or ::).
    public var isUnspecified: Bool { host == "0.0.0.0" || host == "::" }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
