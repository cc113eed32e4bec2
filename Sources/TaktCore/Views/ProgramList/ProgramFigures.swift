/// The figures every program view shows the same way: where a program comes from.
enum ProgramFigures {
    /// "bundled", "user" or "user, shadows bundled", for the list's source column.
    static func shortSource(_ entry: ProgramLibrary.Entry, _ strings: Strings) -> String {
        switch entry.source {
        case .bundled: strings(.programSourceBundled)
        case .user: strings(entry.shadowsBundled ? .listSourceShadows : .programSourceUser)
        case .text: strings(.programSourceText)
        }
    }

    /// The source with the user file's path, for `show`.
    static func longSource(_ entry: ProgramLibrary.Entry, _ strings: Strings) -> String {
        switch entry.source {
        case .bundled:
            return strings(.programSourceBundled)
        case .text:
            return strings(.programSourceText)
        case .user(let path):
            let key: StringKey = entry.shadowsBundled ? .showSourceShadows : .showSourceUser
            return strings(key, ["path": .path(path)])
        }
    }
}
