import TaktCore

/// What a phase means for the person doing it: what a round trip through another format keeps.
///
/// Block titles and indexes are left out: the text form and FIT have none.
struct PhaseMeaning: Hashable {
    var kind: Phase.Kind
    var seconds: Int?
    var reps: Int?
    var key: String?
    var name: String
    var met: Double?
    var billedMET: Double
    var round: Int
    var rounds: Int
    var set: Int
    var sets: Int
    var tasks: [Task]
    var climb: Climb?
    var load: Load?
    var asksMax: Bool

    /// A task of a scored window: its movement, quantity, load and parts.
    struct Task: Hashable {
        var key: String?
        var name: String
        var met: Double
        var quantity: Quantity
        var load: Load?
        var parts: [Task]
        var climbs: Bool

        init(_ task: Phase.Task) {
            key = task.activity.key
            name = PhaseMeaning.written(task.activity.name.resolved(for: "en"))
            met = task.activity.met
            quantity = task.quantity
            load = task.load
            parts = task.parts.map(Task.init)
            climbs = task.climbs
        }
    }

    /// A name as the text form can write it: a line quotes custom names and has no escape, so
    /// the printer writes a double quote inside one as a single quote, and a line reads a quoted
    /// name without the whitespace around it (`TextFormPrinter`). The name a person reads keeps
    /// its meaning; the phases are otherwise the same.
    static func written(_ name: String) -> String {
        name.trimmingWhitespace().replacingOccurrences(of: "\"", with: "'")
    }

    init(_ phase: Phase) {
        kind = phase.kind
        seconds = phase.seconds
        reps = phase.reps
        key = phase.activity?.key
        name = Self.written(phase.activity?.name.resolved(for: "en") ?? "")
        met = phase.activity?.met
        billedMET = phase.billedMET
        round = phase.round
        rounds = phase.rounds
        set = phase.set
        sets = phase.sets
        tasks = phase.tasks.map(Task.init)
        climb = phase.climb
        load = phase.load
        asksMax = phase.asksMax
    }

    static func of(_ timeline: Timeline) -> [PhaseMeaning] { timeline.phases.map(PhaseMeaning.init) }
}
