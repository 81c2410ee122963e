import Testing
import UIKit

/// A cell that records the selection changes UIKit's setter delivers.
final class SelectableCell: UICollectionViewCell {
    var selectionChanges: [Bool] = []

    override var isSelected: Bool {
        didSet { selectionChanges.append(isSelected) }
    }
}

/// The collection view as a scroll view: geometry, insets, traits, selection and queries.
/// Expected values are worked by hand from docs/REFERENCE.md §4.
@Suite struct HostTests {
    @Test func frameBoundsAndContentOffset() {
        let view = UICollectionView(frame: CGRect(x: 5, y: 6, width: 320, height: 480), collectionViewLayout: flowLayout())
        #expect(view.frame == CGRect(x: 5, y: 6, width: 320, height: 480))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(view.bounds.origin == CGPoint(x: 0, y: 100))
        #expect(view.frame.origin == CGPoint(x: 5, y: 6))
        #expect(view.decelerationRate == .normal && view.decelerationRate.rawValue == 0.998)
        #expect(!view.isPagingEnabled)
    }

    @Test func safeAreaAddsToTheAdjustedContentInsetTheLayoutUses() {
        let layout = flowLayout()
        let view = makeView(layout, counts: Counts([4]))
        view.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        view.contentInsetAdjustmentBehavior = .always
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.layoutIfNeeded()
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30))
        // Dimension 320 − 60 = 260: 4 per line, gap (260 − 200) / 3 = 20 → item 1 at x 70.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 70)
        #expect(view.contentSize.width == 260)
    }

    @Test func sectionInsetReferenceFromSafeAreaAddsTheUncoveredSafeArea() {
        let layout = flowLayout()
        layout.sectionInsetReference = .fromSafeArea
        let view = makeView(layout, counts: Counts([4]))
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        view.layoutMargins = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        layout.sectionInsetReference = .fromLayoutMargins
        view.layoutIfNeeded()
        // Margins 15 beyond a zero adjusted inset: avail 290, 5 per line, gap (290 − 250) / 4
        // = 10 → item 0 at 15, item 1 at 75.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 75)
    }

    @Test func rightToLeftMirrorsFlowLayoutAndDisplayScaleRoundsOrigins() {
        let layout = flowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = makeView(layout, counts: Counts([2]), size: CGSize(width: 330, height: 200))
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Width 330, item 100, s 10 → x = 0, 115, 230; mirrored in 330: item 0 at 230.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 230)
        view.semanticContentAttribute = .unspecified
        view.traitOverrides.displayScale = 3
        #expect(view.traitCollection.displayScale == 3)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test func selectionGoesThroughTheCellsOverridableSetter() throws {
        let layout = flowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(SelectableCell.self, forCellWithReuseIdentifier: "cell")
        let counts = Counts([3])
        view.dataSource = counts
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? SelectableCell)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cell.isSelected)
        #expect(cell.selectionChanges.last == true)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(!cell.isSelected)
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test func queriesFindVisibleCellsByPointAndByCell() throws {
        let view = makeView(flowLayout(), counts: Counts([8]))
        // 5 per line in 320 (gap 17.5): item 1 spans x 67.5…117.5 on the first line.
        #expect(view.indexPathForItem(at: CGPoint(x: 80, y: 10)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 60, y: 10)) == nil)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 6, section: 0)))
        #expect(view.indexPath(for: cell) == IndexPath(item: 6, section: 0))
        #expect(view.indexPathsForVisibleItems.count == 8)
        #expect(view.visibleCells.count == 8)
    }
}
