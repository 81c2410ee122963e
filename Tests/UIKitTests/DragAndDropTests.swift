import Foundation
import Testing
import UIKit

/// An app's data source and drag and drop delegates over a model of letters, recording the
/// delegate calls.
final class LetterDragDrop: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var model = (0..<9).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var calls: [String] = []
    var proposal = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    var onDrop: (UICollectionView, any UICollectionViewDropCoordinator) -> Void = { _, _ in }
    var lastSession: (any UIDropSession)?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        calls.append("itemsForBeginning \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: model[indexPath.item] as NSString))
        item.localObject = model[indexPath.item]
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        calls.append("dragWillBegin")
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) { calls.append("dragDidEnd") }
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        calls.append("canHandle")
        return session.canLoadObjects(ofClass: NSString.self)
    }
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        calls.append("didUpdate \(destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        lastSession = session
        return proposal
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        calls.append("performDrop \(coordinator.destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        onDrop(collectionView, coordinator)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) { calls.append("didEnd") }
}

/// Drag and drop through the UIKit facade. The grid: a 390 × 520 view, 110 × 110 items,
/// insets 15 → three columns at x 15, 140, 265 (centres 70, 195, 320), rows at y 15, 135,
/// 255 (centres 70, 190, 310).
@Suite struct UIKitDragAndDropTests {
    static func grid(_ app: LetterDragDrop, cells: UICollectionViewCell.Type = UICollectionViewCell.self) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 520), collectionViewLayout: layout)
        view.register(cells, forCellWithReuseIdentifier: "cell")
        view.dataSource = app
        view.dragDelegate = app
        view.dropDelegate = app
        view.layoutIfNeeded()
        return view
    }

    @Test func aLocalMoveThroughTheDelegates() throws {
        let app = LetterDragDrop()
        let view = Self.grid(app)
        var proposalSeen: UICollectionViewDropProposal?
        app.onDrop = { view, coordinator in
            proposalSeen = coordinator.proposal
            guard let item = coordinator.items.first, let source = item.sourceIndexPath, let destination = coordinator.destinationIndexPath
            else { return }
            view.performBatchUpdates {
                app.model.insert(app.model.remove(at: source.item), at: destination.item)
                view.moveItem(at: source, to: destination)
            }
            var completed = false
            coordinator.drop(item.dragItem, toItemAt: destination).addCompletion { completed = $0 == .end }
            #expect(completed)
            #expect(item.dragItem.localObject as? String == "A")
            #expect(item.previewSize == CGSize(width: 110, height: 110))
        }
        #expect(view.simulateDragBegin(at: IndexPath(item: 0, section: 0)))
        #expect(view.hasActiveDrag)
        view.simulateDropUpdate(at: CGPoint(x: 195, y: 190)) // E's slot, 4: the gap opens
        #expect(view.hasActiveDrop)
        #expect(app.lastSession?.localDragSession != nil)
        view.simulateDropEnd()
        #expect(app.calls == ["itemsForBeginning 0", "dragWillBegin", "canHandle", "didUpdate 4", "performDrop 4", "didEnd", "dragDidEnd"])
        #expect(proposalSeen === app.proposal, "the delegate's own proposal object")
        #expect(app.model.joined() == "BCDEAFGHI")
        #expect(!view.hasActiveDrag && !view.hasActiveDrop)
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func anOutsideDropThroughAPlaceholder() throws {
        let app = LetterDragDrop()
        app.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        let view = Self.grid(app)
        var configured: [UICollectionViewCell] = []
        var context: (any UICollectionViewDropPlaceholderContext)?
        app.onDrop = { _, coordinator in
            guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
            #expect(item.sourceIndexPath == nil)
            #expect(coordinator.session.localDragSession == nil)
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
            placeholder.cellUpdateHandler = { configured.append($0) }
            context = coordinator.drop(item.dragItem, to: placeholder)
        }
        let outside = UIDragItem(itemProvider: NSItemProvider(object: "X" as NSString))
        view.simulateDropUpdate(at: CGPoint(x: 195, y: 70), items: [outside]) // B's slot, 1
        view.simulateDropEnd()
        #expect(view.numberOfItems(inSection: 0) == 10, "nine items and the placeholder")
        #expect(configured.count == 1)
        // The data arrives: the provider hands the string over, the model takes it.
        var loaded: String?
        outside.itemProvider.loadObject(ofClass: NSString.self) { object, _ in loaded = (object as? NSString).map { String($0) } }
        let committed = try #require(context).commitInsertion { path in app.model.insert(loaded ?? "?", at: path.item) }
        #expect(committed)
        #expect(app.model.prefix(3).joined() == "AXB")
        #expect(view.numberOfItems(inSection: 0) == 10)
        #expect(app.calls == ["canHandle", "didUpdate 1", "performDrop 1", "didEnd"])
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test func dragInteractionDisabledStartsNoDrag() {
        let app = LetterDragDrop()
        let view = Self.grid(app)
        view.dragInteractionEnabled = false
        #expect(!view.simulateDragBegin(at: IndexPath(item: 0, section: 0)))
        #expect(app.calls.isEmpty)
    }
}

/// A cell that records its drag states.
final class DragStateCell: UICollectionViewCell {
    var states: [UICollectionViewCell.DragState] = []
    override func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) { states.append(dragState) }
}

/// `dragStateDidChange(_:)` on the lifted cell (same grid as ``UIKitDragAndDropTests``).
@Suite struct UIKitDragStateTests {
    @Test func theLiftedCellIsToldLiftingDraggingThenNone() throws {
        let app = LetterDragDrop()
        let view = UIKitDragAndDropTests.grid(app, cells: DragStateCell.self)
        let lifted = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? DragStateCell)
        let other = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? DragStateCell)
        #expect(view.simulateDragBegin(at: IndexPath(item: 2, section: 0)))
        #expect(lifted.states == [.lifting, .dragging])
        view.simulateDropUpdate(at: CGPoint(x: 70, y: 70))
        view.simulateDropEnd(performing: false)
        #expect(lifted.states == [.lifting, .dragging, .none])
        #expect(other.states.isEmpty)
        // No drag delegate: no drag, and no state change.
        view.dragDelegate = nil
        #expect(!view.simulateDragBegin(at: IndexPath(item: 0, section: 0)))
        #expect(other.states.isEmpty)
        #expect(UICollectionViewCell.DragState.dragging.rawValue == 2)
    }
}
