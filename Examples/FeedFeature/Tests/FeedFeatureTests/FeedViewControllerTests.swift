import FeedFeature
import SnapshotTesting
import Testing
import UIKit

// Written for the iOS simulator against swift-snapshot-testing 1.19. The one addition for
// Linux is the conditional import of ReelTesting; everything else runs unchanged on both.
#if os(Linux)
import ReelTesting
#endif

@MainActor @Suite struct FeedViewControllerTests {
    @Test func feed() {
        let feed = FeedViewController(items: FeedItem.sample)
        assertSnapshot(of: feed, as: .image(on: .iPhone13))
        assertSnapshot(of: feed, as: .image(on: .iPhone13, traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
        assertSnapshot(
            of: feed, as: .image(on: .iPhone13, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
            named: "largeText")
        assertSnapshot(of: feed, as: .image(on: .iPhoneSe(.landscape)), named: "landscape")
        assertSnapshot(of: feed, as: .recursiveDescription(on: .iPhone13))
    }
}
