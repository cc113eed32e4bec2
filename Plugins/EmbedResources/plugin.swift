import Foundation
import PackagePlugin

/// Generates `BundledResources.swift` from the package's `Programs/` and `Localization/` folders.
///
/// The files travel inside the binary, so a release build copied anywhere still has its
/// programs, exercise catalog and string tables without a resource bundle beside it.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let folders = ["Programs", "Localization"].map { root.appending(path: $0) }
        var inputs: [URL] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                inputs.append(folder.appending(path: name))
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) program and string-table files",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
