import TaktCore
import TaktTestSupport
import Testing

@testable import TaktCLI

/// Help reads as prose at every width: paragraphs wrapped anew, never broken where a word
/// still fitted, lists hanging under their descriptions, in both languages.
@Suite struct HelpLayoutTests {
    static let widths = [40, 60, 80, 200]

    /// Every help text (the overview and each command) with the source it was wrapped from.
    static func texts(_ language: String, width: Int) -> [(name: String, rendered: String, source: String)] {
        let strings = Languages.bundled.strings(for: language)
        let overview = HelpText.overview(strings, width: .max)
        var texts = [("overview", HelpText.overview(strings, width: width), overview)]
        for name in CommandTable.names {
            let details = HelpText.details(name, strings, languages: .bundled)
            let rendered = HelpText.command(name, strings, languages: .bundled, width: width)
            // The usage lines come first; the summary and the details are the prose.
            let prose = rendered.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
            let source = strings(StringKey(.help, "\(name).summary")) + (details.isEmpty ? "" : "\n\n" + details)
            texts.append((name, prose, source))
        }
        return texts
    }

    @Test(arguments: ["en", "de"], widths)
    func noLineCouldHaveHeldTheNextWord(language: String, width: Int) {
        for text in Self.texts(language, width: width) {
            let early = WrapCheck.earlyBreaks(rendered: text.rendered, source: text.source, width: width)
            #expect(early.isEmpty, "help \(text.name), \(language), \(width) columns: \(early)\n\(text.rendered)")
        }
    }

    @Test(arguments: ["en", "de"], widths)
    func everyLineFitsItsWidth(language: String, width: Int) {
        for text in Self.texts(language, width: width) {
            for line in text.rendered.split(separator: "\n") where line.contains(" ") {
                #expect(DisplayWidth.of(String(line)) <= width, "help \(text.name): \(line)")
            }
        }
    }

    /// A list's second line starts under its description, never back at the margin: the keys of
    /// `help run` continue under the text after "Keys:".
    @Test(arguments: ["en", "de"])
    func theKeysOfRunHangUnderTheirDescription(language: String) throws {
        let strings = Languages.bundled.strings(for: language)
        let lines = HelpText.command("run", strings, languages: .bundled, width: 60).split(separator: "\n").map(
            String.init)
        let label = language == "en" ? "  Keys:" : "  Tasten:"
        let index = try #require(lines.firstIndex { $0.hasPrefix(label) })
        let column = lines[index].dropFirst(label.count).prefix { $0 == " " }.count + label.count
        #expect(lines.count > index + 1)
        for line in lines[(index + 1)...] {
            #expect(line.prefix { $0 == " " }.count == column, "\(line)")
        }
    }

    @Test func paragraphsReadBackAsWrittenByHand() {
        let text =
            "Exit status:\n  0      ok\n  1      failed: a file that\n         cannot be read\n\n  a  b\nplain\nnext"
        #expect(
            Prose.paragraphs(text) == [
                .text(indent: 0, "Exit status:"), .item(indent: 2, term: "0", description: "ok"),
                .item(indent: 2, term: "1", description: "failed: a file that cannot be read"), .blank,
                .item(indent: 2, term: "a", description: "b"), .text(indent: 0, "plain"), .text(indent: 0, "next"),
            ])
    }
}
