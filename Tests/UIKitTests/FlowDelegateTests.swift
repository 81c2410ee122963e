import Testing
import UIKit

/// A flow delegate written with UIKit's exact signatures; each method counts its calls.
final class MetricsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var insetCalls = 0
    var headerCalls = 0

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        insetCalls += 1
        return section == 1 ? UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 30) : .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        headerCalls += 1
        return CGSize(width: 0, height: 40)
    }
}

/// The flow delegate trap is impossible: a method with UIKit's signature is the one called;
/// a method left out answers the layout's property.
@Suite struct FlowDelegateTests {
    @Test func uikitSignatureMethodsAreCalledAndMissingOnesFallBackToProperties() {
        let layout = flowLayout()
        layout.minimumLineSpacing = 4
        let delegate = MetricsDelegate()
        let counts = Counts([2, 2])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = counts
        view.delegate = delegate
        view.layoutIfNeeded()
        #expect(delegate.insetCalls > 0)
        #expect(delegate.headerCalls > 0)
        // Section 0: header 40, items 50 high at y 40 → section 0 ends at 90. Section 1:
        // header [90, 130], inset top 5 → items at y 135, x from 30 (avail 260: 4 per line,
        // gap (260 − 200) / 3 = 20 → item 1 at 30 + 70 = 100). Sizes: itemSize (no sizeForItemAt).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 100, y: 135, width: 50, height: 50))
        #expect(
            view.layoutAttributesForSupplementaryElement(ofKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 1))?
                .frame
                == CGRect(x: 0, y: 90, width: 320, height: 40))
        #expect(
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) != nil)
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func theDefaultSizeIsTheLayoutsItemSize() {
        let layout = UICollectionViewFlowLayout()
        let delegate = MetricsDelegate()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        // The extension's default, called directly: the flow layout's itemSize (UIKit's 50 × 50).
        #expect(
            delegate.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) == CGSize(width: 50, height: 50))
        layout.itemSize = CGSize(width: 70, height: 30)
        #expect(
            delegate.collectionView(view, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) == CGSize(width: 70, height: 30))
        #expect(delegate.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 10)
    }
}
