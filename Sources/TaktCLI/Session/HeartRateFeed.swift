import Foundation
import TaktBluetooth
import TaktCore
import TaktPlatform

/// Where a session's heart rate comes from: the strap through BlueZ (``HeartRateFeed``), or a
/// test's hand. The session never waits on it: it rings `wake` when it has something and the
/// session takes it between two deadlines.
protocol HeartRateSource: AnyObject {
    /// Begins reading; every later ``take()`` may hold updates. Rings `wake` for each.
    func start(wake: Platform.WakeUp)
    /// What came since the last call, oldest first.
    func take() -> [HeartRateUpdate]
    /// Stops reading; nothing comes after it. Returns at once.
    func stop()
}

/// One word from the strap's reader: its status for the machine, and for a problem the whole
/// message to tell after the session.
struct HeartRateUpdate: Sendable, Hashable {
    var status: HeartRateStatus
    var problem: BluetoothProblem?
}

/// Reads a strap on a thread of its own, so that a scan (up to 10 s), a connection or a silent
/// strap never holds a phase: finds the strap (`--hr NAME|ADDRESS`, `hr-device`, or the one
/// strap nearby), follows its notifications, says "lost" after
/// ``HeartRateCommand/contactMilliseconds`` without a reading, and reconnects by itself.
///
/// Without a bus, BlueZ or an adapter, or with several straps and none named, it says why once
/// and stops: the session runs without heart rate.
final class HeartRateFeed: HeartRateSource, Sendable {
    /// Between two looks for a strap not found, or after a failed connection.
    static let retryMilliseconds = 2_000
    /// Silence this long and the link is given up and made again (the strap may have reset).
    static let reconnectMilliseconds = 10_000
    /// How long one wait for a notification lasts: how soon ``stop()`` is noticed.
    static let readMilliseconds = 250

    private let query: String?
    private let zones: HeartRateZones?
    /// What the reading thread and the session share.
    private struct Shared {
        var pending: [HeartRateUpdate] = []
        var stopped = false
        var wake: Platform.WakeUp?
    }

    private let shared = Locked(Shared())

    /// - Parameters:
    ///   - query: the strap's name or address; `nil` takes the one strap nearby.
    ///   - zones: the athlete's zones, for each reading's zone.
    init(query: String?, zones: HeartRateZones?) {
        self.query = query
        self.zones = zones
    }

    func start(wake: Platform.WakeUp) {
        shared.withLock { $0.wake = wake }
        let thread = Thread { [self] in read() }
        thread.name = "takt-heart-rate"
        thread.start()
    }

    func take() -> [HeartRateUpdate] {
        shared.withLock { shared in
            defer { shared.pending = [] }
            return shared.pending
        }
    }

    func stop() {
        shared.withLock { $0.stopped = true }
    }

    private var isStopped: Bool { shared.withLock { $0.stopped } }

    private func post(_ status: HeartRateStatus, problem: BluetoothProblem? = nil) {
        let wake = shared.withLock { shared -> Platform.WakeUp? in
            guard !shared.stopped else { return nil }
            shared.pending.append(HeartRateUpdate(status: status, problem: problem))
            return shared.wake
        }
        wake?.ring()
    }

    /// Sleeps `milliseconds`, waking early when stopped.
    private func pause(milliseconds: Int) {
        var left = milliseconds
        while left > 0, !isStopped {
            Thread.sleep(forTimeInterval: Double(min(left, Self.readMilliseconds)) / 1000)
            left -= Self.readMilliseconds
        }
    }

    private func read() {
        post(.searching)
        let bluez: BlueZ
        do {
            bluez = try BlueZ()
        } catch {
            post(.unavailable(Self.reason(error)), problem: error)
            return
        }
        // The strap once found is the one looked for again, by its address, never another one.
        var known: Strap?
        // Whether a link was made: until then a strap that refuses says why (once), so that a
        // session it never reached ends saying so, where it would have been looked for in silence.
        var linked = false
        var refusalSaid = false
        while !isStopped {
            let strap: Strap
            switch find(known?.address ?? query, through: bluez, again: known != nil) {
            case .found(let found): strap = found
            case .retry: continue
            case .giveUp: return
            }
            known = strap
            let link: StrapLink
            do {
                link = try StrapLink(strap, through: bluez)
            } catch {
                // Out of range for now, or BlueZ forgot it: look again.
                if !linked, !refusalSaid {
                    refusalSaid = true
                    post(.unavailable(Self.reason(error)), problem: error)
                }
                pause(milliseconds: Self.retryMilliseconds)
                continue
            }
            linked = true
            let reconnect = follow(link)
            link.close()
            if !reconnect { return }
        }
    }

    private enum Search { case found(Strap), retry, giveUp }

    /// One scan for the strap: found, not there yet (looked for again), or a problem that no
    /// waiting mends. Looking `again` for a strap that was read, its "–" stays on the views.
    private func find(_ query: String?, through bluez: BlueZ, again: Bool) -> Search {
        do {
            let found = try bluez.scan(for: query, limitMilliseconds: HeartRateCommand.scanSeconds * 1000)
            if let strap = try HeartRateCommand.choose(from: found, query: query, named: query != nil) {
                return .found(strap)
            }
            post(.unavailable(.severalStraps), problem: .ambiguous(query: nil, straps: found))
            return .giveUp
        } catch {
            switch error {
            case .noStrap, .unknownStrap:
                if !again { post(.unavailable(.noStrap), problem: error) }
                pause(milliseconds: Self.retryMilliseconds)
                return .retry
            case .ambiguous:
                post(.unavailable(.severalStraps), problem: error)
                return .giveUp
            default:
                post(.unavailable(Self.reason(error)), problem: error)
                return .giveUp
            }
        }
    }

    /// Follows the strap's notifications until stopped (`false`) or until the link is lost
    /// (`true`: connect again).
    private func follow(_ link: StrapLink) -> Bool {
        let clock = ContinuousClock()
        var lastReading = clock.now
        var lost = false
        while !isStopped {
            let reading: StrapLink.Reading?
            do {
                reading = try link.next(timeoutMilliseconds: Self.readMilliseconds)
            } catch {
                post(.lost)
                return true
            }
            switch reading {
            case .measurement(let measurement):
                lastReading = clock.now
                lost = false
                post(.beat(bpm: measurement.bpm, zone: zones?.zone(of: measurement.bpm)))
            case .refused, nil:
                let silence = clock.now - lastReading
                if !lost, silence >= .milliseconds(HeartRateCommand.contactMilliseconds) {
                    lost = true
                    post(.lost)
                }
                if silence >= .milliseconds(Self.reconnectMilliseconds) { return true }
            case .disconnected:
                post(.lost)
                return true
            }
        }
        return false
    }

    /// What the views say for `problem`.
    static func reason(_ problem: BluetoothProblem) -> HeartRateUnavailable {
        switch problem {
        case .noBus, .noLibrary: .noBus
        case .noBlueZ: .noBlueZ
        case .noAdapter: .noAdapter
        case .noStrap, .unknownStrap: .noStrap
        case .ambiguous: .severalStraps
        case .connectFailed, .noHeartRate, .bus: .failed
        }
    }
}
