import Testing
import UIKit
import UIKitSampleLayouts

/// Layout files of the `UIKitSampleLayouts` library (Samples/Layouts/UIKit), written as in
/// Xcode, run through the facade.
/// Expected frames are worked by hand from UIKit's rules (docs/REFERENCE.md §4) and each
/// layout's own arithmetic; they are not taken from our output.
@Suite struct LayoutFileTests {
    @Test func leftAlignedFlowLayoutCallsTheUIKitSignatureDelegateAndLeftAligns() {
        let layout = AlignedTagsFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        let tags = TagSizes(widths: [100, 150, 80, 200])
        view.dataSource = tags
        view.delegate = tags
        view.layoutIfNeeded()

        // avail = 320 − 20 = 300. Greedy lines (s = 8): 100 (left 192), 150 fits (left 34),
        // 80 opens line 2 (left 212), 200 fits. Left-aligned: line 1 x = 10, 118; line 2
        // x = 10, 98; lines 40 high, 10 apart. (UIKit's flow alone justifies item 1 to 160.)
        let frames = (0..<4).map { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 10, y: 0, width: 100, height: 40), CGRect(x: 118, y: 0, width: 150, height: 40),
                CGRect(x: 10, y: 50, width: 80, height: 40), CGRect(x: 98, y: 50, width: 200, height: 40),
            ])
        #expect(tags.sizeCalls >= 4)
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func waterfallCachesInPrepareAndDropsTheCacheWhenReloaded() {
        let layout = WaterfallLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let model = WaterfallHeights(heights: [[100, 50, 80, 60, 40]])
        view.dataSource = model
        view.delegate = model
        view.layoutIfNeeded()

        // Column width (300 − 10) / 2 = 145, columns at x 0 and 155. Shortest column first:
        // 0 → col 0 [0, 100]; 1 → col 1 [0, 50]; 2 → col 1 (60) [60, 140]; 3 → col 0 (110)
        // [110, 170]; 4 → col 1 (150) [150, 190]. Content height 190.
        func frames() -> [CGRect?] { (0..<5).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame } }
        #expect(
            frames() == [
                CGRect(x: 0, y: 0, width: 145, height: 100), CGRect(x: 155, y: 0, width: 145, height: 50),
                CGRect(x: 155, y: 60, width: 145, height: 80), CGRect(x: 0, y: 110, width: 145, height: 60),
                CGRect(x: 155, y: 150, width: 145, height: 40),
            ])
        #expect(view.contentSize == CGSize(width: 300, height: 190))

        // reloadData invalidates everything, so the override drops the cache and prepare()
        // rebuilds it: item 0 now 20 high, so 1 → col 1 [0, 50]; 2 → col 0 (30) [30, 110].
        model.heights = [[20, 50, 80, 60, 40]]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(frames()[2] == CGRect(x: 0, y: 30, width: 145, height: 80))
    }

    @Test func cardStackAttributesSubclassReachesTheCellsApply() throws {
        let layout = CardStackLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CardCell.self, forCellWithReuseIdentifier: "card")
        let cards = Cards()
        view.dataSource = cards
        view.layoutIfNeeded()

        // Item 1: 200 × 100 centred 10 above the view's centre, at (160, 230), scaled 0.95
        // about it: the frame is the bounding box 190 × 95 → (65, 182.5); zIndex 3 − 1 = 2;
        // corner radius 10 + 1 = 11.
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? CardCell)
        #expect(cell.appliedRadius == 11)
        #expect(cell.layer.cornerRadius == 11)
        #expect(cell.layer.zPosition == 2)
        // The cell's frame, as UIKit's view frame, is the transformed bounding box too.
        #expect(cell.frame == CGRect(x: 65, y: 182.5, width: 190, height: 95))
        #expect(cell.bounds.size == CGSize(width: 200, height: 100))
        let attributes = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? CardLayoutAttributes)
        #expect(attributes.frame == CGRect(x: 65, y: 182.5, width: 190, height: 95))
        #expect(attributes.zIndex == 2)
        #expect(view.visibleCells.count == 3)
    }
}

/// The paging carousel (`PagingCarouselFlowLayout`), values worked by hand: a 300 × 100
/// view, items 200 × 100, 20 apart, side insets (300 − 200) / 2 = 50 set in `prepare()`;
/// item i's centre x = 150 + 220 i.
@Suite struct PagingCarouselTests {
    @Test func itemsScaleWithTheirDistanceFromTheCentreAndFollowTheScroll() throws {
        let layout = PagingCarouselFlowLayout()
        let view = makeView(layout, counts: Counts([5]), size: CGSize(width: 300, height: 100))
        // Offset 0: item 0 centred (scale 1) at x 50; item 1 at centre 370, one page away:
        // scale 0.8 → 160 × 80 around (370, 50) → (290, 10).
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 50, y: 0, width: 200, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 290, y: 10, width: 160, height: 80))
        // Scrolled by 110 (half a page): both items 110 from the centre 260 → scale 0.9:
        // item 0 is 180 × 90 around (150, 50) → (60, 5).
        view.contentOffset = CGPoint(x: 110, y: 0)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 60, y: 5, width: 180, height: 90))
        #expect(view.contentSize == CGSize(width: 50 + 5 * 200 + 4 * 20 + 50, height: 100))
        #expect(view.raisedExceptions.isEmpty && view.loggedWarnings.isEmpty)
    }

    @Test func aScrollComesToRestWithAnItemCentred() {
        let layout = PagingCarouselFlowLayout()
        let counts = Counts([5])
        let view = makeView(layout, counts: counts, size: CGSize(width: 300, height: 100))
        // Item i is centred at offset 50 + 100 − 150 + 220 i = 220 i. Proposed 130:
        // 130 / 220 = 0.59 → page 1 → 220; proposed 100: 0.45 → page 0.
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 130, y: 0), withScrollingVelocity: .zero)
                == CGPoint(x: 220, y: 0))
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 100, y: 0), withScrollingVelocity: .zero) == CGPoint(x: 0, y: 0)
        )
        withExtendedLifetime((view, counts)) {}
    }
}

/// The stretchy header (`StretchyHeaderFlowLayout`), values worked by hand: a
/// 320 × 480 view, header 100 high, items 50 × 50 from y 100.
@Suite struct StretchyHeaderTests {
    @Test func theHeaderStretchesWhenPulledDownAndRestsOtherwise() throws {
        let layout = StretchyHeaderFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 100)
        let view = makeView(layout, counts: Counts([4]))
        let header = try #require(
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        // Pulled down by 50: the header starts at y −50 and is 150 high; items stay at y 100.
        view.contentOffset = CGPoint(x: 0, y: -50)
        view.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: -50, width: 320, height: 150))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 100)
        #expect(view.raisedExceptions.isEmpty)
    }
}
