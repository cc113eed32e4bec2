import ArgumentParser
import Foundation
import TaktCore

/// `share ID|FILE|TEXT`: the program as one line of the text form.
struct ShareCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("share")

    static let words = ArgumentWords(.program)

    @Argument(completion: words.completion(0)) var program: String

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let loaded = try app.programs.loaded(program)
        let printed = TextForm.print(loaded.program, language: app.strings.language, catalog: app.programs.catalog())
        reportLosses(printed.losses, format: .txt, in: app)
        // On a terminal the line breaks after a comma rather than mid-word; the text reads back the same.
        app.console.data(app.console.outputColumns().map { TextForm.broken(printed.text, width: $0) } ?? printed.text)
        return ExitStatus.success.code
    }
}

/// `convert IN -o OUT [--format F]`: a program into FIT, YAML, the text form or JSON.
struct ConvertCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("convert")

    static let words = ArgumentWords(
        .program, options: ["-o": .path, "--format": .choice(ProgramFormat.allValueStrings)])

    @Argument(completion: words.completion(0)) var program: String
    @Option(name: .short, completion: words.completion("-o")) var o: String
    // ArgumentParser lists the values in completion scripts and refuses any other one itself.
    @Option var format: ProgramFormat?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let output = try outputFormat(in: app)
        guard o != "-" || output != .fit else {
            throw app.failure(.convertErrorBinaryToStdout, status: ExitStatus.usage.code)
        }
        let loaded = try app.programs.loaded(program)
        let rendered = output.render(
            loaded.program, catalog: app.programs.catalog(), language: app.strings.language, created: app.now())
        reportLosses(rendered.losses, format: output, in: app)
        if o == "-" {
            app.console.write(String(decoding: rendered.data, as: UTF8.self))
            return ExitStatus.success.code
        }
        try app.files.write(rendered.data, to: o, telling: app.strings)
        app.console.line(
            app.strings(.convertWritten, ["path": .path(o), "format": .text(output.rawValue)]))
        return ExitStatus.success.code
    }

    /// `--format`, else the extension of `-o`; a missing one is a command-line mistake.
    @MainActor private func outputFormat(in app: App) throws(CommandFailure) -> ProgramFormat {
        if let format { return format }
        guard let byExtension = ProgramFormat(path: o) else {
            throw app.failure(.convertErrorNoFormat, ["path": .path(o)], status: ExitStatus.usage.code)
        }
        return byExtension
    }
}

/// `convert --format`: the formats a program is written in, with their aliases (`yml`, `text`).
extension ProgramFormat: ExpressibleByArgument {
    public init?(argument: String) {
        guard let format = try? ProgramFormat(parsing: argument) else { return nil }
        self = format
    }
}

extension CommandTable {
    /// Commands whose first argument may be a text-form line.
    static let takingTextForm: Set<String> = ["run", "show", "share", "convert", "add"]

    /// `run 10x(40s squats / 20s) --speed 50` typed without quotes: the words of the line,
    /// up to the first option, back into one argument. The text form reads spaces alike.
    static func joiningTextForm(_ words: [String]) -> [String] {
        guard words.count > 2, takingTextForm.contains(words[0]), TextForm.looksLikeText(words[1]) else {
            return words
        }
        let rest = words.dropFirst(2)
        let end = rest.firstIndex { $0.hasPrefix("-") } ?? words.endIndex
        guard end > 2 else { return words }
        return [words[0], words[1...(end - 1)].joined(separator: " ")] + words[end...]
    }
}

extension FileSystem {
    /// Writes `data` to `path` complete or not at all (the path `export` writes through), so a
    /// failure, told in the language of `strings`, leaves `path` as it was.
    func write(_ data: Data, to path: String, telling strings: Strings) throws(CommandFailure) {
        do {
            try write(data, to: path)
        } catch {
            throw CommandFailure(
                .convertErrorWrite, ["path": .path(path), "reason": .text(error.message(strings))], strings: strings)
        }
    }
}

/// One warning naming what the output format could not hold.
@MainActor private func reportLosses(_ losses: [ConversionLoss], format: ProgramFormat, in app: App) {
    guard !losses.isEmpty else { return }
    let strings = app.strings
    let items = losses.map { $0.name(strings) }.joined(separator: ", ")
    let format = strings(StringKey(.convertFormat, format.rawValue))
    let message = strings(.convertWarningLosses, ["format": .text(format), "items": .text(items)])
    app.console.errorLine(strings(.cliWarningPrefix, ["message": .text(message)]))
}
