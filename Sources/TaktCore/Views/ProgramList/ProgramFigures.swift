/// The figures every program view shows the same way: kcal with its band, body mass, source.
enum ProgramFigures {
    /// "≈ 62 kcal (43–81)": rounded, with the ±30 % band.
    static func kcal(_ estimate: CalorieEstimate, _ strings: Strings) -> String {
        strings(
            "program.kcal",
            [
                "kcal": .int(Int(estimate.kcal.rounded())), "low": .int(Int(estimate.low.rounded())),
                "high": .int(Int(estimate.high.rounded())),
            ])
    }

    /// "72 kg", or "70 kg (default)" when the person has not set a weight.
    static func weight(_ profile: BodyProfile, _ strings: Strings) -> String {
        let mass = profile.effectiveMass
        let digits = mass.rounded() == mass ? 0 : 1
        let kg = StringArgument.decimal(mass, fractionDigits: digits)
        return strings(profile.usesDefaultMass ? "program.weight.default" : "program.weight", ["kg": kg])
    }

    /// "bundled", "user" or "user, shadows bundled", for the list's source column.
    static func shortSource(_ entry: ProgramLibrary.Entry, _ strings: Strings) -> String {
        switch entry.source {
        case .bundled: strings("program.source.bundled")
        case .user: strings(entry.shadowsBundled ? "list.source.shadows" : "program.source.user")
        }
    }

    /// The source with the user file's path, for `show`.
    static func longSource(_ entry: ProgramLibrary.Entry, _ strings: Strings) -> String {
        switch entry.source {
        case .bundled:
            return strings("program.source.bundled")
        case .user(let path):
            let key = entry.shadowsBundled ? "show.source.shadows" : "show.source.user"
            return strings(key, ["path": .text(TerminalText.sanitize(path))])
        }
    }
}
