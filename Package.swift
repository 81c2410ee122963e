// swift-tools-version: 6.1
// CollectionReel: UICollectionView's layout model, headless, rendered with Cairo.
import PackageDescription

let package = Package(
    name: "CollectionReel",
    products: [
        .executable(name: "reel", targets: ["ReelCommand"]),
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "CollectionAnimation", targets: ["CollectionAnimation"]),
        .library(name: "CollectionRendering", targets: ["CollectionRendering"]),
        .library(name: "CairoRendering", targets: ["CairoRendering"]),
        .library(name: "SceneFile", targets: ["SceneFile"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .library(name: "SampleLayouts", targets: ["SampleLayouts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // MARK: Pure core (Foundation only)
        .target(name: "CollectionLayout"),
        .target(name: "CollectionAnimation", dependencies: ["CollectionLayout"]),
        .target(name: "CollectionRendering", dependencies: ["CollectionLayout"]),
        .target(name: "SampleLayouts", dependencies: ["CollectionLayout"], path: "Samples/Layouts"),

        // MARK: System libraries (module map + pkg-config)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),

        // MARK: PNG encoding and decoding (libdeflate)
        .target(name: "PNGCodec", dependencies: ["CDeflate"]),

        // MARK: Cairo backend
        .target(
            name: "CairoRendering",
            dependencies: ["CollectionRendering", "PNGCodec", "CCairo", "CPangoCairo", "CPixman"]
        ),

        // MARK: Scene files, testing support, command line
        .target(
            name: "SceneFile",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "SampleLayouts",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "ReelTesting",
            dependencies: [
                "CairoRendering", "SceneFile", "PNGCodec",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked"])]
        ),
        .executableTarget(
            name: "ReelCommand",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CairoRendering", "PNGCodec", "SceneFile", "ReelTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ReelFuzzing",
            dependencies: ["CairoRendering", "SceneFile", "PNGCodec", "ReelTesting"]
        ),
        .executableTarget(
            name: "ReelBenchmarks",
            dependencies: ["CollectionLayout", "CollectionAnimation", "CairoRendering", "SceneFile", "ReelTesting"]
        ),

        // MARK: Tests
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CollectionAnimationTests", dependencies: ["CollectionAnimation", "SampleLayouts"]),
        .testTarget(name: "CollectionRenderingTests", dependencies: ["CollectionRendering"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
        .testTarget(name: "CairoRenderingTests", dependencies: ["CairoRendering", "CollectionAnimation", "SceneFile", "PNGCodec"], exclude: ["References"]),
        .testTarget(name: "SceneFileTests", dependencies: ["SceneFile"]),
        .testTarget(
            name: "ReelTestingTests",
            dependencies: ["ReelTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["Snapshots/__Snapshots__"]
        ),
        .testTarget(name: "ReelCLITests", dependencies: ["ReelCommand", "ReelTesting", "PNGCodec"]),
        .testTarget(name: "ReelFuzzingTests", dependencies: ["ReelFuzzing", "PNGCodec"]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Fuzzing (Scripts/fuzz)
// The libFuzzer executable has no `main` of its own (libFuzzer's is linked in with
// `-sanitize=fuzzer`), so it exists only when Scripts/fuzz asks for it, in its own scratch
// path; a plain `swift build` never sees it and needs no libFuzzer.
if Context.environment["REEL_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "ReelFuzz", dependencies: ["ReelFuzzing"]))
}
