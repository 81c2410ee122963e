import Testing
import UIKit

/// Records the scroll delegate calls in order; may move the target through the pointer.
private final class ScrollLog: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var newTargetX: CGFloat?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging \(velocity.x) → \(targetContentOffset.pointee.x)")
        if let newTargetX { targetContentOffset.pointee.x = newTargetX }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// A carousel that snaps a release to whole 300-point pages.
private final class SnappingCarouselLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    {
        CGPoint(x: (proposedContentOffset.x / 300).rounded() * 300, y: proposedContentOffset.y)
    }
}

/// UIKit's scroll physics through the facade: the delegate's exact signatures, the layout's
/// snapping, paging, and animated programmatic scrolls. Values worked by hand from
/// docs/REFERENCE.md, "Scrolling physics".
@Suite struct ScrollPhysicsTests {
    /// A 300 × 200 view over ten 300 × 200 items in one row: content 3000 wide.
    private func carousel(_ layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> (UICollectionView, ScrollLog, Counts) {
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 200)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let counts = Counts([10])
        let view = makeView(layout, counts: counts, size: CGSize(width: 300, height: 200))
        let log = ScrollLog()
        view.delegate = log
        return (view, log, counts)
    }

    @Test func aFlingOnASnappingLayoutLandsExactlyOnThePageItChose() {
        let (view, log, counts) = carousel(SnappingCarouselLayout())
        let offsets = view.simulateFling(velocity: CGPoint(x: 2, y: 0))
        // Projected (2 − 0.01)/|ln 0.998| = 994.0; the layout snaps it to 900 (round(3.31)·300).
        #expect(offsets.last == CGPoint(x: 900, y: 0))
        #expect(view.contentOffset == CGPoint(x: 900, y: 0))
        #expect(
            log.calls == [
                "willBeginDragging", "willEndDragging 2.0 → 900.0", "didEndDragging true", "willBeginDecelerating", "didScroll",
                "didEndDecelerating",
            ])
        #expect(!view.isDecelerating && !view.isDragging)
        withExtendedLifetime(counts) {}
    }

    @Test func theDelegatesTargetThroughThePointerWins() {
        let (view, log, counts) = carousel(SnappingCarouselLayout())
        log.newTargetX = 600
        view.simulateFling(velocity: CGPoint(x: 2, y: 0))
        #expect(view.contentOffset == CGPoint(x: 600, y: 0))
        withExtendedLifetime(counts) {}
    }

    @Test func pagingMovesOnePagePerFlick() {
        let (view, log, counts) = carousel()
        view.isPagingEnabled = true
        view.simulateFling(velocity: CGPoint(x: 2, y: 0))
        // The free rest offset 994.0 is page 3; a flick moves at most one page: 300.
        #expect(view.contentOffset == CGPoint(x: 300, y: 0))
        #expect(log.calls.contains("willEndDragging 2.0 → 300.0"))
        // Backwards from page 1 with −0.3 pt/ms: 300 − 0.29/0.0020020027 = 155.1 → page round(0.517) = 1.
        view.simulateFling(velocity: CGPoint(x: -0.3, y: 0))
        #expect(view.contentOffset == CGPoint(x: 300, y: 0))
        // With −1 pt/ms: 300 − 0.99/0.0020020027 = −194.5 → page −1, limited to page 0.
        view.simulateFling(velocity: CGPoint(x: -1, y: 0))
        #expect(view.contentOffset == .zero)
        withExtendedLifetime(counts) {}
    }

    @Test func aNaNVelocityIsNoMotion() {
        let (view, log, counts) = carousel()
        let offsets = view.simulateFling(velocity: CGPoint(x: CGFloat.nan, y: 0))
        #expect(offsets == [.zero])
        #expect(log.calls == ["willBeginDragging", "willEndDragging 0.0 → 0.0", "didEndDragging false"])
        withExtendedLifetime(counts) {}
    }

    @Test func animatedSetContentOffsetRunsFramesThenEndsTheScrollingAnimation() throws {
        let (view, log, counts) = carousel()
        view.setContentOffset(CGPoint(x: 1000, y: 0), animated: true)
        // Nothing moves until frames run.
        #expect(view.contentOffset == .zero)
        let animation = try #require(view.pendingScrollAnimation)
        #expect(animation.duration == 0.3)
        let offsets = view.runScrollAnimation(fps: 60)
        // 0.3 s at 60 fps: ceil(18) + 1 = 19 frames, frame 0 being the start: 18 offsets.
        #expect(offsets.count == 18)
        // Frame 9 is at 0.15 s, half the time: ease-out(0.5) = 0.684643 → 684.643.
        #expect(abs(offsets[8].x - 684.643) < 1e-3)
        #expect(offsets.last == CGPoint(x: 1000, y: 0))
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
        withExtendedLifetime(counts) {}
    }

    @Test func animatedScrollToItemGoesToTheItemsOffsetClamped() {
        let (view, log, counts) = carousel()
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .centeredHorizontally, animated: true)
        view.runScrollAnimation()
        // Item 9 spans 2700…3000; centred it would need 2700, which is the last offset (3000 − 300).
        #expect(view.contentOffset == CGPoint(x: 2700, y: 0))
        #expect(log.calls.last == "didEndScrollingAnimation")
        // Unanimated: one didScroll and no animation.
        log.calls = []
        view.scrollToItem(at: IndexPath(item: 2, section: 0), at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 600, y: 0))
        #expect(view.pendingScrollAnimation == nil)
        #expect(log.calls == ["didScroll"])
        withExtendedLifetime(counts) {}
    }

    @Test func settingsReachThePhysics() {
        let (view, _, counts) = carousel()
        view.bounces = false
        view.simulateDrag(by: CGPoint(x: -100, y: 0), duration: 0.1)
        #expect(view.contentOffset == .zero)
        view.bounces = true
        view.decelerationRate = .fast
        view.simulateFling(velocity: CGPoint(x: 2, y: 0))
        // .fast: (2 − 0.01)/|ln 0.99| = 198.0.
        #expect(view.contentOffset == CGPoint(x: 198, y: 0))
        withExtendedLifetime(counts) {}
    }
}
