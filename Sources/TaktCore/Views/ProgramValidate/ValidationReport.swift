import Foundation

/// The `validate FILE...` command: every problem of every file, then a count line.
public enum ValidationReport {
    /// One checked file and what was wrong with it (nothing, when it is valid).
    public struct FileResult: Sendable, Hashable {
        public var file: String
        public var diagnostics: [Diagnostic]
    }

    /// Checks each file as the user named it; a file called `exercises.yaml` is checked as a catalog.
    public static func check(paths: [String], catalog: ExerciseCatalog) -> [FileResult] {
        let checked = ProgramLibrary.loadAll(count: paths.count) { index -> (FileResult, id: String?) in
            let path = paths[index]
            let url = URL(fileURLWithPath: path)
            if url.lastPathComponent == ProgramLibrary.catalogFileName {
                switch ProgramLibrary.read(url, file: path) {
                case .success(let data):
                    let diagnostics = ExerciseCatalogLoader.load(data, file: path).diagnostics
                    return (FileResult(file: path, diagnostics: diagnostics), nil)
                case .failure(let diagnostic):
                    return (FileResult(file: path, diagnostics: [diagnostic]), nil)
                }
            }
            switch ProgramLibrary.load(fileAt: url, catalog: catalog, displayPath: path) {
            case .success(let loaded): return (FileResult(file: path, diagnostics: []), loaded.program.id)
            case .failure(let failure): return (FileResult(file: path, diagnostics: failure.diagnostics), nil)
            }
        }
        // Two files with one id in one folder: `list` keeps the first by name and ignores the
        // rest. Files in different folders, or one file named twice, are no such conflict.
        let files = checked.map { URL(fileURLWithPath: $0.0.file).standardizedFileURL }
        var winners: [String: Int] = [:]
        for index in checked.indices.sorted(by: { files[$0].lastPathComponent < files[$1].lastPathComponent }) {
            guard let id = checked[index].id else { continue }
            let key = files[index].deletingLastPathComponent().path + "/" + id
            if winners[key] == nil { winners[key] = index }
        }
        return checked.indices.map { index in
            var result = checked[index].0
            guard let id = checked[index].id,
                let winner = winners[files[index].deletingLastPathComponent().path + "/" + id],
                files[winner] != files[index]
            else { return result }
            result.diagnostics.append(
                ProgramLibrary.duplicate(id: id, file: result.file, usedBy: checked[winner].0.file))
            return result
        }
    }

    /// True when any file has a problem: `validate` then exits with status 1.
    public static func hasErrors(_ results: [FileResult]) -> Bool {
        results.contains { !$0.diagnostics.isEmpty }
    }

    public static func render(_ results: [FileResult], strings: Strings) -> String {
        var lines: [String] = []
        for result in results {
            if result.diagnostics.isEmpty {
                lines.append(strings("validate.fileOK", ["file": .path(result.file)]))
            } else {
                lines += result.diagnostics.map { $0.rendered(strings) }
            }
        }
        let errorCount = results.reduce(0) { $0 + $1.diagnostics.count }
        let failedFiles = results.filter { !$0.diagnostics.isEmpty }.count
        if errorCount == 0 {
            let files = strings("validate.count.files", ["count": .int(results.count)])
            lines.append(strings("validate.summary.passed", ["files": .text(files)]))
        } else {
            let errors = strings("validate.count.errors", ["count": .int(errorCount)])
            let files = strings("validate.count.files", ["count": .int(failedFiles)])
            lines.append(strings("validate.summary.failed", ["errors": .text(errors), "files": .text(files)]))
        }
        return lines.joined(separator: "\n")
    }
}
