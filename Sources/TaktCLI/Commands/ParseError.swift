import ArgumentParser
import TaktCore

/// Rewords ArgumentParser's (English) parse errors in the session's language.
///
/// ArgumentParser keeps its error kinds internal, so its message is matched against the
/// few shapes it produces; anything else is shown in a generic localized sentence.
enum ParseErrorText {
    static func localized(_ error: any Error, command: String, strings: Strings) -> String {
        let english = TaktCommands.message(for: error)
        let quoted = quotedParts(of: english)
        let usage = strings(.cliSeeHelp, ["command": .text(command)])
        func say(_ key: StringKey, _ arguments: [String: StringArgument]) -> String {
            strings(key, arguments) + " " + usage
        }
        if english.hasPrefix("Unknown option"), let option = quoted.first {
            // As a mistyped command gets the closest command: the closest option this command declares.
            var message = strings(.cliErrorUnknownOption, ["option": .text(option)])
            if let guess = Suggestion.closest(to: option, among: CommandTable.options(of: command)) {
                message += " " + strings(.cliDidYouMean, ["suggestion": .text(guess)])
            }
            return message + " " + usage
        }
        if english.hasPrefix("Missing expected argument") {
            // ArgumentParser names arguments in English ("<program>"); the usage line is localized.
            return strings(.cliErrorMissingArgument, ["usage": .text(strings(StringKey(.help, "\(command).usage")))])
        }
        if english.hasPrefix("Missing value for"), let option = quoted.first {
            return say(.cliErrorMissingValue, ["option": .text(option)])
        }
        if english.hasPrefix("Unexpected argument"), let argument = quoted.first {
            return say(.cliErrorUnexpectedArgument, ["argument": .text(argument)])
        }
        if english.hasPrefix("The value"), quoted.count >= 2 {
            return say(.cliErrorInvalidValue, ["value": .text(quoted[0]), "option": .text(quoted[1])])
        }
        return say(.cliErrorInvalidArguments, [:])
    }

    /// The texts between single quotes, sanitized: they echo what the user typed.
    private static func quotedParts(of message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }
}
