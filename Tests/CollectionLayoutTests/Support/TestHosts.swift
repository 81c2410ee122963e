import Foundation

@testable import CollectionLayout

/// A one-column list: item i of section 0 at (0, i·rowHeight, width, rowHeight). A test
/// subject whose every number is obvious; tests subclass it to record hooks.
class ListLayout: CollectionViewLayout {
    var rowHeight: CGFloat = 100
    var prepareCalls = 0

    override func prepare() { prepareCalls += 1 }

    override var collectionViewContentSize: CGSize {
        CGSize(width: bounds.width, height: CGFloat(numberOfItems(inSection: 0)) * rowHeight)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: 0) else { return nil }
        var a = LayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * rowHeight, width: bounds.width, height: rowHeight)
        return a
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        let count = numberOfItems(inSection: 0)
        guard count > 0 else { return [] }
        let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let last = min(count - 1, Int((rect.maxY / rowHeight).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
}

/// A data source with mutable counts whose cells are dequeued with one identifier.
final class CountsDataSource: CollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Records delegate calls and can veto selection.
final class RecordingDelegate: CollectionViewDelegate {
    var calls: [String] = []
    var vetoSelection: Set<IndexPath> = []
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return !vetoSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
}

/// A 100 × 300 collection view over a list, holding its data source (the view's
/// reference is weak, as in UIKit).
struct ListHost {
    let view: CollectionView
    let layout: ListLayout
    let source: CountsDataSource

    init(items: Int = 100) {
        layout = ListLayout()
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        source = CountsDataSource([items])
        view.dataSource = source
    }
}

extension ListHost {
    /// A host with `delegate` (held weakly by the view: keep it) laid out once.
    static func laidOut(delegate: (any CollectionViewDelegate)? = nil) throws -> ListHost {
        let host = ListHost()
        host.view.delegate = delegate
        try host.view.layoutIfNeeded()
        return host
    }
}
