import UIKit
import UIKitSampleLayouts

/// A collection view for a sample layout: plain cells registered as "cell", "tag" and
/// "photo", ``CardCell`` as "card", headers as "header"; `source` is the data source and,
/// when it adopts it, the delegate. Laid out once.
func makeSampleView(
    _ layout: UICollectionViewLayout, source: UICollectionViewDataSource, size: CGSize
) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    for identifier in ["cell", "tag", "photo"] {
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }
    view.register(CardCell.self, forCellWithReuseIdentifier: "card")
    view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    view.dataSource = source
    view.delegate = source as? UICollectionViewDelegate
    view.layoutIfNeeded()
    return view
}

/// The frames of section `section`'s first `count` items, as the layout answers them.
func itemFrames(_ view: UICollectionView, section: Int = 0, count: Int) -> [CGRect?] {
    (0..<count).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
}

/// Whether two rectangles agree within `tolerance` on every edge.
func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
