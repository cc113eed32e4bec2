import CYaml

/// The second look before Yams composes a tree: libyaml's own events, so what is a key is what
/// Yams will take for one.
///
/// Yams hashes every mapping key in full. An alias to a huge collection used as a key (or a
/// collection holding one) makes that hash walk every expanded node. ``YAMLPreflight`` looks for
/// such keys in the text, but a text scan can disagree with libyaml about where quoted text
/// starts (a `"` inside a plain scalar, a continued line), and what it takes for quoted text it
/// does not look into. The fuzz smoke of `plan` found such a file
/// (FuzzTesting/Corpus/plan/finding-alias-key-colon-as-found.yaml). Here libyaml's parser, which
/// keeps its own stacks and so runs in time and space linear in the text, reads the events up
/// to the end or the first syntax error, and an alias or a collection in a key's place is
/// refused when the file uses aliases. Files without a `*` have no alias and are not read twice.
enum YAMLKeyCheck {
    /// Where the first alias or collection used as a key starts, when the file also uses aliases.
    static func complexKey(in text: String) -> SourcePosition? {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            return scan(&parser)
        }
    }

    /// An open collection: a mapping, whose nodes alternate key and value, or a sequence.
    private struct Open {
        var isMapping: Bool
        var nextIsKey: Bool
    }

    private static func scan(_ parser: inout yaml_parser_t) -> SourcePosition? {
        var open: [Open] = []
        var aliases = 0
        var complexKey: SourcePosition?
        while true {
            var event = yaml_event_t()
            // A syntax error ends the events where it ends Yams' composing too.
            guard yaml_parser_parse(&parser, &event) == 1 else { break }
            defer { yaml_event_delete(&event) }
            let type = event.type
            switch type {
            case YAML_STREAM_END_EVENT:
                return aliases > 0 ? complexKey : nil
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                _ = open.popLast()
            case YAML_ALIAS_EVENT, YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                var isKey = false
                if let index = open.indices.last, open[index].isMapping {
                    isKey = open[index].nextIsKey
                    open[index].nextIsKey.toggle()
                }
                if isKey, type != YAML_SCALAR_EVENT, complexKey == nil {
                    complexKey = SourcePosition(
                        line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                }
                if type == YAML_ALIAS_EVENT { aliases += 1 }
                if type == YAML_SEQUENCE_START_EVENT { open.append(Open(isMapping: false, nextIsKey: false)) }
                if type == YAML_MAPPING_START_EVENT { open.append(Open(isMapping: true, nextIsKey: true)) }
            default:
                break
            }
        }
        return aliases > 0 ? complexKey : nil
    }
}
