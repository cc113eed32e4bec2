import Yams

/// Where in a text something is: a 1-based line and column, the column counting Unicode
/// scalars as libyaml does.
///
/// The one position type: a ``Diagnostic``, a program's `id:` key, a settings-file problem, a
/// string-table error and the checks that run before YAML is parsed all say where with it.
public struct SourcePosition: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character: where a problem of the whole file is told.
    public static let start = SourcePosition(line: 1, column: 1)

    /// Where libyaml put a node, or the start when it gave no mark.
    init(_ mark: Mark?) {
        self.init(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
}
