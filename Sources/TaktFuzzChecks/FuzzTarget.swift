import Foundation

/// One reader of outside bytes, as a fuzz target: its name, what it covers, and its check.
///
/// The check runs the reader on the bytes and returns the promises the reader broke (empty when
/// it kept them all). A crash or a hang is the reader's own; libFuzzer sees those directly. The
/// fuzz executables in `FuzzTesting/` and the regression replay in the test suite call the same
/// ``check``, so an input the fuzzer found fails `swift test` the same way.
public struct FuzzTarget: Sendable {
    /// The target's name: the executable `fuzz-NAME` and the corpus folder `FuzzTesting/Corpus/NAME`.
    public let name: String
    /// A few words on what the target covers, for `scripts/fuzz`'s list.
    public let summary: String
    /// The promises `bytes` made the reader break; empty when it kept them.
    public let check: @Sendable (Data) -> [String]

    /// Every target, in the order `scripts/fuzz` lists them: the one list of them. The fuzz
    /// executable picks one by name (`TAKT_FUZZ_TARGET`), `scripts/fuzz` asks it for this list,
    /// and each has its corpus folder.
    public static let all: [FuzzTarget] = [
        .fitWorkout, .fitActivity, .textForm, .program, .programText, .plan, .historyImport, .settings, .stringTable,
        .heartRate,
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }

    /// libFuzzer's entry: checks the input and stops the run on a broken promise.
    ///
    /// `fatalError` makes libFuzzer save the input as a crash, with the broken promises in its log.
    public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = start.map { Data(bytes: $0, count: count) } ?? Data()
        let broken = check(bytes)
        if !broken.isEmpty {
            fatalError("\(name): " + broken.joined(separator: "\n"))
        }
        return 0
    }
}
