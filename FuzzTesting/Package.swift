// swift-tools-version:6.1
import Foundation
import PackageDescription

// One libFuzzer executable per reader of outside bytes, beside the package as swift-protobuf's
// FuzzTesting/ is. Build them with scripts/fuzz: it adds AddressSanitizer and the fuzzer's
// coverage instrumentation to every module (the frontend's -sanitize=fuzzer, so that build tools
// such as ResourceEmbedder still link with their own main) and links libFuzzer's no-main runtime. The checks live in the main package's TaktFuzzChecks,
// where FuzzRegressionTests replays the corpus through them.

// A package depended on by path is named by its folder, whatever the clone is called.
let taktPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

/// Target name → the FuzzTarget it runs (see `scripts/fuzz` for the list).
let fuzzers = [
    "FuzzFITWorkout", "FuzzFITActivity", "FuzzTextForm", "FuzzProgram", "FuzzPlan", "FuzzHistoryImport",
    "FuzzSettings", "FuzzStringTable",
]

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
    ]
        + fuzzers.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzDriver", .product(name: "TaktFuzzChecks", package: taktPackage)]
            )
        },
    swiftLanguageModes: [.v6]
)
