// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "takt",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "takt", targets: ["takt"]),
        // For FuzzTesting/ only: the fuzz executables call these checks, as the replay tests do.
        .library(name: "TaktFuzzChecks", targets: ["TaktFuzzChecks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The remote's HTTP server (README, "Why HummingbirdCore"): its core only, without the
        // default traits' swift-configuration; NIO, HTTP types and logging are its own dependencies.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        // HTTP parts as HummingbirdCore's pipeline carries them, for the remote's connection guard.
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
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
            dependencies: ["TaktCore", "TaktPlatform", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // GNU readline, linked directly: pkg-config would pull in flags SwiftPM refuses.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // Linux calls Swift's Glibc module leaves out (timerfd, prctl); headers only, nothing to link.
        .systemLibrary(name: "CLinux"),
        // Debian's libqrencode: the remote's QR code (libqrencode4 at run time).
        .systemLibrary(
            name: "CQREncode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // Every Glibc call: files, the terminal, signals, clocks; the core's FileSystem over the
        // real disk. The only target that imports Glibc, and the one place for C callbacks' state.
        .target(
            name: "TaktPlatform",
            dependencies: ["TaktCore", "CLinux"]
        ),
        // The terminal: keys, the live screen, the line editor, cues.
        .target(
            name: "TaktTerminal",
            dependencies: ["TaktCore", "TaktPlatform", "CReadline"]
        ),
        // libdbus-1, for BlueZ on the system bus (heart-rate straps): loaded with dlopen on first
        // use, so no other command maps it and its seven libraries (Sources/CDBus/include/CDBus.h).
        .target(name: "CDBus"),
        // Heart-rate straps through BlueZ: a small D-Bus client (method calls, signals, values)
        // and the central's steps (scan filtered to 0x180D, connect, notifications of 0x2A37).
        .target(
            name: "TaktBluetooth",
            dependencies: ["TaktCore", "CDBus"]
        ),
        // The remote: the session served to phones and TVs on the local network (HTTP, a
        // server-sent state stream, keys by POST), the page carried inside, the QR code.
        .target(
            name: "TaktRemote",
            dependencies: [
                "TaktCore", "TaktPlatform", "CQREncode",
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.embedInCode("Page/remote.html")]
        ),
        // The one command table (command line and REPL) and the session driver.
        .target(
            name: "TaktCLI",
            dependencies: [
                "TaktCore", "TaktPlatform", "TaktHistory", "TaktTerminal", "TaktRemote", "TaktBluetooth",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "takt", dependencies: ["TaktCLI"],
            // Memory before the first phase (issue 48). lld, shipped with every Swift toolchain,
            // packs the binary's 114,000 relative relocations as RELR (glibc 2.36): 2.7 MB the
            // loader no longer reads, 2.7 MiB less for `takt --version`. No export of the
            // binary's 32,000 symbols, which nothing looks up (takt loads no plug-in code): 2 MiB
            // more. --version 21.2 -> 16.3 MiB, a 10,000-phase run 38.1 -> 29.1 MiB. The release
            // build only: the sanitizers' runtimes are linked as their toolchain chooses.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "--no-export-dynamic",
                    ], .when(configuration: .release))
            ]),
        // What each fuzz target promises of a reader of outside bytes (FuzzTesting/ runs them
        // under libFuzzer; FuzzRegressionTests replays the corpus through the same checks).
        .target(name: "TaktFuzzChecks", dependencies: ["TaktCore"]),

        // Build-time tool that carries Programs/ and Localization/ inside the binary.
        // Yams here too: the bundled string tables are parsed at build time, not at every start.
        .executableTarget(name: "ResourceEmbedder", dependencies: [.product(name: "Yams", package: "Yams")]),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder"]
        ),

        // Fixtures for tests only (seeded random numbers, made-up histories): never in the product.
        .target(
            name: "TaktTestSupport", dependencies: ["TaktCore", "TaktPlatform", "TaktTerminal"],
            path: "Tests/TaktTestSupport"),
        .testTarget(
            name: "TaktCoreTests", dependencies: ["TaktCore", "TaktPlatform", "AllocationCounter", "TaktTestSupport"],
            exclude: [
                "Views/ScoredScreens", "Views/SessionScreens", "Views/Show", "Formats/FormatShow", "Language/Goldens",
                "Benchmarks/Goldens", "Plan/ScoredPlanViews", "Views/BreathingScreens",
            ]),
        // Counts the bytes a test allocates (malloc interposed in the test executable only).
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(name: "TaktHistoryTests", dependencies: ["TaktHistory", "TaktPlatform", "TaktTestSupport"]),
        // Key decoding, raw mode on a pseudo-terminal, the live display, cues, the line editor.
        .testTarget(name: "TaktTerminalTests", dependencies: ["TaktTerminal", "TaktPlatform", "TaktTestSupport"]),
        .testTarget(name: "TaktCLITests", dependencies: ["TaktCLI", "TaktPlatform", "TaktRemote", "TaktTestSupport"]),
        // The remote's parts without sockets (tokens, routes, keys, messages, the QR code), and its server on loopback.
        .testTarget(
            name: "TaktRemoteTests", dependencies: ["TaktRemote", "TaktCore", "TaktPlatform", "TaktTestSupport"]),
        // The D-Bus values through real libdbus messages, and how straps are named; no bus needed.
        .testTarget(name: "TaktBluetoothTests", dependencies: ["TaktBluetooth"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["TaktFuzzChecks"]),
        // The real binary in a pseudo-terminal; TaktCLI only for the command table the screens cover.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TaktCore", "TaktPlatform", "TaktHistory", "TaktCLI", "TaktTestSupport"],
            exclude: ["Screens"]),
    ],
    swiftLanguageModes: [.v6]
)
