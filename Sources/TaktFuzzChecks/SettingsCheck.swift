import Foundation
import TaktCore

extension FuzzTarget {
    public static let settings = FuzzTarget(
        name: "settings",
        summary: "settings YAML (config.yaml), strict; settings writer round trip"
    ) { data in
        var promises = Promises()
        SettingsCheck.check(data, &promises)
        return promises.broken
    }
}

enum SettingsCheck {
    /// A settings file parses, or is refused with problems at lines and columns; parsed settings,
    /// written as the file `set` saves and parsed again, are the same settings.
    static func check(_ data: Data, _ promises: inout Promises) {
        let text = String(decoding: data, as: UTF8.self)
        let settings: Settings
        do {
            settings = try SettingsFile.parse(text, path: "config.yaml")
        } catch {
            if case .broken(_, let problems) = error {
                promises.expect(!problems.isEmpty, "settings refused without a problem")
                for problem in problems.map(\.position) {
                    promises.expect(
                        problem.line >= 1 && problem.column >= 1,
                        "settings problem at \(problem.line):\(problem.column), outside the file")
                }
            }
            promises.expectMessage(error.message, "settings problem")
            return
        }
        let written = SettingsFile.text(of: settings)
        do {
            let back = try SettingsFile.parse(written, path: "config.yaml")
            promises.expect(back == settings, "round trip: the written settings parse to other settings")
        } catch {
            promises.expect(false, "round trip: the written settings are refused: \(written)")
        }
    }
}
