import Foundation
import TaktPlatform
import Testing

@testable import TaktCore

/// System errors become one of a few reasons, each said in the user's language.
@Suite struct SystemProblemTests {
    static let de = Languages.bundled.strings(for: "de")
    static let en = Languages.bundled.strings(for: "en")

    @Test(arguments: [
        (ENOENT, SystemProblem.noSuchFile), (ENOTDIR, .noSuchFile), (EACCES, .permissionDenied),
        (EPERM, .permissionDenied), (ENOSPC, .diskFull), (EDQUOT, .diskFull), (EISDIR, .isFolder),
        (EROFS, .readOnly), (EBUSY, .busy), (EIO, .other(code: Int(EIO))),
    ])
    func errnoValues(code: Int32, expected: SystemProblem) {
        #expect(SystemProblem(errno: code) == expected)
        #expect(SystemProblem(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)) == expected)
    }

    @Test func foundationErrorsKeepTheirRealCause() {
        // Foundation wraps the errno: the underlying error, not the outer code, is the cause.
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteNoPermission.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))])
        #expect(SystemProblem(wrapped) == .noSuchFile)
        let linux = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: POSIXError(.EROFS)])
        #expect(SystemProblem(linux) == .readOnly)
        #expect(SystemProblem(CocoaError(.fileReadNoSuchFile)) == .noSuchFile)
        #expect(SystemProblem(CocoaError(.fileWriteOutOfSpace)) == .diskFull)
        #expect(SystemProblem(CocoaError(.fileWriteVolumeReadOnly)) == .readOnly)
        #expect(SystemProblem(CocoaError(.fileReadInapplicableStringEncoding)) == .notUTF8)
        #expect(SystemProblem(CocoaError(.fileReadNoPermission)) == .permissionDenied)
        #expect(SystemProblem(CocoaError(.featureUnsupported)) == .other(code: CocoaError.featureUnsupported.rawValue))
    }

    @Test func writingIntoAMissingFolderSaysSoInGerman() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("takt-missing-\(UUID().uuidString)")
        let error = #expect(throws: (any Error).self) {
            try Data("x".utf8).write(to: folder.appendingPathComponent("file.txt"), options: .atomic)
        }
        let problem = SystemProblem(try #require(error))
        #expect(problem == .noSuchFile)
        #expect(problem.message(Self.de) == "Datei oder Ordner gibt es nicht")
    }

    @Test(arguments: [
        (SystemProblem.noSuchFile, "no such file or folder", "Datei oder Ordner gibt es nicht"),
        (.permissionDenied, "permission denied", "keine Berechtigung"),
        (.diskFull, "the disk is full", "der Datenträger ist voll"),
        (.isFolder, "it is a folder, not a file", "das ist ein Ordner, keine Datei"),
        (.readOnly, "the file system is read-only", "das Dateisystem ist schreibgeschützt"),
        (
            .busy, "another takt is using the file right now; try again in a moment",
            "ein anderes takt benutzt die Datei gerade; versuch es gleich noch einmal"
        ),
        (.notUTF8, "the text is not valid UTF-8", "der Text ist kein gültiges UTF-8"),
        (
            .notRegularFile, "not a regular file (a pipe or a device?); takt reads only regular files",
            "keine normale Datei (eine Pipe oder ein Gerät?); takt liest nur normale Dateien"
        ),
        (
            .tooLarge(size: 2_000_000, limit: 1_048_576),
            "the file is 2000000 bytes; takt reads at most 1048576 bytes here",
            "die Datei hat 2000000 Bytes; takt liest hier höchstens 1048576 Bytes"
        ),
        (.other(code: 5), "the system reported error 5", "das System meldet den Fehler 5"),
    ])
    func messages(problem: SystemProblem, english: String, german: String) {
        #expect(problem.message(Self.en) == english)
        #expect(problem.message(Self.de) == german)
    }
}
