import CollectionLayout
import Foundation
import SampleLayouts
import Testing

private final class Items: CollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

@Suite struct CoverFlowLayoutTests {
    // Viewport 400 × 300, items 160 × 200, spacing 20: pitch 180, side inset (400 − 160)/2 = 120.
    /// Holds the view and data source (both weakly referenced by what they serve).
    private struct Host {
        let view: CollectionView, layout: CoverFlowLayout, items: Items
        init(_ count: Int) {
            layout = CoverFlowLayout()
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c")
            items = Items(count)
            view.dataSource = items
        }
    }

    @Test func contentLetsTheEndsReachTheCentre() {
        let host = Host(10), layout = host.layout
        // 2·120 + 10·180 − 20 = 2020.
        #expect(layout.collectionViewContentSize == CGSize(width: 2020, height: 300))
        withExtendedLifetime(host) {}
    }

    @Test func theCentredItemFacesTheViewer() throws {
        let host = Host(10), layout = host.layout
        let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // Centre x = 120 + 80 = 200 = bounds.midX: no turn.
        #expect(a.center == CGPoint(x: 200, y: 150) && a.transform3D.isIdentity && a.zIndex == 1000)
        withExtendedLifetime(host) {}
    }

    @Test func theNextItemTurnsSixtyDegreesWithPerspective() throws {
        let host = Host(10), layout = host.layout
        let a = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        // Centre x = 120 + 180 + 80 = 380, one pitch right: turn 60° about y, m34 = −1/500.
        // Right corner (80, −100): x = 80·cos60° = 40, z = −80·sin60° = −69.282, w = 1 + 69.282/500
        // = 1.138564 → (35.1317, −87.8300). Left corner (−80, −100): x = −40, z = 69.282,
        // w = 0.861436 → (−46.4340, −116.0852). Frame: x 380 − 46.434 … 380 + 35.1317,
        // y 150 − 116.0852 … 150 + 116.0852.
        let f = a.frame
        #expect(abs(f.minX - 333.5660) < 1e-3 && abs(f.maxX - 415.1317) < 1e-3)
        #expect(abs(f.minY - 33.9148) < 1e-3 && abs(f.maxY - 266.0852) < 1e-3)
        #expect(a.zIndex == 990)
        withExtendedLifetime(host) {}
    }

    @Test func rectQueriesAgreeWithItemQueriesAndSnap() throws {
        let host = Host(50), view = host.view, layout = host.layout
        view.contentOffset = CGPoint(x: 1000, y: 0)
        let rect = view.bounds
        let found = Set(layout.layoutAttributesForElements(in: rect).map(\.indexPath))
        let expected = Set(
            (0..<50).map { IndexPath(item: $0, section: 0) }.filter {
                layout.layoutAttributesForItem(at: $0)?.frame.overlaps(rect) == true
            })
        #expect(found == expected && !found.isEmpty)
        // 1000 / 180 = 5.56 → item 6 at the centre: offset 1080.
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 1000, y: 0), withScrollingVelocity: .zero)
                == CGPoint(x: 1080, y: 0))
        withExtendedLifetime(host) {}
    }

    @Test func farOffsetsAndRectsDoNotTrap() throws {
        let host = Host(10), layout = host.layout
        // Queries a universe away: no candidates, no Int conversion of 1e300 / 180.
        #expect(layout.layoutAttributesForElements(in: CGRect(x: -1e300, y: 0, width: 400, height: 300)).isEmpty)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 1e300, y: 0, width: 400, height: 300)).isEmpty)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1e308, height: 300)).count == 10)
        // Bounds 1e300 to the left: every item is ~5.6e297 pitches away, fully turned, at the
        // bottom of the stack.
        host.view.contentOffset = CGPoint(x: -1e300, y: 0)
        try host.view.layoutIfNeeded()
        let far = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(far.zIndex == -999_000)
        withExtendedLifetime(host) {}
    }
}
