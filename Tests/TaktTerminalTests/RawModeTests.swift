import Glibc
import TaktPlatform
import Testing

@testable import TaktTerminal

/// Raw mode on a pseudo-terminal, never the terminal the tests run in: keys unechoed and one
/// at a time during a session, and the settings exactly as they were afterwards.
@Suite(.serialized) struct RawModeTests {
    /// A pseudo-terminal pair: the side takt reads (`terminal`) and the side a user would type on.
    static func pseudoTerminal() throws -> (terminal: Int32, keyboard: Int32) {
        struct Unavailable: Error {}
        // posix_openpt and friends are hidden from Swift's Glibc module, and so are the ioctl
        // numbers (macros): unlock the pair (TIOCSPTLCK) and ask its number (TIOCGPTN).
        let unlockRequest: UInt = 0x4004_5431
        let numberRequest: UInt = 0x8004_5430
        let keyboard = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard keyboard >= 0, ioctl(keyboard, unlockRequest, &unlock) == 0, ioctl(keyboard, numberRequest, &number) == 0
        else { throw Unavailable() }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Unavailable() }
        return (terminal, keyboard)
    }

    static func settings(_ descriptor: Int32) -> termios {
        var current = termios()
        tcgetattr(descriptor, &current)
        return current
    }

    @Test func rawModeIsLeftExactlyAsTheTerminalWas() throws {
        let (terminal, keyboard) = try Self.pseudoTerminal()
        defer {
            close(terminal)
            close(keyboard)
        }
        let before = Self.settings(terminal)
        #expect(before.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        #expect(Platform.enterRawMode(terminal))
        let raw = Self.settings(terminal)
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        // A key arrives as one byte at once, without Enter.
        #expect(write(keyboard, "n", 1) == 1)
        let soon = Platform.monotonicNanoseconds() + 1_000_000_000
        #expect(Platform.wait(input: terminal, signals: -1, until: soon, timer: nil).input)
        #expect(Platform.read(terminal) == .bytes([UInt8(ascii: "n")]))
        Platform.restoreTerminal(terminal)
        let after = Self.settings(terminal)
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag)
        // A second restore (the signal path and the normal one both run) changes nothing.
        Platform.restoreTerminal(terminal)
        #expect(Self.settings(terminal).c_lflag == before.c_lflag)
    }

    @Test func somethingThatIsNoTerminalIsLeftAlone() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(!Platform.enterRawMode(ends[0]))
    }
}
