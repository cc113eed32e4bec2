/// A quick look at YAML text before Yams builds a tree of it.
///
/// Yams composes recursively and hashes mapping keys in full, so two inputs could hurt it:
/// very deep nesting (the stack) and an alias to a huge collection used as a key (the
/// hash walks every expanded node). Both are refused here, from the text alone, in one
/// linear pass.
///
/// Brackets count only where YAML reads them as collections: not in comments, not inside
/// quoted text, not in the lines of a block text (`|` or `>`), so a description of a hundred
/// `[` loads. A quote opens only where a scalar can start (after `: `, `- `, `[`, `{`, `,` or
/// at the start of a line), as in YAML, so a stray `"` inside plain text cannot hide the
/// brackets after it. Only files that use aliases are checked for complex keys: a key followed
/// by `:` that is an alias or a collection, a `? ` key, and any alias or collection where a flow
/// mapping expects a key (`{*big}`, `{a: 1, [*big]}`), which needs no `:` at all.
///
/// Block nesting is counted by indentation changes, not by the number of spaces: a line sits
/// one level inside the nearest earlier line that is less indented, so a folded text indented
/// 70 columns is as shallow as its key. A sequence written at its key's own indentation is
/// counted one level short, so the real depth stays below twice the limit.
struct YAMLPreflight {
    /// Deeper than any program needs, shallow enough for Yams' recursion.
    static let maximumDepth = 64
    /// More alias uses than any program needs; a file built from more is refused before
    /// Yams composes it, so refusing it costs one pass over the text.
    static let maximumAliases = 10_000

    struct Finding: Sendable, Hashable {
        var position: SourcePosition
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
    private var aliases = 0
    /// Inside a block text, the indentation its lines must exceed; `nil` outside one.
    private var blockTextIndentation: Int?
    /// Where on the current line a key or value starts (after any `- ` indicators).
    private var nodeColumn = 0
    /// The last scalar of the current line outside comments, to spot a block text indicator.
    private var lastOnLine: Int?
    private var sawAlias: Bool { aliases > 0 }
    /// The open flow collections, innermost last: `[` or `{`.
    private var flowKinds: [Unicode.Scalar] = []
    /// Inside a flow mapping, whether the next node is a key (after `{` or `,`, before `:`).
    private var flowKeyExpected = false
    /// Whether a node starting now would be a key of a flow mapping.
    private var atFlowMappingKey: Bool { flowKinds.last == "{" && flowKeyExpected }
    private var complexKey: SourcePosition?

    /// The first reason to refuse `text`, or `nil` when it is safe to compose.
    static func check(_ text: String) -> Finding? {
        var scan = YAMLPreflight()
        return scan.run(Array(text.unicodeScalars))
    }

    private mutating func run(_ scalars: [Unicode.Scalar]) -> Finding? {
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\n" {
                endLine(scalars)
                index += 1
                continue
            }
            column += 1
            if atLineStart {
                if scalars[index] == " " {
                    indentation += 1
                    index += 1
                    continue
                }
                if let next = beginLine(scalars, at: index) {
                    index = next
                    continue
                }
            }
            if let next = scanQuotesAndIndicators(scalars, at: index) {
                index = next
                continue
            }
            lastOnLine = index
            if let finding = countNesting(scalars, at: index) { return finding }
            index += 1
        }
        if sawAlias, let complexKey {
            return Finding(position: complexKey, message: Diagnostic.Message(.validateComplexKey))
        }
        return nil
    }

    /// At a newline: a line ending in `|` or `>` makes the lines indented under it block text.
    private mutating func endLine(_ scalars: [Unicode.Scalar]) {
        if atLineStart == false, quote == nil, flowDepth == 0, endsWithBlockIndicator(scalars) {
            blockTextIndentation = nodeColumn
        }
        newLine()
    }

    /// At a line's first non-space: a line of block text is skipped whole (the index after it is
    /// returned); any other line finds its level.
    private mutating func beginLine(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        atLineStart = false
        if let block = blockTextIndentation, quote == nil {
            // A line of block text: plain characters, whatever they are.
            if indentation > block { return skipToLineEnd(scalars, from: index) }
            blockTextIndentation = nil
        }
        startLine(with: scalars[index])
        nodeColumn = nodeStart(scalars, from: index)
        return nil
    }

    /// Whether the character at `index` begins a token: after a separator, or first on its line.
    private func isTokenStart(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        // A switch, not a string's scalars searched: this runs for every character of a file,
        // and decoding the string each time cost 4 % of a cold `list` of 1,000 programs.
        switch index > 0 ? scalars[index - 1] : "\n" {
        case " ", "\t", "\n", "[", "{", ",", ":": return true
        default: return column == indentation + 1
        }
    }

    /// Quotes, comments and block indicators; the index to go on from when characters are skipped.
    private mutating func scanQuotesAndIndicators(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        let scalar = scalars[index]
        let previous: Unicode.Scalar = index > 0 ? scalars[index - 1] : "\n"
        let next: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : "\n"
        let atTokenStart = isTokenStart(scalars, index)
        if let open = quote {
            // An escaped character, or a doubled single quote, stays inside the text.
            if (open == "\"" && scalar == "\\") || (open == "'" && scalar == "'" && next == "'") {
                column += 1
                return index + 2
            }
            if scalar == open { quote = nil }
            return nil
        }
        let startsScalar = column == indentation + 1 || (atTokenStart && opensScalar(scalars, before: index))
        let followedBySpace = next == " " || next == "\n" || next == "\t"
        switch scalar {
        case "#" where previous == " " || previous == "\t" || column == indentation + 1:
            return skipToLineEnd(scalars, from: index)
        case "\"" where startsScalar, "'" where startsScalar:
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
        return nil
    }

    /// Brackets and aliases outside quotes; a finding once the nesting or the aliases go too far.
    private mutating func countNesting(_ scalars: [Unicode.Scalar], at index: Int) -> Finding? {
        switch quote == nil ? scalars[index] : " " {
        case "[", "{":
            if atFlowMappingKey { noteComplexKey() }
            flowDepth += 1
            flowKinds.append(scalars[index])
            flowKeyExpected = scalars[index] == "{"
        case "]", "}":
            flowDepth = max(0, flowDepth - 1)
            _ = flowKinds.popLast()
            flowKeyExpected = false
            if nextNonSpace(scalars, after: index) == ":" { noteComplexKey() }
        case ",":
            flowKeyExpected = flowKinds.last == "{"
        case ":":
            flowKeyExpected = false
        case "*" where isTokenStart(scalars, index):
            // The alias's name as libyaml scans it: ASCII letters, digits, `_` and `-`. Anything
            // else ends it, so in `[*big: x]` the `:` makes the alias a key.
            var end = index + 1
            while end < scalars.count, Self.isAnchorCharacter(scalars[end]) { end += 1 }
            if end > index + 1 {
                if atFlowMappingKey { noteComplexKey() }
                aliases += 1
                if aliases > Self.maximumAliases {
                    return Finding(
                        position: SourcePosition(line: line, column: column),
                        message: Diagnostic.Message(.validateTooManyAliases, ["limit": .int(Self.maximumAliases)]))
                }
                if nextNonSpace(scalars, after: end - 1) == ":" { noteComplexKey() }
            }
        default:
            break
        }
        if enclosingDepth + indicatorsOnLine + flowDepth > Self.maximumDepth {
            return Finding(
                position: SourcePosition(line: line, column: column),
                message: Diagnostic.Message(.validateTooDeep, ["limit": .int(Self.maximumDepth)]))
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

    /// Whether the line's last token is `|` or `>` (with chomping or indentation digits)
    /// right after a `key:` or `- `: the lines below, more indented, are text.
    private func endsWithBlockIndicator(_ scalars: [Unicode.Scalar]) -> Bool {
        guard var cursor = lastOnLine else { return false }
        while cursor > 0, "+-0123456789".unicodeScalars.contains(scalars[cursor]), scalars[cursor - 1] != " " {
            cursor -= 1
        }
        guard scalars[cursor] == "|" || scalars[cursor] == ">", cursor > 0, scalars[cursor - 1] == " " else {
            return false
        }
        let before = previousNonSpace(scalars, before: cursor)
        return before == ":" || before == "-" || before == "?"
    }

    /// The offset within the line where its node starts, past any `- ` sequence indicators:
    /// a block text's lines must be indented more than that.
    private func nodeStart(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var cursor = start
        var column = indentation
        while cursor + 1 < scalars.count, scalars[cursor] == "-", scalars[cursor + 1] == " " {
            let dash = column
            cursor += 1
            column += 1
            while cursor < scalars.count, scalars[cursor] == " " {
                cursor += 1
                column += 1
            }
            if cursor < scalars.count, scalars[cursor] == "|" || scalars[cursor] == ">" { return dash }
        }
        return column
    }

    /// Whether a scalar (and so a quote) may start at `index`: after `[`, `{`, `,` or `:`, or
    /// after a `-` or `?` that is itself an indicator (preceded by a space or the line start).
    private func opensScalar(_ scalars: [Unicode.Scalar], before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, scalars[cursor] == " " || scalars[cursor] == "\t" { cursor -= 1 }
        guard cursor >= 0, scalars[cursor] != "\n" else { return true }
        switch scalars[cursor] {
        case ":", "[", "{", ",": return true
        case "-", "?": return cursor == 0 || [" ", "\t", "\n"].contains(scalars[cursor - 1])
        default: return false
        }
    }

    private func previousNonSpace(_ scalars: [Unicode.Scalar], before index: Int) -> Unicode.Scalar? {
        var cursor = index - 1
        while cursor >= 0, scalars[cursor] == " " || scalars[cursor] == "\t" { cursor -= 1 }
        guard cursor >= 0, scalars[cursor] != "\n" else { return nil }
        return scalars[cursor]
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
        lastOnLine = nil
        atLineStart = true
    }

    private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "A"..."Z", "a"..."z", "_", "-": true
        default: false
        }
    }

    private mutating func noteComplexKey() {
        if complexKey == nil { complexKey = SourcePosition(line: line, column: column) }
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
