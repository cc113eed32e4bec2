/// The `info EXERCISE` text: name, how-to, and the MET value with its Compendium code.
public enum ExerciseInfoView {
    /// An exercise key the catalog does not have, with the localized message to show.
    public struct UnknownExercise: Error, Sendable, Hashable {
        public var message: String
    }

    public static func render(
        _ key: String, catalog: ExerciseCatalog, strings: Strings
    ) -> Result<String, UnknownExercise> {
        guard let exercise = catalog[key] else {
            let quoted = StringArgument.quoted(key)
            if let suggestion = Suggestion.closest(to: key, among: catalog.keys) {
                return .failure(
                    UnknownExercise(
                        message: strings(.infoUnknownSuggest, ["key": quoted, "suggestion": .text(suggestion)])))
            }
            return .failure(UnknownExercise(message: strings(.infoUnknown, ["key": quoted])))
        }
        var lines = [exercise.name.resolved(for: strings.language) + " (" + exercise.key + ")"]
        if let howTo = exercise.howTo?.resolved(for: strings.language) {
            lines.append(howTo)
        }
        let met = StringArgument.decimal(exercise.met, fractionDigits: 1)
        if let code = exercise.compendiumCode {
            lines.append(strings(.infoMet, ["met": met, "code": .text(code)]))
        } else {
            lines.append(strings(.infoMetNoCode, ["met": met]))
        }
        return .success(lines.joined(separator: "\n"))
    }
}
