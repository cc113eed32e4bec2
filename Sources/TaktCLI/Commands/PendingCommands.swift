import ArgumentParser

// Commands whose implementations land with the program library, engine and history.
struct ListCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "list", helpNames: [])
    @Flag var json = false
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct ShowCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "show", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct ValidateCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "validate", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct RunCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "run", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct InfoCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "info", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct HistoryCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "history", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct StatsCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "stats", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct ExportCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "export", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct LangCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "lang", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
struct SetCommand: TaktCommand {
    static let configuration = CommandConfiguration(commandName: "set", helpNames: [])
    @MainActor mutating func execute(in app: App) async throws -> Int32 { 0 }
}
