import Foundation

/// Says a text aloud without making the caller wait.
public protocol Speaker: AnyObject {
    /// Starts saying `text` with the espeak-ng `voice` ("en", "de"), cutting off what is still being said.
    func speak(_ text: String, voice: String)
    func stop()
}

/// Speech through espeak-ng, one utterance at a time, in the background.
///
/// A new cue cuts off one still being spoken rather than queueing behind it: at high speeds
/// or with short phases a queue would pile up processes and speak cues long after they apply.
/// Each utterance is its own process started with Foundation's `Process`, which spawns it in
/// a process group of its own (a Ctrl-C at the terminal is takt's, not espeak-ng's) and reaps
/// it on Foundation's own thread when it exits, so none is left a zombie and the session loop
/// never waits for one.
public final class EspeakSpeaker: Speaker {
    private let executable: URL
    private let waveFile: String?
    private var current: Process?

    /// - Parameter waveFile: writes the speech to this WAV file instead of the sound card (tests).
    /// The espeak-ng that speaks.
    public var executableURL: URL { executable }
    /// The process id of the utterance still running, if any.
    public var speakingProcess: Int32? {
        guard let current, current.isRunning else { return nil }
        return current.processIdentifier
    }

    public init(executable: URL, waveFile: String? = nil) {
        self.executable = executable
        self.waveFile = waveFile
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
        stop()
        let process = Process()
        process.executableURL = executable
        process.arguments = Self.arguments(for: text, voice: voice, waveFile: waveFile)
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

    public func stop() {
        // SIGKILL, not Process.terminate()'s SIGTERM: a child inherits ignored signals (from a
        // test runner, nohup, a service manager), and stale speech must end whatever it inherited.
        if let current, current.isRunning { Platform.kill(current.processIdentifier) }
        current = nil
    }

    /// Waits until the utterance being spoken has ended (tests that read the WAV file).
    public func waitUntilSilent() {
        current?.waitUntilExit()
    }
}
