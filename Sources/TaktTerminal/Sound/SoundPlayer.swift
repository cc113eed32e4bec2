import Dispatch
import Foundation
import TaktCore
import TaktPlatform

/// Plays takt's own sounds without making the caller wait.
public protocol SoundPlayer: AnyObject {
    /// Starts playing `sound`; sounds already playing ring on (a gong rings under the next).
    func play(_ sound: CalmSound)
    /// Cuts off every sound still playing.
    func stop()
    /// Returns once what was asked for has started, and lets it ring out (the last gong).
    func settle()
}

/// Sounds through the system's player: PipeWire's `pw-play`, else PulseAudio's `paplay`, else
/// ALSA's `aplay`, the first of them found on `PATH`.
///
/// Each sound is written once as a WAV file into `folder`, then each play is a process of its
/// own, started (as ``EspeakSpeaker`` starts espeak-ng) on a serial queue: `play` returns at once
/// and no phase waits for a file or a process. Foundation's `Process` reaps each when it exits.
public final class SystemSoundPlayer: SoundPlayer, @unchecked Sendable {
    /// The players takt knows, best first, with the arguments that play a WAV file quietly.
    public static let players: [(name: String, arguments: [String])] = [
        ("pw-play", []), ("paplay", []), ("aplay", ["-q"]),
    ]

    private let executable: URL
    private let arguments: [String]
    private let folder: URL
    private let queue = DispatchQueue(label: "takt.sound")
    /// Sounds written to `folder`; only touched on `queue`.
    private var written: Set<CalmSound> = []
    /// Plays that may still be sounding; only touched on `queue`.
    private var playing: [Process] = []

    /// - Parameters:
    ///   - executable: the player.
    ///   - arguments: what comes before the file's path.
    ///   - folder: where the WAV files go; made when the first sound plays.
    public init(executable: URL, arguments: [String] = [], folder: URL) {
        self.executable = executable
        self.arguments = arguments
        self.folder = folder
    }

    /// The player that plays.
    public var executableURL: URL { executable }

    /// The best player on `PATH`, or `nil` when none of them is installed.
    public static func find(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        folder: URL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "takt-sounds-\(ProcessInfo.processInfo.processIdentifier)")
    ) -> SystemSoundPlayer? {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
            .filter { $0.hasPrefix("/") }
        for player in players {
            for directory in directories {
                let candidate = URL(fileURLWithPath: directory).appendingPathComponent(player.name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return SystemSoundPlayer(executable: candidate, arguments: player.arguments, folder: folder)
                }
            }
        }
        return nil
    }

    /// Where `sound`'s WAV file is written.
    public func file(for sound: CalmSound) -> URL {
        folder.appendingPathComponent("\(sound.rawValue).wav")
    }

    public func play(_ sound: CalmSound) {
        queue.async { self.start(sound) }
    }

    /// Starts playing the sound file at `file` (a guided meditation) as it plays a sound: at
    /// once, in a process of its own that ``stop()`` ends.
    public func play(file: URL) {
        queue.async { self.start(file) }
    }

    public func stop() {
        queue.sync {
            // SIGKILL, as for speech: a child may have inherited an ignored SIGTERM.
            for process in self.playing where process.isRunning { Platform.kill(process.processIdentifier) }
            self.playing = []
        }
    }

    public func settle() {
        queue.sync {}
    }

    private func start(_ sound: CalmSound) {
        guard let file = writtenFile(for: sound) else { return }
        start(file)
    }

    private func start(_ file: URL) {
        playing.removeAll { !$0.isRunning }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + [file.path]
        // A player's complaints (no sound server…) must not land on the session's screen.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // Sound is a nicety: a failed start is silence, not an error.
        guard (try? process.run()) != nil else { return }
        playing.append(process)
    }

    /// `sound`'s file, written the first time it is asked for; `nil` when it cannot be written.
    private func writtenFile(for sound: CalmSound) -> URL? {
        let file = file(for: sound)
        if written.contains(sound) { return file }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(sound.wave).write(to: file, options: .atomic)
        } catch {
            return nil
        }
        written.insert(sound)
        return file
    }
}
