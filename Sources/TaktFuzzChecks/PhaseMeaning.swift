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
            name = task.activity.name.resolved(for: "en")
            met = task.activity.met
            quantity = task.quantity
            load = task.load
            parts = task.parts.map(Task.init)
            climbs = task.climbs
        }
    }

    init(_ phase: Phase) {
        kind = phase.kind
        seconds = phase.seconds
        reps = phase.reps
        key = phase.activity?.key
        name = phase.activity?.name.resolved(for: "en") ?? ""
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
