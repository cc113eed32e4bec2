import ArgumentParser
import TaktCore

/// A command of the one command table, run the same way from the command line and the REPL.
protocol TaktCommand: ParsableCommand {
    /// What the command's positional words are, for completion; declared beside them.
    static var words: ArgumentWords { get }

    /// Runs the command and returns its exit status; problems the user should read are thrown
    /// as ``CommandFailure`` with a localized message.
    @MainActor mutating func execute(in app: App) async throws -> Int32
}

extension TaktCommand {
    /// Most commands take no positional words.
    static var words: ArgumentWords { ArgumentWords() }

    /// The name the command is typed as, from its declared configuration.
    static var typedName: String { configuration.commandName ?? "" }
}

/// A problem a command reports to the user, already worded in the session's language.
struct CommandFailure: Error, Sendable {
    var message: String
    /// ``ExitStatus/failure`` unless the command line itself was wrong (``ExitStatus/usage``).
    var status: Int32 = ExitStatus.failure.code
}

extension CommandFailure {
    /// A failure whose message is the table text of `key`, marked as an error.
    init(
        _ key: StringKey, _ arguments: [String: StringArgument] = [:], strings: Strings,
        status: Int32 = ExitStatus.failure.code
    ) {
        self.init(message: strings(.cliErrorPrefix, ["message": .text(strings(key, arguments))]), status: status)
    }
}
