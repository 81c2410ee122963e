import Testing
import UIKit

/// `indexPathsForVisibleSupplementaryElements(ofKind:)` answers the kind's views on screen.
@Suite struct VisibleSupplementaryTests {
    @Test func visibleHeadersFollowTheContentOffset() {
        let layout = flowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let view = makeView(layout, counts: Counts([2, 2]), size: CGSize(width: 320, height: 100))
        let kind = UICollectionView.elementKindSectionHeader
        // Section 0: header y 0–40, its two 50 pt items on one line y 40–90; section 1: header
        // y 90–130, items y 130–180. The 100 pt viewport at y 0 shows both headers.
        let both = [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)]
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: kind) == both)
        #expect(view.visibleSupplementaryViews(ofKind: kind).count == 2)
        // At y 60 (showing 60–160) section 0's header (0–40) is off screen.
        view.contentOffset = CGPoint(x: 0, y: 60)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [IndexPath(item: 0, section: 1)])
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
    }
}
