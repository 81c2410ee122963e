// swift-tools-version: 6.2
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
        .library(name: "ReelExport", targets: ["ReelExport"]),
        .library(name: "ReelIO", targets: ["ReelIO"]),
        .library(name: "ReelTesting", targets: ["ReelTesting"]),
        .library(name: "SampleLayouts", targets: ["SampleLayouts"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (Scripts/docs): builds the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Pure core (Foundation only)
        .target(name: "CollectionLayout"),
        .target(name: "CollectionAnimation", dependencies: ["CollectionLayout"]),
        .target(name: "CollectionRendering", dependencies: ["CollectionLayout"]),
        .target(name: "SampleLayouts", dependencies: ["CollectionLayout"], path: "Samples/Layouts", exclude: ["UIKit"]),
        // Device presets as values (screen, scale, safe areas, size classes) that UIKit's screen,
        // snapshot configurations and scene files read.
        .target(name: "DeviceCatalog", dependencies: ["CollectionLayout"]),

        // MARK: System libraries (module map + pkg-config)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        // MARK: Files written atomically (Foundation only)
        .target(name: "ReelIO"),

        // MARK: PNG encoding and decoding (libdeflate)
        .target(name: "PNGCodec", dependencies: ["CDeflate", "ReelIO"]),

        // MARK: Cairo backend
        .target(
            name: "CairoRendering",
            dependencies: ["CollectionLayout", "CollectionRendering", "PNGCodec", "ReelIO", "CCairo", "CPangoCairo", "CPixman"]
        ),

        // MARK: Scene files, testing support, command line
        .target(
            name: "SceneFile",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "DeviceCatalog", "PNGCodec",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The sample layouts under their scene-file names (`circle`, `coverFlow`,
        // `sectionBackgrounds`), for the registries `reel` and the fuzzer compose.
        .target(name: "SampleLayoutSpecs", dependencies: ["CollectionLayout", "SampleLayouts", "SceneFile"], path: "Samples/LayoutSpecs"),
        // One path from a scene to pixels (`LoadedScene`) and the exporters of frames: PNG
        // sequence, animated PNG, ffmpeg; the frame pipeline, cancellation and clean-up.
        .target(
            name: "ReelExport",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "CairoRendering", "PNGCodec", "ReelIO", "SceneFile",
            ]
        ),
        .target(
            name: "ReelTesting",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "CairoRendering", "SceneFile", "PNGCodec",
                "ReelExport", "ReelIO", "DeviceCatalog",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The UIKit strategies are called from tests on any thread, as swift-snapshot-testing's
            // are on iOS, and are built as that library is: in the Swift 5 language mode, where
            // UIKit's `@preconcurrency @MainActor` declarations are used without isolation checks.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "ReelCommand",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "CairoRendering", "PNGCodec", "SceneFile", "ReelExport",
                "ReelIO", "ReelTesting", "SampleLayoutSpecs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ReelFuzzing",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "CairoRendering", "SceneFile", "PNGCodec", "ReelTesting",
                "SampleLayoutSpecs", "TestTools",
            ]
        ),
        .executableTarget(
            name: "ReelBenchmarks",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "CCairo", "PNGCodec", "CairoRendering", "SceneFile",
                "ReelExport", "ReelTesting", "SampleLayoutSpecs", "TestTools",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),

        // MARK: Tests
        // Outside programs the tests run, located and verified (never skipped when missing), the
        // seeded generator of the tests', benchmarks' and fuzzer's random inputs, and the
        // measuring of cells in a picture recorded on iOS.
        .target(name: "TestTools", dependencies: ["PNGCodec"], path: "Tests/TestTools"),
        // Measures the cells of a reference picture recorded on iOS (Scripts/measure).
        .executableTarget(
            name: "ReelMeasure",
            dependencies: ["PNGCodec", "TestTools", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "RepositoryTests", dependencies: ["TestTools"]),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "TestTools", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CollectionAnimationTests", dependencies: ["CollectionLayout", "CollectionAnimation", "SampleLayouts"]),
        .testTarget(name: "CollectionRenderingTests", dependencies: ["CollectionLayout", "CollectionRendering"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CDeflate", "ReelIO", "TestTools"]),
        .testTarget(name: "ReelIOTests", dependencies: ["ReelIO"]),
        .testTarget(
            name: "CairoRenderingTests",
            dependencies: [
                "CollectionLayout", "CollectionRendering", "CairoRendering", "CollectionAnimation", "SceneFile", "PNGCodec", "ReelExport",
                "ReelIO", "ReelTesting", "SampleLayoutSpecs", "TestTools",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["References"]
        ),
        .testTarget(
            name: "SceneFileTests",
            dependencies: [
                "CollectionLayout", "CollectionAnimation", "CollectionRendering", "DeviceCatalog", "SceneFile", "SampleLayoutSpecs",
                "TestTools",
            ],
            // Read from the source tree by CompositionalFixtureTests.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ReelTestingTests",
            dependencies: [
                "CollectionLayout", "PNGCodec", "SceneFile", "ReelTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Snapshots/__Snapshots__"]
        ),
        .testTarget(name: "ReelExportTests", dependencies: ["ReelExport", "PNGCodec"]),
        .testTarget(name: "ReelCLITests", dependencies: ["ReelCommand", "ReelTesting", "PNGCodec", "TestTools"]),
        .testTarget(name: "ReelFuzzingTests", dependencies: ["ReelFuzzing", "PNGCodec"]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Constraint solver (no dependencies)
// The incremental Cassowary simplex Auto Layout is built on: variables, linear constraints at
// priority levels, edit variables, constants changed in place. Pure Swift; the benchmarks
// compare it with kiwi and the fuzzer feeds it constraint systems.
package.products.append(.library(name: "ConstraintSolver", targets: ["ConstraintSolver"]))
package.targets += [
    .target(name: "ConstraintSolver"),
    .testTarget(
        name: "ConstraintSolverTests",
        dependencies: ["ConstraintSolver", "TestTools", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
]
for target in package.targets where ["ReelBenchmarks", "ReelFuzzing"].contains(target.name) {
    target.dependencies.append("ConstraintSolver")
}

// MARK: Apple's frameworks on Linux
// UIKit's object model over the pure modules (docs/ARCHITECTURE.md, "Layering"), so iOS code
// compiles unchanged with `import UIKit`, `import QuartzCore` or `import CoreGraphics`.
// Declared on Linux only: on Apple platforms the names belong to Apple's frameworks and these
// modules must never shadow them.
#if os(Linux)
package.products += [
    // One product brings every Apple framework module an iOS file imports: `import UIKit`,
    // `import QuartzCore`, `import CoreGraphics`, `import CoreText`, `import UniformTypeIdentifiers`,
    // `import MobileCoreServices` (and Swift Testing's overlay modules for them).
    .library(
        name: "UIKit",
        targets: [
            "UIKit", "QuartzCore", "CoreGraphics", "CoreText", "UniformTypeIdentifiers", "MobileCoreServices", "_Testing_UIKit",
            "_Testing_CoreGraphics",
        ]),
    .library(name: "UIKitSampleLayouts", targets: ["UIKitSampleLayouts"]),
]
package.targets += [
    // Core Graphics over the renderer's drawing values: colours, paths, images, gradients and
    // contexts, which record drawing values; a bitmap context draws them with Cairo, and
    // images encode as PNG (PNGCodec) and JPEG (libjpeg-turbo).
    .target(
        name: "CoreGraphics",
        dependencies: ["CollectionLayout", "CollectionRendering", "CairoRendering", "PNGCodec", "CTurboJPEG", "_Testing_CoreGraphics"]
    ),
    // Core Text's font manager: font files and graphics fonts registered for the process,
    // drawn by the renderer (CairoRendering's font registry, an implementation-only import).
    .target(name: "CoreText", dependencies: ["CoreGraphics", "CairoRendering"]),
    // Core Animation: the layer tree, CATransform3D's functions, and animations on the clock.
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CollectionLayout", "CollectionAnimation", "CollectionRendering"]),
    // UIKit's object model: views, view controllers, traits, and the collection view over the
    // core. It links no test library: packages that test `canImport(UIKit)` compile against it
    // (Scripts/consumer proves it by building them after this product).
    .target(
        name: "UIKit",
        dependencies: [
            "CoreGraphics", "CoreText", "QuartzCore", "CollectionLayout", "CollectionAnimation", "CollectionRendering",
            "ConstraintSolver", "CairoRendering", "PNGCodec", "DeviceCatalog", "_Testing_UIKit",
        ],
        // UIKit's classes and protocols are `@preconcurrency @MainActor`, as Apple's SDK imports
        // them, and the module is built as an Objective-C framework is used: in the Swift 5
        // language mode. Its main-actor code is entered from nonisolated code (a layer asking its
        // view, the core asking the layout and data source; `NSCopying`, `CALayerDelegate`) through
        // `@preconcurrency` conformances and overrides, which the Swift 6 mode would check at run
        // time and trap off the main thread, where UIKit on iOS carries on (docs/ARCHITECTURE.md).
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Uniform type identifiers: `UTType` with the common types Apple declares.
    .target(name: "UniformTypeIdentifiers"),
    // The `kUTType…` constants and `UTTypeConformsTo`, over UniformTypeIdentifiers.
    .target(name: "MobileCoreServices", dependencies: ["CoreGraphics", "UniformTypeIdentifiers"]),
    // Swift Testing's cross-import overlays for UIKit and CoreGraphics (empty here; see their source).
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    // Sample layouts written in UIKit's idiom (`import UIKit` only): each file compiles
    // unchanged in Xcode.
    .target(name: "UIKitSampleLayouts", dependencies: ["UIKit"], path: "Samples/Layouts/UIKit"),
    // Renders the ToggleListController sample's scripted interaction into the README's
    // animated PNG (`swift run UIKitSampleExport docs/samples/uikit-toggle-list.png`).
    .executableTarget(
        name: "UIKitSampleExport",
        dependencies: ["UIKit", "UIKitSampleLayouts", "CairoRendering", "CollectionAnimation", "CollectionRendering", "ReelExport"],
        path: "Samples/Export"
    ),
    .testTarget(
        name: "UIKitTests",
        dependencies: [
            "UIKit", "QuartzCore", "CoreGraphics", "CoreText", "UniformTypeIdentifiers", "MobileCoreServices", "UIKitSampleLayouts",
            "CollectionLayout", "CollectionAnimation", "CollectionRendering", "SampleLayouts",
            "PNGCodec", "ReelTesting", "CairoRendering", "TestTools",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        exclude: [
            "Samples/__Snapshots__", "Rendering/__Snapshots__", "Controls/__Snapshots__", "Controls/TextField/__Snapshots__",
            "Snapshots/__Snapshots__", "Drawing/__Snapshots__", "Fidelity/Fixtures",
        ],
        // Tests run on the main actor, where UIKit's code runs on iOS.
        swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
]
// The facade's benchmark (`ReelBenchmarks uikit`) and snapshot strategies for a UICollectionView.
for target in package.targets where ["ReelBenchmarks", "ReelTesting"].contains(target.name) {
    target.dependencies.append("UIKit")
}
#endif

// MARK: Fuzzing (Scripts/fuzz)
// The libFuzzer executable has no `main` of its own (libFuzzer's is linked in with
// `-sanitize=fuzzer`), so it exists only when Scripts/fuzz asks for it, in its own scratch
// path; a plain `swift build` never sees it and needs no libFuzzer.
if Context.environment["REEL_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "ReelFuzz", dependencies: ["ReelFuzzing"]))
}
