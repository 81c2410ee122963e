import CollectionAnimation
import CollectionLayout
import Foundation
import Testing

/// An app's drop delegate: moves a dragged item of the view to the destination.
final class MovingDropDelegate: CollectionViewDragDelegate, CollectionViewDropDelegate {
    let data: MovableItems
    var proposal = DropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    init(_ data: MovableItems) { self.data = data }
    func collectionView(_ collectionView: CollectionView, itemsForBeginningDragAt indexPath: IndexPath) -> [DragItem] {
        [DragItem(identifier: data.items[indexPath.item])]
    }
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> DropProposal { proposal }
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: DropCoordinator) {
        guard let item = coordinator.items.first, let source = item.sourceIndexPath, let destination = coordinator.destinationIndexPath
        else { return }
        _ = try? collectionView.performBatchUpdates {
            self.data.collectionView(collectionView, moveItemAt: source, to: destination)
            try collectionView.moveItem(at: source, to: destination)
        }
        coordinator.drop(item.dragItem, toItemAt: destination)
    }
}

/// ``DropAnimation`` in ``ReorderGridHost``'s grid (columns at x 15, 140, 265, centres 70,
/// 195, 320; rows at y 15, 135, 255, centres 70, 190, 310; items 110 × 110).
@Suite struct DropAnimationTests {
    private let script = DropScript(
        source: .item(path(0, 0)), path: [CGPoint(x: 70, y: 70), CGPoint(x: 195, y: 190)], duration: 1,
        proposal: DropProposal(operation: .move, intent: .insertAtDestinationIndexPath))

    private func preview(_ state: AnimationState) -> AnimatedElement? {
        state.elements.first { $0.attributes.zIndex == Int.max }
    }

    @Test func thePreviewLiftsFollowsTheTouchAndLands() throws {
        let host = ReorderGridHost()
        let delegate = MovingDropDelegate(host.data)
        let animation = try DropAnimation(collectionView: host.view, script: script, delegate: delegate)
        #expect(animation.began)
        #expect(animation.duration == 1.3)
        // t = 0.15: half the 0.3 s lift (ease-in-ease-out is symmetric): scale 1.025, lift
        // 0.5; the touch is 0.15 of the way: (70 + 18.75, 70 + 18).
        let lifting = try #require(preview(animation.state(at: 0.15)))
        #expect(abs(lifting.attributes.transform3D.m11 - 1.025) < 1e-6)
        #expect(abs((lifting.attributes[.dragLift] ?? 0) - 0.5) < 1e-6)
        #expect(abs(lifting.attributes.center.x - 88.75) < 1e-9 && abs(lifting.attributes.center.y - 88) < 1e-9)
        // Dropped over E's cell (slot 4): the app moved A there; the preview lands on slot 4,
        // (195, 190), unscaled and without lift at the end of the 0.3 s landing.
        #expect(animation.landings == [.toItem(DragItem(identifier: "A", sourceIndexPath: path(0, 0)), path(0, 4))])
        #expect(host.data.items.prefix(5).joined() == "BCDEA")
        let landed = try #require(preview(animation.state(at: 1.299)))
        #expect(abs(landed.attributes.center.x - 195) < 0.01 && abs(landed.attributes.center.y - 190) < 0.01)
        #expect(abs(landed.attributes.transform3D.m11 - 1) < 1e-3)
        #expect(preview(animation.state(at: 1.3)) == nil, "the final state has no preview")
    }

    @Test func theGapReflowsTheOtherItems() throws {
        let host = ReorderGridHost()
        let delegate = MovingDropDelegate(host.data)
        let animation = try DropAnimation(collectionView: host.view, script: script, delegate: delegate)
        func x(_ name: String, _ time: Double) throws -> CGFloat {
            try #require(animation.state(at: time).elements.first { ($0.snapshot?.configuration as? Label)?.text == name }).attributes.frame
                .minX
        }
        // The first touch, (70, 70), is over A's own slot: the gap opens at [0, 0] and every
        // item shifts one slot on, in 0.3 s. E goes from slot 4 (x 140) to slot 5 (x 265):
        // half-way at 0.15 s (ease-in-ease-out is symmetric), 202.5.
        #expect(abs(try x("E", 0.15) - 202.5) < 1e-3)
        #expect(try x("E", 0.301) == 265)
        // The touch walks (70, 70) → (195, 190): x = 70 + 125 s, y = 70 + 120 s. It is over a
        // cell of row 1, column 1 (x ≥ 140, y ≥ 135) from s ≥ 0.56; the first touch there is
        // k = 34 (34/60 = 0.567; at k = 33, x = 138.75 lies between the columns, where the
        // gap stays as it is). That slot,
        // 4, holds D (pushed there by the gap): the gap moves 0 → 4, D goes back to slot 3
        // (x 140 → 15) and E stays in slot 5.
        #expect(try x("D", 34.0 / 60 - 0.001) == 140)
        #expect(try x("D", 34.0 / 60 + 0.3) == 15)
        #expect(try x("E", 34.0 / 60 + 0.3) == 265)
    }

    @Test func aDragWithoutItemsIsStill() throws {
        let host = ReorderGridHost()
        let animation = try DropAnimation(collectionView: host.view, script: script, delegate: nil)
        #expect(!animation.began)
        #expect(animation.state(at: 0.5).elements.count == animation.initialState.elements.count)
        #expect(host.data.moves.isEmpty)
    }
}
