import TaktCore

/// Entry point placeholder; replaced by the command table.
public enum TaktCommandLine {
    public static func main() async {
        let strings = Languages.bundled.strings(for: "en")
        print(strings("app.name"))
    }
}
