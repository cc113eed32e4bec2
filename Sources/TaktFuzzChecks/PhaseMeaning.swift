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
    }

    static func of(_ timeline: Timeline) -> [PhaseMeaning] { timeline.phases.map(PhaseMeaning.init) }
}
