import Foundation
import TaktCore

/// File-name completion for the REPL: the entries of the folder a typed path points into.
enum PathCompletion {
    /// Paths that start with `typed`, folders marked with a trailing "/"; hidden entries only
    /// when the typed name starts with a dot.
    @Sendable static func paths(startingWith typed: String, files: any FileSystem) -> [String] {
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let namePart = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        // No "~" expansion: the commands take paths literally, so completion must too.
        let folder = folderPart.isEmpty ? "." : folderPart
        guard let names = try? files.names(inFolder: folder) else { return [] }
        return names.filter { $0.hasPrefix(namePart) && (namePart.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
            .map { name in
                let full = (folder as NSString).appendingPathComponent(name)
                return folderPart + name + (files.isFolder(full) ? "/" : "")
            }
    }
}
