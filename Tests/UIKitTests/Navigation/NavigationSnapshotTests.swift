import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A navigation controller snapshotted as an iOS test does it,
/// `assertSnapshot(of: UINavigationController(rootViewController: …), as: .image(on: .iPhone13))`:
/// hosted with the iPhone 13's 47-point status bar and 34-point home indicator, its top
/// controller appears and its safe area reaches below the 44-point bar (47 + 44 = 91).
@MainActor @Suite struct NavigationSnapshotTests {
    private final class Probe: UIViewController {
        var events: [String] = []
        var safeArea = UIEdgeInsets.zero
        override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
        override func viewDidLayoutSubviews() { safeArea = view.safeAreaInsets }
    }

    @Test func theTopControllerAppearsBelowTheBar() throws {
        let probe = Probe()
        probe.title = "Settings"
        let navigation = UINavigationController(rootViewController: probe)
        let image = try #require(snapshotValue(Snapshotting<UIViewController, UIImage>.image(on: .iPhone13), navigation))
        #expect(image.size == CGSize(width: 390, height: 844))
        #expect(probe.events.prefix(2) == ["viewWillAppear", "viewDidAppear"])
        #expect(probe.safeArea == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    }
}
