import Foundation
import TaktCore

extension FuzzTarget {
    public static let programText = FuzzTarget(
        name: "program-text",
        summary: "program YAML that loads, shared as a line: the line reads back to the same phases"
    ) { data in
        var promises = Promises()
        ProgramTextCheck.check(data, &promises)
        return promises.broken
    }
}

enum ProgramTextCheck {
    /// Every program that loads prints, as `share` does, a line that reads back to the same
    /// phases (what a line cannot hold, such as titles, is named as lost and means nothing to
    /// the phases), and that line prints again as itself.
    static func check(_ data: Data, _ promises: inout Promises) {
        guard case .success(let loaded) = ProgramLoader.load(data, file: "fuzz.yaml", catalog: Shared.catalog) else {
            return
        }
        let printed = TextForm.print(loaded.program)
        switch TextForm.load(printed.text, id: "fuzz", catalog: Shared.catalog) {
        case .success(let back):
            promises.expect(
                PhaseMeaning.of(back.timeline) == PhaseMeaning.of(loaded.timeline),
                "share: '\(printed.text)' means other phases than the program it was printed from")
            let again = TextForm.print(back.program).text
            promises.expect(again == printed.text, "share: '\(printed.text)' prints again as '\(again)'")
        case .failure(let error):
            promises.expect(
                false,
                "share: the printed line '\(printed.text)' is refused at column \(error.column): "
                    + error.message.key.rawValue)
        }
    }
}
