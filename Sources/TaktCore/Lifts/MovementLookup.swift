/// Finds a movement of the catalog the way a lifter writes it (SPEC section 17): by its key or
/// name, singular or plural, with spaces or hyphens: `back-squat`, `back squat`, `Back squats`
/// and `back-squats` are all the catalog's `back-squats`. The text form, a program file and
/// `log` look movements up here.
public enum MovementLookup {
    /// The catalog key `written` names, or `nil`.
    public static func key(for written: String, in catalog: ExerciseCatalog) -> String? {
        let words = written.lowercased().split { $0 == " " || $0 == "-" || $0 == "_" || $0 == "\t" }
        guard !words.isEmpty else { return nil }
        let joined = words.joined(separator: "-")
        for candidate in forms(of: joined) where catalog[candidate] != nil {
            return candidate
        }
        // A catalog name in any language, written with spaces or hyphens.
        for key in catalog.keys {
            guard let exercise = catalog[key] else { continue }
            for name in exercise.name.values.values {
                let nameKey = name.lowercased().split { $0 == " " || $0 == "-" }.joined(separator: "-")
                if forms(of: joined).contains(nameKey) { return key }
            }
        }
        return nil
    }

    /// `joined` and its plural and singular forms: `squat` → `squats`; `press` → `presses`;
    /// German `Kniebeuge` → `Kniebeugen`;
    /// `squats` → `squat`; `presses` → `press`.
    static func forms(of joined: String) -> [String] {
        var forms = [joined, joined + "s", joined + "es", joined + "n"]
        if joined.hasSuffix("es") { forms.append(String(joined.dropLast(2))) }
        if joined.hasSuffix("s") { forms.append(String(joined.dropLast())) }
        return forms
    }
}
