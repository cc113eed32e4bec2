import Foundation
import TaktCore

extension AppPaths {
    /// The plan being followed: in the data folder, beside the history it counts.
    public var planFile: URL { dataDirectory.appendingPathComponent("plan.json") }
}

/// The followed plan's file, `plan.json`: read, written whole-or-nothing, removed.
struct PlanEnrollmentFile {
    var paths: AppPaths
    var files: any FileSystem
    var strings: Strings

    /// The followed plan, or `nil` when there is none.
    func read() throws(CommandFailure) -> PlanEnrollment? {
        let url = paths.planFile
        guard files.exists(url.path) else { return nil }
        let data: Data
        do {
            data = try files.read(url.path)
        } catch {
            throw failure(.planErrorState, url, reason: error.message(strings))
        }
        guard let enrollment = try? JSONDecoder().decode(PlanEnrollment.self, from: data) else {
            throw failure(.planErrorState, url, reason: strings(.planReasonNotOurs))
        }
        return enrollment
    }

    /// Written to a temporary file and renamed into place: a crash leaves the old file or the new.
    func write(_ enrollment: PlanEnrollment) throws(CommandFailure) {
        let url = paths.planFile
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(enrollment)
        } catch {
            throw failure(.planErrorWrite, url, reason: SystemProblem(error).message(strings))
        }
        do {
            try files.createFolder(paths.dataDirectory.path)
            // The one whole-or-nothing write (temporary file, fsync, rename) every file of takt's goes through.
            try files.write(data, to: url.path)
        } catch {
            throw failure(.planErrorWrite, url, reason: error.message(strings))
        }
    }

    func remove() throws(CommandFailure) {
        let url = paths.planFile
        do {
            try files.remove(url.path)
        } catch {
            throw failure(.planErrorWrite, url, reason: error.message(strings))
        }
    }

    private func failure(_ key: StringKey, _ url: URL, reason: String) -> CommandFailure {
        CommandFailure(key, ["path": .path(url.path), "reason": .text(reason)], strings: strings)
    }
}
