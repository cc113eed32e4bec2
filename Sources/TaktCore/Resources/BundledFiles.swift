import Foundation

/// The files of `Programs/` and `Localization/`, carried inside the binary at build time.
public enum BundledFiles {
    /// The decoded contents of every bundled file, keyed by their path: "Folder/name", "Programs/plans/name".
    public static let all: [String: Data] = BundledResources.base64.compactMapValues {
        Data(base64Encoded: $0)
    }

    /// Bundled files directly in one folder (not in its subfolders), sorted by name, as (name, contents).
    public static func files(in folder: String) -> [(name: String, data: Data)] {
        let prefix = folder + "/"
        return all.filter { $0.key.hasPrefix(prefix) && !$0.key.dropFirst(prefix.count).contains("/") }
            .map { (name: String($0.key.dropFirst(prefix.count)), data: $0.value) }
            .sorted { $0.name < $1.name }
    }

    public static func file(_ path: String) -> Data? { all[path] }
}
