import CLibYAML

/// The one look at YAML text before Yams composes a tree of it: libyaml's own events, read once.
///
/// Yams composes recursively and hashes every mapping key in full, so three kinds of input could
/// hurt it: very deep nesting (the stack), a file built from a great many aliases, and an alias to
/// a huge collection used as a key (the hash walks every expanded node). libyaml's parser keeps its
/// own stacks and runs in time and space linear in the text, so its events measure all three
/// exactly — what is a collection, a key or an alias is what Yams will take for one, never a guess
/// from the characters. The walk stops at the first finding, or at the end of the events or the
/// first syntax error (which Yams then reports, where libyaml found it).
///
/// A collection or an alias in a key's place costs little in a file without aliases, so it is
/// refused only when the file uses aliases.
enum YAMLGuard {
    /// Deeper than any program needs, shallow enough for Yams' recursion.
    static let maximumDepth = 64
    /// More alias uses than any program needs; a file built from more is refused before Yams
    /// composes it.
    static let maximumAliases = 10_000

    struct Finding: Sendable, Hashable {
        var position: SourcePosition
        var message: Diagnostic.Message
    }

    /// The first reason to refuse `text`, or `nil` when it is safe to compose.
    static func check(_ text: String) -> Finding? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var walk = Walk()
            while true {
                var event = yaml_event_t()
                // A syntax error ends the events where it ends Yams' composing too.
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return nestingLimit(of: parser) ?? walk.finish()
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                if let finding = walk.take(event.type, at: position(of: event.start_mark)) { return finding }
            }
            return walk.finish()
        }
    }

    /// The libyaml Yams compiles in stops at 1,000 open collections, counting those its scanner has
    /// read ahead (up to 1,024 characters, to see whether a `[` starts a key): a line of a thousand
    /// `[` fails there before the events reach this guard's limit. It is the same refusal.
    private static func nestingLimit(of parser: yaml_parser_t) -> Finding? {
        guard let problem = parser.problem, String(cString: problem).contains("nesting level") else { return nil }
        return Finding(
            position: position(of: parser.problem_mark),
            message: Diagnostic.Message(.validateTooDeep, ["limit": .int(maximumDepth)]))
    }

    /// libyaml counts lines and columns from 0, in characters.
    private static func position(of mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The collections open at an event, innermost last, and what was seen so far.
    private struct Walk {
        /// An open collection: a mapping, whose nodes alternate key and value, or a sequence.
        private struct Open {
            var isMapping: Bool
            var nextIsKey: Bool
        }

        private var open: [Open] = []
        private var aliases = 0
        private var complexKey: SourcePosition?

        mutating func take(_ type: yaml_event_type_t, at position: SourcePosition) -> Finding? {
            switch type {
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                _ = open.popLast()
            case YAML_ALIAS_EVENT, YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                return node(type, at: position)
            default:
                break
            }
            return nil
        }

        /// A complex key is told only at the end: until then the file may still use no alias.
        func finish() -> Finding? {
            guard aliases > 0, let complexKey else { return nil }
            return Finding(position: complexKey, message: Diagnostic.Message(.validateComplexKey))
        }

        private mutating func node(_ type: yaml_event_type_t, at position: SourcePosition) -> Finding? {
            if let index = open.indices.last, open[index].isMapping {
                if open[index].nextIsKey, type != YAML_SCALAR_EVENT, complexKey == nil { complexKey = position }
                open[index].nextIsKey.toggle()
            }
            switch type {
            case YAML_ALIAS_EVENT:
                aliases += 1
                if aliases > YAMLGuard.maximumAliases {
                    return Finding(
                        position: position,
                        message: Diagnostic.Message(.validateTooManyAliases, ["limit": .int(YAMLGuard.maximumAliases)]))
                }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                open.append(Open(isMapping: type == YAML_MAPPING_START_EVENT, nextIsKey: true))
                if open.count > YAMLGuard.maximumDepth {
                    return Finding(
                        position: position,
                        message: Diagnostic.Message(.validateTooDeep, ["limit": .int(YAMLGuard.maximumDepth)]))
                }
            default:
                break
            }
            return nil
        }
    }
}
