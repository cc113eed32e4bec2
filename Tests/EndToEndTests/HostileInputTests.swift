import Foundation
import TaktCore
import TaktHistory
import Testing

/// A corpus of hostile inputs, run through the real binary: no control reaches the output.
///
/// Each source a stranger can fill (file names, every localizable text of a program, user
/// exercise catalogs, user string tables with their language code and decimal separator,
/// history rows written by someone else, paths on the command line) holds escape sequences
/// (CSI, OSC 52 clipboard writes), newlines, carriage returns, DEL, C1 controls, bidi
/// overrides and zero-width characters. Every command's output is scanned byte by byte.
@Suite(.serialized) struct HostileInputTests {
    /// What an attacker would put in a text: every kind of control the output must not carry.
    static let payloads = [
        "\u{1B}[2J\u{1B}[H", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}]0;title\u{1B}\\", "line\nforged  row",
        "back\roverwrite", "del\u{7F}", "c1\u{9B}31m\u{85}", "bidi\u{202E}txt\u{2066}\u{2069}",
        "zero\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}width", "bell\u{07}",
    ]
    static let mixed = payloads.joined(separator: "|")

    /// A YAML double-quoted scalar holding `text`, every control written as an escape.
    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value > 0x7E {
                    output += String(format: "\\U%08X", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    static var program: String {
        let text = quoted(mixed)
        return """
            id: hostile
            title: {en: \(text), de: \(text)}
            description: {en: \(text)}
            author: \(text)
            tags: [\(text)]
            defaults: {work: 20, rest: 10}
            blocks:
              - title: \(text)
                exercises:
                  - exercise: evil-hop
                  - name: {en: \(text), de: \(text)}
                    met: 8
                    work: 20

            """
    }

    static var catalog: String {
        let text = quoted(mixed)
        return """
            exercises:
              evil-hop: {name: {en: \(text), de: \(text)}, met: 5, howTo: {en: \(text)}}
              \(quoted("bad\u{1B}[31mkey")): {name: x, met: 5}

            """
    }

    static var stringTable: String {
        """
        language: xx
        name: \(quoted("Evil\u{1B}]52;c;eA==\u{07}"))
        decimalSeparator: \(quoted("\u{1B}[31m\u{202E}"))
        strings:
          list.footer: \(quoted("{count} \u{1B}]52;c;eA==\u{07} {weight}\u{200B}\n\rforged"))
          program.kcal: \(quoted("≈ {kcal}\u{9B}1m kcal ({low}–{high})"))
          history.header.program: \(quoted("P\u{1B}[5m"))
          run.view.work: \(quoted("W\u{1B}[2J"))
          run.plain.phase: \(quoted("\u{1B}]0;x\u{07}{name}"))
          cli.error.prefix: \(quoted("e\u{1B}[41m: {message}"))

        """
    }

    /// A history row as a tampered database would hold it.
    static func tamperedRecord(_ index: Int) -> SessionRecord {
        SessionRecord(
            id: UUID(), programID: "x\u{1B}]52;c;eA==\u{07}\(index)", programTitle: "=cmd|' /C calc'!A0 " + mixed,
            startedAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(index) * 3600),
            endedAt: Date(timeIntervalSince1970: 1_800_000_600 + Double(index) * 3600), pausedSeconds: 0,
            activeSeconds: 300, phasesDone: 3, phasesTotal: 3, endReason: .finished, kcal: 42,
            language: "de\u{1B}[2J\u{202E}", bodyMassKilograms: 70, bodyMassIsDefault: true)
    }

    /// Names of the bytes or characters in `output` that must never be there.
    static func forbidden(in output: Data) -> [String] {
        var found: [String] = []
        for byte in output where (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F {
            found.append(String(format: "byte 0x%02X", byte))
        }
        let listed: [ClosedRange<UInt32>] = [
            0x80...0x9F, 0x061C...0x061C, 0x180E...0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069,
            0xFEFF...0xFEFF, 0xE0000...0xE007F,
        ]
        for scalar in String(decoding: output, as: UTF8.self).unicodeScalars
        where listed.contains(where: { $0.contains(scalar.value) }) {
            found.append(String(format: "U+%04X", scalar.value))
        }
        return found
    }

    /// Runs takt and returns its exit status and everything it wrote, as bytes.
    static func run(
        _ arguments: [String], home: URL, environment: [String: String] = [:], standardOutputOnly: Bool = false
    ) throws -> (Int32, Data) {
        let (process, output) = TaktProcess.make(arguments, home: home)
        if standardOutputOnly { process.standardError = FileHandle.nullDevice }
        var merged = process.environment ?? [:]
        merged.merge(environment) { _, new in new }
        merged["NO_COLOR"] = nil
        process.environment = merged
        process.currentDirectoryURL = home
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// A TAKT_HOME with the whole corpus in place.
    static func hostileHome() throws -> URL {
        let home = try TaktProcess.home()
        let programs = home.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        try Data(program.utf8).write(to: programs.appendingPathComponent("hostile.yaml"))
        try Data(catalog.utf8).write(to: programs.appendingPathComponent("exercises.yaml"))
        // File names: an OSC 52 clipboard write, a screen clear, a newline forging a row.
        for name in ["osc\u{1B}]52;c;cHduZWQ=\u{07}.yaml", "clear\u{1B}[2J\u{202E}.yaml", "row\nforged.yaml"] {
            try Data("title: t\nblocks: nope\n".utf8).write(to: programs.appendingPathComponent(name))
        }
        try Data("title: [".utf8).write(to: programs.appendingPathComponent("bad\u{9B}\u{200B}.yaml"))
        let tables = home.appendingPathComponent("localization")
        try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
        try Data(stringTable.utf8).write(to: tables.appendingPathComponent("xx.yaml"))
        try Data("language: \(quoted("q\u{1B}]0;t\u{07}"))\nname: Q\nstrings: {}\n".utf8).write(
            to: tables.appendingPathComponent("q\u{1B}[2J.yaml"))
        let store = try HistoryStore.open(at: home.appendingPathComponent("history.sqlite")).store
        _ = try store.append(contentsOf: (0..<3).map(tamperedRecord))
        // Another computer's export, as `import` reads it: the same tampered rows.
        let exported = (3..<5).map(tamperedRecord).map { record in
            """
            {"id": "\(record.id.uuidString)", "programID": \(jsonStringLiteral(record.programID)),
             "programTitle": \(jsonStringLiteral(record.programTitle)), "startedAt": "2027-01-15T08:00:00Z",
             "endedAt": "2027-01-15T08:10:00Z", "pausedSeconds": 0, "activeSeconds": 300, "phasesDone": 3,
             "phasesTotal": 3, "endReason": "finished", "kcal": 42, "language": \(jsonStringLiteral(record.language)),
             "bodyMassKilograms": 70, "bodyMassIsDefault": true}
            """
        }
        let file = home.appendingPathComponent("history.json")
        try Data(("[" + exported.joined(separator: ",") + "]").utf8).write(to: file)
        return home
    }

    static let hostilePath = "out\u{1B}]52;c;eA==\u{07}\n\u{202E}/x"

    static let commandLines: [[String]] = [
        ["list"], ["list", "--json"], ["show", "hostile"], ["show", "hostile", "--timeline"],
        ["show", "hostile", "--json"], ["show", "programs/osc\u{1B}]52;c;cHduZWQ=\u{07}.yaml"],
        ["show", "no\u{1B}[2Jsuch"], ["validate", "programs"], ["validate", hostilePath],
        ["info", "evil-hop"], ["info", "evil\u{1B}[2J"],
        ["run", "hostile", "--plain", "--speed", "1000", "--no-log"],
        ["run", "hostile", "--plain", "--speed", "1000", "--no-log", "--events", hostilePath],
        ["history"], ["history", "--json"], ["history", "--limit", "\u{1B}[2J"], ["stats"],
        ["export", "--format", "csv"], ["export", "--format", "json"], ["export", "--format", "x\u{1B}[2J"],
        ["export", "--format", "csv", "-o", hostilePath], ["lang"], ["lang", "q\u{1B}]0;t\u{07}"],
        ["set", "weight", "7\u{1B}[2J"], ["set", "we\u{9B}ight", "70"], ["nope\u{1B}]52;c;eA==\u{07}"],
        ["list", "--bogus\u{1B}[2J"], ["help"],
        // The commands for sharing, plans and reports read the same hostile texts and rows.
        ["share", "hostile"], ["convert", "hostile", "-o", "hostile.txt"], ["convert", "hostile", "-o", hostilePath],
        ["convert", "hostile", "-o", "h.fit"], ["show", "h.fit"], ["run", "hostile.txt", "--plain", "--speed", "1000"],
        ["stats", "--json"], ["history", "x\u{1B}[2J"], ["report", "-o", "report.html"],
        ["report", "-o", hostilePath], ["import", hostilePath], ["import", "history.json"], ["plan"], ["today"],
        ["plan", "start", "e\u{1B}]52;c;eA==\u{07}"], ["add", "hostile.txt"], ["add", hostilePath],
        ["remove", "e\u{1B}[2J"], ["settings"], ["unset", "w\u{1B}[2J"],
    ]

    @Test(arguments: ["en", "de", "xx"])
    func noControlReachesTheOutput(language: String) throws {
        let home = try Self.hostileHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["TAKT_PROGRAMS": home.path + "/missing\u{1B}[2J", "PWD": home.path]
        var shown = 0
        for words in Self.commandLines {
            let (_, output) = try Self.run(["--lang", language] + words, home: home, environment: environment)
            let bad = Self.forbidden(in: output)
            #expect(bad.isEmpty, "\(language) \(words): \(bad) in \(String(decoding: output, as: UTF8.self))")
            #expect(!output.isEmpty, "\(language) \(words)")
            shown += output.count
        }
    }

    @Test func theJSONOutputsStayValidAndKeepTheText() throws {
        let home = try Self.hostileHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, data) = try Self.run(["show", "hostile", "--json"], home: home, standardOutputOnly: true)
        #expect(status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // Program texts are stored without invisible characters and escape sequences.
        #expect((object["title"] as? String)?.hasPrefix("|") == true)
        let (_, history) = try Self.run(["export", "--format", "json"], home: home, standardOutputOnly: true)
        let rows = try #require(try JSONSerialization.jsonObject(with: history) as? [[String: Any]])
        // A database row is shown as it is, escaped in transit: JSON decodes it back whole.
        #expect(rows.first?["programTitle"] as? String == Self.tamperedRecord(0).programTitle)
    }

    @Test func aNewlineInAFileNameForgesNoRowOfTheList() throws {
        let home = try Self.hostileHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, data) = try Self.run(["list"], home: home)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("forged") })
        #expect(lines.contains { $0.hasPrefix("row forged") })
    }

    @Test func csvCellsCannotStartAFormula() throws {
        let home = try Self.hostileHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, data) = try Self.run(["export", "--format", "csv"], home: home)
        let csv = String(decoding: data, as: UTF8.self)
        #expect(csv.components(separatedBy: "\"'=cmd|").count == 4)
        #expect(!csv.contains(",=cmd") && !csv.contains("\"=cmd"))
    }

    /// What lands in files is checked too: the HTML report escapes every hostile text, and
    /// one session shown in detail (`history ID`) carries none of its row's controls.
    @Test func theReportAndTheSessionDetailCarryNoControl() throws {
        let home = try Self.hostileHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let report = home.appendingPathComponent("report.html")
        let (status, _) = try Self.run(["report", "-o", report.path], home: home)
        #expect(status == 0)
        let html = try Data(contentsOf: report)
        #expect(Self.forbidden(in: html).isEmpty, "\(Self.forbidden(in: html))")
        #expect(!String(decoding: html, as: UTF8.self).contains("<script"))
        let (_, json) = try Self.run(["export", "--format", "json"], home: home, standardOutputOnly: true)
        let rows = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        for row in rows {
            let id = try #require(row["id"] as? String)
            let (shown, detail) = try Self.run(["history", String(id.prefix(8))], home: home)
            #expect(shown == 0)
            #expect(Self.forbidden(in: detail).isEmpty, "\(Self.forbidden(in: detail))")
        }
    }
}
