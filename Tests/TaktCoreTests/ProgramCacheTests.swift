import Foundation
import Testing

@testable import TaktCore

/// The compiled-program cache: used while a file keeps its stamp (size, modification and status
/// change times, inode, device), never trusted over a file that changed, went away or came, nor
/// for a file changed within a second of the cache's writing; ignored when damaged or foreign.
///
/// The files are in memory (``MemoryFileSystem``) with a clock the tests move, so nothing
/// depends on the real clock or on how fine a real file system's timestamps are.
@Suite struct ProgramCacheTests {
    static let second: Int64 = 1_000_000_000
    /// 2020-01-01 00:00 UTC, in nanoseconds.
    static let t2020: Int64 = 1_577_836_800 * second

    /// A folder of programs and a cache file, in memory, at 2020-01-01.
    struct Setup {
        let files = MemoryFileSystem(clock: ProgramCacheTests.t2020)
        let programs = "/home/me/.config/takt/programs"
        let cacheFile = URL(fileURLWithPath: "/home/me/.cache/takt/" + ProgramCache.fileName)

        init() throws {
            try files.createFolder(programs)
        }

        func path(_ name: String) -> String { programs + "/" + name }

        /// A program titled `title` with `work` seconds of squats: the same size for titles of one length.
        static func yaml(id: String, title: String, work: Int = 20) -> Data {
            Data(
                "id: \(id)\ntitle: {en: \(title), de: \(title) DE}\ngetReady: 0\nblocks: [{exercises: [{exercise: squats, work: \(work)}]}]\n"
                    .utf8)
        }

        /// Writes a program at the clock's time, replacing any file of that name.
        func write(_ name: String, id: String, title: String, work: Int = 20) throws {
            try files.write(Self.yaml(id: id, title: title, work: work), to: path(name))
        }

        /// Moves the clock on.
        func wait(seconds: Double) {
            files.clock += Int64(seconds * 1e9)
        }

        /// The library as `takt list` loads it at the clock's time, its cache saved afterwards.
        ///
        /// The paths it read are kept until the next call: an entry whose file it did not read
        /// came from the cache (``fromCache(_:)``).
        func library(version: String = "test 1") -> ProgramLibrary {
            files.forgetReads()
            let library = ProgramLibrary(
                userDirectories: [URL(fileURLWithPath: programs)], files: files, cache: cache(version))
            libraryReads.paths = files.readPaths
            library.refreshedCache?.save(files: files)
            return library
        }

        /// What the last ``library(version:)`` read.
        final class Reads {
            var paths: [String] = []
        }
        let libraryReads = Reads()

        /// Whether `entry` came from the cache when the last library was made: its file not read.
        func fromCache(_ entry: ProgramLibrary.Entry?) -> Bool? {
            guard let entry, let path = entry.source.path else { return nil }
            return !libraryReads.paths.contains(path)
        }

        func cache(_ version: String = "test 1") -> ProgramCache {
            ProgramCache(
                url: cacheFile, version: version,
                catalogFiles: [URL(fileURLWithPath: path(ProgramLibrary.catalogFileName))], files: files,
                now: Date(timeIntervalSince1970: Double(files.clock) / 1e9))
        }

        func title(_ id: String, in library: ProgramLibrary) -> String? {
            library.entry(id: id)?.summary?.title.resolved(for: "en")
        }

        func cacheText() throws -> String {
            try #require(String(data: try files.read(cacheFile.path), encoding: .utf8))
        }

        func userEntries(_ library: ProgramLibrary) -> [ProgramLibrary.Entry] {
            library.entries.filter { $0.source != .bundled }
        }
    }

    @Test func aSecondCallReadsNoUnchangedFileAndShowsTheSameList() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        try setup.write("b.yaml", id: "beta", title: "Beta", work: 45)
        setup.wait(seconds: 60)
        let first = setup.library()
        #expect(setup.userEntries(first).map { setup.fromCache($0) } == [false, false])
        #expect(setup.files.exists(setup.cacheFile.path))

        setup.wait(seconds: 60)
        let reads = setup.files.reads
        let second = setup.library()
        #expect(setup.userEntries(second).map { setup.fromCache($0) } == [true, true])
        // The cache itself is the one file read.
        #expect(setup.files.reads == reads + 1)
        let profile = BodyProfile()
        #expect(
            ProgramListView.render(second, strings: ProgramFixtures.en, profile: profile)
                == ProgramListView.render(first, strings: ProgramFixtures.en, profile: profile))
        #expect(
            ProgramJSON.list(second, strings: ProgramFixtures.de, profile: profile)
                == ProgramJSON.list(first, strings: ProgramFixtures.de, profile: profile))
        // A cached entry equals the compiled one without its file being read...
        let beta = try #require(second.entry(id: "beta"))
        #expect(beta == first.entry(id: "beta"))
        #expect(beta != first.entry(id: "alpha"))
        #expect(setup.files.reads == reads + 1)
        // ...and still compiles its file when the program itself is needed (show, run).
        #expect(beta.loaded?.timeline.totalSeconds == 45)
        #expect(setup.files.reads == reads + 2)
    }

    @Test func loadingALibraryWritesNothingItsCallerSavesTheCache() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        let writes = setup.files.writes
        let library = ProgramLibrary(
            userDirectories: [URL(fileURLWithPath: setup.programs)], files: setup.files, cache: setup.cache())
        #expect(setup.files.writes == writes)
        #expect(!setup.files.exists(setup.cacheFile.path))
        let refreshed = try #require(library.refreshedCache)
        // The user's file, and every bundled program by its content (BundledProgram).
        let bundled = BundledProgram.all(cache: nil).map(\.cacheKey)
        #expect(refreshed.records.keys.sorted() == ([setup.path("a.yaml")] + bundled).sorted())
        refreshed.save(files: setup.files)
        #expect(setup.files.writes == writes + 1)
        // Nothing changed: the next call has nothing to save.
        setup.wait(seconds: 1)
        let next = ProgramLibrary(
            userDirectories: [URL(fileURLWithPath: setup.programs)], files: setup.files, cache: setup.cache())
        #expect(next.refreshedCache?.changed == false)
        // A narrower scope leaves the cache alone.
        let one = ProgramLibrary(
            userDirectories: [URL(fileURLWithPath: setup.programs)], files: setup.files, cache: setup.cache(),
            scope: .id("alpha"))
        #expect(one.refreshedCache == nil)
    }

    /// Issue 27: a file rewritten with the same size, its modification time put back (a tool
    /// that keeps times, `touch -d`), was listed with its old title while `show` read the new one.
    @Test func aRewriteThatKeepsTheSizeAndTheModificationTimeIsNoticed() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha one")
        let modified = try #require(setup.files.status(of: setup.path("a.yaml"))).modified
        setup.wait(seconds: 60)
        #expect(setup.title("alpha", in: setup.library()) == "Alpha one")
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == true)

        setup.wait(seconds: 60)
        setup.files.rewrite(Setup.yaml(id: "alpha", title: "Alpha two"), at: setup.path("a.yaml"))
        setup.files.touch(setup.path("a.yaml"), modified: modified)
        let status = try #require(setup.files.status(of: setup.path("a.yaml")))
        #expect(status.modified == modified)
        setup.wait(seconds: 60)
        let library = setup.library()
        #expect(setup.fromCache(library.entry(id: "alpha")) == false)
        #expect(setup.title("alpha", in: library) == "Alpha two")
        #expect(
            ProgramListView.render(library, strings: ProgramFixtures.en, profile: BodyProfile()).contains("Alpha two"))
        // Then cached again, with the new title.
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == true)
        #expect(setup.title("alpha", in: setup.library()) == "Alpha two")
    }

    /// Each part of the stamp alone is enough to notice a same-size change.
    @Test(arguments: ["size", "modified", "changed", "inode", "device"])
    func anyPartOfTheStampThatDiffersMakesTheFileReadAgain(part: String) throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha one")
        setup.wait(seconds: 60)
        _ = setup.library()
        let before = try #require(setup.files.status(of: setup.path("a.yaml")))
        // New content of the same size, then the stamp put back but for one part.
        setup.files.rewrite(Setup.yaml(id: "alpha", title: "Alpha two"), at: setup.path("a.yaml"))
        setup.files.forge(setup.path("a.yaml")) { status in
            status = before
            switch part {
            case "size": status.size += 1
            case "modified": status.modified += 1
            case "changed": status.changed += 1
            case "inode": status.inode += 1
            default: status.device += 1
            }
        }
        setup.wait(seconds: 60)
        let entry = try #require(setup.library().entry(id: "alpha"))
        #expect(setup.fromCache(entry) == false)
    }

    @Test func aChangedFileIsNoticedOnTheNextCall() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        _ = setup.library()
        try setup.write("a.yaml", id: "alpha", title: "Renamed")
        setup.wait(seconds: 60)
        let library = setup.library()
        let entry = try #require(library.entry(id: "alpha"))
        #expect(setup.fromCache(entry) == false)
        #expect(entry.summary?.title.resolved(for: "en") == "Renamed")
        // Then cached again, with the new title.
        #expect(setup.title("alpha", in: setup.library()) == "Renamed")
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == true)
    }

    /// The racy case: a file changed again within the same tick of the file system's clock,
    /// after `list` took its stamp, keeps the stamp. Such a file is not trusted until it has settled.
    @Test func aFileChangedInTheSecondTheCacheWasWrittenIsReadAgain() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha one")
        setup.wait(seconds: 0.3)
        // The same second: `list` reads the file, and in the same tick the editor writes again.
        #expect(setup.title("alpha", in: setup.library()) == "Alpha one")
        let clock = setup.files.clock
        setup.files.clock = try #require(setup.files.status(of: setup.path("a.yaml"))).changed
        setup.files.rewrite(Setup.yaml(id: "alpha", title: "Alpha two"), at: setup.path("a.yaml"))
        setup.files.clock = clock
        setup.wait(seconds: 0.3)
        var library = setup.library()
        #expect(setup.fromCache(library.entry(id: "alpha")) == false)
        #expect(setup.title("alpha", in: library) == "Alpha two")
        // A whole second after the change it has settled, and is cached from then on.
        setup.wait(seconds: 1)
        _ = setup.library()
        library = setup.library()
        #expect(setup.fromCache(library.entry(id: "alpha")) == true)
        #expect(setup.title("alpha", in: library) == "Alpha two")
    }

    @Test func aFileWhoseStatusChangedRecentlyIsNotCachedEvenWithAnOldModificationTime() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        setup.files.touch(setup.path("a.yaml"), modified: Self.t2020 - 3600 * Self.second)
        setup.wait(seconds: 0.5)
        _ = setup.library()
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == false)
        #expect((try? setup.cacheText())?.contains(setup.path("a.yaml")) != true)
    }

    /// The reading side of the rule: a record is never trusted for a file stamped less than a
    /// second before its cache was written, whoever wrote the cache.
    @Test func aRecordNewerThanItsCacheIsNotTrusted() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        _ = setup.library()
        let text = try setup.cacheText()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Say the cache was written half a second after the file's last change.
        lines[2] = Substring(String(Self.t2020 + Self.second / 2))
        try setup.files.write(Data(lines.joined(separator: "\n").utf8), to: setup.cacheFile.path)
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == false)
        // Written again with this call's time, the record is trusted from then on.
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == true)
    }

    @Test func aRemovedFileIsGoneAndAnAddedOneAppears() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        try setup.write("b.yaml", id: "beta", title: "Beta")
        setup.wait(seconds: 60)
        _ = setup.library()
        setup.files.remove(setup.path("b.yaml"))
        try setup.write("c.yaml", id: "gamma", title: "Gamma")
        setup.wait(seconds: 60)
        let library = setup.library()
        #expect(setup.userEntries(library).map(\.id) == ["alpha", "gamma"])
        #expect(setup.fromCache(library.entry(id: "alpha")) == true)
        #expect(setup.fromCache(library.entry(id: "gamma")) == false)
        #expect(library.entry(id: "beta") == nil)
        let cache = try setup.cacheText()
        #expect(!cache.contains("b.yaml"))
        #expect(cache.contains("c.yaml"))
    }

    @Test func aFileThatBecameBrokenIsBrokenAtOnceAndNeverCached() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        _ = setup.library()
        try setup.files.write(
            Data("id: alpha\ntitle: Alpha\nblocks: [{exercises: [{exercise: squats, work: soon}]}]\n".utf8),
            to: setup.path("a.yaml"))
        for _ in 0..<2 {
            setup.wait(seconds: 60)
            let entry = try #require(setup.library().entry(id: "alpha"))
            #expect(entry.summary == nil)
            #expect(setup.fromCache(entry) == false)
            #expect(entry.diagnostics.first?.line == 3)
        }
    }

    @Test(arguments: [
        "", "garbage", "takt program cache 3\n", "takt program cache 3\ntest 1\tx\n\u{0}\u{1}\n",
        "takt program cache 3\n<key>\nsoon\n",
        "takt program cache 3\n<key>\n<time>\n/p/a.yaml\t1\tnot a number\t3\t4\t5\talpha\t20\t1.0\t0\ten\tA\n",
        "takt program cache 3\n<key>\n<time>\n/p/a.yaml\t1\t2\t3\t4\t-5\talpha\t20\t1.0\t0\ten\tA\n",
        "takt program cache 3\n<key>\n<time>\n/p/a.yaml\t1\t2\t3\t4\t5\talpha\t20\t1.0\t0\ten\n",
        "takt program cache 3\n<key>\n<time>\n/p/a.yaml\t1\t2\t3\t4\t5\talpha\t20\t1.0\t0\ten\tA\\",
        // The second format, without tags.
        "takt program cache 2\n<key>\n<time>\n/p/a.yaml\t1\t2\t3\t4\t5\talpha\t20\t1.0\ten\tA\n",
        // The first format, keyed on size and modification time alone.
        "takt program cache 1\n<key>\n/p/a.yaml\t1\t2\talpha\t20\t1.0\ten\tA\n",
    ])
    func aDamagedOrOldCacheIsIgnoredAndRebuilt(damage: String) throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        _ = setup.library()
        let lines = try setup.cacheText().split(separator: "\n")
        let text = damage.replacingOccurrences(of: "<key>", with: lines[1])
            .replacingOccurrences(of: "<time>", with: lines[2]).replacingOccurrences(
                of: "/p/", with: setup.programs + "/")
        try setup.files.write(Data(text.utf8), to: setup.cacheFile.path)
        setup.wait(seconds: 1)
        let library = setup.library()
        #expect(setup.fromCache(library.entry(id: "alpha")) == false)
        #expect(setup.title("alpha", in: library) == "Alpha")
        // Rebuilt: the next call uses it again.
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == true)
    }

    @Test func aCacheFromAnotherVersionIsIgnored() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        _ = setup.library(version: "0.0.9 old")
        #expect(setup.fromCache(setup.library(version: "0.0.9 old").entry(id: "alpha")) == true)
        #expect(setup.fromCache(setup.library(version: "test 1").entry(id: "alpha")) == false)
        #expect(setup.fromCache(setup.library(version: "test 1").entry(id: "alpha")) == true)
    }

    @Test func aChangedExerciseCatalogMakesEveryProgramCompileAgain() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        _ = setup.library()
        // The user's catalog bills squats at another MET: the cached calories would be wrong.
        try setup.files.write(
            Data("exercises:\n  squats: {name: {en: Squats, de: Kniebeugen}, met: 9.5}\n".utf8),
            to: setup.path(ProgramLibrary.catalogFileName))
        setup.wait(seconds: 60)
        let entry = try #require(setup.library().entry(id: "alpha"))
        #expect(setup.fromCache(entry) == false)
        let loaded = try #require(entry.loaded)
        #expect(entry.summary?.metMinutes == CalorieEstimate.plannedMETMinutes(of: loaded.timeline))
        #expect(loaded.timeline.phases.first?.activity?.met == 9.5)
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == true)
    }

    @Test func anUncappedForTimeKeepsItsTypicalPaceTimeInTheCache() throws {
        let setup = try Setup()
        // 21-15-9 of two movements: 90 reps at 3 s a rep, after get ready.
        try setup.files.write(
            Data(
                """
                id: open
                title: Open
                blocks:
                  - format: for-time
                    reps: [21, 15, 9]
                    exercises: [{exercise: squats}, {exercise: push-ups}]

                """.utf8),
            to: setup.path("open.yaml"))
        setup.wait(seconds: 60)
        let compiled = try #require(setup.library().entry(id: "open"))
        #expect(setup.fromCache(compiled) == false)
        #expect(compiled.summary?.openSeconds == 270)
        let cached = try #require(setup.library().entry(id: "open"))
        #expect(setup.fromCache(cached) == true)
        #expect(cached.summary == compiled.summary)
        #expect(ProgramListView.time(try #require(cached.summary), ProgramFixtures.en) == "≈4:40")
    }

    @Test func nothingIsCachedWhileTheCatalogHasNotSettled() throws {
        let setup = try Setup()
        try setup.write("a.yaml", id: "alpha", title: "Alpha")
        setup.wait(seconds: 60)
        try setup.files.write(
            Data("exercises:\n  squats: {name: {en: Squats, de: Kniebeugen}, met: 9.5}\n".utf8),
            to: setup.path(ProgramLibrary.catalogFileName))
        setup.wait(seconds: 0.2)
        _ = setup.library()
        #expect(setup.fromCache(setup.library().entry(id: "alpha")) == false)
    }

    @Test func textsWithTabsBackslashesAndLineBreaksSurviveTheCache() {
        for text in ["a\tb", "back\\slash", "two\nlines", "\\t literally", "ends with \\", "über · 運動"] {
            #expect(ProgramCache.unescape(ProgramCache.escape(text)) == text)
            #expect(!ProgramCache.escape(text).contains("\n"))
            #expect(!ProgramCache.escape(text).contains("\t"))
        }
    }

    /// The bundled programs are cached by their bytes: a second call compiles none of them and
    /// gets the same summaries and programs; a record whose bytes differ (another takt's) is not used.
    @Test func bundledProgramsComeFromTheCacheWhileTheirBytesAreTheSame() throws {
        let setup = try Setup()
        setup.wait(seconds: 60)
        let first = setup.library()
        #expect(first.entries.filter { $0.source == .bundled }.allSatisfy { !$0.isFromCache })
        setup.wait(seconds: 1)
        let second = setup.library()
        let bundled = second.entries.filter { $0.source == .bundled }
        #expect(bundled.count == BundledProgram.all(cache: nil).count)
        #expect(bundled.allSatisfy { $0.isFromCache })
        #expect(bundled.map(\.summary) == first.entries.filter { $0.source == .bundled }.map(\.summary))
        let cindy = try #require(second.entry(id: "cindy")?.loaded)
        #expect(cindy == first.entry(id: "cindy")?.loaded)

        // Another takt's cindy: same name, other bytes. Its record is not used, and the next save replaces it.
        let text = try setup.cacheText()
        let cindyStamp = try #require(BundledProgram.all(cache: nil).first { $0.name == "cindy.yaml" }?.stamp)
        let other = text.replacingOccurrences(of: "\t\(cindyStamp.inode)\t", with: "\t\(cindyStamp.inode &+ 1)\t")
        #expect(other != text)
        try setup.files.write(Data(other.utf8), to: setup.cacheFile.path)
        let third = setup.library()
        #expect(third.entry(id: "cindy")?.isFromCache == false)
        #expect(third.entry(id: "fran")?.isFromCache == true)
        #expect(third.entry(id: "cindy")?.summary == first.entry(id: "cindy")?.summary)
    }
}
