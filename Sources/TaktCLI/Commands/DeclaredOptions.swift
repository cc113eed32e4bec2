import ArgumentParser
import Foundation

extension CommandTable {
    /// Each command's options as typed (`--json`, `-o`) with the values each takes where they
    /// are fixed (`--format`), and `""` for the options of every command (`--lang`, `--version`):
    /// ArgumentParser's own record of the declarations, so REPL completion, the "did you mean"
    /// of a mistyped option and the values named for a bad one are exactly what parsing accepts.
    static let declaredOptions: [String: [DeclaredOption]] = {
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(toolInfoJSON().utf8)) else {
            return [:]
        }
        // The root's options (`--lang`, `--version`) are taken with every command; ArgumentParser
        // lists them again under each, and here they are told once.
        let common = info.command.options
        var options = ["": common]
        for command in info.command.subcommands ?? [] {
            options[command.commandName] = command.options.filter { !common.contains($0) }
        }
        return options
    }()

    /// Each command's options as typed, and `""` for those of every command.
    static var options: [String: [String]] { declaredOptions.mapValues { $0.map(\.name) } }

    /// The options of `command` and those every command takes, for suggestions.
    static func options(of command: String) -> [String] {
        (options[command] ?? []) + (options[""] ?? [])
    }

    /// The values `option` of `command` takes (`csv`, `json`, `fit`), or none when any will do.
    static func values(of option: String, in command: String) -> [String] {
        let declared = (declaredOptions[command] ?? []) + (declaredOptions[""] ?? [])
        return declared.first { $0.name == option }?.values ?? []
    }

    /// ArgumentParser's machine-readable description of the declared arguments (its ToolInfo
    /// JSON), through its public interface: `--experimental-dump-help` is a request, as
    /// `--help` is, and the request's full message is the JSON.
    private static func toolInfoJSON() -> String {
        do {
            _ = try TaktCommands.parseAsRoot(["--experimental-dump-help"])
            return ""
        } catch {
            return TaktCommands.fullMessage(for: error)
        }
    }

    /// One option name as typed and the values it takes, if they are fixed.
    struct DeclaredOption: Sendable, Hashable {
        var name: String
        var values: [String]
    }

    /// The parts of ArgumentParser's ToolInfo (version 0) that name options and their values.
    private struct ToolInfo: Decodable {
        var command: Command

        struct Command: Decodable {
            var commandName: String
            var subcommands: [Command]?
            var arguments: [Argument]?

            /// The option and flag names as typed, hidden ones left out, in declaration order.
            var options: [DeclaredOption] {
                var options: [DeclaredOption] = []
                for argument in arguments ?? [] where argument.kind != "positional" && argument.shouldDisplay {
                    for name in argument.names ?? [] {
                        let typed = (name.kind == "long" ? "--" : "-") + name.name
                        if !options.contains(where: { $0.name == typed }) {
                            options.append(DeclaredOption(name: typed, values: argument.allValues ?? []))
                        }
                    }
                }
                return options
            }
        }

        struct Argument: Decodable {
            var kind: String
            var shouldDisplay: Bool
            var names: [Name]?
            var allValues: [String]?
        }

        struct Name: Decodable {
            /// `long`, `short` or `longWithSingleDash`.
            var kind: String
            var name: String
        }
    }
}
