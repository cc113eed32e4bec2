// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "takt",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "takt", targets: ["takt"])
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // The pure core: programs, timelines, the session state machine, calories,
        // string tables and how views look. No terminal, no SQLite, no clock reads.
        .target(
            name: "TaktCore",
            dependencies: [.product(name: "Yams", package: "Yams")],
            plugins: ["EmbedResources"]
        ),
        // Session history in SQLite.
        .target(
            name: "TaktHistory",
            dependencies: ["TaktCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // GNU readline, linked directly: pkg-config would pull in flags SwiftPM refuses.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // Linux calls Swift's Glibc module leaves out (timerfd, prctl); headers only, nothing to link.
        .systemLibrary(name: "CLinux"),
        // Everything that touches the terminal: termios, keys, screen, readline, cues.
        .target(
            name: "TaktTerminal",
            dependencies: ["TaktCore", "CReadline", "CLinux"]
        ),
        // The one command table (command line and REPL) and the session driver.
        .target(
            name: "TaktCLI",
            dependencies: [
                "TaktCore", "TaktHistory", "TaktTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "takt", dependencies: ["TaktCLI"]),

        // Build-time tool that carries Programs/ and Localization/ inside the binary.
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder"]
        ),

        // Fixtures for tests only (seeded random numbers, made-up histories): never in the product.
        .target(name: "TaktTestSupport", dependencies: ["TaktCore", "TaktTerminal"], path: "Tests/TaktTestSupport"),
        .testTarget(name: "TaktCoreTests", dependencies: ["TaktCore", "AllocationCounter", "TaktTestSupport"]),
        // Counts the bytes a test allocates (malloc interposed in the test executable only).
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(name: "TaktHistoryTests", dependencies: ["TaktHistory", "TaktTestSupport"]),
        // Key decoding, raw mode on a pseudo-terminal, the live display, cues, the line editor.
        .testTarget(name: "TaktTerminalTests", dependencies: ["TaktTerminal", "TaktTestSupport"]),
        .testTarget(name: "TaktCLITests", dependencies: ["TaktCLI", "TaktTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TaktCore", "TaktHistory"]),
    ],
    swiftLanguageModes: [.v6]
)
