import Foundation
import Synchronization
import TaktCore
import TaktPlatform
import TaktTerminal

/// The `takt` executable: a one-shot command when given words, else the REPL.
public enum TaktCommandLine {
    @MainActor
    public static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let console = Console.standard
        let app = App(environment: ProcessInfo.processInfo.environment, console: console)
        exit(await app.start(arguments))
    }
}

extension Console {
    /// The process's standard output and error, unbuffered so views and messages interleave right.
    ///
    /// Writes go straight to the descriptors: a reader that went away (`takt list | head`)
    /// must not crash takt, which FileHandle's trapping `write` would.
    public static var standard: Console {
        let failures = OutputFailures()
        return Console(
            write: { text in
                if let code = Platform.write(text, to: Platform.standardOutput) { failures.record(code) }
            },
            writeError: { Platform.write($0, to: STDERR_FILENO) },
            outputIsTerminal: Platform.isTerminal(Platform.standardOutput),
            inputIsTerminal: Platform.isTerminal(Platform.standardInput),
            takeOutputFailure: { failures.take().map { SystemProblem(errno: $0) } },
            outputClosed: { failures.readerIsGone },
            outputColumns: { TerminalDevice.size(of: Platform.standardOutput)?.columns },
            errorColumns: { TerminalDevice.size(of: STDERR_FILENO)?.columns })
    }
}

/// The failed writes to one console's standard output, for the command that wrote (its exit
/// status) and the session that is drawing (it ends when its reader went away).
final class OutputFailures: Sendable {
    private let first = Atomic<Int32>(0)
    private let readerGone = Atomic<Bool>(false)

    func record(_ code: Int32) {
        if code == EPIPE { readerGone.store(true, ordering: .sequentiallyConsistent) }
        // A full disk or /dev/full: the command that wrote must not report success.
        _ = first.compareExchange(expected: 0, desired: code, ordering: .sequentiallyConsistent)
    }

    /// The first failure since the last call, and forgets it.
    func take() -> Int32? {
        let code = first.exchange(0, ordering: .sequentiallyConsistent)
        return code == 0 ? nil : code
    }

    var readerIsGone: Bool { readerGone.load(ordering: .sequentiallyConsistent) }
}
