/// A quick look at YAML text before Yams builds a tree of it.
///
/// Yams composes recursively and hashes mapping keys in full, so two inputs could hurt it:
/// very deep nesting (the stack) and an alias to a huge collection used as a key (the
/// hash walks every expanded node). Both are refused here, from the text alone, in one
/// linear pass.
///
/// The scan only ever errs towards refusing: brackets count even inside quotes, and quote
/// tracking serves only to tell a `#` comment (whose brackets do not count) from a `#` in
/// a quoted text. Only files that use aliases are checked for complex keys.
///
/// Block nesting is counted by indentation changes, not by the number of spaces: a line sits
/// one level inside the nearest earlier line that is less indented, so a folded text indented
/// 70 columns is as shallow as its key. A sequence written at its key's own indentation is
/// counted one level short, so the real depth stays below twice the limit.
struct YAMLPreflight {
    /// Deeper than any program needs, shallow enough for Yams' recursion.
    static let maximumDepth = 64

    struct Finding: Sendable, Hashable {
        var line: Int
        var column: Int
        var message: Diagnostic.Message
    }

    private var line = 1
    private var column = 0
    private var flowDepth = 0
    private var indicatorsOnLine = 0
    private var indentation = 0
    private var atLineStart = true
    /// Less indented lines still open above this one, each with the depth its content reached.
    private var openLevels: [(indentation: Int, depth: Int)] = []
    /// The depth of the line the current one sits in.
    private var enclosingDepth = 0
    /// Whether the current line starts a block node (not a comment, nor inside quotes or brackets).
    private var lineOpensLevel = false
    /// The quote character of the quoted text the scan is in, if any.
    private var quote: Unicode.Scalar?
    private var sawAlias = false
    private var complexKey: (line: Int, column: Int)?

    /// The first reason to refuse `text`, or `nil` when it is safe to compose.
    static func check(_ text: String) -> Finding? {
        var scan = YAMLPreflight()
        return scan.run(Array(text.unicodeScalars))
    }

    private mutating func run(_ scalars: [Unicode.Scalar]) -> Finding? {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                newLine()
                index += 1
                continue
            }
            column += 1
            if atLineStart {
                if scalar == " " {
                    indentation += 1
                    index += 1
                    continue
                }
                atLineStart = false
                startLine(with: scalar)
            }
            let previous: Unicode.Scalar = index > 0 ? scalars[index - 1] : "\n"
            let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : "\n"
            let atTokenStart = " \t\n[{,:".unicodeScalars.contains(previous) || column == indentation + 1
            let followedBySpace = next == " " || next == "\n" || next == "\t"
            if let open = quote {
                if open == "\"" && scalar == "\\" {
                    index += 2
                    column += 1
                    continue
                }
                if scalar == open {
                    if open == "'" && next == "'" {
                        index += 2
                        column += 1
                        continue
                    }
                    quote = nil
                }
            } else {
                switch scalar {
                case "#" where previous == " " || previous == "\t" || column == indentation + 1:
                    index = skipToLineEnd(scalars, from: index)
                    continue
                case "\"" where atTokenStart, "'" where atTokenStart:
                    quote = scalar
                case "-" where atTokenStart && followedBySpace && flowDepth == 0,
                    ":" where followedBySpace && flowDepth == 0:
                    // Block indicators open a level; inside [ ] and { } the brackets count instead.
                    indicatorsOnLine += 1
                case "?" where atTokenStart && followedBySpace:
                    indicatorsOnLine += 1
                    noteComplexKey()
                default:
                    break
                }
            }
            // Counted even inside quotes: a miscount may refuse a file, never let one through.
            switch scalar {
            case "[", "{":
                flowDepth += 1
            case "]", "}":
                flowDepth = max(0, flowDepth - 1)
                if nextNonSpace(scalars, after: index) == ":" { noteComplexKey() }
            case "*" where atTokenStart:
                var end = index + 1
                while end < scalars.count, !" \t\n,[]{}".unicodeScalars.contains(scalars[end]) { end += 1 }
                if end > index + 1 {
                    sawAlias = true
                    if nextNonSpace(scalars, after: end - 1) == ":" { noteComplexKey() }
                }
            default:
                break
            }
            if enclosingDepth + indicatorsOnLine + flowDepth > Self.maximumDepth {
                return Finding(
                    line: line, column: column,
                    message: Diagnostic.Message("validate.tooDeep", ["limit": .int(Self.maximumDepth)]))
            }
            index += 1
        }
        if sawAlias, let complexKey {
            return Finding(
                line: complexKey.line, column: complexKey.column,
                message: Diagnostic.Message("validate.complexKey"))
        }
        return nil
    }

    /// Finds the line's place among the open levels when its first character is seen.
    private mutating func startLine(with first: Unicode.Scalar) {
        // Comments and the inside of quotes and brackets open no block level; they stay
        // counted inside the line before them, which can only refuse more.
        guard first != "#", quote == nil, flowDepth == 0 else {
            enclosingDepth = openLevels.last?.depth ?? 0
            return
        }
        while let last = openLevels.last, last.indentation >= indentation { openLevels.removeLast() }
        enclosingDepth = openLevels.last?.depth ?? 0
        lineOpensLevel = true
    }

    private mutating func newLine() {
        if lineOpensLevel {
            openLevels.append((indentation, enclosingDepth + indicatorsOnLine))
        }
        lineOpensLevel = false
        line += 1
        column = 0
        indentation = 0
        indicatorsOnLine = 0
        atLineStart = true
    }

    private mutating func noteComplexKey() {
        if complexKey == nil { complexKey = (line, column) }
    }

    private func skipToLineEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        return index
    }

    private func nextNonSpace(_ scalars: [Unicode.Scalar], after index: Int) -> Unicode.Scalar? {
        var cursor = index + 1
        while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
        return cursor < scalars.count ? scalars[cursor] : nil
    }
}
