import Foundation
import Yams

/// Loads a plan file: bytes in, a validated ``Plan`` whose every session compiles, or every
/// problem found, each located in the file (the same standard as ``ProgramLoader``).
public enum PlanLoader {
    /// A plan that cannot be used, with all its problems in file order.
    public struct Failure: Error, Sendable, Hashable {
        public var id: String
        public var diagnostics: [Diagnostic]
    }

    /// Loads `data`, naming it `file`; `known` are the programs a workout id may name.
    public static func load(
        _ data: Data, file: String, catalog: ExerciseCatalog, known: [String: Program]
    ) -> Result<Plan, Failure> {
        let defaultID = ProgramLoader.defaultID(for: file)
        let root: Node
        switch YAMLDocument.parse(data, file: file) {
        case .success(let node): root = node
        case .failure(let diagnostic): return .failure(Failure(id: defaultID, diagnostics: [diagnostic]))
        }
        var reader = PlanReader(
            file: file, catalog: catalog, known: known, budget: NodeReader.visitBudget(forBytes: data.count))
        let plan: Plan?
        do throws(NodeReader.Exhausted) {
            plan = try reader.read(root, defaultID: defaultID)
        } catch {
            let bomb = Diagnostic(
                file: file, at: SourcePosition(error.mark),
                message: Diagnostic.Message(.validateBomb, ["limit": .int(reader.programs.reader.budget)]))
            let found = Array(reader.diagnostics.prefix(NodeReader.maximumDiagnostics))
            let all = found.count >= NodeReader.maximumDiagnostics ? found : found + [bomb]
            return .failure(Failure(id: reader.id ?? defaultID, diagnostics: ProgramLoader.sorted(all)))
        }
        guard let plan else {
            return .failure(Failure(id: reader.id ?? defaultID, diagnostics: ProgramLoader.sorted(reader.diagnostics)))
        }
        if let problem = firstCompileProblem(plan, reader: reader, root: root, file: file, catalog: catalog) {
            return .failure(Failure(id: plan.id, diagnostics: [problem]))
        }
        return .success(plan)
    }

    /// Compiles every session of the plan; progression can push a workout past the phase limit.
    private static func firstCompileProblem(
        _ plan: Plan, reader: PlanReader, root: Node, file: String, catalog: ExerciseCatalog
    ) -> Diagnostic? {
        let compiler = TimelineCompiler(catalog: catalog)
        for week in 1...plan.weeks {
            for day in 1...plan.sessionsPerWeek {
                let program = plan.program(week: week, day: day)
                if TimelineCompiler.phaseCount(of: program) <= TimelineCompiler.maximumPhases * 4,
                    (try? compiler.compile(program)) != nil
                {
                    continue
                }
                let node = reader.ruleNodes[.rounds] ?? root
                return Diagnostic(
                    file: file, at: SourcePosition(node.mark),
                    message: Diagnostic.Message(
                        .validatePlanSessionTooLong,
                        ["week": .int(week), "day": .int(day), "limit": .int(TimelineCompiler.maximumPhases)]))
            }
        }
        return nil
    }

    /// True when the file has a top-level `plan:` line, so `validate` checks it as a plan. A text
    /// scan, not a parse: `validate` reads many programs and must not parse each one twice.
    public static func looksLikePlan(_ data: Data, file: String) -> Bool {
        String(decoding: data, as: UTF8.self).split(separator: "\n").contains { line in
            line.hasPrefix("plan:") || line.hasPrefix("plan :")
        }
    }
}
