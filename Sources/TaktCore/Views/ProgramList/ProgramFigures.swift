/// The figures every program view shows the same way: where a program comes from.
enum ProgramFigures {
    /// "bundled", "user" or "user, shadows bundled", for the list's source column.
    static func shortSource(_ entry: ProgramLibrary.Entry, _ strings: Strings) -> String {
        switch entry.source {
        case .bundled: strings("program.source.bundled")
        case .user: strings(entry.shadowsBundled ? "list.source.shadows" : "program.source.user")
        case .text: strings("program.source.text")
        }
    }

    /// The source with the user file's path, for `show`.
    static func longSource(_ entry: ProgramLibrary.Entry, _ strings: Strings) -> String {
        switch entry.source {
        case .bundled:
            return strings("program.source.bundled")
        case .text:
            return strings("program.source.text")
        case .user(let path):
            let key = entry.shadowsBundled ? "show.source.shadows" : "show.source.user"
            return strings(key, ["path": .path(path)])
        }
    }
}
