import Foundation
import TaktCore
import TaktTerminal

/// The `takt` executable: a one-shot command when given words, else the REPL.
public enum TaktCommandLine {
    @MainActor
    public static func main() async {
        let console = Console.standard
        let app = App(environment: ProcessInfo.processInfo.environment, console: console)
        exit(await app.start(Array(CommandLine.arguments.dropFirst())))
    }
}

extension Console {
    /// The process's standard output and error, unbuffered so views and messages interleave right.
    ///
    /// Writes go straight to the descriptors: a reader that went away (`takt list | head`)
    /// must not crash takt, which FileHandle's trapping `write` would.
    public static var standard: Console {
        Console(
            write: { Platform.write($0, to: Platform.standardOutput) },
            writeError: { Platform.write($0, to: STDERR_FILENO) },
            outputIsTerminal: Platform.isTerminal(Platform.standardOutput),
            inputIsTerminal: Platform.isTerminal(Platform.standardInput),
            takeOutputFailure: {
                let code = Platform.standardOutputError.exchange(0, ordering: .sequentiallyConsistent)
                return code == 0 ? nil : SystemProblem(errno: code)
            })
    }
}
