import Testing
import UIKit

/// A flow subclass that puts every line's items against the left inset, 10 apart, and
/// records the frames `super` gave it.
final class LeftAligningFlowLayout: UICollectionViewFlowLayout {
    var framesFromSuper: [CGRect] = []

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        framesFromSuper = original.map(\.frame)
        let attributes = original.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
        var left = sectionInset.left
        for a in attributes where a.representedElementCategory == .cell {
            a.frame.origin.x = left
            left += a.frame.width + minimumInteritemSpacing
        }
        return attributes
    }
}

/// A custom layout: one row of 100 × 50 items, item i at x = 110·i, content 640 wide;
/// records the rects it is queried with. Flips only when `flips` is set.
final class StripLayout: UICollectionViewLayout {
    var flips = false
    var development = UIUserInterfaceLayoutDirection.leftToRight
    var queries: [CGRect] = []

    override var collectionViewContentSize: CGSize { CGSize(width: 640, height: 50) }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { development }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries.append(rect)
        return (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = CGRect(x: 110 * CGFloat(indexPath.item), y: 0, width: 100, height: 50)
        return a
    }
}

/// Attributes with an extra property, copied by `copy()`.
final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? TaggedAttributes)?.tag = tag
        return copy
    }
}

/// A flow subclass whose attributes carry `tag` = item + 1.
final class TaggingFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.compactMap { original in
            let copy = original.copy() as? TaggedAttributes
            copy?.tag = original.indexPath.item + 1
            return copy
        }
    }
}

/// A cell that keeps the attributes object it was given.
final class RecordingCell: UICollectionViewCell {
    var applied: UICollectionViewLayoutAttributes?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        applied = layoutAttributes
    }
}

/// UIKit's right-to-left flip (`flipsHorizontallyInOppositeLayoutDirection`): the layout
/// computes left to right and the collection view mirrors it, x′ = contentWidth − maxX.
/// Values worked by hand.
@Suite struct RightToLeftTests {
    /// Visible cells' (item, minX), by item.
    func shown(_ view: UICollectionView) -> [[CGFloat]] {
        view.visibleCells.compactMap { cell in view.indexPath(for: cell).map { [CGFloat($0.item), cell.frame.minX] } }
            .sorted { $0[0] < $1[0] }
    }

    @Test func flowFlipsAndTheBaseClassDoesNot() {
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    }

    @Test func aLeftAlignedFlowSubclassIsRightAlignedInRightToLeft() throws {
        let layout = LeftAligningFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = makeView(layout, counts: Counts([2]))
        // Left to right: the subclass puts the items at 0 and 0 + 100 + 10 = 110.
        #expect(shown(view) == [[0, 0], [1, 110]])
        let ltrFromSuper = layout.framesFromSuper
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        // The subclass still sees super's left-to-right frames…
        #expect(layout.framesFromSuper == ltrFromSuper)
        // …and its result is flipped in the 320 content width: 320 − 100 = 220, 320 − 210 = 110.
        #expect(shown(view) == [[0, 220], [1, 110]])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 220)
        // Hit tests use the shown frames: x 250 is item 0 (220…320), x 150 item 1, x 50 none.
        #expect(view.indexPathForItem(at: CGPoint(x: 250, y: 25)) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 25)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 25)) == nil)
        // The layout's own query answers in its coordinates, unflipped.
        let own = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(own.frame.minX == ltrFromSuper.first?.minX)
    }

    @Test func aCustomLayoutThatOptsInIsQueriedAndShownFlipped() throws {
        let layout = StripLayout()
        layout.flips = true
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.semanticContentAttribute = .forceRightToLeft
        let counts = Counts([6])
        view.dataSource = counts
        view.layoutIfNeeded()
        // Bounds 0…320 flipped in 640: the layout is asked about x 640 − 320 = 320…640.
        let query = try #require(layout.queries.last)
        #expect(query.minX <= 320 && query.maxX >= 640)
        // Items 3, 4, 5 (LTR x 330, 440, 550) show at 640 − 430 = 210, 640 − 540 = 100,
        // 640 − 650 = −10; items 0…2 (LTR 0…320) are flipped to 320…640, out of view.
        #expect(shown(view) == [[3, 210], [4, 100], [5, -10]])
        #expect(view.indexPathForItem(at: CGPoint(x: 250, y: 25)) == IndexPath(item: 3, section: 0))
    }

    @Test func aCustomLayoutIsNotFlippedUnlessItOptsIn() {
        let layout = StripLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.semanticContentAttribute = .forceRightToLeft
        let counts = Counts([6])
        view.dataSource = counts
        view.layoutIfNeeded()
        // Not flipped: items 0, 1, 2 at 0, 110, 220 (item 3 at 330 is past 320).
        #expect(shown(view) == [[0, 0], [1, 110], [2, 220]])
        // Opting in with a right-to-left development direction: no flip in a RTL view.
        layout.flips = true
        layout.development = .rightToLeft
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(shown(view) == [[0, 0], [1, 110], [2, 220]])
    }

    @Test func aCellIsGivenTheLayoutsAttributesClassWithTheShownFrame() throws {
        let layout = TaggingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.register(RecordingCell.self, forCellWithReuseIdentifier: "cell")
        view.semanticContentAttribute = .forceRightToLeft
        let counts = Counts([3])
        view.dataSource = counts
        view.layoutIfNeeded()
        // Three 100-wide items 10 apart fill 320 exactly: x 0, 110, 220; flipped in 320:
        // 320 − 100 = 220, 320 − 210 = 110, 320 − 320 = 0.
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? RecordingCell)
        let applied = try #require(cell.applied as? TaggedAttributes)
        #expect(applied.tag == 1)
        #expect(applied.frame.minX == 220)
        #expect(cell.frame.minX == 220)
        let last = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? RecordingCell)
        #expect((last.applied as? TaggedAttributes)?.tag == 3)
        #expect(last.applied?.frame.minX == 0)
    }

    @Test func aFlowSubclassThatOptsOutIsNotFlipped() {
        final class UnflippedFlowLayout: UICollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
        }
        let layout = UnflippedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = makeView(layout, counts: Counts([3]))
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        // Three 100-wide items 10 apart fill 320: x 0, 110, 220, left to right as computed.
        #expect(shown(view) == [[0, 0], [1, 110], [2, 220]])
    }

    @Test func aPinnedHeaderSticksToTheLeadingEdgeOfAHorizontalFlow() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 50, height: 200)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = makeView(layout, counts: Counts([8]), size: CGSize(width: 320, height: 200))
        view.semanticContentAttribute = .forceRightToLeft
        view.contentOffset = CGPoint(x: 20, y: 0)
        view.layoutIfNeeded()
        // Columns of 3 (3·50 + 2·10 = 170 ≤ 200): 8 items → 3 columns, 3·100 + 2·10 = 320,
        // after the 50-wide header: content 370. Shown bounds x 20…340 are x 370 − 340 = 30
        // … 350 in the layout's coordinates, so the header pins at x 30 there, shown at
        // 370 − (30 + 50) = 290: its right edge on the bounds' right (leading) edge, 340.
        #expect(view.contentSize.width == 370)
        let header = try #require(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minX == 290)
        let shownHeader = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(shownHeader.frame.minX == 290)
    }
}
