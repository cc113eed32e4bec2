// swift-tools-version:6.1
import Foundation
import PackageDescription

// A libFuzzer executable for the readers of outside bytes, beside the package as swift-protobuf's
// FuzzTesting/ is. Build them with scripts/fuzz: it adds AddressSanitizer and the fuzzer's
// coverage instrumentation to every module (the frontend's -sanitize=fuzzer, so that build tools
// such as ResourceEmbedder still link with their own main) and links libFuzzer's no-main runtime. The checks live in the main package's TaktFuzzChecks,
// where FuzzRegressionTests replays the corpus through them.

// A package depended on by path is named by its folder, whatever the clone is called.
let taktPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "TaktFuzzTesting",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "..")],
    targets: [
        // libFuzzer's driver entry point, declared for Swift.
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzDriver",
            dependencies: ["CLibFuzzer", .product(name: "TaktFuzzChecks", package: taktPackage)],
            // libFuzzer is C++.
            linkerSettings: [.linkedLibrary("stdc++")]),
        // One executable for every target, picked by TAKT_FUZZ_TARGET: TaktFuzzChecks's
        // FuzzTarget.all is the one list of them.
        .executableTarget(name: "FuzzTakt", dependencies: ["FuzzDriver"]),
    ],
    swiftLanguageModes: [.v6]
)
