import Foundation

/// The `validate FILE...` command: every problem of every file, then a count line.
public enum ValidationReport {
    /// One checked file and what was wrong with it (nothing, when it is valid).
    public struct FileResult: Sendable, Hashable {
        public var file: String
        public var diagnostics: [Diagnostic]
        /// Shown, but the file still passes.
        public var warnings: [Diagnostic] = []
    }

    /// One file's result, with the id and `id:` position of the program it holds, if valid.
    typealias Checked = (result: FileResult, id: String?, at: ProgramLoader.Position?)

    /// Checks each file as the user named it, and every program and catalog of a folder; a file
    /// called `exercises.yaml` is checked as a catalog, a file with a top-level `plan:` as a
    /// training plan against the programs `knownPrograms` gives (asked only when a plan is met:
    /// loading every program first made `validate` slow).
    public static func check(
        paths named: [String], catalog: ExerciseCatalog, files: any FileSystem,
        knownPrograms: @Sendable () -> [String: Program] = { [:] }
    ) -> [FileResult] {
        let paths = named.flatMap { expandingFolder($0, files: files) }
        // A folder without programs is a mistake worth an error, not "0 files checked".
        let empty = named.filter { expandingFolder($0, files: files).isEmpty }.map { folder in
            FileResult(
                file: folder,
                diagnostics: [Diagnostic(file: folder, line: 1, column: 1, message: .init(.validateEmptyFolder))])
        }
        let checked = ProgramLibrary.loadAll(count: paths.count) { index in
            checkFile(paths[index], catalog: catalog, files: files, knownPrograms: knownPrograms)
        }
        return empty + namingDuplicates(checked)
    }

    /// One file: a catalog, a plan or a program.
    private static func checkFile(
        _ path: String, catalog: ExerciseCatalog, files: any FileSystem,
        knownPrograms: @Sendable () -> [String: Program]
    ) -> Checked {
        if URL(fileURLWithPath: path).lastPathComponent == ProgramLibrary.catalogFileName {
            switch ProgramLibrary.read(path, files: files) {
            case .success(let data):
                let diagnostics = ExerciseCatalogLoader.load(data, file: path).diagnostics
                return (FileResult(file: path, diagnostics: diagnostics), nil, nil)
            case .failure(let diagnostic):
                return (FileResult(file: path, diagnostics: [diagnostic]), nil, nil)
            }
        }
        if let plan = checkPlan(path, catalog: catalog, files: files, knownPrograms: knownPrograms) {
            return (plan, nil, nil)
        }
        switch ProgramLibrary.load(fileAt: path, catalog: catalog, files: files) {
        case .success(let loaded):
            return (
                FileResult(file: path, diagnostics: [], warnings: loaded.warnings), loaded.program.id,
                loaded.idPosition
            )
        case .failure(let failure):
            return (FileResult(file: path, diagnostics: failure.diagnostics), nil, nil)
        }
    }

    /// Two valid files with one id in one folder: `list` keeps the first by name and ignores
    /// the rest (a broken file never wins: it has its own errors). Files in different
    /// folders, or one file named twice, are no such conflict.
    private static func namingDuplicates(_ checked: [Checked]) -> [FileResult] {
        let files = checked.map { URL(fileURLWithPath: $0.result.file).standardizedFileURL }
        var winners: [String: Int] = [:]
        for index in checked.indices.sorted(by: { files[$0].lastPathComponent < files[$1].lastPathComponent }) {
            guard let id = checked[index].id else { continue }
            let key = files[index].deletingLastPathComponent().path + "/" + id
            if winners[key] == nil { winners[key] = index }
        }
        return checked.indices.map { index in
            var result = checked[index].result
            guard let id = checked[index].id,
                let winner = winners[files[index].deletingLastPathComponent().path + "/" + id],
                files[winner] != files[index]
            else { return result }
            result.diagnostics.append(
                ProgramLibrary.duplicate(
                    id: id, file: result.file, at: checked[index].at, usedBy: checked[winner].result.file,
                    winnerPosition: checked[winner].at))
            return result
        }
    }

    /// A folder's program files and catalog, by name; anything else as given.
    static func expandingFolder(_ path: String, files: any FileSystem) -> [String] {
        guard files.isFolder(path), let names = try? files.names(inFolder: path) else { return [path] }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return names.filter { ProgramLibrary.isProgramFile($0) || $0 == ProgramLibrary.catalogFileName }.sorted()
            .map { folder + $0 }
    }

    /// The result for a plan file; `nil` when the file is no plan (or cannot be read: the
    /// program path reports that).
    private static func checkPlan(
        _ path: String, catalog: ExerciseCatalog, files: any FileSystem,
        knownPrograms: @Sendable () -> [String: Program]
    ) -> FileResult? {
        guard case .success(let data) = ProgramLibrary.read(path, files: files),
            PlanLoader.looksLikePlan(data, file: path)
        else { return nil }
        switch PlanLoader.load(data, file: path, catalog: catalog, known: knownPrograms()) {
        case .success: return FileResult(file: path, diagnostics: [])
        case .failure(let failure): return FileResult(file: path, diagnostics: failure.diagnostics)
        }
    }

    /// True when any file has a problem: `validate` then exits with status 1.
    public static func hasErrors(_ results: [FileResult]) -> Bool {
        results.contains { !$0.diagnostics.isEmpty }
    }

    public static func render(_ results: [FileResult], strings: Strings) -> String {
        var lines: [String] = []
        for result in results {
            if result.diagnostics.isEmpty, !result.warnings.isEmpty {
                lines += result.warnings.map { $0.renderedAsWarning(strings) }
            } else if result.diagnostics.isEmpty {
                lines.append(strings(.validateFileOK, ["file": .path(result.file)]))
            } else {
                lines += result.diagnostics.map { $0.rendered(strings) }
            }
        }
        let errorCount = results.reduce(0) { $0 + $1.diagnostics.count }
        let failedFiles = results.filter { !$0.diagnostics.isEmpty }.count
        if errorCount == 0 {
            let files = strings(.validateCountFiles, ["count": .int(results.count)])
            lines.append(strings(.validateSummaryPassed, ["files": .text(files)]))
        } else {
            let errors = strings(.validateCountErrors, ["count": .int(errorCount)])
            let files = strings(.validateCountFiles, ["count": .int(failedFiles)])
            lines.append(strings(.validateSummaryFailed, ["errors": .text(errors), "files": .text(files)]))
        }
        return lines.joined(separator: "\n")
    }
}
