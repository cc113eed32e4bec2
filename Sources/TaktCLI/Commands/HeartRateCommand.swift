import ArgumentParser
import TaktBluetooth
import TaktCore

/// `hr [NAME|ADDRESS] [--count N]`: the straps nearby, and the live heart rate of one, to try a
/// strap before training (SPEC section 18).
///
/// Blocking on purpose: every wait on BlueZ is bounded (a scan by 10 s, each reading by a few
/// seconds), and Ctrl-C ends the command as it ends any other.
struct HeartRateCommand: TaktCommand {
    static let configuration = CommandConfiguration.command("hr")

    static let words = ArgumentWords(.text, options: ["--count": .text])

    /// The most readings `--count` asks for: at four a second, over four hours.
    static let countLimit = 65_536
    /// How long a scan looks for straps.
    static let scanSeconds = 10
    /// How long without a reading before the strap counts as out of contact ("–").
    static let contactMilliseconds = 3_000

    @Argument(completion: words.completion(0)) var strap: String?
    @Option(completion: words.completion("--count")) var count: String?

    @MainActor mutating func execute(in app: App) async throws -> Int32 {
        let strings = app.strings
        let limit = try readingLimit(strings)
        let result = Result { () throws(BluetoothProblem) in try look(limit: limit, app: app) }
        switch result {
        case .success(let status): return status
        case .failure(let problem):
            var message = problem.message(strings)
            if case .ambiguous(nil, _) = problem { message += "\n" + strings(.heartRatePick) }
            throw CommandFailure(message: strings(.cliErrorPrefix, ["message": .text(message)]))
        }
    }

    /// Scans, then shows the one strap chosen; several and none named are listed (exit 1).
    @MainActor private func look(limit: Int?, app: App) throws(BluetoothProblem) -> Int32 {
        let strings = app.strings
        let query = strap ?? app.settings.heartRateDevice
        let bluez = try BlueZ()
        if app.console.outputIsTerminal {
            app.console.line(strings(.heartRateScanning, ["seconds": .int(Self.scanSeconds)]))
        }
        let found = try bluez.scan(for: query, limitMilliseconds: Self.scanSeconds * 1000)
        guard let chosen = try Self.choose(from: found, query: query, named: strap != nil) else {
            // Several and none named: which one is the athlete's to say (SPEC 18: exit 1 with the list).
            throw .ambiguous(query: nil, straps: found)
        }
        app.console.line(Self.line(chosen, strings))
        let link = try StrapLink(chosen, through: bluez)
        let status = Result { () throws(BluetoothProblem) in try show(link, limit: limit, app: app) }
        link.close()
        return try status.get()
    }

    /// The strap to show: the one `query` names, or the one strap found; nil when several were
    /// found and none was named (they are listed). Throws when none, or when a name fits two.
    static func choose(from found: [Strap], query: String?, named: Bool) throws(BluetoothProblem) -> Strap? {
        guard let first = found.first else {
            if let query { throw .unknownStrap(query: query, found: []) }
            throw .noStrap
        }
        if found.count == 1 { return first }
        if let query, named { throw .ambiguous(query: query, straps: found) }
        return nil
    }

    /// Shows readings until `limit` of them (or Ctrl-C); exit 1 when the strap is lost.
    @MainActor private func show(_ link: StrapLink, limit: Int?, app: App) throws(BluetoothProblem) -> Int32 {
        let zones = app.settings.heartRateZones
        let strings = app.strings
        var shown = 0
        let clock = ContinuousClock()
        var lastReading = clock.now
        var dashShown = false
        while limit.map({ shown < $0 }) ?? true {
            switch try link.next(timeoutMilliseconds: Self.contactMilliseconds) {
            case .measurement(let measurement):
                app.console.line(Self.reading(measurement.bpm, of: link.strap, zones: zones, strings))
                shown += 1
                lastReading = clock.now
                dashShown = false
            case .refused, nil:
                // Nothing kept; after a while without a good reading the strap shows "–", once.
                if !dashShown, clock.now - lastReading >= .milliseconds(Self.contactMilliseconds) {
                    app.console.line(strings(.heartRateNoContact, ["name": .text(link.strap.name)]))
                    dashShown = true
                }
            case .disconnected:
                app.console.errorLine(
                    strings(
                        .cliErrorPrefix,
                        ["message": .text(strings(.heartRateErrorLost, ["strap": .text(link.strap.name)]))]))
                return ExitStatus.failure.code
            }
            if app.console.outputClosed() { break }
        }
        return ExitStatus.success.code
    }

    static func reading(_ bpm: Int, of strap: Strap, zones: HeartRateZones?, _ strings: Strings) -> String {
        let value = strings(.heartRateBpm, ["value": .int(bpm)])
        guard let zone = zones?.zone(of: bpm) else {
            return strings(.heartRateReading, ["name": .text(strap.name), "bpm": .text(value)])
        }
        return strings(.heartRateReadingZone, ["name": .text(strap.name), "bpm": .text(value), "zone": .int(zone)])
    }

    static func line(_ strap: Strap, _ strings: Strings) -> String {
        strings(.heartRateStrap, ["name": .text(strap.name), "address": .text(strap.address)])
    }

    private func readingLimit(_ strings: Strings) throws(CommandFailure) -> Int? {
        guard let count else { return nil }
        guard let number = Int(count), (1...Self.countLimit).contains(number) else {
            throw CommandFailure(
                .heartRateErrorCount, ["max": .int(Self.countLimit), "value": .text(count)], strings: strings,
                status: ExitStatus.usage.code)
        }
        return number
    }
}
