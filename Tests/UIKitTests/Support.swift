import UIKit

/// A data source of plain cells, counts per section, with optional headers.
final class Counts: NSObject, UICollectionViewDataSource {
    var sections: [Int]

    init(_ sections: [Int]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A collection view (made by `make`, a subclass's initializer for one) with a registered plain cell and header, a data source, laid
/// out.
func makeView(
    _ layout: UICollectionViewLayout, counts: Counts, size: CGSize = CGSize(width: 320, height: 480),
    make: @MainActor (CGRect, UICollectionViewLayout) -> UICollectionView = UICollectionView.init(frame:collectionViewLayout:)
) -> UICollectionView {
    let view = make(CGRect(origin: .zero, size: size), layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    view.dataSource = counts
    view.layoutIfNeeded()
    return view
}

/// A flow layout of 50 × 50 items, 10 apart.
func flowLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    return layout
}
