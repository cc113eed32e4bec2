import Foundation
import TaktCore

/// The broken promises of one input, collected while its check runs.
struct Promises {
    private(set) var broken: [String] = []

    mutating func expect(_ condition: Bool, _ promise: @autoclosure () -> String) {
        if !condition { broken.append(promise()) }
    }

    /// A message a user reads must say something in every bundled language.
    mutating func expectMessage(_ render: (Strings) -> String, _ what: String) {
        for strings in Shared.languages {
            expect(!render(strings).isEmpty, "\(what): empty message in '\(strings.language)'")
        }
    }

    /// A diagnostic points into the file (line and column from 1) and says something.
    mutating func expectLocated(_ diagnostics: [Diagnostic], _ what: String) {
        expect(!diagnostics.isEmpty, "\(what): refused without a diagnostic")
        for diagnostic in diagnostics {
            expect(
                diagnostic.line >= 1 && diagnostic.column >= 1,
                "\(what): diagnostic at \(diagnostic.line):\(diagnostic.column) is outside the file")
            expectMessage(diagnostic.rendered, what)
        }
    }
}

/// What every check reads once: the bundled catalog, programs and languages.
enum Shared {
    static let catalog: ExerciseCatalog = {
        guard let data = BundledFiles.file("Programs/exercises.yaml") else { return ExerciseCatalog() }
        return ExerciseCatalogLoader.load(data, file: "exercises.yaml").catalog
    }()

    /// The bundled programs by id, the ones a plan's workout may name.
    static let programs: [String: Program] = {
        var programs: [String: Program] = [:]
        for file in BundledFiles.files(in: "Programs") where file.name.hasSuffix(".yaml") {
            if case .success(let loaded) = ProgramLoader.load(file.data, file: file.name, catalog: catalog) {
                programs[loaded.program.id] = loaded.program
            }
        }
        return programs
    }()

    static let languages = [Languages.bundled.strings(for: "en"), Languages.bundled.strings(for: "de")]
}
