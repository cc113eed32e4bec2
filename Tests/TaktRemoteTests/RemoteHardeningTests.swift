import Foundation
import TaktCore
import Testing

@testable import TaktRemote

/// Issue 47's rules that need no socket: repeated JSON keys, the stop key, the default
/// address, the page's language from its first byte, an address of another machine.
@Suite struct RemoteHardeningTests {
    static func parse(_ text: String) throws(KeyRequest.Problem) -> KeyRequest {
        try KeyRequest(body: Array(text.utf8))
    }

    static let repeated = [
        #"{"key":"pause","key":"explode","id":"a"}"#, #"{"key":"pause","id":"a","id":"b"}"#,
        #"{"key":"pause","id":"a","k\u0065y":"pause"}"#, #"{"key":"done","id":"a","x":{"y":1,"y":2}}"#,
        #"{"key":"done","id":"a","x":[{"y":1},{"z":1,"z":1}]}"#,
    ]

    @Test(arguments: repeated)
    func aRepeatedKeyIsRefused(body: String) {
        #expect(throws: KeyRequest.Problem.repeatedKey) { try Self.parse(body) }
    }

    /// The same name in different objects, or as a value, repeats nothing.
    @Test func namesInDifferentObjectsAreNoRepeat() throws {
        #expect(try Self.parse(#"{"key":"done","id":"key","x":{"key":1},"y":[{"id":1},{"id":2}]}"#).key == .done)
        #expect(try Self.parse(#"{"key":"done","id":"a\"key\":","z":"\\"}"#).key == .done)
    }

    @Test func stopIsTheTerminalsQ() throws {
        #expect(try Self.parse(#"{"key":"stop","id":"s"}"#).key == .stop)
        #expect(throws: KeyRequest.Problem.badReps) { try Self.parse(#"{"key":"stop","id":"s","reps":1}"#) }
        #expect(RemoteKey.stop.sessionKey(when: .running) == .stop)
        #expect(RemoteKey.stop.sessionKey(when: .asking) == .stop)
        #expect(RemoteKey.stop.sessionKey(when: .over) == nil)
    }

    static let choices: [([String], LocalNetwork.Choice)] = [
        (["203.0.113.9", "192.168.1.20"], .local("192.168.1.20")),
        (["8.8.4.4", "10.0.0.2", "172.16.5.5"], .local("10.0.0.2")),
        (["172.32.0.1", "172.31.255.1"], .local("172.31.255.1")),
        (["2001:db8::1", "fd12:3456::7"], .local("fd12:3456::7")),
        (["fe80::1", "169.254.10.1"], .local("169.254.10.1")),
        (["169.254.3.3", "fdaa::1", "192.168.0.2"], .local("192.168.0.2")),
        (["203.0.113.9", "fe80::2"], .onlyPublic("203.0.113.9")),
        (["fe80::2"], .none), ([], .none),
    ]

    /// A private, ULA or IPv4 link-local address, RFC 1918 first; a public one never.
    @Test(arguments: choices)
    func theDefaultAddressIsNeverPublic(addresses: [String], choice: LocalNetwork.Choice) {
        #expect(LocalNetwork.choose(from: addresses) == choice)
    }

    /// `<html lang>` is the session's language in the bytes served, not only once a script ran.
    @Test func thePageIsInTheSessionsLanguageFromItsFirstByte() throws {
        let german = RemotePage.html(role: .control, language: "de", nonce: "n")
        #expect(german.contains("<html lang=\"de\">"))
        #expect(!german.contains("{{"))
        #expect(RemotePage.html(role: .view, language: "\"><script>", nonce: "n").contains("<html lang=\"en\">"))
        let hub = RemoteHub(clock: { 0 }, language: "de")
        #expect(hub.language == "de")
        hub.publish(try RemoteHubTests.snapshot(), strings: Languages.bundled.strings(for: "en"), at: 0, speed: 1)
        #expect(hub.language == "en")
    }

    /// An address that is not this machine's is said as such, not as errno 99.
    @Test func anAddressOfAnotherMachineIsSaidInWords() async {
        // 192.0.2.1 (TEST-NET-1) is no machine's: binding to it fails, nothing is sent.
        await #expect(throws: RemoteServer.Failure.notThisMachine(address: "192.0.2.1:0")) {
            _ = try await RemoteServer.start(
                address: RemoteAddress(host: "192.0.2.1", port: 0), lan: nil, hub: RemoteHub())
        }
    }
}
