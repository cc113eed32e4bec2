import Foundation
import PackagePlugin

/// Generates `BundledResources.swift` from the package's `Programs/` and `Localization/` folders,
/// subfolders included (`Programs/plans/`), each file keyed by its path below the package root,
/// and `StringKeys.swift`, a typed key for every entry of `Localization/en.yaml`.
///
/// The files travel inside the binary, so a release build copied anywhere still has its
/// programs, exercise catalog and string tables without a resource bundle beside it.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Programs", "Localization"].map { root.appending(path: $0) }
        let inputs = folders.flatMap { files(in: $0) }
        let resources = context.pluginWorkDirectoryURL.appending(path: "BundledResources.swift")
        let keys = context.pluginWorkDirectoryURL.appending(path: "StringKeys.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) program and string-table files",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [resources.path(), keys.path(), root.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [resources, keys]
            )
        ]
    }

    /// The regular files of `folder` and of its subfolders, sorted, hidden names left out.
    private func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
        var found: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appending(path: name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path(), isDirectory: &isDirectory), isDirectory.boolValue {
                found += files(in: url)
            } else {
                found.append(url)
            }
        }
        return found
    }
}
