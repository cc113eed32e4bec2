import Foundation

/// Says a text aloud without making the caller wait.
public protocol Speaker: AnyObject {
    func speak(_ text: String, language: String)
    func stop()
}

/// Speech through espeak-ng, one utterance at a time, in the background.
///
/// A new cue cuts off one still being spoken rather than queueing behind it: at high speeds
/// or with short phases a queue would pile up processes and speak cues long after they apply.
public final class EspeakSpeaker: Speaker {
    private let executable: URL
    private var current: Process?

    public init(executable: URL) {
        self.executable = executable
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

    /// The arguments for `text` in `language`.
    ///
    /// Program texts could begin with "-" and read as an option; a leading space keeps them text.
    public static func arguments(for text: String, language: String) -> [String] {
        ["-v", language, text.hasPrefix("-") ? " " + text : text]
    }

    public func speak(_ text: String, language: String) {
        stop()
        let process = Process()
        process.executableURL = executable
        process.arguments = Self.arguments(for: text, language: language)
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
        if let current, current.isRunning { current.terminate() }
        current = nil
    }
}
