import TaktCore
import TaktPlatform
import TaktRemote
import TaktTerminal

/// "Scan to start" (issue 47): with `--remote` on a terminal, get-ready waits on the links
/// screen until a control page connects or Enter is pressed, so nobody has 10 s to scan a QR
/// code. The session's clock has not started: program time 0 is when the wait ends.
enum ScanToStart {
    /// Why the wait ended, and what to do next.
    enum Outcome: Equatable {
        /// A control page opened its stream, or Enter: start.
        case start
        /// Keys other than Enter (q, Ctrl-C) for the session to take as it starts.
        case keys([SessionKey])
        /// A signal is waiting (left unread): the session starts and reads it at once.
        case signal
        /// The terminal went away.
        case closed
    }

    /// Waits as above; `r` and any other key are ignored (the links are on the screen).
    static func wait(
        hub: RemoteHub, keyboard: Int32, signals: Int32, timer: Platform.DeadlineTimer?, decoder: inout KeyDecoder
    ) -> Outcome {
        while !hub.controlConnected {
            let readiness = Platform.wait(input: keyboard, signals: signals, until: nil, timer: timer, wake: hub.wakeUp)
            if readiness.signals { return .signal }
            guard readiness.input else { continue }
            switch Platform.read(keyboard) {
            case .bytes(let bytes):
                let keys = decoder.decodeInput(bytes).compactMap { input -> SessionKey? in
                    if case .key(let key) = input { return key }
                    return nil
                }
                if keys.contains(.markDone) { return .start }
                let ending = keys.filter { $0 == .stop || $0 == .interrupt }
                if !ending.isEmpty { return .keys(ending) }
            case .nothing:
                break
            case .closed:
                return .closed
            }
        }
        return .start
    }
}
