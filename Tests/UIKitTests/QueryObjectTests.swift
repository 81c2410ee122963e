import Testing
import UIKit

/// The objects a flow layout's base query returns behave as values whatever the facade
/// does to avoid copying them: a copy is independent of its original, objects a subclass
/// keeps hold their values after later queries, and a subclass's changes reach the host.
@Suite struct QueryObjectTests {
    /// A flow subclass that keeps every object the base query returned, as layouts with a
    /// cache do.
    final class KeepingFlowLayout: UICollectionViewFlowLayout {
        var kept: [[UICollectionViewLayoutAttributes]] = []
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let objects = super.layoutAttributesForElements(in: rect)
            kept.append(objects ?? [])
            return objects
        }
    }

    /// Three 50 × 50 items in a 200-wide view: x 0, 75, 150 (gap (200 − 150) / 2 = 25).
    private func layout(_ layout: UICollectionViewFlowLayout) -> (UICollectionView, Counts) {
        let counts = Counts([3])
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = makeView(layout, counts: counts, size: CGSize(width: 200, height: 100))
        return (view, counts)
    }

    @Test func aCopyAndItsOriginalChangeIndependently() throws {
        let (view, counts) = layout(UICollectionViewFlowLayout())
        let objects = try #require(view.collectionViewLayout.layoutAttributesForElements(in: view.bounds))
        let original = try #require(objects.last)
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== original && copy.isEqual(original))
        copy.frame.origin.y = 60
        #expect(original.frame == CGRect(x: 150, y: 0, width: 50, height: 50))
        #expect(copy.frame == CGRect(x: 150, y: 60, width: 50, height: 50))
        original.alpha = 0.5
        #expect(copy.alpha == 1)
        withExtendedLifetime(counts) {}
    }

    @Test func objectsKeptAcrossQueriesKeepTheirValues() throws {
        let flow = KeepingFlowLayout()
        let (view, counts) = layout(flow)
        let first = try #require(flow.kept.last?.last)
        #expect(first.frame == CGRect(x: 150, y: 0, width: 50, height: 50))
        // A wider item and a new pass: the kept object still shows the old value.
        flow.itemSize = CGSize(width: 60, height: 50)
        view.layoutIfNeeded()
        #expect(flow.kept.count >= 2)
        // Width 200 fits 3 items of 60: gap (200 − 180) / 2 = 10 → x 0, 70, 140.
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 140, y: 0, width: 60, height: 50))
        #expect(first.frame == CGRect(x: 150, y: 0, width: 50, height: 50))
        #expect(flow.kept.last?.last?.frame == CGRect(x: 140, y: 0, width: 60, height: 50))
        withExtendedLifetime(counts) {}
    }

    @Test func aSubclassesChangesToCopiesReachTheCells() throws {
        // A subclass that moves every copy down 5 points: the cells follow the copies.
        final class ShiftingLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.compactMap { object in
                    let copy = object.copy() as? UICollectionViewLayoutAttributes
                    copy?.frame.origin.y += 5
                    return copy
                }
            }
        }
        let (view, counts) = layout(ShiftingLayout())
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 75, y: 5, width: 50, height: 50))
        // Unchanged copies are the layout's own values.
        final class CopyingLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
            }
        }
        let (copying, moreCounts) = layout(CopyingLayout())
        #expect(copying.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 75, y: 0, width: 50, height: 50))
        withExtendedLifetime((counts, moreCounts, view)) {}
    }

    @Test func objectsNobodyHoldsAreReusedAndHeldOnesAreNot() throws {
        // One object per element queried; once dropped, the next query reuses them (no new
        // objects); while held, the next query makes others and the held ones keep their values.
        let (view, counts) = layout(UICollectionViewFlowLayout())
        let layout = view.collectionViewLayout
        func identities(_ objects: [UICollectionViewLayoutAttributes]) -> Set<ObjectIdentifier> { Set(objects.map(ObjectIdentifier.init)) }
        let first = try identities(#require(layout.layoutAttributesForElements(in: view.bounds)))
        #expect(first.count == 3)
        let held = try #require(layout.layoutAttributesForElements(in: view.bounds))
        #expect(identities(held) == first)
        let other = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 60, height: 100)))
        #expect(identities(other).isDisjoint(with: first))
        #expect(held.map(\.frame.minX) == [0, 75, 150])
        #expect(other.map(\.frame.minX) == [0])
        withExtendedLifetime(counts) {}
    }

    @Test func oneObjectKeptFromADroppedArrayKeepsItsValue() throws {
        // The array is dropped but its last object kept: the next query reuses the others
        // in place and the kept one still shows the old value.
        let flow = UICollectionViewFlowLayout()
        let (view, counts) = layout(flow)
        var objects = try #require(flow.layoutAttributesForElements(in: view.bounds))
        let kept = objects[2]
        let reused = ObjectIdentifier(objects[0])
        objects = []
        flow.itemSize = CGSize(width: 60, height: 50)
        view.layoutIfNeeded()
        let next = try #require(flow.layoutAttributesForElements(in: view.bounds))
        // Width 200 fits 3 items of 60: gap (200 − 180) / 2 = 10 → x 0, 70, 140.
        #expect(next.map(\.frame.minX) == [0, 70, 140])
        #expect(ObjectIdentifier(next[0]) == reused && !next.contains { $0 === kept })
        #expect(kept.frame == CGRect(x: 150, y: 0, width: 50, height: 50) && kept.indexPath == IndexPath(item: 2, section: 0))
        withExtendedLifetime((counts, objects)) {}
    }

    @Test func anObjectChangedAndLetGoShowsTheNextQuerysValue() throws {
        // The middle object is moved (it takes a value of its own) and dropped with its
        // array: the next query reuses it in place, showing the new layout's value.
        let flow = UICollectionViewFlowLayout()
        let (view, counts) = layout(flow)
        var objects = try #require(flow.layoutAttributesForElements(in: view.bounds))
        let changed = ObjectIdentifier(objects[1])
        objects[1].frame.origin.y = 40
        objects = []
        flow.itemSize = CGSize(width: 60, height: 50)
        view.layoutIfNeeded()
        let next = try #require(flow.layoutAttributesForElements(in: view.bounds))
        #expect(ObjectIdentifier(next[1]) == changed)
        // Width 200 fits 3 items of 60: gap (200 − 180) / 2 = 10 → x 0, 70, 140.
        #expect(next[1].frame == CGRect(x: 70, y: 0, width: 60, height: 50) && next[1].indexPath == IndexPath(item: 1, section: 0))
        withExtendedLifetime((counts, objects)) {}
    }

    @Test func aQueryAfterTheLastObjectsWereDroppedGivesFreshValues() throws {
        let (view, counts) = layout(UICollectionViewFlowLayout())
        let layout = view.collectionViewLayout
        let before = try #require(layout.layoutAttributesForElements(in: view.bounds)).map(\.frame)
        let narrow = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 60, height: 100)))
        #expect(before.count == 3)
        #expect(narrow.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 50)])
        #expect(narrow.first?.indexPath == IndexPath(item: 0, section: 0))
        withExtendedLifetime(counts) {}
    }
}
