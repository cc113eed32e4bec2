import Foundation
import Yams

/// The 1RMs of `set max` in config.yaml: a mapping of catalog keys to loads under `max:`,
/// the one setting with more than one value.
///
///     max:
///       back-squats: "140kg"
///       deadlifts: "405lb"
extension SettingsFile {
    /// Adds each `movement: load` of `entries` to `settings`; the problems of those refused.
    static func readMaxes(_ entries: Node.Mapping, into settings: inout Settings, name: String) -> [Located] {
        var problems: [Located] = []
        for (movementNode, loadNode) in entries {
            let movement = movementNode.string ?? ""
            let load = loadNode.scalar?.string ?? ""
            do {
                try settings.set(.max, to: movement + " " + load, languages: [])
            } catch {
                let node = Settings.isMovementKey(Substring(movement)) ? loadNode : movementNode
                problems.append(Located(at: node.mark, issue: .setting(error), key: name))
            }
        }
        return problems
    }

    /// The lines of `max:` in the file, by key; none when no max is set.
    static func maxLines(_ settings: Settings) -> [String] {
        guard !settings.maxes.isEmpty else { return [] }
        return ["\(Settings.Key.max.rawValue):"]
            + settings.maxes.sorted { $0.key < $1.key }.map { "  \($0.key): \"\(Settings.text(of: $0.value))\"" }
    }

    /// `unset max MOVEMENT`: forgets one movement's 1RM and keeps every other setting; as
    /// ``remove(_:at:files:)``, a file with bad entries for other settings is left untouched.
    ///
    /// - Returns: the settings now saved, and whether that movement had a 1RM.
    @discardableResult
    public static func removeMax(
        _ movement: String, at url: URL, files: any FileSystem
    ) throws(Problem) -> (settings: Settings, removed: Bool) {
        let reading = try read(from: url, files: files)
        guard reading.ignored.isEmpty else { throw .broken(path: url.path, problems: reading.ignored) }
        var settings = reading.settings
        guard settings.removeMax(movement) else { return (settings, false) }
        try save(settings, to: url, files: files)
        return (settings, true)
    }
}
