import Foundation
import TaktCore
import TaktHistory

/// `log MOVEMENT SET… [--on DATE] [--note TEXT] [--warmup N]` (SPEC section 17): lifts done on
/// paper, `takt log back-squat 5x100kg 5x100 5x102.5`. The sets become a history row like any
/// other (`source: "log"`, no phases), with the loads as typed; every record they set is said.
/// A set that cannot be is refused where it stands (exit 1), and nothing is written.
@MainActor enum LiftLog {
    /// The catalog key `written` names when it is a movement and no program: `log`'s lift path.
    static func movement(_ written: String, in app: App) -> String? {
        guard app.programs.library().entry(id: written) == nil else { return nil }
        return MovementLookup.key(for: written, in: app.programs.catalog())
    }

    /// The program `written` names; when it names none and the words after it are sets
    /// (`log back-sqat 5x100kg`), a movement was meant: refused as one, with the closest.
    static func program(_ written: String, then words: [String], in app: App) throws -> ProgramLoader.Loaded {
        do {
            return try app.programs.loaded(written)
        } catch {
            if !words.isEmpty, case .success = LoggedSets.read(words, unit: app.settings.liftAthlete.unit) {
                _ = try LiftSettings.movementKey(written, catalog: app.programs.catalog(), in: app)
            }
            throw error
        }
    }

    static func log(
        _ key: String, typed written: String, sets words: [String], on: String?, note: String?, warmup: String?,
        in app: App
    ) throws -> Int32 {
        let catalog = app.programs.catalog()
        let typed = (["log", written] + words).joined(separator: " ")
        guard !words.isEmpty else {
            let error = TextFormError(
                column: typed.count + 2, message: Diagnostic.Message(.liftErrorExpectedSets))
            throw CommandFailure(message: error.rendered(text: typed, strings: app.strings))
        }
        let sets: [LoggedSets.Set]
        switch LoggedSets.read(words, unit: app.settings.liftAthlete.unit) {
        case .success(let read): sets = read
        case .failure(let problem):
            let column = (["log", written] + words.prefix(problem.index)).joined(separator: " ").count + 2
            let error = TextFormError(column: column + problem.offset, message: problem.message)
            throw CommandFailure(message: error.rendered(text: typed, strings: app.strings))
        }
        let warmups = try warmupCount(warmup, sets: sets.count, in: app)
        if let note { try LogCommand.check(note: note, app: app) }
        let now = app.now()
        let day = try on.flatMap { text throws(CommandFailure) in try LogCommand.date(text, now: now, app: app) }
        let startedAt = day ?? now
        let name = catalog[key]?.name.resolved(for: app.strings.language) ?? key
        let profile = app.settings.bodyProfile
        let record = SessionRecord(
            id: UUID(), programID: key, programTitle: name, startedAt: startedAt, endedAt: startedAt,
            pausedSeconds: 0, activeSeconds: 0, phasesDone: 0, phasesTotal: 0, endReason: .finished, kcal: 0,
            language: app.strings.language, bodyMassKilograms: profile.effectiveMass,
            bodyMassIsDefault: profile.usesDefaultMass, note: note, source: .log,
            sets: sets.enumerated().map { index, set in
                LiftSetDone(
                    movement: key, order: index + 1, plannedReps: set.reps, plannedLoad: set.load, reps: set.reps,
                    load: set.load, unit: set.unit, warmup: index < warmups, rpe: nil, at: .zero)
            })
        let store = try app.history.open()
        _ = try app.history.reading { try store.append(record) }
        let records = try app.history.reading { try store.liftRecords(movement: key)[key] }
        say(record, name: name, records: records, in: app)
        return ExitStatus.success.code
    }

    /// `--warmup N`: the first N sets are warm-ups, 0 to all of them.
    private static func warmupCount(_ text: String?, sets: Int, in app: App) throws -> Int {
        guard let text else { return 0 }
        guard let count = Int(text), (0...sets).contains(count) else {
            throw app.failure(.liftLogErrorWarmup, ["count": .int(sets), "found": .path(text)])
        }
        return count
    }

    /// "Logged Back squats on …: 5×100, 5×100, 5×102.5 kg", then each record the sets set.
    private static func say(_ record: SessionRecord, name: String, records: LiftRecords.Movement?, in app: App) {
        let strings = app.strings
        let text = LiftSetText(strings: strings)
        var groups: [(unit: Load.Unit, sets: [String])] = []
        for set in record.sets {
            var shown = strings(.liftHistorySet, ["reps": .int(set.reps), "load": .text(text.number(set.load ?? 0))])
            if set.warmup { shown = strings(.liftHistoryWarmup, ["set": .text(shown)]) }
            if let last = groups.indices.last, groups[last].unit == set.unit {
                groups[last].sets.append(shown)
            } else {
                groups.append((set.unit, [shown]))
            }
        }
        let sets = groups.map { group in
            group.sets.joined(separator: strings(.liftHistorySeparator)) + " "
                + strings(StringKey(.unit, group.unit.rawValue))
        }
        app.console.line(
            strings(
                .liftLogDone,
                [
                    "movement": .text(TerminalText.sanitize(name)),
                    "date": .text(HistoryDates.local(record.startedAt, timeZone: app.timeZone, strings: strings)),
                    "sets": .text(sets.joined(separator: strings(.liftHistorySeparator))),
                ]))
        guard let records else { return }
        let words = LiftRecordsText(strings: strings, catalog: nil)
        for count in LiftRecords.repCounts {
            guard let mark = records.rm[count], mark.sessionID == record.id else { continue }
            app.console.line(
                strings(
                    .liftLogRecord,
                    ["record": .text(strings(.liftRecordsRm, ["reps": .int(count)])), "load": .text(words.load(mark))]))
        }
        if let mark = records.e1rm, mark.sessionID == record.id {
            app.console.line(
                strings(
                    .liftLogRecord,
                    ["record": .text(strings(.liftRecordsEstimated)), "load": .text(words.estimate(mark))]))
        }
    }
}
