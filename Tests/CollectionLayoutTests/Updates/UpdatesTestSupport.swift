import Foundation

@testable import CollectionLayout

/// `IndexPath(item:section:)` in short: `ip(section, item)`.
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// A one-index path for a section operation.
func sp(_ section: Int) -> IndexPath { IndexPath(index: section) }

/// What a cell shows in these tests: the identity of its item.
struct ItemIdentity: ContentConfiguration, Equatable {
    let id: Int
}

/// A data source over a model of identified items: `sections[s][i]` is the identity of the
/// item at `[s, i]`. Tests change `sections` inside update blocks, as apps do.
final class ModelDataSource: CollectionViewDataSource {
    var sections: [[Int]]

    init(_ sections: [[Int]]) { self.sections = sections }

    /// A model of `counts` with identities numbered from `firstID` in reading order.
    convenience init(counts: [Int], firstID: Int = 0) {
        var next = firstID
        self.init(
            counts.map { count in
                (0..<count).map { _ in
                    defer { next += 1 }; return next
                }
            })
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentConfiguration = ItemIdentity(id: sections[indexPath.section][indexPath.item])
        return cell
    }
}

/// A trivial layout for host tests: one column of full-width rows, 50 points tall, sections
/// stacked with no gap. It records what the host tells it.
final class ListTestLayout: CollectionViewLayout {
    static let rowHeight: CGFloat = 50
    var events: [String] = []
    var contexts: [InvalidationContext] = []
    var preparedUpdates: [[CollectionViewUpdateItem]] = []
    private var frames: [[CGRect]] = []
    private var height: CGFloat = 0

    override func prepare() {
        events.append("prepare")
        let width = bounds.width
        var y: CGFloat = 0
        frames = (0..<numberOfSections).map { section in
            (0..<numberOfItems(inSection: section)).map { _ in
                defer { y += Self.rowHeight }
                return CGRect(x: 0, y: y, width: width, height: Self.rowHeight)
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: bounds.width, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (section, rows) in frames.enumerated() {
            // Strict overlap: a row that only touches the rect's edge is outside.
            for (item, frame) in rows.enumerated()
            where frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX < rect.maxX && frame.maxX > rect.minX {
                result.append(LayoutAttributes(category: .cell, indexPath: ip(section, item), frame: frame))
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return LayoutAttributes(category: .cell, indexPath: indexPath, frame: frames[indexPath.section][indexPath.item])
    }

    override func invalidateLayout(with context: InvalidationContext) {
        events.append(context.updateItems == nil ? "invalidate" : "invalidate(updates)")
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        events.append("prepareForUpdates")
        preparedUpdates.append(updateItems)
    }

    override func finalizeCollectionViewUpdates() {
        events.append("finalize")
    }
}

/// A host of `size` over `dataSource`, laid out once.
func makeHost(_ dataSource: ModelDataSource, size: CGSize = CGSize(width: 100, height: 200)) throws
    -> (CollectionView, ListTestLayout)
{
    let layout = ListTestLayout()
    let view = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = dataSource
    view.allowsMultipleSelection = true
    try view.layoutIfNeeded()
    return (view, layout)
}

/// Everything a failed batch must leave unchanged.
struct HostSnapshot: Equatable {
    var counts: [Int]
    var selected: [IndexPath]
    var offset: CGPoint
    var contentSize: CGSize
    var visibleViews: [ObjectIdentifier]
    var visiblePaths: [IndexPath]
    var preparePasses: Int
    var needsPrepare: Bool

    init(_ view: CollectionView) {
        counts = view.sectionCounts
        selected = view.selectedItems
        offset = view.contentOffset
        contentSize = view.contentSize
        visibleViews = view.visibleElements.map { ObjectIdentifier($0.view) }
        visiblePaths = view.visibleElements.map(\.attributes.indexPath)
        preparePasses = view.collectionViewLayout.preparePassCount
        needsPrepare = view.collectionViewLayout.needsPrepare
    }
}
