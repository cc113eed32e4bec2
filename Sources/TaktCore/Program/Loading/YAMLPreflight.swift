/// A quick look at YAML text before Yams builds a tree of it.
///
/// Yams composes recursively and hashes mapping keys in full, so two inputs could hurt it:
/// very deep nesting (the stack) and an alias to a huge collection used as a key (the
/// hash walks every expanded node). Both are refused here, from the text alone, in one
/// linear pass. The scan errs on the safe side: it over-counts nesting, and only files
/// that use aliases are checked for complex keys.
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
    private var sawAlias = false
    private var complexKey: (line: Int, column: Int)?

    /// The first reason to refuse `text`, or `nil` when it is safe to compose.
    static func check(_ text: String) -> Finding? {
        var scan = YAMLPreflight()
        return scan.run(Array(text.unicodeScalars))
    }

    private mutating func run(_ scalars: [Unicode.Scalar]) -> Finding? {
        var index = 0
        var blockScalarIndent: Int?
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                newLine()
                index += 1
                continue
            }
            if atLineStart {
                if scalar == " " {
                    indentation += 1
                    column += 1
                    index += 1
                    continue
                }
                atLineStart = false
                if let parent = blockScalarIndent {
                    if indentation > parent {
                        index = skipToLineEnd(scalars, from: index)
                        continue
                    }
                    blockScalarIndent = nil
                }
            }
            column += 1
            let previous: Unicode.Scalar = index > 0 ? scalars[index - 1] : "\n"
            let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : "\n"
            let atTokenStart = " \t\n[{,".unicodeScalars.contains(previous) || column == indentation + 1
            let followedBySpace = next == " " || next == "\n" || next == "\t"
            switch scalar {
            case "#" where previous == " " || previous == "\t" || column == indentation + 1:
                index = skipToLineEnd(scalars, from: index)
                continue
            case "\"" where atTokenStart, "'" where atTokenStart:
                index = skipQuoted(scalars, from: index, quote: scalar)
                continue
            case "[", "{":
                flowDepth += 1
            case "]", "}":
                flowDepth = max(0, flowDepth - 1)
                if nextNonSpace(scalars, after: index) == ":" { noteComplexKey() }
            case "-" where atTokenStart && followedBySpace && flowDepth == 0,
                ":" where followedBySpace && flowDepth == 0:
                // Block indicators open a level; inside [ ] and { } the brackets already count.
                indicatorsOnLine += 1
            case "?" where atTokenStart && followedBySpace:
                indicatorsOnLine += 1
                noteComplexKey()
            case "|" where atTokenStart, ">" where atTokenStart:
                if restOfLineIsBlockHeader(scalars, from: index + 1) {
                    blockScalarIndent = indentation
                }
            case "*" where atTokenStart:
                sawAlias = true
                var end = index + 1
                while end < scalars.count, !" \t\n,[]{}".unicodeScalars.contains(scalars[end]) { end += 1 }
                if end > index + 1, nextNonSpace(scalars, after: end - 1) == ":" { noteComplexKey() }
            default:
                break
            }
            if indentation + indicatorsOnLine + flowDepth > Self.maximumDepth {
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

    private mutating func newLine() {
        line += 1
        column = 0
        indentation = 0
        indicatorsOnLine = 0
        atLineStart = true
    }

    private mutating func noteComplexKey() {
        if complexKey == nil { complexKey = (line, column) }
    }

    private mutating func skipToLineEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        return index
    }

    /// Skips a quoted scalar, which may span lines; returns the index after its closing quote.
    private mutating func skipQuoted(_ scalars: [Unicode.Scalar], from start: Int, quote: Unicode.Scalar) -> Int {
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                column = 0
            } else {
                column += 1
            }
            if quote == "\"", scalar == "\\" {
                index += 2
                column += 1
                continue
            }
            if scalar == quote {
                if quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2
                    column += 1
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return index
    }

    private func nextNonSpace(_ scalars: [Unicode.Scalar], after index: Int) -> Unicode.Scalar? {
        var cursor = index + 1
        while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
        return cursor < scalars.count ? scalars[cursor] : nil
    }

    /// True when `|` or `>` starts a block scalar: only modifiers and a comment follow.
    private func restOfLineIsBlockHeader(_ scalars: [Unicode.Scalar], from start: Int) -> Bool {
        var index = start
        while index < scalars.count, scalars[index] != "\n" {
            let scalar = scalars[index]
            if scalar == "#" { return true }
            if !"+-0123456789 \t".unicodeScalars.contains(scalar) { return false }
            index += 1
        }
        return true
    }
}
