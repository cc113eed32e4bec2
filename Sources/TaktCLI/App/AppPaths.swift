import Foundation
import TaktCore

/// Where takt keeps its files (README, "Files"), from the environment.
///
/// `TAKT_HOME=DIR` puts config, data and state all directly under DIR. Otherwise the XDG
/// base directories are used, each only when it is an absolute path (as the XDG spec and
/// swift-foundation do), else its default under the home directory.
public struct AppPaths: Sendable, Hashable {
    public var configDirectory: URL
    public var dataDirectory: URL
    public var stateDirectory: URL
    /// Compiled programs (safe to delete): `$XDG_CACHE_HOME/takt`, or `DIR/cache` under `TAKT_HOME`.
    public var cacheDirectory: URL
    /// Extra program folders from `TAKT_PROGRAMS`, in the order given.
    public var extraProgramDirectories: [URL]

    public init(environment: [String: String]) {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        func base(_ variable: String, default relative: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value).appendingPathComponent("takt")
            }
            return home.appendingPathComponent(relative).appendingPathComponent("takt")
        }
        if let root = environment["TAKT_HOME"], !root.isEmpty {
            let url = URL(fileURLWithPath: root)
            configDirectory = url
            dataDirectory = url
            stateDirectory = url
            cacheDirectory = url.appendingPathComponent("cache")
        } else {
            configDirectory = base("XDG_CONFIG_HOME", default: ".config")
            dataDirectory = base("XDG_DATA_HOME", default: ".local/share")
            stateDirectory = base("XDG_STATE_HOME", default: ".local/state")
            cacheDirectory = base("XDG_CACHE_HOME", default: ".cache")
        }
        extraProgramDirectories = (environment["TAKT_PROGRAMS"] ?? "")
            .split(separator: ":").filter { !$0.isEmpty }
            .map { URL(fileURLWithPath: String($0)) }
    }

    /// User programs (plugins): the config folder's `programs/` and then `TAKT_PROGRAMS`.
    public var programDirectories: [URL] {
        [configDirectory.appendingPathComponent("programs")] + extraProgramDirectories
    }

    public var localizationDirectory: URL { configDirectory.appendingPathComponent("localization") }
    public var settingsFile: URL { configDirectory.appendingPathComponent("config.yaml") }
    public var historyDatabase: URL { dataDirectory.appendingPathComponent("history.sqlite") }
    /// Sessions that ended while the history could not be written, one JSON file each.
    public var spoolDirectory: URL { dataDirectory.appendingPathComponent("spool") }
    public var lineHistory: URL { stateDirectory.appendingPathComponent("repl_history") }
    public var programCache: URL { cacheDirectory.appendingPathComponent(ProgramCache.fileName) }
}
