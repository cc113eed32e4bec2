/// `info` without an exercise: every catalog key with its name and MET, to find the key to use.
public enum ExerciseListView {
    public static func render(_ catalog: ExerciseCatalog, strings: Strings) -> String {
        var table = TextTable([.left, .left, .right])
        table.append([strings(.infoListKey), strings(.infoListName), strings(.infoListMet)])
        for key in catalog.keys {
            guard let exercise = catalog[key] else { continue }
            table.append([
                key, exercise.name.resolved(for: strings.language), strings.number(exercise.met, fractionDigits: 1),
            ])
        }
        return (table.lines() + ["", strings(.infoListFooter)]).joined(separator: "\n")
    }
}
