import Testing
import UIKit

/// Flow subclass that sets its own inset after `super.prepare()`, as UIKit code does.
final class InsetInPrepareLayout: UICollectionViewFlowLayout {
    private(set) var prepares = 0

    override func prepare() {
        prepares += 1
        super.prepare()
        sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 0)
    }
}

/// A layout that invalidates itself in every prepare(): a loop UIKit would spin in.
final class AlwaysInvalidLayout: UICollectionViewFlowLayout {
    private(set) var prepares = 0

    override func prepare() {
        prepares += 1
        super.prepare()
        invalidateLayout()
    }
}

/// A flow layout that logs its transition hooks and whether it is attached then.
final class TransitionProbeLayout: UICollectionViewFlowLayout {
    let name: String
    let log: Log

    final class Log { var entries: [String] = [] }

    init(name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    override func prepare() {
        log.entries.append("\(name).prepare attached=\(collectionView != nil)")
        super.prepare()
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        log.entries.append("\(name).prepareForTransition(to:)")
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        // UIKit code reads collectionView! here; it must be attached already.
        log.entries.append(
            "\(name).prepareForTransition(from:) attached=\(collectionView != nil) width=\(collectionView?.bounds.width ?? -1)")
    }

    override func finalizeLayoutTransition() {
        log.entries.append("\(name).finalizeLayoutTransition")
    }
}

/// UIKit's layout-pass behaviour: a layout invalidated while it prepares is prepared again
/// before anything shows; a new layout is attached before its transition hooks run.
@Suite struct LayoutPassTests {
    @Test func aLayoutInvalidatedDuringPrepareIsLaidOutAgainBeforeShowing() throws {
        let layout = InsetInPrepareLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = makeView(layout, counts: Counts([12]))
        // With the inset set in prepare(): avail = 320 − 20 = 300, 5 per line, gap
        // (300 − 250) / 4 = 12.5 → item 0 at (20, 20), item 1 at 20 + 62.5 = 82.5, rounded
        // to the pixel at scale 1 (UIKit rounds origins, half away from zero) → 83.
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 20, y: 20, width: 50, height: 50))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 83)
        // Bounded: the second pass sets the same inset, which does not invalidate again.
        #expect(layout.prepares == 2)
        #expect(view.loggedWarnings.isEmpty)
    }

    @Test func aLayoutThatAlwaysInvalidatesItselfStopsAtTheBoundWithAWarning() {
        let layout = AlwaysInvalidLayout()
        let view = makeView(layout, counts: Counts([3]))
        // CollectionViewLayout.maximumPreparePasses = 8 passes in one layout pass, then a warning.
        #expect(layout.prepares == 8)
        #expect(view.loggedWarnings.count == 1)
        #expect(view.loggedWarnings.first?.contains("invalidated itself in each of 8 prepare() passes") == true)
        #expect(view.visibleCells.count == 3)
    }

    @Test func aNewLayoutIsAttachedBeforeItsTransitionHooksAndPrepareInUIKitsOrder() {
        let log = TransitionProbeLayout.Log()
        let old = TransitionProbeLayout(name: "old", log: log)
        let view = makeView(old, counts: Counts([10]))
        let new = TransitionProbeLayout(name: "new", log: log)
        log.entries.removeAll()
        view.setCollectionViewLayout(new, animated: true)

        #expect(
            Array(log.entries.prefix(3)) == [
                "old.prepareForTransition(to:)",
                "new.prepareForTransition(from:) attached=true width=320.0",
                "new.prepare attached=true",
            ])
        #expect(log.entries.suffix(2).sorted() == ["new.finalizeLayoutTransition", "old.finalizeLayoutTransition"])
        #expect(view.collectionViewLayout === new)
        #expect(new.collectionView === view)
        #expect(view.lastLayoutTransition != nil)
    }

    @Test func transitionLayoutInterpolatesBetweenTwoUIKitLayouts() {
        let small = flowLayout()
        let big = UICollectionViewFlowLayout()
        big.itemSize = CGSize(width: 150, height: 150)
        let view = makeView(small, counts: Counts([4]))
        let transition = UICollectionViewTransitionLayout(currentLayout: small, nextLayout: big)
        view.collectionViewLayout = transition
        transition.transitionProgress = 0.5
        view.layoutIfNeeded()
        // Item 0: small (0, 0, 50, 50) → centre (25, 25); big (0, 0, 150, 150) → (75, 75).
        // Half way: centre (50, 50), size 100 × 100 → frame (0, 0, 100, 100).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(transition.currentLayout === small && transition.nextLayout === big)
    }
}
