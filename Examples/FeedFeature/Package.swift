// swift-tools-version: 6.1
// An iOS app's feature module, as a team keeps one: a view controller and its snapshot
// tests, written for the simulator. On Linux the same files build against CollectionReel's
// UIKit and run their snapshot tests with ReelTesting — the only Linux-specific lines are the
// two dependencies marked `.when(platforms: [.linux])` here and one conditional import in the
// test file. `Scripts/consumer` builds and tests it against a tagged clone of the repository
// (COLLECTIONREEL_URL); a team points the URL at the released package.
import Foundation
import PackageDescription

let reel = ProcessInfo.processInfo.environment["COLLECTIONREEL_URL"] ?? "https://github.com/collectionreel/CollectionReel"

let package = Package(
    name: "FeedFeature",
    platforms: [.iOS(.v17)],
    products: [.library(name: "FeedFeature", targets: ["FeedFeature"])],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: reel, from: "0.1.0"),
    ],
    targets: [
        .target(
            name: "FeedFeature",
            dependencies: [.product(name: "UIKit", package: "CollectionReel", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "FeedFeatureTests",
            dependencies: [
                "FeedFeature",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "ReelTesting", package: "CollectionReel", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
