import CollectionRendering
import PNGCodec
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// A double-column split view snapshotted as an iOS test does it,
/// `assertSnapshot(of: split, as: .image(on: .iPadPro11))`: on the iPad Pro 11-inch on its side
/// (1194 × 834, a regular width, safe area 24 top and 20 bottom) the primary column tiles 320
/// points wide beside an 874-point secondary (1194 − 320), each column's navigation controller
/// keeping the window's safe area, and the columns draw where they lie (docs/REFERENCE.md §20.17).
@MainActor @Suite struct SplitViewSnapshotTests {
    private final class Probe: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    }

    @Test func theColumnsShownAppearWithTheSplitView() throws {
        // Wider than tall, automatic: both columns tile, so both appear; a hidden one would not.
        let split = UISplitViewController(style: .tripleColumn)
        let primary = Probe(), supplementary = Probe(), secondary = Probe()
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        _ = try #require(snapshotValue(Snapshotting<UIViewController, UIImage>.image(on: .iPadPro11), split))
        for probe in [primary, supplementary, secondary] {
            #expect(probe.events.prefix(2) == ["viewWillAppear", "viewDidAppear"])
        }
        // 1194 − 320 − 320 = 554 for the secondary.
        #expect(secondary.navigationController?.view.frame == CGRect(x: 640, y: 0, width: 554, height: 834))
        #expect(split.supplementaryColumnWidth == 320)
    }

    /// A column's navigation controller that notes its view's safe area at each layout.
    private final class ColumnNavigation: UINavigationController {
        var safeArea = UIEdgeInsets(top: -1, left: -1, bottom: -1, right: -1)
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            safeArea = view.safeAreaInsets
        }
    }

    @Test func theColumnsLieSideBySideAndDrawThere() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        primary.view.backgroundColor = .red
        secondary.view.backgroundColor = .blue
        let primaryNavigation = ColumnNavigation(rootViewController: primary)
        let secondaryNavigation = ColumnNavigation(rootViewController: secondary)
        split.setViewController(primaryNavigation, for: .primary)
        split.setViewController(secondaryNavigation, for: .secondary)
        let image = try #require(snapshotValue(Snapshotting<UIViewController, UIImage>.image(on: .iPadPro11), split))
        #expect(image.size == CGSize(width: 1194, height: 834))
        #expect(primaryNavigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(secondaryNavigation.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(primaryNavigation.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(secondaryNavigation.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let pixels = try PNGDecoder.decode(try #require(image.pngData()))
        // Below the bars (at y 400 points): red in the primary column, blue in the secondary.
        let scale = Int(image.scale)
        expectPixel(pixels, 160 * scale, 400 * scale, (255, 0, 0), "the primary column")
        expectPixel(pixels, 700 * scale, 400 * scale, (0, 0, 255), "the secondary column")
    }
}
