/// How a division is written beside a score: "Rx" or "scaled" ("skaliert").
public enum DivisionText {
    public static func name(_ division: Division, _ strings: Strings) -> String {
        switch division {
        case .rx: strings(.divisionRx)
        case .scaled: strings(.divisionScaled)
        }
    }
}
