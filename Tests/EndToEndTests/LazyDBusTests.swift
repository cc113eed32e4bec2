import Foundation
import Testing

/// libdbus-1 is loaded only when a strap is asked for (Sources/CDBus/include/CDBus.h): every
/// other command starts without it and the seven libraries it brings, and a machine without it
/// is told what to install when it asks for a strap. The dynamic loader's own account
/// (`LD_DEBUG=files`) says what it loaded.
@Suite struct LazyDBusTests {
    /// No bus at this address: `hr` loads the library, then fails to connect.
    static let noBus = ["DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent/takt-test-bus"]

    @Test func versionHelpAndListNeverLoadLibDBus() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        for arguments in [["--version"], ["help"], ["list"]] {
            let (status, text) = try TaktProcess.run(arguments, home: home, environment: ["LD_DEBUG": "files"])
            #expect(status == 0, "\(arguments)")
            #expect(text.contains("file=libc.so.6"), "LD_DEBUG says what the loader loads: \(arguments)")
            #expect(!text.contains("libdbus"), "\(arguments) loaded libdbus-1")
            #expect(!text.contains("libsystemd"), "\(arguments) loaded libsystemd")
        }
    }

    @Test func hrLoadsItWhenAsked() throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (status, text) = try TaktProcess.run(
            ["hr"], home: home, environment: Self.noBus.merging(["LD_DEBUG": "files"]) { $1 })
        #expect(status == 1)
        #expect(text.contains("file=libdbus-1.so.3 [0];  dynamically loaded by"), "\(text.suffix(2000))")
        #expect(text.contains("error: cannot reach the system bus"), "\(text.suffix(500))")
    }

    /// libdbus-1 made unreadable in a mount namespace of the test's own (a bind mount of
    /// /dev/null over it): `hr` says what to install, in each language, and exits 1.
    @Test(arguments: [
        ("en_US.UTF-8", "error: a heart-rate strap needs libdbus-1, which could not be loaded ("),
        ("de_DE.UTF-8", "Fehler: ein Herzfrequenzgurt braucht libdbus-1, die nicht geladen werden konnte ("),
    ])
    func withoutLibDBusHrSaysWhatToInstall(language: String, message: String) throws {
        let home = try TaktProcess.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let (_, loaded) = try TaktProcess.run(
            ["hr"], home: home, environment: Self.noBus.merging(["LD_DEBUG": "files"]) { $1 })
        let library = try #require(
            loaded.split(separator: "\n").lazy.compactMap { line -> String? in
                guard let range = line.range(of: "opening file=") else { return nil }
                let path = line[range.upperBound...].prefix { $0 != " " && $0 != ";" }
                return path.hasSuffix("libdbus-1.so.3") ? String(path) : nil
            }.first, "the loader named no libdbus-1.so.3 it opened")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        // As root a mount namespace is enough; otherwise a user namespace maps this user to root.
        let own = getuid() == 0 ? ["--mount"] : ["--map-root-user", "--mount"]
        process.arguments =
            own + [
                "sh", "-c", "mount --bind /dev/null \"$0\" && exec \"$1\" hr", library, TaktProcess.binary.path,
            ]
        var environment = ProcessInfo.processInfo.environment
        environment["TAKT_HOME"] = home.path
        environment["LANG"] = language
        environment.removeValue(forKey: "LC_ALL")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1, "\(text)")
        #expect(text.hasPrefix(message), "\(text)")
        #expect(text.hasSuffix("sudo apt install libdbus-1-3\n"), "\(text)")
    }
}
