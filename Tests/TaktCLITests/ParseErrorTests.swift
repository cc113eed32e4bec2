import Foundation
import TaktCore
import Testing

@testable import TaktCLI

/// Every kind of parse error ArgumentParser reports, told in takt's words in English and German.
///
/// ArgumentParser makes only the English text of its errors public, so `ParseError` reads that
/// text: these run the real parser, so a message a newer ArgumentParser rewords fails here.
@MainActor
@Suite struct ParseErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var words: [String]
        var kind: ParseError
        var english: String
        var german: String
        var testDescription: String { words.joined(separator: " ") }
    }

    nonisolated static let cases: [Case] = [
        Case(
            words: ["list", "--bogus"], kind: .unknownOption("--bogus"),
            english: "error: unknown option '--bogus'. See 'help list'.",
            german: "Fehler: unbekannte Option „--bogus“. Siehe „help list“."),
        Case(
            words: ["export", "--format"], kind: .missingValue(option: "--format"),
            english: "error: missing value for --format. See 'help export'.",
            german: "Fehler: fehlender Wert für --format. Siehe „help export“."),
        Case(
            words: ["list", "--json=yes"], kind: .unexpectedValue(option: "--json", value: "yes"),
            english: "error: --json takes no value, but 'yes' was given. See 'help list'.",
            german: "Fehler: --json nimmt keinen Wert, gegeben war aber „yes“. Siehe „help list“."),
        Case(
            words: ["list", "extra"], kind: .unexpectedArgument("extra"),
            english: "error: unexpected argument 'extra'. See 'help list'.",
            german: "Fehler: unerwartetes Argument „extra“. Siehe „help list“."),
        Case(
            words: ["stats", "back-squat", "two"], kind: .unexpectedArgument("two"),
            english: "error: unexpected argument 'two'. See 'help stats'.",
            german: "Fehler: unerwartetes Argument „two“. Siehe „help stats“."),
        Case(
            words: ["remove"], kind: .missingArgument,
            english: "error: an argument is missing. Usage: takt remove ID",
            german: "Fehler: ein Argument fehlt. Aufruf: takt remove ID"),
        Case(
            words: ["export"], kind: .missingArgument,
            english:
                "error: an argument is missing. Usage: takt export --format csv|json|fit [OPTIONS]",
            german:
                "Fehler: ein Argument fehlt. Aufruf: takt export --format csv|json|fit [OPTIONEN]"
        ),
        Case(
            words: ["run", "tabata", "--speed", "fast"], kind: .invalidValue("fast", option: "--speed"),
            english: "error: 'fast' is not a valid value for --speed. See 'help run'.",
            german: "Fehler: „fast“ ist kein gültiger Wert für --speed. Siehe „help run“."),
        // A value outside a fixed list names the list, from the option's declared type.
        Case(
            words: ["export", "--format", "xml"], kind: .invalidValue("xml", option: "--format"),
            english: "error: 'xml' is not a valid value for --format; use one of: csv, json, fit. See 'help export'.",
            german:
                "Fehler: „xml“ ist kein gültiger Wert für --format; möglich sind: csv, json, fit. Siehe „help export“."),
        Case(
            words: ["convert", "tabata", "-o", "x", "--format", "ymal"],
            kind: .invalidValue("ymal", option: "--format"),
            english: "error: 'ymal' is not a valid value for --format; use one of: fit, yaml, txt, json."
                + " Did you mean 'yaml'? See 'help convert'.",
            german: "Fehler: „ymal“ ist kein gültiger Wert für --format; möglich sind: fit, yaml, txt, json."
                + " Meintest du „yaml“? Siehe „help convert“."
        ),
    ]

    @Test(arguments: cases)
    func eachKindIsToldInEachLanguage(_ test: Case) async throws {
        let home = try temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        do {
            _ = try TaktCommands.parseAsRoot(test.words)
            Issue.record("\(test.words) parsed")
        } catch {
            #expect(ParseError(error) == test.kind, "\(TaktCommands.message(for: error))")
        }
        let (status, out, english) = await run(test.words, home: home)
        #expect(status == 2)
        #expect(out == "")
        #expect(english == test.english + "\n")
        let (germanStatus, _, german) = await run(["--lang", "de"] + test.words, home: home)
        #expect(germanStatus == 2)
        #expect(german == test.german + "\n")
    }

    /// Each kind (but the catch-all) is met by a real parse above, so none is matched on a
    /// message ArgumentParser no longer writes.
    @Test func everyKindIsMetByARealParse() {
        func name(_ kind: ParseError) -> String { String(describing: kind).prefix { $0 != "(" }.description }
        let met = Set(Self.cases.map { name($0.kind) })
        let all: [ParseError] = [
            .unknownOption(""), .missingValue(option: ""), .unexpectedValue(option: "", value: ""),
            .unexpectedArgument(""), .missingArgument, .invalidValue("", option: ""),
        ]
        #expect(met == Set(all.map(name)))
    }

    /// What ArgumentParser says beyond the known shapes gets the generic sentence, never English.
    @Test(arguments: ["en", "de"])
    func anUnknownShapeIsToldGenerically(language: String) {
        let kind = ParseError(english: "Missing required subcommand.")
        #expect(kind == .unrecognized)
        let strings = Languages.bundled.strings(for: language)
        let expected =
            language == "en"
            ? "these arguments do not fit the command. See 'help plan'."
            : "diese Argumente passen nicht zum Befehl. Siehe „help plan“."
        #expect(kind.message(command: "plan", strings: strings) == expected)
    }
}
