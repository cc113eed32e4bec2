import Foundation
import Yams

/// Loads a program file: bytes in, a validated ``Program`` with its compiled ``Timeline`` out,
/// or every problem found, each located in the file.
public enum ProgramLoader {
    /// Where in a file something is. The name stays for the validation report, which spells it
    /// so; it is ``SourcePosition``, the one position type.
    public typealias Position = SourcePosition

    /// A program ready to show and run.
    public struct Loaded: Sendable, Hashable {
        public var program: Program
        public var timeline: Timeline
        /// Where the file's `id:` key is; `nil` when the id comes from the file name.
        public var idPosition: SourcePosition?
        /// What is allowed but surely not meant, located: `validate` shows these as warnings.
        public var warnings: [Diagnostic] = []
        /// The timeline of the program's scaled version, when it declares one.
        public var scaledTimeline: Timeline?
        /// True for the scaled version itself (``scaled``), which `show` names as such.
        public var isScaledVersion = false

        public init(
            program: Program, timeline: Timeline, idPosition: SourcePosition? = nil, warnings: [Diagnostic] = [],
            scaledTimeline: Timeline? = nil
        ) {
            self.program = program
            self.timeline = timeline
            self.idPosition = idPosition
            self.warnings = warnings
            self.scaledTimeline = scaledTimeline
        }

        /// The scaled version (`show --scaled`, `run --scaled`), `nil` when there is none.
        public var scaled: Loaded? {
            guard let program = program.scaledVersion, let scaledTimeline else { return nil }
            var loaded = Loaded(program: program, timeline: scaledTimeline, idPosition: idPosition, warnings: warnings)
            loaded.isScaledVersion = true
            return loaded
        }
    }

    /// A program that cannot be used, with all its problems in file order.
    public struct Failure: Error, Sendable, Hashable {
        /// The program's id when it could be read, else the one its file name gives.
        public var id: String
        public var diagnostics: [Diagnostic]
        /// Where the file's `id:` key is, when it was read.
        public var idPosition: SourcePosition?

        public init(id: String, diagnostics: [Diagnostic], idPosition: SourcePosition? = nil) {
            self.id = id
            self.diagnostics = diagnostics
            self.idPosition = idPosition
        }
    }

    /// Loads `data`, naming it `file` in diagnostics; the id defaults to the file's name.
    public static func load(_ data: Data, file: String, catalog: ExerciseCatalog) -> Result<Loaded, Failure> {
        let defaultID = defaultID(for: file)
        let root: Node
        switch YAMLDocument.parse(data, file: file) {
        case .success(let node): root = node
        case .failure(let diagnostic): return .failure(Failure(id: defaultID, diagnostics: [diagnostic]))
        }
        var reader = ProgramReader(
            file: file, catalog: catalog, budget: NodeReader.visitBudget(forBytes: data.count))
        let program: Program?
        do throws(NodeReader.Exhausted) {
            program = try reader.read(root, defaultID: defaultID)
        } catch {
            let mark = error.mark
            let bomb = Diagnostic(
                file: file, at: SourcePosition(mark),
                message: Diagnostic.Message(.validateBomb, ["limit": .int(reader.reader.budget)]))
            let found = reader.reader.diagnostics.prefix(NodeReader.maximumDiagnostics)
            // Many problems stop the walk too; only a walk that ran out of nodes is a bomb.
            let diagnostics = found.count >= NodeReader.maximumDiagnostics ? Array(found) : Array(found) + [bomb]
            return .failure(
                Failure(id: reader.id ?? defaultID, diagnostics: sorted(diagnostics), idPosition: reader.idPosition))
        }
        let at = reader.idPosition
        guard let program else {
            return .failure(
                Failure(id: reader.id ?? defaultID, diagnostics: sorted(reader.reader.diagnostics), idPosition: at))
        }
        if TimelineCompiler.phaseCount(of: program) > TimelineCompiler.maximumPhases * 4 {
            // Far past the limit: refuse without building anything.
            return .failure(Failure(id: program.id, diagnostics: [tooManyPhases(root, file: file)], idPosition: at))
        }
        let compiler = TimelineCompiler(catalog: catalog)
        let timeline: Timeline
        do {
            timeline = try compiler.compile(program)
        } catch {
            let diagnostic = locate(error, marks: reader.marks, root: root, file: file)
            return .failure(Failure(id: program.id, diagnostics: [diagnostic], idPosition: at))
        }
        var scaledTimeline: Timeline?
        if let scaled = program.scaledVersion {
            do {
                scaledTimeline = try compiler.compile(scaled)
            } catch {
                let diagnostic = locate(error, marks: reader.scaledMarks, root: root, file: file)
                return .failure(Failure(id: program.id, diagnostics: [diagnostic], idPosition: at))
            }
        }
        let warnings = unusedRestAfter(program, marks: reader.marks, file: file).map { [$0] } ?? []
        return .success(
            Loaded(
                program: program, timeline: timeline, idPosition: at, warnings: warnings, scaledTimeline: scaledTimeline
            ))
    }

    /// A warning at the last block's `restAfter` value, when it is one that never runs.
    private static func unusedRestAfter(_ program: Program, marks: ProgramReader.Marks, file: String) -> Diagnostic? {
        guard let seconds = program.unusedRestAfter, let block = marks.blocks[[program.blocks.count - 1]] else {
            return nil
        }
        let mark = (block.mapping?["restAfter"] ?? block).mark
        return Diagnostic(
            file: file, at: SourcePosition(mark),
            message: Diagnostic.Message(.validateRestAfterUnused, ["time": .text(ClockText.format(seconds: seconds))]))
    }

    /// The id a file gives a program without an `id`: its name without the extension.
    public static func defaultID(for file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }

    /// Diagnostics in file order; equal positions keep the order they were found in.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    private static func tooManyPhases(_ root: Node, file: String) -> Diagnostic {
        let blocks = root.mapping?.first { $0.key.scalar?.string == "blocks" }?.key ?? root
        return diagnostic(
            at: blocks, file: file,
            Diagnostic.Message(.validateTooManyPhases, ["limit": .int(TimelineCompiler.maximumPhases)]))
    }

    /// Points a compiler failure at the block, exercise or set it names.
    private static func locate(
        _ failure: TimelineCompiler.Failure, marks: ProgramReader.Marks, root: Node, file: String
    ) -> Diagnostic {
        func node(_ location: TimelineCompiler.Location) -> Node {
            let path = location.path
            guard let block = marks.blocks[path] else { return root }
            let exercises = marks.exercises[path] ?? []
            guard let exercise = location.exercise, exercises.indices.contains(exercise) else { return block }
            let setLists = marks.sets[path] ?? []
            let sets = setLists.indices.contains(exercise) ? setLists[exercise] : []
            if let set = location.set, sets.indices.contains(set) { return sets[set] }
            return exercises[exercise]
        }
        switch failure {
        case .unknownExercise(let key, let location):
            return diagnostic(
                at: node(location), file: file, Diagnostic.Message(.validateUnknownExercise, ["key": .quoted(key)]))
        case .missingName(let location):
            return diagnostic(at: node(location), file: file, Diagnostic.Message(.validateMissingExercise))
        case .missingMET(let location):
            return diagnostic(at: node(location), file: file, Diagnostic.Message(.validateMissingMET))
        case .missingWorkOrReps(let location):
            return diagnostic(at: node(location), file: file, Diagnostic.Message(.validateMissingWork))
        case .tooManyPhases:
            return tooManyPhases(root, file: file)
        }
    }

    private static func diagnostic(at node: Node, file: String, _ message: Diagnostic.Message) -> Diagnostic {
        Diagnostic(file: file, at: SourcePosition(node.mark), message: message)
    }
}
