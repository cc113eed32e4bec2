import Foundation
import Yams

/// Turns a file's bytes into a YAML node tree, or into one located problem.
///
/// Refused before any parsing: files over 1 MiB, bytes that are not UTF-8, nesting that
/// would exhaust the stack. Yams' own error texts are never shown: each is told in takt's
/// words at the position libyaml reports.
enum YAMLDocument {
    /// The largest file takt reads as a program or catalog.
    static let maximumBytes = UserFileLimit.bytes
    /// The message key of a document with no content: config.yaml may be empty, a program not.
    static let emptyKey = StringKey.validateEmpty

    static func parse(_ data: Data, file: String) -> Result<Node, Diagnostic> {
        func failure(_ position: SourcePosition, _ message: Diagnostic.Message) -> Result<Node, Diagnostic> {
            .failure(Diagnostic(file: file, at: position, message: message))
        }
        if data.count > maximumBytes {
            return failure(.start, Diagnostic.Message(.validateTooLarge, ["size": .int(data.count)]))
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        let text: String
        switch decodeUTF8(bytes) {
        case .text(let decoded): text = decoded
        case .badByte(let position): return failure(position, Diagnostic.Message(.validateNotUTF8))
        }
        if let finding = YAMLGuard.check(text) {
            return failure(finding.position, finding.message)
        }
        let root: Node?
        do {
            // Strings only: takt reads every scalar itself, so yes/no/on/off never become booleans.
            root = try Yams.compose(yaml: text, Resolver.basic, .default, .utf8)
        } catch let error as YamlError {
            let (position, message) = describe(error, in: text)
            return failure(position, message)
        } catch {
            return failure(.start, Diagnostic.Message(.validateSyntax))
        }
        guard let root else { return failure(.start, Diagnostic.Message(emptyKey)) }
        return .success(root)
    }

    /// Decodes strict UTF-8, or says at which line and column the first bad byte sits.
    private static func decodeUTF8(_ bytes: [UInt8]) -> DecodedText {
        if let text = String(validating: bytes, as: UTF8.self) { return .text(text) }
        var position = SourcePosition.start
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    position.line += 1
                    position.column = 1
                } else {
                    position.column += 1
                }
            case .emptyInput, .error:
                return .badByte(at: position)
            }
        }
    }

    /// A file's text, or where its first byte that is not UTF-8 sits.
    private enum DecodedText {
        case text(String)
        case badByte(at: SourcePosition)
    }

    /// Says a libyaml problem in takt's words, keeping its position.
    private static func describe(_ error: YamlError, in text: String) -> (SourcePosition, Diagnostic.Message) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            let position = SourcePosition(line: max(mark.line, 1), column: max(mark.column, 1))
            // libyaml calls a tab at the start of a line "a character that cannot start any token".
            let key = tabIndents(line: position.line, in: text) ? .validateSyntaxTab : syntaxKey(for: problem)
            return (position, Diagnostic.Message(key))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let first = SourcePosition(line: max(context.mark.line, 1), column: max(context.mark.column, 1))
            let position = secondOccurrence(of: key, after: first, in: text) ?? first
            return (position, Diagnostic.Message(.validateDuplicateKey, ["key": .quoted(key)]))
        case .reader(_, let offset, _, _):
            let position = offset.map { Self.position(ofCharacterOffset: $0, in: text) } ?? SourcePosition.start
            return (position, Diagnostic.Message(.validateSyntaxControl))
        default:
            return (.start, Diagnostic.Message(.validateSyntax))
        }
    }

    /// Picks the closest of takt's own explanations for a libyaml problem text.
    private static func syntaxKey(for problem: String) -> StringKey {
        let problem = problem.lowercased()
        let table: [(String, StringKey)] = [
            ("tab", .validateSyntaxTab),
            ("cannot start any token", .validateSyntaxCharacter),
            ("control character", .validateSyntaxControl),
            ("undefined alias", .validateSyntaxAlias),
            ("another document", .validateSyntaxDocuments),
            ("mapping values are not allowed", .validateSyntaxColon),
            ("expected ',' or ']'", .validateSyntaxFlow),
            ("expected ',' or '}'", .validateSyntaxFlow),
            ("unexpected end of stream", .validateSyntaxQuote),
            ("expected key", .validateSyntaxIndentation),
            ("expected '-'", .validateSyntaxIndentation),
            ("<block end>", .validateSyntaxIndentation),
        ]
        return table.first { problem.contains($0.0) }?.1 ?? .validateSyntax
    }

    private static func tabIndents(line: Int, in text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1) else { return false }
        return lines[line - 1].prefix { $0 == " " || $0 == "\t" }.contains("\t")
    }

    /// Yams points at the first of two equal keys; the second is the one to remove.
    private static func secondOccurrence(
        of key: String, after first: SourcePosition, in text: String
    ) -> SourcePosition? {
        // libyaml ends a line at CR too: split as it counts, and never start past the end
        // (a file of CR line ends crashed here; found by fuzzing, settings).
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard first.line >= 1, first.line <= lines.count else { return nil }
        let indent = String(repeating: " ", count: first.column - 1)
        for index in first.line..<lines.count {
            let line = lines[index]
            if line.hasPrefix(indent + key + ":") || line.hasPrefix(indent + "\"" + key + "\":") {
                return SourcePosition(line: index + 1, column: first.column)
            }
        }
        return nil
    }

    private static func position(ofCharacterOffset offset: Int, in text: String) -> SourcePosition {
        var position = SourcePosition.start
        for character in text.prefix(offset) {
            if character == "\n" {
                position.line += 1
                position.column = 1
            } else {
                position.column += 1
            }
        }
        return position
    }
}
