import TaktCore
import Testing

@testable import TaktRemote

/// The pure parts of the remote's protocol: tokens, addresses, routes, key requests, key ids.
@Suite struct RemoteTokenTests {
    @Test func aTokenIs22URLSafeCharactersAndNeverTheSame() {
        let tokens = (0..<200).map { _ in RemoteToken().text }
        for token in tokens {
            #expect(token.count == 22)
            #expect(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }, "\(token)")
            #expect(token.unicodeScalars.allSatisfy { $0.isASCII })
        }
        #expect(Set(tokens).count == tokens.count)
    }

    /// RFC 4648 §5 without padding: the bytes 0…15, and 0xFB 0xFF, which need both URL-safe characters.
    @Test func base64URLOfKnownBytes() {
        #expect(RemoteToken(bytes: Array(0...15)).text == "AAECAwQFBgcICQoLDA0ODw")
        #expect(RemoteToken.base64URL([0xFB, 0xFF]) == "-_8")
        #expect(RemoteToken(bytes: Array(repeating: 0xFF, count: 16)).text == "_____________________w")
    }

    @Test func onlyTheWholeTokenMatches() {
        let token = RemoteToken(bytes: Array(0...15))
        #expect(token.matches("AAECAwQFBgcICQoLDA0ODw"))
        #expect(!token.matches("AAECAwQFBgcICQoLDA0OD"))
        #expect(!token.matches("AAECAwQFBgcICQoLDA0ODwx"))
        #expect(!token.matches("BAECAwQFBgcICQoLDA0ODw"))
        #expect(!token.matches("AAECAwQFBgcICQoLDA0ODx"))
        #expect(!token.matches(""))
        // A length that differs by a multiple of 256 is still a different length.
        #expect(!token.matches("AAECAwQFBgcICQoLDA0ODw" + String(repeating: "A", count: 256)))
    }
}

@Suite struct RemoteAddressTests {
    static let good: [(String, String?, Int)] = [
        ("", nil, 0), (":8080", nil, 8080), ("127.0.0.1:0", "127.0.0.1", 0), ("192.168.1.20", "192.168.1.20", 0),
        ("0.0.0.0:9000", "0.0.0.0", 9000), ("[::1]:9000", "::1", 9000), ("::1", "::1", 0), ("[fe80::1]", "fe80::1", 0),
        ("localhost:65535", "localhost", 65535),
    ]

    @Test(arguments: good)
    func reads(value: String, host: String?, port: Int) throws {
        let address = try RemoteAddress(parsing: value)
        #expect(address.host == host)
        #expect(address.port == port)
    }

    static let bad: [(String, RemoteAddress.Problem)] = [
        ("example.com", .badHost("example.com")), ("1.2.3.256", .badHost("1.2.3.256")),
        ("01.2.3.4:80", .badHost("01.2.3.4")), ("127.0.0.1:70000", .badPort("70000")),
        ("127.0.0.1:", .badPort("")), ("127.0.0.1:-1", .badPort("-1")), ("127.0.0.1:8o", .badPort("8o")),
        ("[::1", .badHost("[::1")), ("[::1]80", .badHost("[::1]80")), ("[nothex::1]:80", .badHost("[nothex::1]:80")),
        ("1::2::3", .badHost("1::2::3")),
    ]

    @Test(arguments: bad)
    func refuses(value: String, problem: RemoteAddress.Problem) {
        #expect(throws: problem) { try RemoteAddress(parsing: value) }
    }

    @Test func loopbackAndEveryInterfaceAreKnown() throws {
        #expect(try RemoteAddress(parsing: "127.0.0.1:0").isLoopback)
        #expect(try RemoteAddress(parsing: "[::1]:0").isLoopback)
        #expect(try !RemoteAddress(parsing: "192.168.1.2").isLoopback)
        #expect(try RemoteAddress(parsing: "0.0.0.0").isUnspecified)
    }
}

@Suite struct RemoteRouteTests {
    static let control = RemoteToken(bytes: Array(0...15))
    static let view = RemoteToken(bytes: Array(16...31))

    static func route(_ method: String, _ path: String) -> RemoteRoute {
        RemoteRoute(method: method, path: path, control: control, view: view)
    }

    @Test func eachLinkReachesItsPageAndStream() {
        let c = Self.control.text
        let v = Self.view.text
        #expect(Self.route("GET", "/\(c)/") == .page(.control))
        #expect(Self.route("GET", "/\(c)") == .page(.control))
        #expect(Self.route("GET", "/\(v)/") == .page(.view))
        #expect(Self.route("GET", "/\(c)/events") == .events(.control))
        #expect(Self.route("GET", "/\(v)/events?x=1") == .events(.view))
        #expect(Self.route("POST", "/\(c)/keys") == .keys)
    }

    /// Nothing without a valid token; the view link cannot send keys, and says nothing else either.
    @Test func everythingElseIsNotFound() {
        let c = Self.control.text
        let v = Self.view.text
        let paths = [
            "/", "", "/events", "/keys", "/favicon.ico", "/\(c.dropLast())/", "/\(c)x/", "/\(c.lowercased())/",
            "/\(c)/other", "/\(c)/events/", "/\(c)//", "/x/\(c)/", "//\(c)/", "/\(c)/../\(c)/", "/%2F\(c)/", "\(c)/",
        ]
        for path in paths {
            #expect(Self.route("GET", path) == .notFound, "\(path)")
            #expect(Self.route("POST", path) == .notFound, "\(path)")
        }
        #expect(Self.route("POST", "/\(v)/keys") == .notFound)
        #expect(Self.route("GET", "/\(v)/keys") == .notFound)
    }

    @Test func aRealPlaceWithTheWrongMethodSaysWhichItTakes() {
        #expect(Self.route("GET", "/\(Self.control.text)/keys") == .wrongMethod(allowed: "POST"))
        #expect(Self.route("POST", "/\(Self.control.text)/") == .wrongMethod(allowed: "GET"))
        #expect(Self.route("DELETE", "/\(Self.view.text)/events") == .wrongMethod(allowed: "GET"))
    }
}

@Suite struct KeyRequestTests {
    static func parse(_ text: String) throws(KeyRequest.Problem) -> KeyRequest {
        try KeyRequest(body: Array(text.utf8))
    }

    @Test func readsEveryKey() throws {
        #expect(try Self.parse(#"{"key":"done","id":"a1"}"#) == KeyRequest(key: .done, id: "a1"))
        #expect(try Self.parse(#"{"key":"undo","id":"b"}"#).key == .undo)
        #expect(try Self.parse(#"{"key":"pause","id":"b"}"#).key == .pause)
        #expect(try Self.parse(#"{"key":"resume","id":"b"}"#).key == .resume)
        #expect(try Self.parse(#"{"key":"skip","id":"b"}"#).key == .skip)
        #expect(try Self.parse(#"{"key":"reps","id":"b","reps":12}"#).key == .reps(12))
        #expect(try Self.parse(#"{"id":"b","reps":0,"key":"reps","extra":[1,2]}"#).key == .reps(0))
    }

    static let refused: [(String, KeyRequest.Problem)] = [
        ("", .notJSON), ("done", .notJSON), ("[1]", .notJSON), (#"{"key":"done"}"#, .notJSON),
        (#"{"key":"done","id":7}"#, .notJSON), (#"{"key":"jump","id":"a"}"#, .unknownKey),
        (#"{"key":"done","id":""}"#, .badID), (#"{"key":"done","id":"a b"}"#, .badID),
        (#"{"key":"done","id":"\u0007"}"#, .badID), (#"{"key":"done","id":"é"}"#, .badID),
        (#"{"key":"done","id":"\#(String(repeating: "x", count: 65))"}"#, .badID),
        (#"{"key":"reps","id":"a"}"#, .badReps), (#"{"key":"done","id":"a","reps":3}"#, .badReps),
        (#"{"key":"reps","id":"a","reps":-1}"#, .badReps), (#"{"key":"reps","id":"a","reps":10001}"#, .badReps),
        (#"{"key":"reps","id":"a","reps":2.5}"#, .badReps), (#"{"key":"reps","id":"a","reps":"3"}"#, .badReps),
        (#"{"key":"reps","id":"a","reps":true}"#, .badReps),
        (#"{"key":"done","id":"a","pad":"\#(String(repeating: "x", count: 1100))"}"#, .tooLarge),
    ]

    @Test(arguments: refused)
    func refuses(body: String, problem: KeyRequest.Problem) {
        #expect(throws: problem) { try Self.parse(body) }
    }

    /// Pause only pauses and resume only resumes: a retried pause never undoes itself. Nothing
    /// applies once the session is over; a reps answer only at the prompt.
    @Test func keysMeanWhatTheTerminalsKeysMean() {
        typealias Status = RemoteKey.SessionStatus
        let expected: [(RemoteKey, Status, SessionKey?)] = [
            (.done, .running, .markDone), (.done, .paused, .markDone), (.done, .asking, .markDone),
            (.undo, .running, .undo), (.skip, .paused, .skip),
            (.pause, .running, .pauseResume), (.pause, .paused, nil), (.pause, .asking, nil),
            (.resume, .paused, .pauseResume), (.resume, .running, nil),
            (.reps(7), .asking, .answer(7)), (.reps(7), .running, nil), (.reps(7), .paused, nil),
            (.done, .over, nil), (.skip, .over, nil), (.resume, .over, nil), (.reps(1), .over, nil),
            // The answer line: its question takes the number, the phase's clock and keys run on.
            (.reps(4), .answering, .answer(4)), (.pause, .answering, .pauseResume), (.resume, .answering, nil),
            (.done, .answering, .markDone), (.skip, .answering, .skip),
        ]
        for (key, status, sessionKey) in expected {
            #expect(key.sessionKey(when: status) == sessionKey, "\(key) when \(status)")
        }
    }
}

@Suite struct KeyLedgerTests {
    @Test func anIdCountsOnceUnlessItWasRefused() {
        var ledger = KeyLedger()
        var fresh = ledger.begin("a")
        #expect(fresh)
        fresh = ledger.begin("a")
        #expect(!fresh)
        ledger.settle("a", taken: true)
        fresh = ledger.begin("a")
        #expect(!fresh)
        #expect(ledger.entry(for: "a") == .taken)
        fresh = ledger.begin("b")
        #expect(fresh)
        ledger.settle("b", taken: false)
        #expect(ledger.entry(for: "b") == nil)
        fresh = ledger.begin("b")
        #expect(fresh)
    }

    /// Endless fresh ids cost a fixed amount: the oldest are forgotten, the newest kept.
    @Test func memoryIsBounded() {
        var ledger = KeyLedger()
        for index in 0..<10_000 {
            let fresh = ledger.begin("id\(index)")
            #expect(fresh)
            ledger.settle("id\(index)", taken: index % 3 != 0)
            #expect(ledger.count <= KeyLedger.capacity)
        }
        #expect(ledger.entry(for: "id9998") == .taken)
        #expect(ledger.entry(for: "id1") == nil)
        let again = ledger.begin("id9998")
        #expect(!again)
    }
}
