import CLibFuzzer
import Foundation
import TaktFuzzChecks

/// Runs libFuzzer over `target` with the command line's options, then exits with its status.
///
/// SwiftPM links an executable's main under another name, so the fuzzers keep a main of their
/// own and start libFuzzer's driver from it instead of linking libFuzzer's main.
public func runLibFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}

/// The target this process fuzzes, named by `TAKT_FUZZ_TARGET` (read once, before libFuzzer
/// starts calling): libFuzzer's callback is a C function and cannot carry it.
private let chosen = ProcessInfo.processInfo.environment["TAKT_FUZZ_TARGET"].flatMap(FuzzTarget.named)

/// Lists the targets (`TAKT_FUZZ_LIST` set: one "name summary" line each, what `scripts/fuzz`
/// shows), or fuzzes the one `TAKT_FUZZ_TARGET` names.
public func runChosenTarget() -> Never {
    let environment = ProcessInfo.processInfo.environment
    if environment["TAKT_FUZZ_LIST"] != nil {
        for target in FuzzTarget.all {
            print(target.name.padding(toLength: 15, withPad: " ", startingAt: 0) + " " + target.summary)
        }
        exit(0)
    }
    guard chosen != nil else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("TAKT_FUZZ_TARGET must name a target: \(names)\n".utf8))
        exit(2)
    }
    runLibFuzzer { start, count in chosen?.fuzz(start, count) ?? 0 }
}
