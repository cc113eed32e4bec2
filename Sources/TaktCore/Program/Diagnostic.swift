/// One problem found in a program or catalog file, with where it is.
///
/// The message is kept as a string-table key plus arguments, so the same diagnostic can be
/// shown in any language: `path/to/file.yaml:12:7: error: …`.
public struct Diagnostic: Error, Sendable, Hashable {
    /// The file as the user named it (or the bundled file's name).
    public var file: String
    public var position: SourcePosition
    public var message: Message

    /// 1-based; see ``SourcePosition``.
    public var line: Int {
        get { position.line }
        set { position.line = newValue }
    }

    /// 1-based, in Unicode scalars; see ``SourcePosition``.
    public var column: Int {
        get { position.column }
        set { position.column = newValue }
    }

    /// A localizable message: a `validate.` key and its placeholder values.
    public struct Message: Sendable, Hashable {
        public var key: StringKey
        public var arguments: [String: StringArgument]

        public init(_ key: StringKey, _ arguments: [String: StringArgument] = [:]) {
            self.key = key
            self.arguments = arguments
        }
    }

    public init(file: String, at position: SourcePosition, message: Message) {
        self.file = file
        self.position = position
        self.message = message
    }

    public init(file: String, line: Int, column: Int, message: Message) {
        self.init(file: file, at: SourcePosition(line: line, column: column), message: message)
    }

    /// The message alone, in the language of `strings`.
    public func text(_ strings: Strings) -> String {
        strings(message.key, message.arguments)
    }

    /// Compiler style, for something allowed but surely not meant: `file:line:column: warning: message`.
    public func renderedAsWarning(_ strings: Strings) -> String {
        strings(
            .validateWarning,
            [
                "file": .path(file), "line": .int(line), "column": .int(column),
                "message": .text(text(strings)),
            ])
    }

    /// Compiler style: `file:line:column: error: message`.
    public func rendered(_ strings: Strings) -> String {
        strings(
            .validateError,
            [
                "file": .path(file), "line": .int(line), "column": .int(column),
                "message": .text(text(strings)),
            ])
    }
}

extension StringArgument {
    /// A value quoted from a user's file: on one line and cut to a readable length.
    static func quoted(_ value: String) -> StringArgument {
        let clean = TerminalText.sanitize(value, lineBreaks: .escape)
        let limit = 40
        return .text(clean.count > limit ? String(clean.prefix(limit)) + "…" : clean)
    }
}
