import Foundation
import Testing

@testable import CollectionLayout

/// Records every drag and drop delegate call and answers with a scripted proposal; its
/// `performDrop` runs what the test gives it.
final class DropRecorder: CollectionViewDragDelegate, CollectionViewDropDelegate {
    var calls: [String] = []
    var handles = true
    var proposal = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var itemsPerPath: (IndexPath) -> [DragItem] = { [DragItem(identifier: "item \($0.item)")] }
    var onDrop: (DropCoordinator) -> Void = { _ in }

    private func text(_ path: IndexPath?) -> String { path.map { "[\($0.section), \($0.item)]" } ?? "nil" }

    func collectionView(_ collectionView: CollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [DragItem] {
        calls.append("itemsForBeginning \(text(indexPath))")
        return itemsPerPath(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, dragSessionWillBeginWith items: [DragItem]) { calls.append("dragWillBegin") }
    func collectionView(_ collectionView: CollectionView, dragSessionDidEndWith items: [DragItem]) { calls.append("dragDidEnd") }
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool {
        calls.append("canHandle")
        return handles
    }
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) { calls.append("didEnter") }
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal {
        calls.append("didUpdate \(text(destinationIndexPath))")
        return proposal
    }
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) { calls.append("didExit") }
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        calls.append("performDrop \(text(coordinator.destinationIndexPath))")
        onDrop(coordinator)
    }
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) { calls.append("didEnd") }
}

/// Drag and drop on the host (docs/REFERENCE.md §12) in ``ReorderGrid``'s 3-column grid:
/// columns at x 15, 140, 265 (centres 70, 195, 320), rows at y 15, 135, 255, 375 (centres
/// 70, 190, 310, 430), items 110 × 110, 12 items A…L.
@Suite struct DragAndDropTests {
    private func p(_ item: Int) -> IndexPath { ReorderGrid.path(item) }

    private func fixture() throws -> (ReorderGrid, DropRecorder) {
        let grid = ReorderGrid()
        let recorder = DropRecorder()
        grid.view.dragDelegate = recorder
        grid.view.dropDelegate = recorder
        grid.view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "placeholder")
        try grid.view.layoutIfNeeded()
        return (grid, recorder)
    }

    @Test func aLocalMoveOpensMovesAndClosesTheGapThenTheDelegateDrops() throws {
        let (grid, recorder) = try fixture()
        let view = grid.view
        recorder.onDrop = { coordinator in
            // What an app does: move the item in its model and the view, then land it.
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
                let source = item.sourceIndexPath
            else { return }
            _ = try? view.performBatchUpdates {
                grid.model.insert(grid.model.remove(at: source.item), at: destination.item)
                try view.moveItem(at: source, to: destination)
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
        #expect(view.beginDrag(at: p(0)) == [DragItem(identifier: "item 0", sourceIndexPath: p(0))])
        #expect(view.hasActiveDrag)
        // Over E (slot 4): the gap opens there — a batch update inserting [0, 4].
        let first = try view.updateDrop(at: CGPoint(x: 195, y: 190))
        #expect(first.update?.update.updateItems.map(\.description) == ["insert nil -> [0, 4]"])
        #expect(view.numberOfItems(inSection: 0) == 13, "12 items and the gap")
        try view.layoutIfNeeded()
        #expect(!view.visibleElements.contains { $0.attributes.key == .cell(p(4)) }, "the gap is drawn as nothing")
        // Over slot 8 (I, pushed there by the gap): the gap moves 4 → 8.
        let second = try view.updateDrop(at: CGPoint(x: 320, y: 310))
        #expect(second.update?.update.updateItems.map(\.description) == ["move [0, 4] -> [0, 8]"])
        #expect(view.dropGapIndexPath == p(8))
        let coordinator = try #require(try view.endDrop())
        #expect(
            recorder.calls == [
                "itemsForBeginning [0, 0]", "dragWillBegin", "canHandle", "didEnter", "didUpdate [0, 4]", "didUpdate [0, 8]",
                "performDrop [0, 8]", "didEnd", "dragDidEnd",
            ])
        #expect(coordinator.landings == [.toItem(DragItem(identifier: "item 0", sourceIndexPath: p(0)), p(8))])
        #expect(grid.model.joined() == "BCDEFGHIAJKL")
        #expect(view.numberOfItems(inSection: 0) == 12)
        #expect(!view.hasActiveDrag && !view.hasActiveDrop && view.dropGapIndexPath == nil)
    }

    @Test func aDelegateThatCannotHandleTheSessionIsAskedNothingElse() throws {
        let (grid, recorder) = try fixture()
        recorder.handles = false
        let external = [DragItem(identifier: "photo")]
        let result = try grid.view.updateDrop(at: CGPoint(x: 195, y: 190), items: external)
        #expect(result.proposal == nil && result.update == nil)
        _ = try grid.view.updateDrop(at: CGPoint(x: 320, y: 190), items: external)
        #expect(try grid.view.endDrop() == nil)
        #expect(recorder.calls == ["canHandle"])
        #expect(grid.view.numberOfItems(inSection: 0) == 12)
    }

    @Test func aForbiddenDropOpensNoGapAndIsNotPerformed() throws {
        let (grid, recorder) = try fixture()
        recorder.proposal = DropProposal(operation: .forbidden, intent: .insertAtDestinationIndexPath)
        let result = try grid.view.updateDrop(at: CGPoint(x: 195, y: 190), items: [DragItem(identifier: "photo")])
        #expect(result.update == nil)
        #expect(grid.view.dropGapIndexPath == nil)
        #expect(try grid.view.endDrop() == nil)
        #expect(recorder.calls == ["canHandle", "didEnter", "didUpdate [0, 4]", "didExit", "didEnd"])
    }

    @Test func aCancelledDragClosesTheGapWithoutDropping() throws {
        let (grid, recorder) = try fixture()
        _ = grid.view.beginDrag(at: p(1))
        _ = try grid.view.updateDrop(at: CGPoint(x: 70, y: 310))
        #expect(grid.view.dropGapIndexPath == p(6))
        #expect(try grid.view.endDrop(performing: false) == nil)
        #expect(grid.view.dropGapIndexPath == nil && grid.view.numberOfItems(inSection: 0) == 12)
        #expect(recorder.calls.suffix(3) == ["didExit", "didEnd", "dragDidEnd"])
        #expect(grid.model.joined() == "ABCDEFGHIJKL")
    }

    @Test func aDropWithNoDestinationIsPerformedWithANilPath() throws {
        let (grid, recorder) = try fixture()
        recorder.proposal = DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        recorder.onDrop = { coordinator in
            // No destination: the app appends at the end.
            #expect(coordinator.destinationIndexPath == nil)
            _ = try? grid.view.performBatchUpdates {
                grid.model.append("X")
                try grid.view.insertItems(at: [self.p(12)])
            }
        }
        // (132, 70) lies in the gap between columns 0 (15…125) and 1 (140…250): no cell.
        let result = try grid.view.updateDrop(at: CGPoint(x: 132, y: 70), items: [DragItem(identifier: "X")])
        #expect(result.update == nil, "no destination, no gap")
        _ = try grid.view.endDrop()
        #expect(recorder.calls == ["canHandle", "didEnter", "didUpdate nil", "performDrop nil", "didEnd"])
        #expect(grid.model.last == "X" && grid.view.numberOfItems(inSection: 0) == 13)
    }

    @Test func anExternalDropThroughAPlaceholderThenCommitted() throws {
        let (grid, recorder) = try fixture()
        recorder.proposal = DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var context: DropPlaceholderContext?
        var configured: [ObjectIdentifier] = []
        recorder.onDrop = { coordinator in
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
            let placeholder = DropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder")
            placeholder.cellUpdateHandler = { configured.append(ObjectIdentifier($0)) }
            context = try? coordinator.drop(item.dragItem, to: placeholder)
        }
        _ = try grid.view.updateDrop(at: CGPoint(x: 195, y: 190), items: [DragItem(identifier: "X")])
        let coordinator = try #require(try grid.view.endDrop())
        #expect(coordinator.items.map(\.sourceIndexPath) == [nil], "an outside item has no source path")
        #expect(coordinator.landings == [.placeholder(DragItem(identifier: "X"), p(4))])
        // The placeholder is an item the data source does not have, with its own cell.
        #expect(grid.model.count == 12 && grid.view.numberOfItems(inSection: 0) == 13)
        let placeholderCell = try #require(grid.view.cellForItem(at: p(4)))
        #expect(configured == [ObjectIdentifier(placeholderCell)])
        let committed = try #require(context).commitInsertion { path in grid.model.insert("X", at: path.item) }
        #expect(committed)
        #expect(grid.model.prefix(6).joined() == "ABCDXE")
        #expect(grid.view.numberOfItems(inSection: 0) == 13)
        #expect(try context?.commitInsertion { _ in } == false, "gone once committed")
    }

    @Test func aPlaceholderCanBeDeleted() throws {
        let (grid, recorder) = try fixture()
        recorder.proposal = DropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        var context: DropPlaceholderContext?
        recorder.onDrop = { coordinator in
            guard let item = coordinator.items.first else { return }
            context = try? coordinator.drop(
                item.dragItem, to: DropPlaceholder(insertionIndexPath: self.p(2), reuseIdentifier: "placeholder"))
        }
        _ = try grid.view.updateDrop(at: CGPoint(x: 195, y: 190), items: [DragItem(identifier: "X")])
        _ = try grid.view.endDrop()
        #expect(grid.view.numberOfItems(inSection: 0) == 13)
        #expect(try context?.deletePlaceholder() == true)
        #expect(grid.view.numberOfItems(inSection: 0) == 12)
        #expect(try context?.deletePlaceholder() == false)
    }

    @Test func insertIntoHighlightsTheTargetWithoutAGap() throws {
        let (grid, recorder) = try fixture()
        recorder.proposal = DropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        let result = try grid.view.updateDrop(at: CGPoint(x: 195, y: 190), items: [DragItem(identifier: "X")])
        #expect(result.update == nil)
        #expect(grid.view.dropTargetIndexPath == p(4))
        #expect(grid.view.cellForItem(at: p(4))?.isHighlighted == true)
        _ = try grid.view.updateDrop(at: CGPoint(x: 320, y: 190), items: nil)
        #expect(grid.view.cellForItem(at: p(4))?.isHighlighted == false)
        #expect(grid.view.cellForItem(at: p(5))?.isHighlighted == true)
        _ = try grid.view.endDrop()
        #expect(grid.view.cellForItem(at: p(5))?.isHighlighted == false)
        #expect(recorder.calls.last == "didEnd")
    }

    @Test func dragStartVetoesAndSelection() throws {
        let (grid, recorder) = try fixture()
        recorder.itemsPerPath = { _ in [] }
        #expect(grid.view.beginDrag(at: p(0)).isEmpty)
        #expect(recorder.calls == ["itemsForBeginning [0, 0]"], "no items: no drag, no willBegin")
        #expect(grid.view.beginDrag(at: p(40)).isEmpty)
        recorder.itemsPerPath = { [DragItem(identifier: "item \($0.item)")] }
        grid.view.allowsMultipleSelection = true
        grid.view.selectItem(at: p(2))
        grid.view.selectItem(at: p(5))
        recorder.calls.removeAll()
        // Starting on a selected item: once per selected item.
        #expect(grid.view.beginDrag(at: p(5)).map(\.identifier) == ["item 2", "item 5"])
        #expect(recorder.calls == ["itemsForBeginning [0, 2]", "itemsForBeginning [0, 5]", "dragWillBegin"])
        #expect(!grid.view.beginInteractiveMovementForItem(at: p(0)), "no interactive movement during a drag")
    }
}
