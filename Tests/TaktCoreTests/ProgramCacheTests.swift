import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// The compiled-program cache: used while a file keeps its size and modification time, never
/// trusted over a file that changed, went away or came, and ignored when damaged or foreign.
///
/// Modification times are set by the tests (whole seconds in 2020), so nothing depends on the
/// clock or on how fine the file system's timestamps are.
@Suite struct ProgramCacheTests {
    /// A folder of programs and a cache file beside it.
    struct Setup {
        let programs: URL
        let cacheFile: URL

        init() throws {
            let root = try ProgramFixtures.temporaryDirectory()
            programs = root.appendingPathComponent("programs")
            cacheFile = root.appendingPathComponent("cache").appendingPathComponent(ProgramCache.fileName)
            try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        }

        /// Writes a program titled `title` with `work` seconds of squats, modified at `modified` (seconds since 1970).
        func write(_ name: String, id: String, title: String, work: Int = 20, modified: TimeInterval) throws {
            let url = programs.appendingPathComponent(name)
            try
                "id: \(id)\ntitle: {en: \(title), de: \(title) DE}\ngetReady: 0\nblocks: [{exercises: [{exercise: squats, work: \(work)}]}]\n"
                .write(to: url, atomically: true, encoding: .utf8)
            try touch(name, modified: modified)
        }

        func touch(_ name: String, modified: TimeInterval) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: modified)],
                ofItemAtPath: programs.appendingPathComponent(name).path)
        }

        func library(version: String = "test 1") -> ProgramLibrary {
            let catalog = programs.appendingPathComponent(ProgramLibrary.catalogFileName)
            return ProgramLibrary(
                userDirectories: [programs],
                files: LocalFileSystem(),
                cache: ProgramCache(
                    url: cacheFile, version: version, catalogFiles: [catalog], files: LocalFileSystem(), now: Date()))
        }

        func userEntries(_ library: ProgramLibrary) -> [ProgramLibrary.Entry] {
            library.entries.filter { $0.source != .bundled }
        }
    }

    static let t2020: TimeInterval = 1_577_836_800

    @Test func aSecondCallReadsNoUnchangedFileAndShowsTheSameList() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        try setup.write("b.yaml", id: "beta", title: "Beta", work: 45, modified: Self.t2020 + 60)
        let first = setup.library()
        #expect(setup.userEntries(first).map(\.isFromCache) == [false, false])
        #expect(FileManager.default.fileExists(atPath: setup.cacheFile.path))

        let second = setup.library()
        #expect(setup.userEntries(second).map(\.isFromCache) == [true, true])
        let profile = BodyProfile()
        #expect(
            ProgramListView.render(second, strings: ProgramFixtures.en, profile: profile)
                == ProgramListView.render(first, strings: ProgramFixtures.en, profile: profile))
        #expect(
            ProgramJSON.list(second, strings: ProgramFixtures.de, profile: profile)
                == ProgramJSON.list(first, strings: ProgramFixtures.de, profile: profile))
        // A cached entry still compiles its file when the program itself is needed (show, run).
        let beta = try #require(second.entry(id: "beta"))
        #expect(beta.loaded?.timeline.totalSeconds == 45)
        #expect(beta == first.entry(id: "beta"))
    }

    @Test func aChangedFileIsNoticedOnTheNextCall() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        _ = setup.library()
        // New content and a new time.
        try setup.write("a.yaml", id: "alpha", title: "Renamed", modified: Self.t2020 + 1)
        let library = setup.library()
        let entry = try #require(library.entry(id: "alpha"))
        #expect(!entry.isFromCache)
        #expect(entry.summary?.title.resolved(for: "en") == "Renamed")
        // Then cached again, with the new title.
        #expect(setup.library().entry(id: "alpha")?.summary?.title.resolved(for: "en") == "Renamed")
        #expect(setup.library().entry(id: "alpha")?.isFromCache == true)
    }

    @Test func aChangeThatKeepsTheTimeButNotTheSizeIsNoticed() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        _ = setup.library()
        try setup.write("a.yaml", id: "alpha", title: "Alpha two", modified: Self.t2020)
        let entry = try #require(setup.library().entry(id: "alpha"))
        #expect(!entry.isFromCache)
        #expect(entry.summary?.title.resolved(for: "en") == "Alpha two")
    }

    @Test func aRemovedFileIsGoneAndAnAddedOneAppears() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        try setup.write("b.yaml", id: "beta", title: "Beta", modified: Self.t2020)
        _ = setup.library()
        try FileManager.default.removeItem(at: setup.programs.appendingPathComponent("b.yaml"))
        try setup.write("c.yaml", id: "gamma", title: "Gamma", modified: Self.t2020)
        let library = setup.library()
        #expect(setup.userEntries(library).map(\.id) == ["alpha", "gamma"])
        #expect(library.entry(id: "alpha")?.isFromCache == true)
        #expect(library.entry(id: "gamma")?.isFromCache == false)
        #expect(library.entry(id: "beta") == nil)
        let cache = try String(contentsOf: setup.cacheFile, encoding: .utf8)
        #expect(!cache.contains("b.yaml"))
        #expect(cache.contains("c.yaml"))
    }

    @Test func aFileThatBecameBrokenIsBrokenAtOnceAndNeverCached() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        _ = setup.library()
        let url = setup.programs.appendingPathComponent("a.yaml")
        try "id: alpha\ntitle: Alpha\nblocks: [{exercises: [{exercise: squats, work: soon}]}]\n".write(
            to: url, atomically: true, encoding: .utf8)
        try setup.touch("a.yaml", modified: Self.t2020 + 5)
        for _ in 0..<2 {
            let entry = try #require(setup.library().entry(id: "alpha"))
            #expect(entry.summary == nil)
            #expect(!entry.isFromCache)
            #expect(entry.diagnostics.first?.line == 3)
        }
    }

    @Test(arguments: [
        "", "garbage", "takt program cache 1\n", "takt program cache 1\ntest 1\tx\n\u{0}\u{1}\n",
        "takt program cache 1\n<key>\n/p/a.yaml\t1\tnot a number\talpha\t20\t1.0\ten\tA\n",
        "takt program cache 1\n<key>\n/p/a.yaml\t1\t2\talpha\t20\t1.0\ten\n",
        "takt program cache 1\n<key>\n/p/a.yaml\t1\t2\talpha\t20\t1.0\ten\tA\\",
    ])
    func aDamagedCacheIsIgnoredAndRebuilt(damage: String) throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        _ = setup.library()
        let key = try #require(
            try String(contentsOf: setup.cacheFile, encoding: .utf8).split(separator: "\n").dropFirst().first)
        try damage.replacingOccurrences(of: "<key>", with: key).write(
            to: setup.cacheFile, atomically: true, encoding: .utf8)
        let library = setup.library()
        #expect(library.entry(id: "alpha")?.isFromCache == false)
        #expect(library.entry(id: "alpha")?.summary?.title.resolved(for: "en") == "Alpha")
        // Rebuilt: the next call uses it again.
        #expect(setup.library().entry(id: "alpha")?.isFromCache == true)
    }

    @Test func aCacheFromAnotherVersionIsIgnored() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        _ = setup.library(version: "0.0.9 old")
        #expect(setup.library(version: "0.0.9 old").entry(id: "alpha")?.isFromCache == true)
        #expect(setup.library(version: "test 1").entry(id: "alpha")?.isFromCache == false)
        #expect(setup.library(version: "test 1").entry(id: "alpha")?.isFromCache == true)
    }

    @Test func aChangedExerciseCatalogMakesEveryProgramCompileAgain() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Self.t2020)
        _ = setup.library()
        // The user's catalog bills squats at another MET: the cached calories would be wrong.
        try "exercises:\n  squats: {name: {en: Squats, de: Kniebeugen}, met: 9.5}\n".write(
            to: setup.programs.appendingPathComponent(ProgramLibrary.catalogFileName), atomically: true,
            encoding: .utf8)
        let entry = try #require(setup.library().entry(id: "alpha"))
        #expect(!entry.isFromCache)
        let loaded = try #require(entry.loaded)
        #expect(entry.summary?.metMinutes == CalorieEstimate.plannedMETMinutes(of: loaded.timeline))
        #expect(loaded.timeline.phases.first?.activity?.met == 9.5)
    }

    @Test func filesChangedInTheLastSecondAreNotCachedYet() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha", modified: Date().timeIntervalSince1970)
        _ = setup.library()
        #expect(setup.library().entry(id: "alpha")?.isFromCache == false)
    }

    @Test func textsWithTabsBackslashesAndLineBreaksSurviveTheCache() {
        for text in ["a\tb", "back\\slash", "two\nlines", "\\t literally", "ends with \\", "über · 運動"] {
            #expect(ProgramCache.unescape(ProgramCache.escape(text)) == text)
            #expect(!ProgramCache.escape(text).contains("\n"))
            #expect(!ProgramCache.escape(text).contains("\t"))
        }
    }
}
