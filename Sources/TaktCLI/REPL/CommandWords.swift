/// Splits a REPL line into words the way a shell does: spaces separate, quotes group,
/// backslashes escape, `#` at the start of a word begins a comment.
public enum CommandWords {
    public enum Failure: Error, Sendable, Hashable {
        /// A quote was opened and never closed; carries the quote character.
        case unclosedQuote(Character)
    }

    public static func split(_ line: String) throws(Failure) -> [String] {
        var words: [String] = []
        var current = ""
        // A word exists once anything, even an empty pair of quotes, was written for it.
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "#" where !inWord:
                return words
            case "\\":
                // A trailing backslash escapes nothing and stays itself.
                current.append(characters.next() ?? "\\")
                inWord = true
            case "'":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .unclosedQuote("'") }
                    if next == "'" { break }
                    current.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = characters.next() else { throw .unclosedQuote("\"") }
                    if next == "\"" { break }
                    if next == "\\" {
                        // Inside double quotes a backslash escapes only `"` and `\`, as in sh.
                        guard let escaped = characters.next() else { throw .unclosedQuote("\"") }
                        if escaped != "\"" && escaped != "\\" { current.append("\\") }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
            default:
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
