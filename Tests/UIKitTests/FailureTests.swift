import CollectionAnimation
import Testing
import UIKit

/// A layout that places cells but answers nil for single items (a common UIKit mistake).
final class NoItemAttributesLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 60, y: 0, width: 50, height: 50)
            return attributes
        }
    }
}

/// A layout that shows a decoration view of a kind it never registered.
final class UnregisteredDecorationLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let background = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        background.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return (super.layoutAttributesForElements(in: rect) ?? []) + [background]
    }
}

/// Where UIKit raises NSInternalInconsistencyException, the facade records UIKit's text and
/// carries on. Expected texts are UIKit's, typed from docs/REFERENCE.md §5 and UIKit's
/// exception messages.
@Suite struct FailureTests {
    @Test func anInvalidBatchUpdateIsRecordedWithUIKitsTextAndChangesNothing() {
        let counts = Counts([5])
        let view = makeView(flowLayout(), counts: counts)
        var completed = false
        view.performBatchUpdates(
            {
                view.insertItems(at: [IndexPath(item: 0, section: 0)]) // the model was not changed
            }, completion: { _ in completed = true })
        #expect(
            view.raisedExceptions.map(\.reason) == [
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section "
                    + "after the update (5) must be equal to the number of items contained in that section before the update (5), "
                    + "plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or "
                    + "minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
            ])
        #expect(view.raisedExceptions.first?.name == "NSInternalInconsistencyException")
        AnimationClock.current.advance(by: 1)
        #expect(!completed)
        #expect(view.numberOfItems(inSection: 0) == 5)
    }

    @Test func aValidBatchUpdateRaisesNothingAndCompletes() {
        onFreshClock { clock in
            let counts = Counts([5])
            let view = makeView(flowLayout(), counts: counts)
            var completed = false
            view.performBatchUpdates(
                {
                    counts.sections[0] = 6
                    view.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: { completed = $0 })
            #expect(view.raisedExceptions.isEmpty)
            #expect(view.numberOfItems(inSection: 0) == 6)
            // When its 0.3 s animation ends on the clock.
            clock.advance(by: 0.3)
            #expect(completed)
        }
    }

    @Test func anUnregisteredReuseIdentifierIsRecordedWithUIKitsText() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flowLayout())
        let counts = Counts([1])
        view.dataSource = counts
        view.layoutIfNeeded()
        #expect(
            view.raisedExceptions.first?.reason
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier cell - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func anUnregisteredDecorationKindIsRecorded() {
        let view = makeView(UnregisteredDecorationLayout(), counts: Counts([1]))
        #expect(
            view.raisedExceptions.map(\.reason) == [
                "could not dequeue a view of kind: background with identifier background - must register a nib or a class for "
                    + "the identifier or connect a prototype cell in a storyboard"
            ])
    }

    @Test func aLayoutWithNoAttributesForAVisibleItemIsRecordedAfterAnUpdate() {
        let counts = Counts([2])
        let view = makeView(NoItemAttributesLayout(), counts: counts)
        #expect(view.raisedExceptions.isEmpty)
        view.performBatchUpdates({
            counts.sections[0] = 3
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        })
        #expect(
            view.raisedExceptions.first?.reason
                == "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: "
                + "<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0}")
    }

    @Test func sectionUpdateItemsCarryNSNotFoundAsTheItem() {
        final class Recording: UICollectionViewFlowLayout {
            var items: [UICollectionViewUpdateItem] = []
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                items = updateItems
            }
        }
        let counts = Counts([2, 2])
        let layout = Recording()
        let view = makeView(layout, counts: counts)
        counts.sections.insert(3, at: 1)
        view.insertSections(IndexSet(integer: 1))
        let item = layout.items.first
        #expect(item?.updateAction == .insert)
        #expect(item?.indexPathBeforeUpdate == nil)
        #expect(item?.indexPathAfterUpdate?.item == NSNotFound)
        #expect(item?.indexPathAfterUpdate?.section == 1)
        #expect(view.raisedExceptions.isEmpty)
    }
}
