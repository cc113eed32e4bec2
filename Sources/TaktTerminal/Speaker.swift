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
    private let waveFile: String?
    private let queue = DispatchQueue(label: "takt.speech")
    private var current: Process?

    /// - Parameter waveFile: writes the speech to this WAV file instead of the sound card (tests).
    public init(executable: URL, waveFile: String? = nil) {
        self.executable = executable
        self.waveFile = waveFile
    }

    /// The espeak-ng that speaks.
    public var executableURL: URL { executable }

    /// The process id of the utterance still running, if any (after what was asked has started):
    /// the tests' way to see a stale utterance killed and reaped.
    var speakingProcess: Int32? {
        queue.sync {
            guard let current, current.isRunning else { return nil }
            return current.processIdentifier
        }
    }

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

    /// The arguments for `text` read by `voice`, into `waveFile` when given.
    ///
    /// Program texts could begin with "-" and read as an option; a leading space keeps them text.
    public static func arguments(for text: String, voice: String, waveFile: String? = nil) -> [String] {
        ["-v", voice] + (waveFile.map { ["-w", $0] } ?? []) + [text.hasPrefix("-") ? " " + text : text]
    }

    public func speak(_ text: String, voice: String) {
        let arguments = Self.arguments(for: text, voice: voice, waveFile: waveFile)
        queue.async { self.start(arguments) }
    }

    public func stop() {
        queue.sync { self.killCurrent() }
    }

    public func settle() {
        queue.sync {}
    }

    /// Waits until the utterance being spoken has ended (tests that read the WAV file).
    func waitUntilSilent() {
        let process = queue.sync { current }
        process?.waitUntilExit()
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
