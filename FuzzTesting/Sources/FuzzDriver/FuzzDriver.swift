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
