import Testing
import UIKit

/// UICollectionView's update, selection, scrolling, layout and query methods are `open`, as
/// UIKit declares them, so a subclass (a test spy, a view that watches its own layout
/// changes) overrides them and every caller reaches the override. UIKit's own work does not
/// go through them: a single `insertItems(at:)` applies through the private
/// `_updateRowsAtIndexPaths:updateAction:updates:` (public iOS crash traces show
/// `-[UICollectionView deleteItemsAtIndexPaths:]` calling it straight), not through
/// `performBatchUpdates(_:completion:)`. A 320 × 480 flow layout of 50 × 50 items, 10 apart.
@MainActor @Suite struct CollectionViewUpdateOverrideTests {
    final class Spy: UICollectionView {
        var calls: [String] = []
        var settingLayout = false
        var layoutWhileSetting: UICollectionViewLayout?
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            calls.append("performBatchUpdates")
            super.performBatchUpdates(updates, completion: completion)
        }
        override func insertItems(at indexPaths: [IndexPath]) {
            calls.append("insertItems \(indexPaths.map(\.item))")
            super.insertItems(at: indexPaths)
        }
        override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
            calls.append("selectItem \(indexPath?.item ?? -1)")
            super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
        override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
            calls.append("scrollToItem \(indexPath.item)")
            super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
        override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
            settingLayout = true
            super.setCollectionViewLayout(layout, animated: animated)
            layoutWhileSetting = collectionViewLayout
            settingLayout = false
        }
        override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
            calls.append("cellForItem \(indexPath.item)")
            return super.cellForItem(at: indexPath)
        }
        override var allowsMultipleSelection: Bool {
            didSet { calls.append("allowsMultipleSelection \(allowsMultipleSelection)") }
        }
    }

    private func spy(_ counts: Counts) throws -> Spy {
        try #require(makeView(flowLayout(), counts: counts, make: Spy.init(frame:collectionViewLayout:)) as? Spy)
    }

    @Test func updatesCalledThroughTheBaseTypeReachTheOverrides() throws {
        let counts = Counts([3])
        let spy = try spy(counts)
        let view: UICollectionView = spy
        view.performBatchUpdates({
            counts.sections = [4]
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        })
        #expect(spy.calls == ["performBatchUpdates", "insertItems [3]"])
        // super did the work: the item is there.
        #expect(view.numberOfItems(inSection: 0) == 4 && view.raisedExceptions.isEmpty)
        withExtendedLifetime(counts) {}
    }

    @Test func aSingleInsertDoesNotGoThroughTheBatchOverride() throws {
        let counts = Counts([3])
        let spy = try spy(counts)
        counts.sections = [4]
        spy.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(spy.calls == ["insertItems [0]"])
        #expect(spy.numberOfItems(inSection: 0) == 4)
        withExtendedLifetime(counts) {}
    }

    @Test func selectionScrollingAndQueriesReachTheOverrides() throws {
        let counts = Counts([40])
        let spy = try spy(counts)
        let view: UICollectionView = spy
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        view.scrollToItem(at: IndexPath(item: 39, section: 0), at: .bottom, animated: false)
        _ = view.cellForItem(at: IndexPath(item: 39, section: 0))
        #expect(
            spy.calls == ["allowsMultipleSelection true", "selectItem 2", "scrollToItem 39", "cellForItem 39"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        withExtendedLifetime(counts) {}
    }

    @Test func aSubclassWatchesItsLayoutChangeThroughItsOverride() throws {
        let counts = Counts([3])
        let spy = try spy(counts)
        let next = flowLayout()
        (spy as UICollectionView).setCollectionViewLayout(next, animated: false)
        #expect(spy.layoutWhileSetting === next && !spy.settingLayout)
        #expect(spy.collectionViewLayout === next)
        withExtendedLifetime(counts) {}
    }
}
