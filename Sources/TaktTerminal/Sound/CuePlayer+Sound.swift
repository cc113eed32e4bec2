import TaktCore

extension CuePlayer {
    /// Plays one of takt's own sounds unless sound is off; with no system player it is the
    /// terminal bell (three for three gongs), and ``soundFellBack`` says so once the session ends.
    public func ring(_ sound: CalmSound) {
        guard mode != .off else { return }
        if let sounds {
            sounds.play(sound)
            return
        }
        var bells = TerminalString(.bell)
        for _ in 1..<sound.bells { bells.append(.bell) }
        output.write(bells)
        soundFellBack = true
    }
}
