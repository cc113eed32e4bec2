import Foundation
import TaktCore

extension FuzzTarget {
    public static let textForm = FuzzTarget(
        name: "text-form",
        summary: "one-line text form parser to a timeline; printer round trip"
    ) { data in
        var promises = Promises()
        TextFormCheck.check(String(decoding: data, as: UTF8.self), &promises)
        return promises.broken
    }
}

enum TextFormCheck {
    /// A line compiles or is refused at a column of the line; a line that compiles, printed
    /// and parsed again, means the same phases, and prints the same line again.
    static func check(_ text: String, _ promises: inout Promises) {
        let loaded: ProgramLoader.Loaded
        switch TextForm.load(text, id: "fuzz", catalog: Shared.catalog) {
        case .success(let value):
            loaded = value
        case .failure(let error):
            let length = text.count
            promises.expect(
                error.column >= 1 && error.column <= max(length, TextForm.maximumLength) + 1,
                "refused at column \(error.column), outside the line of \(length) characters")
            promises.expectMessage({ error.rendered(text: text, strings: $0) }, "text form error")
            return
        }
        let printed = TextForm.print(loaded.program)
        switch TextForm.load(printed.text, id: "fuzz", catalog: Shared.catalog) {
        case .success(let back):
            promises.expect(
                PhaseMeaning.of(back.timeline) == PhaseMeaning.of(loaded.timeline),
                "round trip: '\(printed.text)' means other phases than the line it was printed from")
            let again = TextForm.print(back.program).text
            promises.expect(again == printed.text, "round trip: '\(printed.text)' prints again as '\(again)'")
        case .failure(let error):
            promises.expect(
                false, "round trip: the printed line '\(printed.text)' is refused: \(error.message.key.rawValue)")
        }
    }
}
