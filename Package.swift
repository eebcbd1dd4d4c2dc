// swift-tools-version:6.2
import PackageDescription

// ReuseLab: a Swift REPL and teaching playground for iOS cell reuse.
// Libraries by role (Simulator, Language, Tutor, Shell) and a thin executable, as swift-format does.
let swiftSyntax: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
    .product(name: "SwiftDiagnostics", package: "swift-syntax"),
    .product(name: "SwiftOperators", package: "swift-syntax"),
]

// A generic type made concrete (`[String: NominalDecl]`, `Set<SyntaxIdentifier>`) is by default looked up by its
// mangled name the first time, and the runtime then finds each of its conformances (`String: Hashable`) by
// scanning the binary's 11,000 conformance records: a tenth of a `reuselab run` of `print(1)` (perf). Calling the
// type's metadata accessor instead passes the conformances the compiler already knows.
let directMetadataAccess: SwiftSetting = .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))

// The interpreter and the Simulator run the learner's loops: in release builds they skip the run-time
// exclusivity checks (about 5% of a long scroll), which the debug builds and the tests keep.
let hotLoops: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)), directMetadataAccess,
]

let package = Package(
    name: "ReuseLab",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "reuselab", targets: ["reuselab"]),
        .library(name: "ReuseLabSimulator", targets: ["ReuseLabSimulator"]),
        .library(name: "ReuseLabLanguage", targets: ["ReuseLabLanguage"]),
    ],
    traits: [
        .trait(name: "LineEditing", description: "The interactive shell's line editing, history keys and Tab completion, on libedit."),
        .default(enabledTraits: ["LineEditing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The UIKit model: views, registrations, reuse queues, layout, the bundle. Knows no syntax.
        .target(name: "ReuseLabSimulator", swiftSettings: hotLoops),
        // Parse, Check, Run, and the prelude (UIKit surface and Reusable written in the Swift subset).
        // The preludes are real Swift files in PreludeLibrary/, embedded at build time rather than compiled.
        .target(
            name: "ReuseLabLanguage",
            dependencies: ["ReuseLabSimulator"] + swiftSyntax,
            exclude: ["PreludeLibrary"],
            swiftSettings: hotLoops,
            plugins: ["EmbedPreludeLibrary"]
        ),
        // Lessons: files, goals, hints, progress. The built-in lessons are embedded at build time.
        .target(name: "ReuseLabTutor", dependencies: ["ReuseLabLanguage"], plugins: ["EmbedLessons"]),
        // Turns `Lessons/` into Swift source for the Tutor, so a copied binary still has its lessons.
        .executableTarget(name: "FileEmbedder"),
        .plugin(name: "EmbedLessons", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        .plugin(name: "EmbedPreludeLibrary", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        // libedit, found through pkg-config; Debian's libedit-dev provides it. Only with the LineEditing trait:
        // `swift build --disable-default-traits` builds a batch-only reuselab on a machine without libedit.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // el_set and history are variadic: Swift cannot call them, so a few C functions wrap them.
        .target(
            name: "CLineEditShim",
            dependencies: [.target(name: "CLibEdit", condition: .when(traits: ["LineEditing"])), "CTerminalShim"],
            cSettings: [.define("REUSELAB_LINE_EDITING", .when(traits: ["LineEditing"]))]
        ),
        // Signals (Ctrl-C, window size) and stdio for the shell, with or without line editing.
        .target(name: "CTerminalShim"),
        // The executable's zero-initialised data mapped at once at a start (see MallocTuning.swift).
        .target(name: "CStaticDataShim"),
        // The interactive shell: line editing, history, completion, the pool diagram, meta-commands.
        .target(
            name: "ReuseLabShell",
            dependencies: [
                "ReuseLabLanguage", "ReuseLabTutor", "CTerminalShim",
                .target(name: "CLineEditShim", condition: .when(traits: ["LineEditing"])),
            ]
        ),
        // `reuselab bench`: start-up, the corpus, and tables scrolled at scale.
        .target(name: "ReuseLabBench", dependencies: ["ReuseLabLanguage"]),
        .executableTarget(
            name: "reuselab",
            dependencies: [
                "ReuseLabLanguage", "ReuseLabTutor", "ReuseLabShell", "ReuseLabBench", "CStaticDataShim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [directMetadataAccess]
        ),
        .testTarget(name: "ReuseLabSimulatorTests", dependencies: ["ReuseLabSimulator"]),
        .testTarget(name: "ReuseLabLanguageTests", dependencies: ["ReuseLabLanguage"]),
        .testTarget(name: "ReuseLabTutorTests", dependencies: ["ReuseLabTutor"]),
        // Finding and running the built `reuselab` (honouring REUSELAB_BIN), for every suite that runs it.
        .target(name: "ReuseLabTestSupport", path: "Tests/ReuseLabTestSupport"),
        .testTarget(name: "ReuseLabCLITests", dependencies: ["reuselab", "ReuseLabTestSupport", "ReuseLabBench"]),
        .testTarget(name: "ReuseLabShellTests", dependencies: ["ReuseLabShell", "CTerminalShim", "ReuseLabTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
