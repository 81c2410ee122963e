import CollectionLayout
import Foundation
import SampleLayouts
import Testing

/// Counts and plain cells for the circle layout tests.
fileprivate final class CircleDataSource: CollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        CollectionViewCell()
    }
}

private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

@MainActor
@Suite("Apple's CircleLayout sample")
struct CircleLayoutTests {
    fileprivate let dataSource: CircleDataSource
    let layout = CircleLayout()
    let collectionView: CollectionView

    init() {
        dataSource = CircleDataSource(count: 4)
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
    }

    @Test func fourItems() throws {
        layout.prepareIfNeeded()
        // 400×300: centre (200, 150), radius min(400, 300)/2.5 = 120; angles 0, π/2, π, 3π/2:
        // (200 + 120, 150), (200, 150 + 120), (200 − 120, 150), (200, 150 − 120).
        let expected = [CGPoint(x: 320, y: 150), CGPoint(x: 200, y: 270), CGPoint(x: 80, y: 150), CGPoint(x: 200, y: 30)]
        for (item, center) in expected.enumerated() {
            let attributes = try #require(layout.layoutAttributesForItem(at: path(item)))
            #expect(close(attributes.center, center), "item \(item): \(attributes.center)")
            #expect(attributes.size == CGSize(width: 70, height: 70))
        }
        // Item 0's frame: center − 35 = (285, 115, 70, 70).
        #expect(layout.layoutAttributesForItem(at: path(0))?.frame == CGRect(x: 285, y: 115, width: 70, height: 70))
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 300))
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 300)).count == 4)
        #expect(layout.layoutAttributesForItem(at: path(4)) == nil)
    }

    @Test func sixItems() throws {
        dataSource.count = 6
        collectionView.frameSize = CGSize(width: 300, height: 300)
        collectionView.reloadData()
        layout.prepareIfNeeded()
        // 300×300: centre (150, 150), radius 300/2.5 = 120; angles k·60°:
        // cos 60° = 0.5 → 60; sin 60° = √3/2 → 120·0.8660254038 = 103.9230484541.
        let s: CGFloat = 103.9230484541
        let expected = [
            CGPoint(x: 270, y: 150), CGPoint(x: 210, y: 150 + s), CGPoint(x: 90, y: 150 + s),
            CGPoint(x: 30, y: 150), CGPoint(x: 90, y: 150 - s), CGPoint(x: 210, y: 150 - s),
        ]
        for (item, center) in expected.enumerated() {
            let attributes = try #require(layout.layoutAttributesForItem(at: path(item)))
            #expect(close(attributes.center, center, within: 1e-8), "item \(item): \(attributes.center)")
        }
    }

    @Test func radiusAndItemSizeOverrides() throws {
        layout.radius = 50
        layout.itemSize = CGSize(width: 40, height: 20)
        layout.prepareIfNeeded()
        // Item 1 at π/2: (200, 150 + 50); frame (180, 190, 40, 20).
        let item = try #require(layout.layoutAttributesForItem(at: path(1)))
        #expect(close(item.center, CGPoint(x: 200, y: 200)))
        #expect(item.size == CGSize(width: 40, height: 20))
    }

    @Test func updatesAreRecordedAndCleared() {
        layout.prepare(forCollectionViewUpdates: [
            CollectionViewUpdateItem(action: .insert, before: nil, after: path(3)),
            CollectionViewUpdateItem(action: .delete, before: path(1), after: nil),
            CollectionViewUpdateItem(action: .move, before: path(2), after: path(0)),
            CollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: 1)),
        ])
        #expect(layout.insertedIndexPaths == [path(3)])
        #expect(layout.deletedIndexPaths == [path(1)])
        layout.finalizeCollectionViewUpdates()
        #expect(layout.insertedIndexPaths.isEmpty && layout.deletedIndexPaths.isEmpty)
    }

    @Test func insertedItemStartsAtTheCentreTransparent() throws {
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: [CollectionViewUpdateItem(action: .insert, before: nil, after: path(3))])
        let start = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(3)))
        #expect(start.center == CGPoint(x: 200, y: 150))
        #expect(start.alpha == 0)
        #expect(start.size == CGSize(width: 70, height: 70))
        #expect(start.transform3D.isIdentity)
        // Not inserted: the base class's answer (nil = its natural position, no context).
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0)) == nil)
        layout.finalizeCollectionViewUpdates()
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(3)) == nil)
    }

    @Test func deletedItemEndsAtTheCentreShrunk() throws {
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: [CollectionViewUpdateItem(action: .delete, before: path(1), after: nil)])
        let end = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(1)))
        #expect(end.center == CGPoint(x: 200, y: 150))
        #expect(end.alpha == 0)
        #expect(end.transform3D == Transform3D(scaleX: 0.1, y: 0.1, z: 1))
        #expect(end.transform3D.rowMajor == [0.1, 0, 0, 0, 0, 0.1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(0)) == nil)
    }

    @Test func hooksStartFromTheBaseClassAnswerUnderAnUpdateContext() throws {
        layout.prepareIfNeeded()
        // Before the update the deleted item was 40×40 somewhere else; the base class gives
        // that with alpha 0, and the sample then moves it to the centre and scales it.
        var before = LayoutAttributes(forCellWith: path(1))
        before.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let context = LayoutUpdateContext(inserted: [.cell(path(3))], deleted: [.cell(path(1))], before: [.cell(path(1)): before])
        try layout.withUpdateContext(context) {
            layout.prepare(forCollectionViewUpdates: [
                CollectionViewUpdateItem(action: .delete, before: path(1), after: nil),
                CollectionViewUpdateItem(action: .insert, before: nil, after: path(3)),
            ])
            let end = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(1)))
            #expect(end.size == CGSize(width: 40, height: 40))
            #expect(end.center == CGPoint(x: 200, y: 150) && end.alpha == 0)
            let start = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(3)))
            #expect(start.center == CGPoint(x: 200, y: 150) && start.alpha == 0)
            // A survivor: the base default under a context is nil (its natural old position).
            #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0)) == nil)
        }
    }
}
