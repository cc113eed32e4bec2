import Testing

@testable import TaktCLI
