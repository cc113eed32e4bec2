// The view of a sitting (SPEC section 19): minimal, as a meditation timer should be.
extension SessionScreen {
    /// The affirmations a sitting's view shows, one a minute in turn.
    static let affirmations: [StringKey] = [
        .meditateAffirmationOne, .meditateAffirmationTwo, .meditateAffirmationThree, .meditateAffirmationFour,
        .meditateAffirmationFive, .meditateAffirmationSix, .meditateAffirmationSeven, .meditateAffirmationEight,
    ]

    /// The affirmation of the sitting's `minute` (0 the first), the list going round.
    static func affirmation(minute: Int) -> StringKey {
        affirmations[max(0, minute) % affirmations.count]
    }

    /// Meditation or reflection, small; the time left of the whole sitting, small; one line of
    /// the minute's affirmation (none with `--no-words`); the keys. Paused, the marker above.
    func sittingLines(_ snapshot: SessionSnapshot) -> [ScreenLine] {
        typealias Part = ScreenLayout.Part
        var layout = ScreenLayout(
            width: width, height: height,
            parts: [
                Part(slot: .marker, region: .middle, gapBefore: false, centred: true),
                Part(slot: .title, region: .middle, gapBefore: true, centred: true),
                Part(slot: .countdown, region: .middle, gapBefore: true, centred: true),
                Part(slot: .position, region: .middle, gapBefore: true, centred: true),
                Part(slot: .keys, region: .bottom, gapBefore: true, centred: false),
            ])
        let left = ClockText.format(snapshot.workoutRemaining, rounding: .up)
        layout.place(.countdown, [[ScreenLine(left, .bold)]])
        let help = KeyHelp(strings: strings, width: width)
        let running = help.lines(paused: false, openSet: false)
        let paused = help.lines(paused: true, openSet: false)
        let keys = snapshot.isPaused ? paused : running
        layout.place(.keys, [keys + Array(repeating: .blank, count: max(0, running.count - keys.count))])
        layout.place(.marker, [[snapshot.isPaused ? ScreenLine(strings(.runViewPaused), .paused) : .blank]])
        layout.place(.title, [[ScreenLine(BreathText.name(snapshot.phase.kind, strings) ?? "", .dim)]])
        if !snapshot.phase.quiet {
            let minute = Int(snapshot.sessionElapsed.secondsValue / 60)
            let text = strings(Self.affirmation(minute: minute))
            let wrapped = Self.wrap(text, width: max(1, width - 4)).map { ScreenLine($0) }
            layout.place(.position, [wrapped, [ScreenLine(DisplayWidth.truncate(text, to: width))]])
        }
        return layout.lines()
    }
}
