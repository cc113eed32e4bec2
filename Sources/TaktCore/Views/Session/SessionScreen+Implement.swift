/// What a work phase's large name has no room for: the load and the box's or target's height
/// of its movement ("Box jumps to 24/20 in", "Kettlebell swings 24 kg"), on the line under the
/// countdown (issue 45: `40s 24/20in box jumps` showed only "BOX JUMPS").
extension SessionScreen {
    /// The phase's movement with its load and height; `nil` without either, and for a lift or a
    /// scored window, which show their own.
    func implement(_ phase: Phase) -> String? {
        guard phase.kind == .work, phase.lift == nil, phase.load != nil || phase.height != nil,
            let name = phase.activity?.name.resolved(for: strings.language)
        else { return nil }
        let text = TaskText(strings: strings)
        return text.withHeight(phase.height, phase.load.map { text.withLoad($0, name) } ?? name)
    }
}
