import CollectionLayout
import Foundation

@testable import CollectionRendering

/// A layout that returns fixed attributes (the real flow layout is tested elsewhere).
final class FixedLayout: CollectionViewLayout {
    let attributes: [LayoutAttributes]
    let contentSize: CGSize

    init(_ attributes: [LayoutAttributes], contentSize: CGSize = CGSize(width: 400, height: 1000)) {
        self.attributes = attributes
        self.contentSize = contentSize
        super.init()
    }

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
}

/// One section of `count` items; item 1 gets its own content, and every cell a selected
/// background configuration only for item 3.
final class FixedDataSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if indexPath.item == 1 {
            cell.contentConfiguration = ElementContent(fill: .systemRed, title: "One", label: .title)
        }
        if indexPath.item == 3 {
            cell.selectedBackgroundConfiguration = ElementContent(fill: .systemGreen)
        }
        return cell
    }
}

func cellAttributes(_ item: Int, frame: CGRect, section: Int = 0) -> LayoutAttributes {
    LayoutAttributes(category: .cell, indexPath: IndexPath(item: item, section: section), frame: frame)
}
