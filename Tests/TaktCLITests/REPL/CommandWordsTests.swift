import Testing

@testable import TaktCLI

@Suite struct CommandWordsTests {
    @Test(arguments: [
        ("run tabata-classic --speed 20", ["run", "tabata-classic", "--speed", "20"]),
        ("  show   x  ", ["show", "x"]),
        ("", []),
        ("   \t ", []),
        ("validate 'my program.yaml'", ["validate", "my program.yaml"]),
        (#"validate "my program.yaml""#, ["validate", "my program.yaml"]),
        (#"validate my\ program.yaml"#, ["validate", "my program.yaml"]),
        (#"info "say \"hi\" \n""#, ["info", #"say "hi" \n"#]),
        ("set name ''", ["set", "name", ""]),
        ("a'b'\"c\"d", ["abcd"]),
        (#"trailing\"#, [#"trailing\"#]),
        ("'it''s'", ["its"]),
        ("history # newest first", ["history"]),
        ("# only a comment", []),
        ("set sound#1", ["set", "sound#1"]),
    ])
    func splits(line: String, words: [String]) throws {
        #expect(try CommandWords.split(line) == words)
    }

    @Test(arguments: [("show 'tabata", Character("'")), (#"show "tabata"#, "\""), (#"info "a\"#, "\"")])
    func unclosedQuoteIsAFailureNotACrash(line: String, quote: Character) {
        #expect(throws: CommandWords.Failure.unclosedQuote(quote)) { try CommandWords.split(line) }
    }
}
