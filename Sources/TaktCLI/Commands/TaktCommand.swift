import ArgumentParser

/// A command of the one command table, run the same way from the command line and the REPL.
protocol TaktCommand: ParsableCommand {
    /// Runs the command and returns its exit status; problems the user should read are thrown
    /// as ``CommandFailure`` with a localized message.
    @MainActor mutating func execute(in app: App) async throws -> Int32
}

/// A problem a command reports to the user, already worded in the session's language.
struct CommandFailure: Error, Sendable {
    var message: String
    /// ``ExitStatus/failure`` unless the command line itself was wrong (``ExitStatus/usage``).
    var status: Int32 = ExitStatus.failure.code
}
