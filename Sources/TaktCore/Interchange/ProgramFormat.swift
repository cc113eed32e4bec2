import Foundation

/// The formats `convert` writes a program in.
public enum ProgramFormat: String, Sendable, CaseIterable {
    case fit, yaml, txt, json

    /// A format name that takt does not write.
    public struct Unknown: Error, Sendable, Hashable {
        public var name: String
    }

    /// `fit`, `yaml` (or `yml`), `txt` (or `text`), `json`, any case.
    public init(parsing name: String) throws(Unknown) {
        let lowered = name.lowercased()
        let aliases = ["yml": "yaml", "text": "txt"]
        guard let format = ProgramFormat(rawValue: aliases[lowered] ?? lowered) else { throw Unknown(name: name) }
        self = format
    }

    /// The format a file name's extension names, if any.
    public init?(path: String) {
        let pathExtension = URL(fileURLWithPath: path).pathExtension
        guard !pathExtension.isEmpty, let format = try? ProgramFormat(parsing: pathExtension) else { return nil }
        self = format
    }

    /// The file's bytes and what the format could not hold.
    ///
    /// YAML and JSON hold everything; the text form and FIT hold the timeline, in one language.
    public func render(
        _ program: Program, catalog: ExerciseCatalog, language: String, created: Date
    ) -> (data: Data, losses: [ConversionLoss]) {
        switch self {
        case .yaml: return (Data(ProgramDocument.yaml(program).utf8), [])
        case .json: return (Data(ProgramDocument.json(program).utf8), [])
        case .txt:
            let printed = TextForm.print(program, language: language, catalog: catalog)
            return (Data((printed.text + "\n").utf8), printed.losses)
        case .fit:
            return (
                FITWorkout.file(program, catalog: catalog, language: language, created: created),
                ConversionLoss.fit(program)
            )
        }
    }
}
