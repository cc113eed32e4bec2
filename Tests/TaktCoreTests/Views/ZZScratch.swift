import Foundation
import Testing

@testable import TaktCore

@Suite struct ZZScratch {
    @Test func dump() throws {
        var all: [String: String] = [:]
        for c in ScreenCase.all { all[c.name] = c.render() }
        let data = try JSONSerialization.data(withJSONObject: all, options: [.sortedKeys])
        try data.write(to: URL(fileURLWithPath: "/tmp/wt17-goldens.json"))
        let order = ScreenCase.all.map(\.name)
        try JSONSerialization.data(withJSONObject: order).write(to: URL(fileURLWithPath: "/tmp/wt17-order.json"))
    }
}
extension ZZScratch {
    @Test func dumpHowTo() throws {
        let screen = SessionScreen(strings: Languages.bundled.strings(for: "de"), width: 40, height: 24, colour: false)
        let text =
            "Burpees: Aus dem Stand in die Hocke, Beine nach hinten in den Liegestütz springen, zurück und hochspringen."
        try screen.render(ScreenFixtures.workPaused, howTo: text).joined(separator: "\n").write(toFile: "/tmp/wt17-ht.txt", atomically: true, encoding: .utf8)
        let small = SessionScreen(strings: Languages.bundled.strings(for: "de"), width: 40, height: 10, colour: false)
        try small.render(ScreenFixtures.workPaused, howTo: text).joined(separator: "\n").write(toFile: "/tmp/wt17-ht2.txt", atomically: true, encoding: .utf8)
    }
}
extension ZZScratch {
    @Test func dumpShow() throws {
        var all: [String: String] = [:]
        for c in ShowViewTests.cases { all[c.name] = c.render() }
        try JSONSerialization.data(withJSONObject: all).write(to: URL(fileURLWithPath: "/tmp/wt17-show.json"))
        try JSONSerialization.data(withJSONObject: ShowViewTests.cases.map(\.name)).write(to: URL(fileURLWithPath: "/tmp/wt17-showorder.json"))
    }
}
extension ZZScratch {
    @Test func dumpReadme() throws {
        let library = ProgramLibrary()
        guard let loaded = library.entry(id: "tabata-classic")?.loaded else { return }
        var machine = SessionMachine(timeline: loaded.timeline, programTitle: loaded.program.title, profile: BodyProfile())
        _ = machine.handle(.start, at: .zero)
        _ = machine.handle(.tick, at: .seconds(51.2))
        let snap = machine.snapshot(at: .seconds(51.2))
        let text = SessionScreen(strings: Languages.bundled.strings(for: "en"), width: 80, height: 24, colour: false).render(snap).joined(separator: "\n")
        try text.write(toFile: "/tmp/wt17-readme.txt", atomically: true, encoding: .utf8)
    }
}
