import Foundation

@testable import CollectionLayout

/// A collection view of `size` hosting a compositional layout over `counts` items per
/// section, holding its data source.
struct CompositionalHost {
    let view: CollectionView
    let layout: CompositionalLayout
    let source: CountsDataSource

    init(_ layout: CompositionalLayout, counts: [Int], size: CGSize = CGSize(width: 390, height: 844)) {
        self.layout = layout
        view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        source = CountsDataSource(counts)
        view.dataSource = source
        layout.prepareIfNeeded()
    }

    /// The frame of item `item` in `section`.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Every cell of the layout, from a query of its whole content.
    var allCells: [LayoutAttributes] {
        let size = layout.collectionViewContentSize
        return layout.layoutAttributesForElements(in: CGRect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
    }
}

/// Shorthands for the tests' sizes.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: CGFloat = 0) -> LayoutElement {
    var item = LayoutItem(layoutSize: size(width, height))
    item.contentInsets = DirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
    return .item(item)
}
