import TaktCore
import TaktTerminal
import TaktTestSupport
import Testing

@testable import TaktCLI

/// A gong or breath tone that rang the bell for want of a sound player is said after the
/// session, once a process; a session that rang none says nothing.
@MainActor
@Suite struct SoundHintTests {
    static let hint =
        "Gongs und Atemtöne brauchen ein Abspielprogramm, deshalb kam der Signalton. "
        + "Installieren mit: sudo apt install pipewire-bin (oder pulseaudio-utils oder alsa-utils)"

    @Test func theHintIsToldOnceAfterSoundsRangTheBell() {
        let capture = TestConsole()
        let strings = Languages.bundled.strings(for: "de")
        let hint = EspeakHint()
        for _ in 0..<2 {
            let player = CuePlayer(mode: .bell, output: RecordedOutput(), speaker: nil, sounds: nil)
            hint.watchSounds(of: player)
            player.ring(.gong)
            hint.tellOnce(on: capture.console(), strings: strings)
        }
        #expect(capture.out.components(separatedBy: Self.hint).count == 2, "\(capture.out)")
    }

    @Test func noHintWithoutASoundOrWithAPlayer() {
        let capture = TestConsole()
        let strings = Languages.bundled.strings(for: "de")
        let hint = EspeakHint()
        let silent = CuePlayer(mode: .bell, output: RecordedOutput(), speaker: nil, sounds: nil)
        hint.watchSounds(of: silent)
        silent.play(.halfway, strings: strings)
        hint.tellOnce(on: capture.console(), strings: strings)
        let played = CuePlayer(mode: .bell, output: RecordedOutput(), speaker: nil, sounds: RecordedSounds())
        hint.watchSounds(of: played)
        played.ring(.gong)
        hint.tellOnce(on: capture.console(), strings: strings)
        #expect(capture.out.isEmpty, "\(capture.out)")
    }
}

/// A sound player that plays nothing.
private final class RecordedSounds: SoundPlayer {
    func play(_ sound: CalmSound) {}
    func stop() {}
    func settle() {}
}
