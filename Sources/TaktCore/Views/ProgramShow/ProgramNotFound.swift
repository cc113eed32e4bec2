extension ProgramLibrary {
    /// What to say when ``lookUp(_:)`` found nothing: "no program 'x'; did you mean 'y'?", or
    /// for a path, the one "no such file or folder" every command uses.
    public func notFoundMessage(for reference: String, strings: Strings) -> String {
        if ProgramReference.looksLikePath(reference) {
            let diagnostic = Diagnostic(
                file: reference, line: 1, column: 1, message: SystemProblem.noSuchFile.localizable)
            return diagnostic.rendered(strings)
        }
        let id = StringArgument.quoted(reference)
        if let suggestion = suggestion(for: reference) {
            return strings(.programUnknownSuggest, ["id": id, "suggestion": .text(suggestion)])
        }
        return strings(.programUnknown, ["id": id])
    }
}
