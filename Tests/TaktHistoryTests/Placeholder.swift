import Testing

@testable import TaktHistory
