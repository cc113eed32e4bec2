import ArgumentParser
import Foundation
import TaktCore

/// `plan [start ID [--on DATE] [--days …] [--at HH:MM] [--replace] | stop | export --ics FILE]`.
///
/// One plan at a time. Starting another while one is followed asks first at the prompt (the
/// same yes/no question as `remove`) and replaces on yes; a one-shot command has no terminal
/// to ask on, so there it is refused unless `--replace` is given: the old plan's place is not
/// thrown away by a typo, and a script never waits on a question.
struct PlanCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("plan")
    static let actions = ["start", "stop", "export"]

    static let words = ArgumentWords(
        .planAction, .plan, options: ["--days": .choice(PlanWords.dayPatterns), "--ics": .path])

    @Argument(completion: words.completion(0)) var action: String?
    @Argument(completion: words.completion(1)) var id: String?
    @Option var on: String?
    @Option(completion: words.completion("--days")) var days: String?
    @Option var at: String?
    @Option(completion: words.completion("--ics")) var ics: String?
    @Flag var replace = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        switch action {
        case nil: try showStatus(app)
        case "start": try start(app)
        case "stop": try stop(app)
        case "export": try export(app)
        case let other?:
            if let guess = Suggestion.closest(to: other, among: Self.actions) {
                throw app.failure(
                    .planErrorActionSuggest, ["action": .path(other), "suggestion": .text(guess)],
                    status: ExitStatus.usage.code)
            }
            throw app.failure(.planErrorAction, ["action": .path(other)], status: ExitStatus.usage.code)
        }
        return ExitStatus.success.code
    }

    @MainActor private func showStatus(_ app: App) throws(CommandFailure) {
        guard let context = try app.plans.context() else {
            app.console.line(app.plans.noneMessage())
            return
        }
        app.console.line(
            PlanStatusView.render(
                context.schedule, today: context.today, strings: app.strings, catalog: context.catalog,
                width: app.console.tableWidth))
    }

    @MainActor private func start(_ app: App) throws(CommandFailure) {
        guard let id else {
            throw app.failure(
                .cliErrorMissingArgument, ["usage": .text(app.strings(.helpPlanUsage))],
                status: ExitStatus.usage.code)
        }
        let plans = app.plans.library()
        let plan = try app.plans.shelf.plan(id, in: plans)
        let zone = app.timeZone
        let today = CivilDate(app.now(), in: zone)
        var start = today
        if let on {
            guard let date = CivilDate(iso: on) else {
                throw app.failure(.planErrorDate, ["value": .path(on)], status: ExitStatus.usage.code)
            }
            start = date
        }
        var weekdays = plan.weekdays
        if let days {
            let parsed = days.split(separator: ",").compactMap { Weekday(code: String($0)) }
            guard parsed.count == plan.sessionsPerWeek, Set(parsed).count == parsed.count,
                days.split(separator: ",", omittingEmptySubsequences: false).count == parsed.count
            else {
                throw app.failure(
                    .planErrorDays,
                    ["count": .int(plan.sessionsPerWeek), "value": .path(days)],
                    status: ExitStatus.usage.code)
            }
            weekdays = parsed
        }
        let minute = try Self.minuteOfDay(at, app: app)
        if !replace, let current = try app.plans.enrollmentFile.read() {
            guard app.isInteractive, let confirm = app.confirm else {
                throw app.failure(.planErrorActive, ["id": .text(current.planID), "new": .text(plan.id)])
            }
            guard confirm(app.strings(.planAsk, ["id": .text(current.planID), "new": .text(plan.id)])) else {
                app.console.line(app.strings(.planKept, ["id": .text(current.planID)]))
                return
            }
        }
        let enrollment = PlanEnrollment(planID: plan.id, start: start, weekdays: weekdays, minuteOfDay: minute)
        try app.plans.enrollmentFile.write(enrollment)
        let first = enrollment.start
        app.console.line(
            app.strings(
                .planStarted,
                [
                    "title": .text(plan.title.resolved(for: app.strings.language)),
                    "weekday": .text(app.strings(StringKey(.weekdayLong, first.weekday.code))),
                    "date": .text(PlanStatusView.dateText(first, app.strings)),
                    "days": .text(PlanShowView.dayNames(enrollment.weekdays, app.strings)),
                ]))
    }

    /// `--at 07:00` as minutes after midnight; 07:00 when not given.
    @MainActor static func minuteOfDay(_ text: String?, app: App) throws(CommandFailure) -> Int {
        guard let text else { return 7 * 60 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { throw app.failure(.planErrorAt, ["value": .path(text)], status: ExitStatus.usage.code) }
        return hour * 60 + minute
    }

    @MainActor private func stop(_ app: App) throws(CommandFailure) {
        guard let enrollment = try? app.plans.enrollmentFile.read() else {
            app.console.line(app.plans.noneMessage())
            return
        }
        let title = app.plans.library().entry(id: enrollment.planID)?.plan?.title.resolved(for: app.strings.language)
        try app.plans.enrollmentFile.remove()
        app.console.line(app.strings(.planStopped, ["title": .text(title ?? enrollment.planID)]))
    }

    @MainActor private func export(_ app: App) throws(CommandFailure) {
        guard let ics else { throw app.failure(.planErrorNoICS, status: ExitStatus.usage.code) }
        guard let context = try app.plans.context() else {
            throw CommandFailure(
                message: app.plans.noneMessage())
        }
        let calendar = PlanCalendarExport(
            schedule: context.schedule, today: context.today, strings: app.strings,
            catalog: context.catalog, stamp: app.now())
        let text = calendar.render()
        do {
            try ExportFile.write(text, to: URL(fileURLWithPath: ics), files: app.files)
        } catch {
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]))
        }
        app.console.line(
            app.strings(
                .planExported, ["count": .int(calendar.slots.count), "path": .path(ics)]))
    }
}

/// `today`: what the plan has for today, with the progression applied.
struct TodayCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("today")

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard let context = try app.plans.context() else {
            app.console.line(app.plans.noneMessage())
            return ExitStatus.success.code
        }
        app.console.line(
            PlanStatusView.todayLine(
                context.schedule, today: context.today, strings: app.strings, catalog: context.catalog))
        return ExitStatus.success.code
    }
}
