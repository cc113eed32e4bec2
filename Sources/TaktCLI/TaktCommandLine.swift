import Foundation
import TaktCore

/// The `takt` executable: a one-shot command when given words, else the REPL.
public enum TaktCommandLine {
    @MainActor
    public static func main() async {
        let console = Console.standard
        let app = App(environment: ProcessInfo.processInfo.environment, console: console)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status: Int32
        if arguments.isEmpty || arguments.allSatisfy({ $0.hasPrefix("--lang") }) && arguments.count <= 2 {
            status = await app.runREPL(arguments: arguments)
        } else {
            status = await app.perform(arguments)
        }
        exit(status)
    }
}

extension Console {
    /// The process's standard output and error, unbuffered so views and messages interleave right.
    public static var standard: Console {
        Console(
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            inputIsTerminal: isatty(STDIN_FILENO) == 1)
    }
}
