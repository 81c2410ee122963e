import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// `.recursiveDescription` prints UIKit's format (as swift-snapshot-testing records it on iOS,
/// e.g. its `testTraits.iphone-se.txt`: `<UILabel; frame = (133.667 20; 52.6667 19.3333);
/// text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>`), and `.hierarchy`
/// `_printHierarchy`'s.
@Suite struct ViewDescriptionTests {
    private final class BadgeView: UIView {}

    @Test func viewsPrintUIKitsFieldsInItsOrder() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let label = UILabel(frame: CGRect(x: 400.0 / 3.0, y: 20, width: 158.0 / 3.0, height: 58.0 / 3.0))
        label.text = "What's"
        let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.alpha = 0.5
        badge.clipsToBounds = true
        badge.isHidden = true
        badge.tag = 7
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        root.addSubview(label)
        root.addSubview(badge)
        let text = try #require(snapshotValue(Snapshotting<UIView, String>.recursiveDescription, root))
        #expect(
            text == """
                <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
                   | <UILabel; frame = (133.333 20; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
                   | <UIKitTests.ViewDescriptionTests.BadgeView; frame = (10 10; 20 20); alpha = 0.5; clipsToBounds = YES; hidden = YES; autoresize = LM+BM; tag = 7; layer = <CALayer>>
                """)
    }

    @Test func controllersPrintTheirStateAndViews() throws {
        let parent = UIViewController(), shown = UIViewController(), hidden = UIViewController(), unloaded = UIViewController()
        for child in [shown, hidden, unloaded] { parent.addChild(child) }
        parent.view.addSubview(shown.view)
        hidden.loadViewIfNeeded()
        let text = try #require(snapshotValue(Snapshotting<UIViewController, String>.hierarchy, parent))
        #expect(
            text == """
                <UIViewController>, state: appeared, view: <UIView>
                   | <UIViewController>, state: appeared, view: <UIView>
                   | <UIViewController>, state: disappeared, view: <UIView> not in the window
                   | <UIViewController>, state: disappeared, view: (view not loaded)
                """)
    }

    /// Shown cells are subviews of their collection view (as in UIKit) and are also what it
    /// lists in draw order: each is printed once, after the scroll view's line, with its
    /// content view below it; a cell kept for reuse is not printed.
    @Test func aCollectionViewPrintsEachShownCellOnce() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let counts = Counts([3])
        let collectionView = makeView(layout, counts: counts, size: CGSize(width: 100, height: 200))
        func cellLines() throws -> [Substring] {
            let text = try #require(snapshotValue(Snapshotting<UIView, String>.recursiveDescription, collectionView))
            return text.split(separator: "\n").filter { $0.contains("<UICollectionViewCell;") }
        }
        #expect(try cellLines().count == 3)
        #expect(collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 3, "shown cells are subviews")
        counts.sections = [1]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(try cellLines().count == 1, "two cells kept for reuse are subviews but not printed")
    }
}
