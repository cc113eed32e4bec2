import Dispatch
import Foundation
import TaktPlatform

/// Says a text aloud without making the caller wait.
public protocol Speaker: AnyObject {
    /// Starts saying `text` with the espeak-ng `voice` ("en", "de"), cutting off what is still being said.
    func speak(_ text: String, voice: String)
    /// Cuts off what is being said.
    func stop()
    /// Returns once what was asked for has started, and lets it finish (the last words of a session).
    func settle()
}

/// Speech through espeak-ng, one utterance at a time, in the background.
///
/// A new cue cuts off one still being spoken rather than queueing behind it: at high speeds
/// or with short phases a queue would pile up processes and speak cues long after they apply.
/// Each utterance is its own process started with Foundation's `Process`, which spawns it in
/// a process group of its own (a Ctrl-C at the terminal is takt's, not espeak-ng's) and reaps
/// it on Foundation's own thread when it exits, so none is left a zombie.
///
/// Starting a process takes a few milliseconds (Foundation closes every inherited descriptor
/// first), so starts and kills run on a serial queue of their own: `speak` returns at once and
/// the session loop never waits for espeak-ng. `current` is only touched on that queue.
public final class EspeakSpeaker: Speaker, @unchecked Sendable {
    private let executable: URL
    private let queue = DispatchQueue(label: "takt.speech")
    private var current: Process?

    public init(executable: URL) {
        self.executable = executable
    }

    /// The espeak-ng that speaks.
    public var executableURL: URL { executable }

    /// espeak-ng found on `PATH`, or `nil` when it is not installed.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> EspeakSpeaker? {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in directories where directory.hasPrefix("/") {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("espeak-ng")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return EspeakSpeaker(executable: candidate)
            }
        }
        return nil
    }

    /// The arguments for `text` read by `voice`.
    ///
    /// Program texts could begin with "-" and read as an option; a leading space keeps them text.
    public static func arguments(for text: String, voice: String) -> [String] {
        ["-v", voice, text.hasPrefix("-") ? " " + text : text]
    }

    public func speak(_ text: String, voice: String) {
        let arguments = Self.arguments(for: text, voice: voice)
        queue.async { self.start(arguments) }
    }

    public func stop() {
        queue.sync { self.killCurrent() }
    }

    public func settle() {
        queue.sync {}
    }

    private func start(_ arguments: [String]) {
        killCurrent()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // espeak-ng's complaints (no sound device…) must not land on the session's screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            current = process
        } catch {
            current = nil  // Speech is a nicety: a failed start is silence, not an error.
        }
    }

    private func killCurrent() {
        // SIGKILL, not Process.terminate()'s SIGTERM: a child inherits ignored signals (from a
        // test runner, nohup, a service manager), and stale speech must end whatever it inherited.
        if let current, current.isRunning { Platform.kill(current.processIdentifier) }
        current = nil
    }
}
