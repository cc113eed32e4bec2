import Foundation
import TaktCore

extension FuzzTarget {
    public static let plan = FuzzTarget(
        name: "plan",
        summary: "plan YAML: reader, workouts by id or inline, progression, every session compiled"
    ) { data in
        var promises = Promises()
        PlanCheck.check(data, &promises)
        return promises.broken
    }
}

enum PlanCheck {
    /// A plan loads and every one of its sessions compiles, or it is refused with located diagnostics.
    static func check(_ data: Data, _ promises: inout Promises) {
        let plan: Plan
        switch PlanLoader.load(data, file: "fuzz-plan.yaml", catalog: Shared.catalog, known: Shared.programs) {
        case .success(let value):
            plan = value
        case .failure(let failure):
            promises.expectLocated(failure.diagnostics, "plan")
            return
        }
        let compiler = TimelineCompiler(catalog: Shared.catalog)
        for week in 1...max(plan.weeks, 1) {
            for day in 1...max(plan.sessionsPerWeek, 1) {
                let program = plan.program(week: week, day: day)
                promises.expect(
                    (try? compiler.compile(program)) != nil, "week \(week) day \(day) of a loaded plan does not compile"
                )
            }
        }
    }
}
