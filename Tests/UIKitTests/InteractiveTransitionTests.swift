import Testing
import UIKit

private final class CustomTransitionLayout: UICollectionViewTransitionLayout {}

private final class TransitionDelegate: NSObject, UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        CustomTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// `startInteractiveTransition(to:completion:)` with two flow layouts: 50-pt items (10 apart)
/// and 150-pt items, in a 320 × 480 view.
@Suite struct UIKitInteractiveTransitionTests {
    private func layouts() -> (UICollectionViewFlowLayout, UICollectionViewFlowLayout) {
        let big = UICollectionViewFlowLayout()
        big.itemSize = CGSize(width: 150, height: 150)
        return (flowLayout(), big)
    }

    @Test func progressDrivesTheTransitionAndFinishCompletesWithTrue() throws {
        let (small, big) = layouts()
        let view = makeView(small, counts: Counts([4]))
        var calls: [(Bool, Bool)] = []
        let transition = view.startInteractiveTransition(to: big) { calls.append(($0, $1)) }
        #expect(view.collectionViewLayout === transition)
        #expect(transition.currentLayout === small && transition.nextLayout === big)
        transition.transitionProgress = 0.5
        view.layoutIfNeeded()
        // Item 0: (0, 0, 50, 50) → (0, 0, 150, 150); half way: centre (50, 50), size 100.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        view.finishInteractiveTransition()
        #expect(view.collectionViewLayout === big)
        #expect(calls.count == 1 && calls[0] == (true, true))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 150, height: 150))
    }

    @Test func cancelRestoresTheOldLayoutAndCompletesWithFalse() throws {
        let (small, big) = layouts()
        let view = makeView(small, counts: Counts([4]))
        var calls: [(Bool, Bool)] = []
        let transition = view.startInteractiveTransition(to: big) { calls.append(($0, $1)) }
        transition.transitionProgress = 0.7
        view.cancelInteractiveTransition()
        #expect(view.collectionViewLayout === small)
        #expect(calls.count == 1 && calls[0] == (false, true))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func theDelegateSuppliesTheTransitionLayout() {
        let (small, big) = layouts()
        let view = makeView(small, counts: Counts([4]))
        let delegate = TransitionDelegate()
        view.delegate = delegate
        #expect(view.startInteractiveTransition(to: big) is CustomTransitionLayout)
        view.cancelInteractiveTransition()
    }
}
