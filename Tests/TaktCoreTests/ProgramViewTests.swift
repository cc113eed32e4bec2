import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// Whole screens of the list, show, info and validate views, in English and German.
@Suite struct ProgramViewTests {
    static let strength = """
        id: strength-test
        title: {en: Strength test, de: Krafttest}
        description: {en: Two sets and a plank., de: Zwei Sätze und ein Unterarmstütz.}
        author: Kim
        tags: [strength]
        level: beginner
        getReady: 5
        blocks:
          - title: {en: Legs, de: Beine}
            rounds: 2
            restAfter: 40
            exercises:
              - exercise: squats
                sets:
                  - {order: 2, work: 30, rest: 20}
                  - {order: 1, work: 45, rest: 15}
          - exercises:
              - exercise: push-ups
                reps: 10
                rest: 30
              - exercise: plank
                work: 1m
        """

    static func entry(_ yaml: String = strength, path: String = "strength-test.yaml") -> ProgramLibrary.Entry {
        let content = ProgramFixtures.load(yaml, file: path)
        return ProgramLibrary.Entry(id: "strength-test", source: .user(path: path), content: content)
    }

    @Test func showInEnglish() {
        let text = ProgramShowView.render(
            Self.entry(), timeline: true, strings: ProgramFixtures.en, profile: BodyProfile())
        #expect(
            text == """
                Strength test (strength-test)
                Two sets and a plank.

                Author    Kim
                Level     beginner
                Tags      strength
                Source    user file strength-test.yaml
                Duration  5:35 = get ready 0:05 + work 3:30 + rest 2:00 + 1 open set, not timed
                Estimate  ≈ 36 kcal (25–46) for 70 kg (default)

                Blocks:
                  Get ready 0:05
                  1. Legs · 2 rounds · 4:00
                     Squats:
                       set 1: 0:45 work · 0:15 rest
                       set 2: 0:30 work · 0:20 rest
                     then 0:40 rest after the block
                  2. Block 2 · 1 round · 1:30
                     Push-ups: 10 reps · 0:30 rest
                     Plank: 1:00 work

                Timeline (12 phases):
                   1  Get ready     0:05
                   2  Squats        0:45  round 1/2, set 1/2
                   3  Rest          0:15
                   4  Squats        0:30  round 1/2, set 2/2
                   5  Rest          0:20
                   6  Squats        0:45  round 2/2, set 1/2
                   7  Rest          0:15
                   8  Squats        0:30  round 2/2, set 2/2
                   9  Rest          0:40  between blocks
                  10  Push-ups   10 reps
                  11  Rest          0:30
                  12  Plank         1:00
                """)
    }

    @Test func showInGermanWithAWeight() {
        let text = ProgramShowView.render(
            Self.entry(), timeline: false, strings: ProgramFixtures.de, profile: BodyProfile(massKilograms: 82.5))
        #expect(
            text == """
                Krafttest (strength-test)
                Zwei Sätze und ein Unterarmstütz.

                Autor         Kim
                Stufe         Einsteiger
                Schlagwörter  strength
                Quelle        eigene Datei strength-test.yaml
                Dauer         5:35 = Vorbereitung 0:05 + Belastung 3:30 + Pause 2:00 + 1 offener
                              Satz ohne Zeitvorgabe
                Schätzung     ≈ 42 kcal (29–55) für 82,5 kg

                Blöcke:
                  Vorbereitung 0:05
                  1. Beine · 2 Runden · 4:00
                     Kniebeugen:
                       Satz 1: 0:45 Belastung · 0:15 Pause
                       Satz 2: 0:30 Belastung · 0:20 Pause
                     danach 0:40 Pause nach dem Block
                  2. Block 2 · 1 Runde · 1:30
                     Liegestütze: 10 Wiederholungen · 0:30 Pause
                     Unterarmstütz: 1:00 Belastung
                """)
    }

    @Test func showOfABrokenProgramListsEveryProblem() {
        let entry = Self.entry(
            "title: t\nblocks: [{rounds: 0, exercises: [{exercise: squats, work: x}]}]", path: "b.yaml")
        #expect(
            ProgramShowView.render(entry, timeline: false, strings: ProgramFixtures.en, profile: BodyProfile()) == """
                b.yaml:2:19: error: 'rounds' must be from 1 to 1000, found '0'
                b.yaml:2:59: error: 'work' must be a duration like 30, '30s' or '1m30s', found 'x'
                """)
    }

    @Test func listInBothLanguagesMarksShadowingAndBroken() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        try ProgramLibraryTests.userTabata.write(
            to: folder.appendingPathComponent("tabata-classic.yaml"), atomically: true, encoding: .utf8)
        try "title: t\nblocks: [{exercises: [{exercise: squat, work: 5}]}]".write(
            to: folder.appendingPathComponent("oops.yaml"), atomically: true, encoding: .utf8)
        let library = ProgramLibrary(userDirectories: [folder], files: LocalFileSystem())
        let oops = folder.appendingPathComponent("oops.yaml").path
        #expect(
            ProgramListView.render(library, strings: ProgramFixtures.en, profile: BodyProfile()) == """
                ID                TITLE                   TIME  KCAL  SOURCE
                angie             Angie                 ≈20:10   178  bundled
                annie             Annie                 ≈15:10   161  bundled
                barbara           Barbara               ≈47:10   330  bundled
                beginner-circuit  Beginner circuit       18:30   110  bundled
                chelsea           Chelsea                30:10   263  bundled
                cindy             Cindy                  20:10   176  bundled
                cindy-floor       Cindy on the floor     20:10   204  bundled
                death-by-burpees  Death by burpees       30:10   404  bundled
                diane             Diane                  ≈4:40    34  bundled
                dt                DT                     ≈6:55    47  bundled
                elizabeth         Elizabeth              ≈4:40    37  bundled
                for-time-21-15-9  21-15-9 for time       12:10   129  bundled
                fran              Fran                   ≈4:40    37  bundled
                grace             Grace                  ≈1:40    11  bundled
                helen             Helen                 ≈11:07   124  bundled
                isabel            Isabel                 ≈1:40    11  bundled
                jackie            Jackie                 ≈9:10    76  bundled
                karen             Karen                  ≈7:40    60  bundled
                ladder            Jump rope ladder       16:50   153  bundled
                mary              Mary                   20:10   176  bundled
                murph             Murph                 ≈46:16   480  bundled
                nancy             Nancy                 ≈13:55   131  bundled
                oops              (broken)                   –     –  user
                    \(oops):2:34: error: unknown exercise 'squat'; did you mean 'squats'?
                seven-minute      The 7-minute workout    8:00    50  bundled
                strength-circuit  Strength circuit       14:25    53  bundled
                tabata-classic    My Tabata               0:50     7  user, shadows bundled
                tabata-four       Four-block Tabata      18:30   195  bundled

                27 programs · kcal estimated for 70 kg (default)
                """)
        #expect(
            ProgramListView.render(library, strings: ProgramFixtures.de, profile: BodyProfile(massKilograms: 60))
                == """
                ID                TITEL                    DAUER  KCAL  QUELLE
                angie             Angie                   ≈20:10   152  mitgeliefert
                annie             Annie                   ≈15:10   138  mitgeliefert
                barbara           Barbara                 ≈47:10   283  mitgeliefert
                beginner-circuit  Einsteiger-Zirkel        18:30    94  mitgeliefert
                chelsea           Chelsea                  30:10   226  mitgeliefert
                cindy             Cindy                    20:10   151  mitgeliefert
                cindy-floor       Cindy am Boden           20:10   175  mitgeliefert
                death-by-burpees  Death by Burpees         30:10   347  mitgeliefert
                diane             Diane                    ≈4:40    30  mitgeliefert
                dt                DT                       ≈6:55    40  mitgeliefert
                elizabeth         Elizabeth                ≈4:40    32  mitgeliefert
                for-time-21-15-9  21-15-9 auf Zeit         12:10   110  mitgeliefert
                fran              Fran                     ≈4:40    32  mitgeliefert
                grace             Grace                    ≈1:40     9  mitgeliefert
                helen             Helen                   ≈11:07   107  mitgeliefert
                isabel            Isabel                   ≈1:40     9  mitgeliefert
                jackie            Jackie                   ≈9:10    66  mitgeliefert
                karen             Karen                    ≈7:40    51  mitgeliefert
                ladder            Seilspring-Leiter        16:50   131  mitgeliefert
                mary              Mary                     20:10   151  mitgeliefert
                murph             Murph                   ≈46:16   411  mitgeliefert
                nancy             Nancy                   ≈13:55   112  mitgeliefert
                oops              (fehlerhaft)                 –     –  eigenes
                    \(oops):2:34: Fehler: unbekannte Übung „squat“; meintest du „squats“?
                seven-minute      Das 7-Minuten-Training    8:00    43  mitgeliefert
                strength-circuit  Kraftzirkel              14:25    45  mitgeliefert
                tabata-classic    Mein Tabata               0:50     6  eigenes (ersetzt mitgeliefertes)
                tabata-four       Tabata in vier Blöcken   18:30   167  mitgeliefert

                27 Programme · kcal geschätzt für 60 kg
                """)
    }

    @Test func infoInBothLanguages() throws {
        let catalog = ProgramFixtures.catalog
        #expect(
            try ExerciseInfoView.render("squats", catalog: catalog, strings: ProgramFixtures.en).get() == """
                Squats (squats)
                Feet shoulder-width apart; sit back and down until your thighs are level, chest up, then stand.
                MET 6.5 (Compendium of Physical Activities, code 02057)
                """)
        #expect(
            try ExerciseInfoView.render("squats", catalog: catalog, strings: ProgramFixtures.de).get() == """
                Kniebeugen (squats)
                Füße schulterbreit; Gesäß nach hinten unten bis die Oberschenkel waagerecht sind, Brust aufrecht, dann aufrichten.
                MET 6,5 (Compendium of Physical Activities, Code 02057)
                """)
        let unknown = ExerciseInfoView.render("sqauts", catalog: catalog, strings: ProgramFixtures.de)
        #expect(unknown.failure?.message == "unbekannte Übung „sqauts“; meintest du „squats“?")
        let far = ExerciseInfoView.render("\u{1B}[2Jzumba", catalog: catalog, strings: ProgramFixtures.en)
        #expect(far.failure.map { TerminalText.sanitize($0.message) } == "unknown exercise '\\u001b[2Jzumba'")
    }

    @Test func validateReportCountsErrorsAndFiles() throws {
        let folder = try ProgramFixtures.temporaryDirectory()
        let good = folder.appendingPathComponent("good.yaml").path
        let bad = folder.appendingPathComponent("bad.yaml").path
        try "title: t\nblocks: [{exercises: [{exercise: squats, work: 5}]}]".write(
            toFile: good, atomically: true, encoding: .utf8)
        try "title: t\nlevel: pro\nblocks: [{exercises: [{exercise: squats, wrk: 5}]}]".write(
            toFile: bad, atomically: true, encoding: .utf8)
        let results = ValidationReport.check(
            paths: [good, bad, "missing.yaml"], catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        #expect(ValidationReport.hasErrors(results))
        #expect(
            ValidationReport.render(results, strings: ProgramFixtures.en) == """
                \(good): ok
                \(bad):2:8: error: 'level' must be beginner, intermediate or advanced, found 'pro'
                \(bad):3:42: error: unknown key 'wrk'; did you mean 'work'?
                missing.yaml:1:1: error: no such file or folder
                3 errors in 2 files
                """)
        let passed = ValidationReport.check(paths: [good], catalog: ProgramFixtures.catalog, files: LocalFileSystem())
        #expect(!ValidationReport.hasErrors(passed))
        #expect(
            ValidationReport.render(passed, strings: ProgramFixtures.de)
                == "\(good): in Ordnung\n1 Datei geprüft, keine Fehler")
    }

    @Test func escapeSequencesNeverReachTheOutput() throws {
        let evil = """
            id: evil
            title: {en: "\\e[2JEvil\\e]0;pwned\\a title", de: "B\\u009b31mse"}
            description: "\\e[31mred\\e[0m text"
            author: "\\e]8;;http://x\\e\\\\link\\e]8;;\\e\\\\"
            tags: ["\\e[5mblink"]
            blocks:
              - title: "\\e[1mBold"
                exercises:
                  - name: "Crawl\\e[K"
                    met: 8
                    work: 5
            """
        let entry = Self.entry(evil, path: "evil.yaml")
        let loaded = try #require(entry.loaded)
        let outputs = [
            ProgramShowView.render(entry, timeline: true, strings: ProgramFixtures.en, profile: BodyProfile()),
            ProgramShowView.render(entry, timeline: true, strings: ProgramFixtures.de, profile: BodyProfile()),
            ProgramJSON.show(loaded, source: entry.source, strings: ProgramFixtures.en, profile: BodyProfile()),
        ]
        for output in outputs {
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
            #expect(!output.contains("pwned"))
        }
        #expect(outputs[0].hasPrefix("Evil title (evil)\nred text\n"))
        #expect(outputs[0].contains("Author    link\n"))
        #expect(outputs[1].hasPrefix("Bse (evil)"))
        let folder = try ProgramFixtures.temporaryDirectory()
        try evil.write(to: folder.appendingPathComponent("evil.yaml"), atomically: true, encoding: .utf8)
        let list = ProgramListView.render(
            ProgramLibrary(userDirectories: [folder], files: LocalFileSystem()), strings: ProgramFixtures.en,
            profile: BodyProfile())
        #expect(list.contains("evil              Evil title"))
        #expect(!list.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func showJSONHasTheSpecShape() throws {
        let loaded = try #require(Self.entry().loaded)
        let json = ProgramJSON.show(loaded, source: .bundled, strings: ProgramFixtures.de, profile: BodyProfile())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            object.keys.sorted() == [
                "estimatedKcal", "id", "kcalHigh", "kcalLow", "phases", "restSeconds", "source", "title",
                "totalSeconds", "workSeconds",
            ])
        #expect(object["id"] as? String == "strength-test")
        #expect(object["title"] as? String == "Krafttest")
        #expect(object["source"] as? String == "bundled")
        #expect(object["totalSeconds"] as? Int == 335)
        #expect(object["workSeconds"] as? Int == 210)
        #expect(object["restSeconds"] as? Int == 120)
        #expect(object["estimatedKcal"] as? Int == 36)
        #expect(object["kcalLow"] as? Int == 25)
        #expect(object["kcalHigh"] as? Int == 46)
        let phases = try #require(object["phases"] as? [[String: Any]])
        #expect(phases.count == 12)
        #expect(
            phases[0].keys.sorted() == [
                "block", "exercise", "kind", "name", "order", "reps", "round", "rounds", "seconds", "set", "sets",
            ])
        #expect(phases[1]["exercise"] as? String == "squats")
        #expect(phases[1]["name"] as? String == "Kniebeugen")
        #expect(phases[1]["kind"] as? String == "work")
        #expect(phases[1]["set"] as? Int == 1 && phases[1]["sets"] as? Int == 2)
        #expect(phases[2]["name"] as? String == "Pause")
        #expect(phases[2]["exercise"] is NSNull)
        let pushUps = phases[9]
        #expect(pushUps["seconds"] is NSNull)
        #expect(pushUps["reps"] as? Int == 10)
        #expect(pushUps["block"] as? Int == 2)
        #expect(json.hasPrefix("{\n  \"estimatedKcal\" : 36,\n  \"id\" : \"strength-test\","))
    }

    @Test func listJSONHasTheSpecShape() throws {
        let json = ProgramJSON.list(
            ProgramLibrary(files: LocalFileSystem()), strings: ProgramFixtures.en, profile: BodyProfile())
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(items.count == BundledProgramTests.programFiles.count)
        for item in items {
            #expect(
                item.keys.sorted() == [
                    "estimatedKcal", "id", "path", "shadowsBundled", "source", "title", "totalSeconds",
                ])
            #expect(item["path"] is NSNull)
            #expect(item["shadowsBundled"] as? Bool == false)
        }
        #expect(items.compactMap { $0["id"] as? String } == items.compactMap { $0["id"] as? String }.sorted())
        #expect(items.first { $0["id"] as? String == "beginner-circuit" }?["totalSeconds"] as? Int == 1110)
    }
}
