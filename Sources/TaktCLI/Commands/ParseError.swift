import ArgumentParser
import Foundation
import TaktCore

/// One of ArgumentParser's parse errors, as takt tells it, in the session's language.
///
/// ArgumentParser keeps its error values (`CommandError`, `ParserError`) internal; what it makes
/// public about a parse error is its English text (`message(for:)`). So this is the one place
/// that reads that text: each kind of error is one row of ``shapes``, and `ParseErrorTests`
/// drives every row through the real parser, in English and German, so a message reworded by
/// a newer ArgumentParser fails a test rather than reaching a user as the generic sentence.
enum ParseError: Equatable {
    /// `--bogus`, `-x`.
    case unknownOption(String)
    /// An option given without its value (`run x --events`).
    case missingValue(option: String)
    /// A flag given a value (`list --json=yes`).
    case unexpectedValue(option: String, value: String)
    /// A word no argument takes; the first of several.
    case unexpectedArgument(String)
    /// A required argument or option not given.
    case missingArgument
    /// A value its argument or option does not take (`--speed fast`, `--format pdf`).
    case invalidValue(String, option: String)
    /// Anything else ArgumentParser says: told in a generic sentence.
    case unrecognized

    /// The error `error` is, from ArgumentParser's message for it.
    init(_ error: any Error) {
        self.init(english: TaktCommands.message(for: error))
    }

    /// The error an English ArgumentParser message describes.
    init(english: String) {
        let quoted = Self.quotedParts(of: english)
        for shape in Self.shapes where english.range(of: shape.pattern, options: .regularExpression) != nil {
            if let error = shape.read(quoted) {
                self = error
                return
            }
        }
        self = .unrecognized
    }

    /// ArgumentParser's messages (1.8.2, `Usage/UsageGenerator.swift`), by their start, and how
    /// their quoted parts become the error. The first row that matches and reads wins.
    static let shapes: [(pattern: String, read: @Sendable ([String]) -> ParseError?)] = [
        // Also "Unknown option '-ox'\n   or: Missing value for '-o <o>' in '-ox'".
        (#"^Unknown option '"#, { $0.first.map { .unknownOption($0) } }),
        (#"^Missing value for '"#, { $0.first.map { .missingValue(option: optionName($0)) } }),
        (
            #"^The option '.*' does not take any value"#,
            { $0.count >= 2 ? .unexpectedValue(option: $0[0], value: $0[1]) : nil }
        ),
        (#"^Unexpected argument '"#, { $0.first.map { .unexpectedArgument($0) } }),
        (#"^[0-9]+ unexpected arguments: '"#, { $0.first.map { .unexpectedArgument($0) } }),
        (#"^(Missing expected argument '|Missing one of: ')"#, { _ in .missingArgument }),
        (#"^The value '.*' is invalid"#, { $0.count >= 2 ? .invalidValue($0[0], option: optionName($0[1])) : nil }),
    ]

    /// The message for this error in `command`, ending in where to read more; nil for words
    /// read before any command (`--lang` alone).
    func message(command: String?, strings: Strings) -> String {
        let usage = command.map { " " + strings(.cliSeeHelp, ["command": .text($0)]) } ?? ""
        let options = CommandTable.options(of: command ?? "")
        switch self {
        case .unknownOption(let option):
            // As a mistyped command gets the closest command: the closest option this command declares.
            let guess = Suggestion.closest(to: option, among: options)
            return strings(.cliErrorUnknownOption, ["option": .path(option)]) + Self.suggesting(guess, strings) + usage
        case .missingValue(let option):
            return strings(.cliErrorMissingValue, ["option": .path(option)]) + usage
        case .unexpectedValue(let option, let value):
            return strings(.cliErrorFlagValue, ["option": .path(option), "value": .path(value)]) + usage
        case .unexpectedArgument(let argument):
            return strings(.cliErrorUnexpectedArgument, ["argument": .path(argument)]) + usage
        case .missingArgument:
            // ArgumentParser names arguments in English ("<program>"); the usage line is localized.
            guard let command else { return strings(.cliErrorInvalidArguments) }
            return strings(.cliErrorMissingArgument, ["usage": .text(strings(StringKey(.help, "\(command).usage")))])
        case .invalidValue(let value, let option):
            let values = CommandTable.values(of: option, in: command ?? "")
            guard !values.isEmpty else {
                return strings(.cliErrorInvalidValue, ["value": .path(value), "option": .path(option)]) + usage
            }
            let text = strings(
                .cliErrorInvalidChoice,
                ["value": .path(value), "option": .path(option), "values": .text(values.joined(separator: ", "))])
            return text + Self.suggesting(Suggestion.closest(to: value, among: values), strings) + usage
        case .unrecognized:
            return strings(.cliErrorInvalidArguments) + usage
        }
    }

    private static func suggesting(_ guess: String?, _ strings: Strings) -> String {
        guess.map { " " + strings(.cliDidYouMean, ["suggestion": .text($0)]) } ?? ""
    }

    /// `--speed` of `--speed <speed>`: the option as typed, without ArgumentParser's English
    /// placeholder for its value. A positional argument (`<program>`) stays as it is.
    private static func optionName(_ synopsis: String) -> String {
        synopsis.hasPrefix("-") ? String(synopsis.prefix { $0 != " " }) : synopsis
    }

    /// The texts between single quotes: they echo what the user typed, so they are told as
    /// ``StringArgument/path(_:)``, kept on one line.
    private static func quotedParts(of message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }
}
