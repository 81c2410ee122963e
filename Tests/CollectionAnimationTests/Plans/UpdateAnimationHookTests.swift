import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// Apple's CircleLayout sample, as a test subject until `SampleLayouts` ships it: items of
/// 70 × 70 on a circle of radius min(w, h) / 2.5 around the centre of the view, item i at
/// angle 2π·i / count. Inserted items start at the centre with alpha 0; deleted ones end at
/// the centre, alpha 0, scaled 0.1. It records the inserted and deleted paths in
/// `prepare(forCollectionViewUpdates:)` and forgets them in `finalizeCollectionViewUpdates()`.
final class TestCircleLayout: CollectionViewLayout {
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []
    private(set) var finalizeCount = 0
    private var centre: CGPoint { CGPoint(x: bounds.width / 2, y: bounds.height / 2) }
    private var radius: CGFloat { min(bounds.width, bounds.height) / 2.5 }

    override var collectionViewContentSize: CGSize { bounds.size }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let count = numberOfItems(inSection: 0)
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        var a = LayoutAttributes(forCellWith: indexPath)
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(count)
        a.size = CGSize(width: 70, height: 70)
        a.center = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        return a
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: path(0, $0)) }
    }
    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        for item in updateItems {
            if item.updateAction == .insert, let p = item.indexPathAfterUpdate { inserted.insert(p) }
            if item.updateAction == .delete, let p = item.indexPathBeforeUpdate { deleted.insert(p) }
        }
    }
    override func finalizeCollectionViewUpdates() {
        inserted = []; deleted = []
        finalizeCount += 1
    }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        guard inserted.contains(itemIndexPath), var a = layoutAttributesForItem(at: itemIndexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        a.alpha = 0
        a.center = centre
        return a
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
        guard deleted.contains(itemIndexPath), var a = updateContext?.before[.cell(itemIndexPath)] else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        a.alpha = 0
        a.center = centre
        a.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1)
        return a
    }
}

// Circle fixture (source: uikit-rule + Apple's CircleLayout): a 300 × 300 view, centre
// (150, 150), radius 300 / 2.5 = 120. cos 120° = −0.5, sin 120° = √3/2 ≈ 0.866025.
@Suite struct UpdateAnimationHookTests {
    let s3 = CGFloat(3).squareRoot() / 2  // sin 120°

    @Test func circleLayoutInsertStartsAtTheCentre() throws {
        let host = TestHost([["A", "B", "C"]], layout: TestCircleLayout(), size: CGSize(width: 300, height: 300))
        // 3 → 4 items: insert D at [0, 3]. New angles 0°, 90°, 180°, 270°: centres (270, 150),
        // (150, 270), (30, 150), (150, 30). Old (3 items, 0°, 120°, 240°): (270, 150),
        // (150 − 60, 150 + 120·s3) = (90, 253.923), (90, 46.077).
        let batch = try host.commit(
            [["A", "B", "C", "D"]], items: [.init(action: .insert, before: nil, after: path(0, 3))],
            itemMapping: [path(0, 0): path(0, 0), path(0, 1): path(0, 1), path(0, 2): path(0, 2)])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // D: centre (150, 150) → (150, 30): y = 150 − 120p; alpha p.
            let d = try #require(state.element(.cell(path(0, 3))))
            #expect(close(d.attributes.center.x, 150) && close(d.attributes.center.y, 150 - 120 * p, 1e-9))
            #expect(close(d.attributes.alpha, p) && d.role == .appearing)
            // B: (90, 150 + 120·s3) → (150, 270): the base hooks give the natural positions.
            let b = try #require(state.element(.cell(path(0, 1))))
            #expect(close(b.attributes.center.x, 90 + 60 * p, 1e-9))
            #expect(close(b.attributes.center.y, 150 + 120 * s3 + (120 - 120 * s3) * p, 1e-9))
            #expect(b.attributes.alpha == 1)
        }
        // The hooks were asked before finalizeCollectionViewUpdates cleared the sets.
        #expect((host.layout as? TestCircleLayout)?.finalizeCount == 1)
    }

    @Test func circleLayoutDeleteEndsAtTheCentreScaledDown() throws {
        let host = TestHost([["A", "B", "C", "D"]], layout: TestCircleLayout(), size: CGSize(width: 300, height: 300))
        // 4 → 3: delete B [0, 1] (old centre (150, 270)). C [0, 2] at (30, 150) becomes [0, 1]
        // at 120°: (90, 150 + 120·s3).
        let batch = try host.commit(
            [["A", "C", "D"]], items: [.init(action: .delete, before: path(0, 1), after: nil)],
            itemMapping: [path(0, 0): path(0, 0), path(0, 2): path(0, 1), path(0, 3): path(0, 2)])
        let animation = try UpdateAnimation(collectionView: host.view, batch: batch, curve: .linear)
        for p in progressPoints {
            let state = animation.state(atProgress: p)
            // B: (150, 270) → (150, 150): y = 270 − 120p; alpha 1 − p; scale 1 → 0.1: 1 − 0.9p.
            let b = try #require(state.element(.cell(path(0, 1)), outgoing: true))
            #expect(close(b.attributes.center.y, 270 - 120 * p, 1e-9) && close(b.attributes.center.x, 150, 1e-9))
            #expect(close(b.attributes.alpha, 1 - p))
            #expect(close(b.attributes.transform3D.m11, 1 - 0.9 * p) && close(b.attributes.transform3D.m22, 1 - 0.9 * p))
            #expect(b.attributes.transform3D.m33 == 1)
            let c = try #require(state.element(.cell(path(0, 1))))
            #expect(close(c.attributes.center.x, 30 + 60 * p, 1e-9))
            #expect(close(c.attributes.center.y, 150 + 120 * s3 * p, 1e-9))
        }
        #expect(animation.state(at: 0.3).elements.count == 3)
    }
}
