import ArgumentParser
import Foundation
import TaktCore
import TaktTerminal

/// `meditate [MINUTES] [--reflect MINUTES] [--gong-every MINUTES] [--no-words] [--guide FILE]`:
/// a quiet timer of meditation and reflection with gongs (SPEC section 19), run as a session
/// like any program: the same keys, events, history and cues.
struct MeditateCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("meditate")

    static let words = ArgumentWords(
        .text,
        options: [
            "--reflect": .text, "--gong-every": .text, "--guide": .path, "--speed": .text, "--events": .path,
        ])

    /// A sitting unless told otherwise: ten minutes.
    static let defaultMinutes = 10
    /// The id the history keeps a sitting under.
    static let programID = "meditation"

    @Argument(completion: words.completion(0)) var minutes: String?
    @Option(completion: words.completion("--reflect")) var reflect: String?
    @Option(name: .customLong("gong-every"), completion: words.completion("--gong-every")) var gongEvery: String?
    @Flag(name: .customLong("no-words")) var noWords = false
    @Option(completion: words.completion("--guide")) var guide: String?
    // Unconditional, so `--speed -1` reaches the range check instead of looking like a flag.
    @Option(parsing: .unconditional) var speed: Double = 1
    @Flag var plain = false
    @Option(completion: words.completion("--events")) var events: String?
    @Flag var log = false
    @Flag var noLog = false

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        guard SessionSpeed.range.contains(speed) else {
            throw app.failure(
                .runErrorSpeed,
                [
                    "value": .text(app.strings.number(speed, fractionDigits: speed.rounded() == speed ? 0 : 2)),
                    "max": .int(Int(SessionSpeed.range.upperBound)),
                ],
                status: ExitStatus.usage.code)
        }
        guard !(log && noLog) else { throw app.failure(.runErrorLogAndNoLog, status: ExitStatus.usage.code) }
        let guideFile = try readableGuide(app)
        let sitting = try meditation(app, guideSeconds: guideFile.flatMap(GuideFile.waveSeconds))
        let options = SessionOptions(
            speed: speed, plain: plain, eventsFile: events, logMode: log ? .log : noLog ? .noLog : .auto)
        let display = app.sessionDisplays.display(for: options)
        let runner = SessionRunner(
            timeline: sitting.timeline, programID: Self.programID, programTitle: Self.title(app.languages),
            options: options, languages: app.languages, language: app.strings.language,
            profile: app.settings.bodyProfile, display: display, log: app.history.sessionDestination(),
            outputClosed: app.console.outputClosed, inputs: app.sessionInputs)
        defer { app.espeakHint.tellOnce(on: app.console, strings: app.strings) }
        let guidePlayer = guideFile.flatMap { _ in SystemSoundPlayer.find(environment: app.environment) }
        if let guideFile {
            if let guidePlayer {
                guidePlayer.play(file: guideFile)
            } else {
                app.console.errorLine(app.strings(.meditateGuideUnplayed))
            }
        }
        let outcome: SessionOutcome
        do {
            outcome = try runner.run()
        } catch {
            guidePlayer?.stop()
            throw CommandFailure(
                message: app.strings(.cliErrorPrefix, ["message": .text(error.message(app.strings))]))
        }
        // The timer ended: so does the guide, whether it ran out with it or the sitting was stopped.
        guidePlayer?.stop()
        for problem in outcome.problems { app.console.errorLine(problem) }
        if let history = outcome.ended.history {
            if let notice = history.notice(app.strings) { app.console.errorLine(notice) }
            app.history.replaySpool(into: history.store)
        }
        return outcome.exitStatus
    }

    /// "Meditation" in every bundled language: the history's title of a sitting.
    static func title(_ languages: Languages) -> LocalizedText {
        let codes = ["en", "de"]
        return LocalizedText(
            Dictionary(uniqueKeysWithValues: codes.map { ($0, languages.strings(for: $0)(.meditateTitle)) }))
    }

    /// The guide's file, checked before anything starts: one that is not there fails (1).
    @MainActor private func readableGuide(_ app: App) throws(CommandFailure) -> URL? {
        guard let guide else { return nil }
        guard app.files.status(of: guide)?.kind == .regular else {
            throw app.failure(.meditateErrorGuide, ["path": .path(guide)])
        }
        return URL(fileURLWithPath: guide)
    }

    /// The sitting the words ask for; a bad number is a usage error (2) naming the option.
    /// Without MINUTES a WAV guide's length, in whole minutes rounded up, is the sitting's.
    @MainActor private func meditation(_ app: App, guideSeconds: Double?) throws(CommandFailure) -> Meditation {
        let fromGuide = guideSeconds.map { max(1, Int(($0 / 60).rounded(.up))) }
        let minuteCount =
            minutes.map { Int($0.trimmingCharacters(in: .whitespaces)) } ?? fromGuide ?? Self.defaultMinutes
        let reflectCount = reflect.map { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 0
        let gongCount = gongEvery.map { Int($0.trimmingCharacters(in: .whitespaces)) }
        let usage = ExitStatus.usage.code
        guard let minuteCount else {
            throw app.failure(
                .meditateErrorMinutes, ["value": .text(minutes ?? ""), "max": .int(Meditation.maximumMinutes)],
                status: usage)
        }
        let sitting = Meditation(
            minutes: minuteCount, reflect: reflectCount ?? -1, gongEvery: gongCount.map { $0 ?? 0 },
            words: !noWords)
        switch sitting.checked() {
        case .success(let sitting): return sitting
        case .failure(.minutes):
            throw app.failure(
                .meditateErrorMinutes,
                ["value": .text(minutes ?? String(minuteCount)), "max": .int(Meditation.maximumMinutes)],
                status: usage)
        case .failure(.reflect):
            throw app.failure(
                .meditateErrorReflect, ["value": .text(reflect ?? ""), "minutes": .int(minuteCount)], status: usage)
        case .failure(.gongEvery):
            throw app.failure(.meditateErrorGongEvery, ["value": .text(gongEvery ?? "")], status: usage)
        }
    }
}
