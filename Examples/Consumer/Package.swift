// swift-tools-version: 6.1
// A package that depends on CollectionReel the way a team would: by version, from a git
// URL. `Scripts/consumer` clones the repository into a throw-away folder, tags the clone,
// and points COLLECTIONREEL_URL at it; the Swift in README.md is extracted into the
// targets below (the files named in the README's `<!-- consumer: … -->` markers), so the
// README's code is compiled exactly as a user would compile it.
import Foundation
import PackageDescription

let reel = ProcessInfo.processInfo.environment["COLLECTIONREEL_URL"] ?? "https://github.com/collectionreel/CollectionReel"

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(url: reel, from: "0.1.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Packages that test `canImport(UIKit)` compile with our UIKit either side of them in
        // the build (Scripts/consumer builds this target both ways).
        .target(
            name: "CanImportProbe",
            dependencies: [
                .product(name: "UIKit", package: "CollectionReel", condition: .when(platforms: [.linux])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .executableTarget(
            name: "ReadmeExample",
            dependencies: [.product(name: "CollectionLayout", package: "CollectionReel")]
        ),
        .testTarget(
            name: "ConsumerTests",
            dependencies: [
                .product(name: "CollectionLayout", package: "CollectionReel"),
                .product(name: "ReelTesting", package: "CollectionReel"),
                .product(name: "SceneFile", package: "CollectionReel"),
                .product(name: "UIKit", package: "CollectionReel", condition: .when(platforms: [.linux])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
