import Testing
import UIKit

/// The scroll indicators' insets as UIKit declares them (docs/REFERENCE.md §10.7): each axis's
/// zero by default, and `scrollIndicatorInsets`, in UIScrollView.h's words, "a convenience for
/// setting both verticalScrollIndicatorInsets and horizontalScrollIndicatorInsets to the same value".
@MainActor @Suite struct ScrollIndicatorInsetsTests {
    @Test func eachAxisStartsAtZeroAndAdjustsAutomatically() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.verticalScrollIndicatorInsets == .zero && scrollView.horizontalScrollIndicatorInsets == .zero)
        #expect(scrollView.scrollIndicatorInsets == .zero && scrollView.automaticallyAdjustsScrollIndicatorInsets)
    }

    @Test func theCombinedSetterSetsBothAxes() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let insets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 2)
        scrollView.scrollIndicatorInsets = insets
        #expect(scrollView.verticalScrollIndicatorInsets == insets && scrollView.horizontalScrollIndicatorInsets == insets)
        #expect(scrollView.scrollIndicatorInsets == insets)
    }

    @Test func eachAxisIsSetOnItsOwn() {
        let scrollView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        scrollView.verticalScrollIndicatorInsets.bottom = 20
        scrollView.horizontalScrollIndicatorInsets.left = 8
        #expect(scrollView.verticalScrollIndicatorInsets == UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0))
    }
}
