/// The one rule for a word that names a program (`show`, `run`, `convert`, `share`, `add`, and
/// the completion of all of them): whether it names a file or an id.
public enum ProgramReference {
    /// Whether `word` names a file rather than a program id: it has a `/` or a `.`
    /// (`./mine`, `x.yaml`, `w.fit`). A program id is `[a-z0-9-]+`, so no id has either, and
    /// the rule holds for a word half typed (`./my`) as for a whole one.
    public static func looksLikePath(_ word: String) -> Bool {
        word.contains("/") || word.contains(".")
    }
}
