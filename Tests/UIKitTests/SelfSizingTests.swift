import Testing
import UIKit

/// A cell whose content needs a size set per item, given through UIKit's
/// `intrinsicContentSize` (what a label would report); it logs the self-sizing calls.
final class IntrinsicCell: UICollectionViewCell {
    nonisolated(unsafe) static var log: [String] = []
    var contentSize = CGSize(width: 10, height: 10)
    override var intrinsicContentSize: CGSize { contentSize }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        Self.log.append("apply \(layoutAttributes.indexPath.item) \(layoutAttributes.size.width)x\(layoutAttributes.size.height)")
    }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes
    {
        let preferred = super.preferredLayoutAttributesFitting(layoutAttributes)
        Self.log.append("preferred \(layoutAttributes.indexPath.item) \(preferred.size.width)x\(preferred.size.height)")
        return preferred
    }
}

/// A header whose content is 64 pt tall (what a wrapped label would report).
final class TallHeader: UICollectionReusableView {
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 64) }
}

/// A flow layout that logs the self-sizing hooks UIKit calls on it.
final class SelfSizingProbeLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let answer = super.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        IntrinsicCell.log.append("shouldInvalidate \(originalAttributes.indexPath.item) \(answer)")
        return answer
    }
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        IntrinsicCell.log.append("invalidationContext \(originalAttributes.indexPath.item)")
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let items = context.invalidatedItemIndexPaths { IntrinsicCell.log.append("invalidateLayout(with:) \(items.map(\.item))") }
        super.invalidateLayout(with: context)
    }
}

/// Cells sized by their contents' intrinsic sizes.
final class IntrinsicSource: NSObject, UICollectionViewDataSource {
    let sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? IntrinsicCell)?.contentSize = sizes[indexPath.item]
        return cell
    }
}

@Suite(.serialized) struct UIKitSelfSizingTests {
    private func makeView(_ layout: UICollectionViewLayout, _ source: IntrinsicSource) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(IntrinsicCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        return view
    }

    @Test func flowEstimatedItemSizeTakesTheCellsFittingSize() {
        IntrinsicCell.log = []
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = IntrinsicSource([CGSize(width: 100, height: 20), CGSize(width: 150, height: 40), CGSize(width: 100, height: 20)])
        let view = makeView(layout, source)
        view.layoutIfNeeded()
        // Width 320, spacing 10: 100 + 10 + 150 = 260; the third (needs 370) opens line 2.
        // Line 1 justified: gap 320 − 250 = 70 → x 0 and 170; 40 tall, item 0 centred at y 10.
        // Line 2 at 40 + 10 = 50, left-aligned.
        let frames = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 10, width: 100, height: 20))
        #expect(frames[1] == CGRect(x: 170, y: 0, width: 150, height: 40))
        #expect(frames[2] == CGRect(x: 0, y: 50, width: 100, height: 20))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.bounds.size == CGSize(width: 150, height: 40))
    }

    @Test func theHooksRunInUIKitsOrder() {
        IntrinsicCell.log = []
        let layout = SelfSizingProbeLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let source = IntrinsicSource([CGSize(width: 80, height: 30)])
        let view = makeView(layout, source)
        view.layoutIfNeeded()
        #expect(
            IntrinsicCell.log == [
                "apply 0 50.0x50.0", "preferred 0 80.0x30.0", "shouldInvalidate 0 true", "invalidationContext 0",
                "invalidateLayout(with:) [0]", "apply 0 80.0x30.0",
            ])
    }

    @Test func compositionalRowsUniformAcrossSiblings() {
        IntrinsicCell.log = []
        let dimension = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44)
        #expect(dimension.isUniformAcrossSiblings && !dimension.isEstimated && dimension.dimension == 44)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: dimension))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = IntrinsicSource([CGSize(width: 10, height: 30), CGSize(width: 10, height: 70)])
        let view = makeView(layout, source)
        view.layoutIfNeeded()
        // The outermost group's items are uniform across the section: max(30, 70) = 70 each;
        // the rows (44 + 26 = 70) at y 0 and 70, 320 wide (the width is not self-sized).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 70))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 70, width: 320, height: 70))
    }

    @Test func aCompositionalHeaderAsksItsPreferredAttributes() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            TallHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let counts = Counts([2])
        view.dataSource = counts
        view.layoutIfNeeded()
        // The header's intrinsic height is 64 (its width is fixed at 320): rows at 64 and 114.
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 114, width: 320, height: 50))
        withExtendedLifetime(counts) {}
    }

    @Test func withoutAnEstimateTheCellKeepsTheLayoutsSize() {
        IntrinsicCell.log = []
        let layout = UICollectionViewFlowLayout()
        let source = IntrinsicSource([CGSize(width: 80, height: 30)])
        let view = makeView(layout, source)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 50, height: 50))
        // Asked, as UIKit asks every cell, but the default answer is the attributes given.
        #expect(IntrinsicCell.log == ["apply 0 50.0x50.0", "preferred 0 50.0x50.0"])
        withExtendedLifetime(source) {}
    }

    @Test func systemLayoutSizeFittingKeepsRequiredAxes() {
        let cell = IntrinsicCell(frame: .zero)
        cell.contentSize = CGSize(width: 80, height: 30)
        let target = CGSize(width: 200, height: 44)
        #expect(
            cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 200, height: 30))
        #expect(cell.systemLayoutSizeFitting(target) == CGSize(width: 80, height: 30))
        // A view with no intrinsic size keeps the target (no constraints to solve).
        #expect(UIView(frame: .zero).systemLayoutSizeFitting(target) == target)
        #expect(UILayoutPriority.fittingSizeLevel < .defaultLow && UILayoutPriority.required.rawValue == 1000)
    }
}

/// A cell whose content needs a size that the test changes (no log: the suites using it run
/// in parallel with those reading ``IntrinsicCell``'s shared log).
final class ResizingCell: UICollectionViewCell {
    var contentSize = CGSize(width: 100, height: 20)
    override var intrinsicContentSize: CGSize { contentSize }
}

/// `selfSizingInvalidation` (iOS 16): a cell that invalidates its intrinsic size is sized
/// again. Flow layout, `estimatedItemSize` 50 × 50, one cell needing 100 × 20 at first.
@Suite struct SelfSizingInvalidationTests {
    private func sizedCell(_ mode: UICollectionView.SelfSizingInvalidation? = nil) -> (UICollectionView, ResizingCell?, IntrinsicSource) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let source = IntrinsicSource([CGSize(width: 100, height: 20)])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(ResizingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        if let mode { view.selfSizingInvalidation = mode }
        view.layoutIfNeeded()
        return (view, view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ResizingCell, source)
    }

    private func frame(_ view: UICollectionView) -> CGRect? { view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame }

    @Test func enabledByDefault() {
        #expect(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).selfSizingInvalidation == .enabled)
        #expect(UICollectionView.SelfSizingInvalidation.enabledIncludingConstraints.rawValue == 2)
    }

    @Test func aCellThatInvalidatesItsSizeIsSizedAgain() {
        let (view, cell, source) = sizedCell()
        #expect(frame(view)?.size == CGSize(width: 100, height: 20))
        cell?.contentSize = CGSize(width: 100, height: 60)
        view.layoutIfNeeded()
        // Nothing told the collection view: the cell keeps the size it preferred.
        #expect(frame(view)?.size == CGSize(width: 100, height: 20))
        cell?.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        // Asked again: 100 × 60, alone on the first line, at (0, 0).
        #expect(frame(view) == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.bounds.size == CGSize(width: 100, height: 60))
        withExtendedLifetime(source) {}
    }

    @Test func theContentViewCanAskToo() {
        let (view, cell, source) = sizedCell(.enabledIncludingConstraints)
        cell?.contentSize = CGSize(width: 140, height: 30)
        cell?.contentView.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(frame(view)?.size == CGSize(width: 140, height: 30))
        withExtendedLifetime(source) {}
    }

    @Test func disabledKeepsTheSize() {
        let (view, cell, source) = sizedCell(.disabled)
        cell?.contentSize = CGSize(width: 100, height: 60)
        cell?.invalidateIntrinsicContentSize()
        cell?.contentView.invalidateIntrinsicContentSize()
        view.layoutIfNeeded()
        #expect(frame(view)?.size == CGSize(width: 100, height: 20))
        withExtendedLifetime(source) {}
    }
}
