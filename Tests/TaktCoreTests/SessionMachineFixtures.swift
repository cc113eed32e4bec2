@testable import TaktCore

/// Timelines and helpers for the session machine tests.
enum SessionFixtures {
    static let catalog = ExerciseCatalog([
        Exercise(key: "burpees", name: LocalizedText(["en": "Burpees", "de": "Burpees"]), met: 11.0),
        Exercise(key: "squats", name: LocalizedText(["en": "Squats", "de": "Kniebeugen"]), met: 5.0),
    ])

    /// getReady 10, 8 × burpees 20 s / rest 10 s: 16 phases, 240 s.
    static let tabata: Timeline = compile(
        Program(
            id: "tabata", title: LocalizedText(plain: "Tabata"), getReady: 10,
            blocks: [
                Program.Block(
                    rounds: 8,
                    exercises: [Program.ExerciseEntry(key: "burpees", timing: Timing(work: 20, rest: 10))])
            ]))

    /// getReady 5, burpees 20, rest 10, squats 20: phases start at 0, 5, 25, 35; ends at 55.
    static let short: Timeline = compile(
        Program(
            id: "short", title: LocalizedText(plain: "Short"), getReady: 5,
            blocks: [
                Program.Block(exercises: [
                    Program.ExerciseEntry(key: "burpees", timing: Timing(work: 20, rest: 10)),
                    Program.ExerciseEntry(key: "squats", timing: Timing(work: 20)),
                ])
            ]))

    /// getReady 5, an open set of 12 squats, rest 10, burpees 15.
    static let withOpenSet: Timeline = compile(
        Program(
            id: "open", title: LocalizedText(plain: "Open"), getReady: 5,
            blocks: [
                Program.Block(exercises: [
                    Program.ExerciseEntry(key: "squats", timing: Timing(rest: 10), reps: 12),
                    Program.ExerciseEntry(key: "burpees", timing: Timing(work: 15)),
                ])
            ]))

    static func compile(_ program: Program) -> Timeline {
        (try? TimelineCompiler(catalog: catalog).compile(program)) ?? Timeline(phases: [])
    }

    static func machine(_ timeline: Timeline = short, profile: BodyProfile = BodyProfile()) -> SessionMachine {
        SessionMachine(timeline: timeline, programTitle: LocalizedText(plain: "Test"), profile: profile)
    }

    static func seconds(_ value: Double) -> Duration { .seconds(value) }
}

/// Effects written as short words, so tables of expectations stay readable.
func describe(_ effects: [SessionMachine.Effect]) -> [String] {
    effects.map { effect in
        switch effect {
        case .note(let moment):
            switch moment.note {
            case .phaseStarted:
                let planned = moment.planned?.secondsValue ?? -1
                return "phase \(moment.snapshot.phase.order) planned \(planned) t \(moment.time.secondsValue)"
                    + (moment.snapshot.isPaused ? " paused" : "")
            case .paused: return "paused"
            case .resumed: return "resumed"
            case .skipped: return "skipped"
            case .back: return "back"
            case .ended(let reason): return "ended \(reason)"
            case .done(let mark):
                return "done \(mark.round) \(mark.task.activity.key ?? "-") \(mark.task.reps)"
                    + (mark.countedLate ? " late" : "")
            case .backWarned: return "back warned"
            case .roundDone(_, let round, let split): return "round \(round) \(split.secondsValue)"
            case .missed(_, let round): return "missed \(round)"
            case .undone: return "undo"
            case .repsAsked: return "ask" + (moment.snapshot.scored?.question?.refusal.map { " \($0)" } ?? "")
            case .scored(let score): return "score \(score.text ?? "not entered")"
            case .asked: return "line \(moment.snapshot.answerLine?.typed ?? "-")"
            case .answered(let subject, let reps):
                return "answer \(subject.round) \(reps.map(String.init) ?? "null")"
            case .setKept(let asked, let answer):
                let load = answer?.load.map { "x\($0)" } ?? ""
                return "set \(asked.set) " + (answer.map { "\($0.reps)\(load)" } ?? "as planned")
            case .newRecord(let record):
                let estimate = record.estimate.map { " e1rm \(($0.amount * 10).rounded() / 10)" } ?? ""
                return "record \(record.reps.map(String.init) ?? "-")RM \(record.weight.amount)" + estimate
            }
        case .cue(.phaseStart(let phase, _)): return "bell \(phase.order)"
        case .cue(.countdown(let count)): return "count \(count)"
        case .cue(.halfway): return "halfway"
        case .cue(.lastRound(let phase)): return "last round \(phase.order)"
        case .cue(.workoutComplete): return "complete"
        case .cue(.round(let round)): return "cue round \(round)"
        case .cue(.oneMinuteLeft): return "one minute"
        case .cue(.capReached): return "cap"
        case .cue(.newRecord(let record)): return "cue record \(record.reps.map(String.init) ?? "-")"
        case .redraw: return "redraw"
        case .showHowTo(let snapshot): return "howTo \(snapshot.howTo?.key ?? "-")"
        case .hideHowTo: return "hideHowTo"
        case .switchLanguage: return "language"
        case .heartRate(let bpm, let time): return "hr \(bpm.map(String.init) ?? "null") t \(time.secondsValue)"
        case .end(let ending): return "end \(ending.reason)"
        }
    }
}

/// The machine's state as the tables write it: the kind of phase visited, when a pause began,
/// whether the how-to is up, how it ended.
enum Stage: Hashable {
    case ready
    case running(Phase.Kind, howTo: Bool = false)
    case paused(Phase.Kind, since: Duration, howTo: Bool = false)
    /// The reps prompt, with the digits typed.
    case asking(Phase.Kind, typed: String)
    /// The last window ended; the session waits for its grace.
    case closing
    case finished(EndReason)
}

extension SessionMachine {
    var stage: Stage {
        switch state {
        case .ready: .ready
        case .running(let visit): .running(timeline.phases[visit.index].kind, howTo: visit.showsHowTo)
        case .paused(let visit, let since):
            .paused(timeline.phases[visit.index].kind, since: since, howTo: visit.showsHowTo)
        case .asking(let question): .asking(timeline.phases[question.visit.index].kind, typed: question.typed)
        case .closing: .closing
        case .finished(let reason, _): .finished(reason)
        }
    }

    /// Handles events at program seconds, collecting every effect.
    mutating func play(_ events: [(Event, Double)]) -> [Effect] {
        events.flatMap { handle($0.0, at: .seconds($0.1)) }
    }
}
