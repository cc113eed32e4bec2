import Foundation
import Testing

@testable import TaktHistory

/// The history's own reading of stored ids gives what Foundation's parser gives, for every
/// spelling: the fast way for lowercase, Foundation's for the rest, `nil` for what is no id.
@Suite struct StoredIDTests {
    @Test func storedIdsReadAsFoundationReadsThem() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(UUID(storedID: id.uuidString.lowercased()) == id)
            #expect(UUID(storedID: id.uuidString) == id)
        }
        #expect(
            UUID(storedID: "0a1b2c3d-0000-4000-8000-00000000000f")
                == UUID(uuidString: "0A1B2C3D-0000-4000-8000-00000000000F"))
    }

    @Test(arguments: [
        "", "0a1b2c3d", "0a1b2c3d-0000-4000-8000-00000000000", "0a1b2c3d-0000-4000-8000-00000000000g",
        "0a1b2c3d00000-4000-8000-000000000001", "0a1b2c3d-0000-4000-8000-0000000000012",
        "0a1b2c3d-0000-4000-8000_000000000001", "zzzzzzzz-0000-4000-8000-000000000001",
    ])
    func whatIsNoIdIsRefused(text: String) {
        #expect(UUID(storedID: text) == nil)
        #expect(UUID(uuidString: text) == nil)
    }
}
