import TaktCore

/// Snapshots of a small Tabata-like session in each state the views draw.
enum ScreenFixtures {
    static let title = LocalizedText(["en": "Classic Tabata", "de": "Klassisches Tabata"])
    static let burpees = Phase.Activity(
        key: "burpees", name: LocalizedText(["en": "Burpees", "de": "Burpees"]), met: 11)
    static let squats = Phase.Activity(
        key: "squats", name: LocalizedText(["en": "Squats", "de": "Kniebeugen"]), met: 5)
    static let bearCrawl = Phase.Activity(
        key: nil, name: LocalizedText(["en": "Bear crawl", "de": "Bärengang"]), met: 8)

    static func phase(_ order: Int, _ kind: Phase.Kind, _ activity: Phase.Activity?, seconds: Int?, reps: Int? = nil)
        -> Phase
    {
        Phase(
            order: order, kind: kind, activity: activity, block: 0, blockTitle: nil, round: 2, rounds: 8, set: 1,
            sets: 2, seconds: seconds, reps: reps, isRestAfter: false, billedMET: activity?.met ?? 0)
    }

    static let getReadyPhase = phase(1, .getReady, nil, seconds: 10)
    static let burpeesWork = phase(4, .work, burpees, seconds: 20)
    static let rest = phase(5, .rest, nil, seconds: 10)
    static let squatsWork = phase(6, .work, squats, seconds: 20)
    static let openSet = phase(7, .work, bearCrawl, seconds: nil, reps: 12)

    static func snapshot(
        _ phase: Phase, next: Phase?, paused: Bool = false, remaining: Duration?, phaseElapsed: Duration = .zero,
        summary: SessionSummary? = nil, plannedAfter: Int = 0
    ) -> SessionSnapshot {
        SessionSnapshot(
            programTitle: title, phaseIndex: phase.order - 1, phase: phase, nextWork: next, isPaused: paused,
            remaining: remaining, phaseElapsed: phaseElapsed, sessionElapsed: .seconds(83.6),
            plannedTotal: .seconds(250), phaseCount: 17, kcal: 14.4, summary: summary,
            plannedAfter: .seconds(plannedAfter))
    }

    static let getReady = snapshot(getReadyPhase, next: burpeesWork, remaining: .seconds(7.2), plannedAfter: 240)
    static let work = snapshot(
        burpeesWork, next: squatsWork, remaining: .seconds(12.3), phaseElapsed: .seconds(7.7), plannedAfter: 170)
    static let workPaused = snapshot(
        burpeesWork, next: squatsWork, paused: true, remaining: .seconds(12.3), phaseElapsed: .seconds(7.7),
        plannedAfter: 170)
    static let resting = snapshot(rest, next: squatsWork, remaining: .seconds(4.5), plannedAfter: 160)
    static let restPaused = snapshot(rest, next: squatsWork, paused: true, remaining: .seconds(4.5), plannedAfter: 160)
    static let open = snapshot(openSet, next: nil, remaining: nil, phaseElapsed: .seconds(37.9), plannedAfter: 30)

    static func finished(_ saved: SaveStatus, reason: EndReason = .finished, defaultMass: Bool = true)
        -> SessionSnapshot
    {
        // 17 phases, 8 of them 80 s of work (640 s active), each started 0.2 ms late but one 0.41 ms.
        let performed = (0..<17).map { index in
            SessionEnding.Performed(
                phaseIndex: index, phase: index % 2 == 1 ? burpeesWork : rest, time: .seconds(index % 2 == 1 ? 80 : 20),
                planned: .seconds(index * 60), began: .seconds(index * 60) + .microseconds(index == 16 ? 410 : 200),
                startedByClock: true)
        }
        let ending = SessionEnding(
            reason: reason, startedAt: .zero, endedAt: .seconds(1110), paused: .seconds(12), performed: performed,
            phasesDone: 17, phasesTotal: 17, kcal: CalorieEstimate(kcal: 211.4),
            profile: BodyProfile(massKilograms: defaultMass ? nil : 80), pauses: 1)
        return snapshot(squatsWork, next: nil, remaining: .zero, summary: SessionSummary(ending: ending, saved: saved))
    }
}
