import ArgumentParser

// Commands whose implementations land with the program library.
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
