import Testing
import UIKit

/// A data source over a model of letters that records the movement calls.
final class Letters: NSObject, UICollectionViewDataSource {
    var model = (0..<12).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var immovable: Set<Int> = []
    var calls: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(indexPath.item)")
        return !immovable.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.item) → \(destinationIndexPath.item)")
        model.insert(model.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A data source implementing `moveItemAt:to:` only (UIKit: every item movable).
final class MoveOnly: NSObject, UICollectionViewDataSource {
    var moves = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves += 1
    }
}

/// A flow subclass as apps write them: the lifted item scaled 1.3 and at alpha 0.7, and
/// every context it receives recorded.
final class LiftingFlowLayout: UICollectionViewFlowLayout {
    var received: [UICollectionViewLayoutInvalidationContext] = []
    var endings: [String] = []

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        attributes.alpha = 0.7
        return attributes
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        endings.append("\(indexPaths.map(\.item)) \(previousIndexPaths.map(\.item)) \(movementCancelled)")
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        received.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A delegate with only the deprecated retargeting method: keeps items out of the first row.
final class FirstRowGuard: NSObject, UICollectionViewDelegate {
    var asked: [String] = []
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        asked.append("\(originalIndexPath.item) \(proposedIndexPath.item)")
        return proposedIndexPath.item < 3 ? originalIndexPath : proposedIndexPath
    }
}

/// Interactive movement through the UIKit facade. The grid: a 390 × 520 view, 110 × 110
/// items, insets 15, spacings 10 → three columns at x 15, 140, 265 (the 30 points left on a
/// 360-point line shared by two gaps), rows at y 15, 135, 255, 375.
@Suite struct UIKitInteractiveMovementTests {
    private func grid(_ layout: UICollectionViewFlowLayout, _ dataSource: UICollectionViewDataSource) -> UICollectionView {
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 520), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return view
    }

    @Test func aMovementCallsTheDataSourceOnceAndTheLayoutSeesItsContexts() throws {
        let letters = Letters(), layout = LiftingFlowLayout()
        let view = grid(layout, letters)
        layout.received.removeAll()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 190)) // item 4's cell
        let context = try #require(layout.received.last)
        #expect(context is UICollectionViewFlowLayoutInvalidationContext, "the layout's invalidationContextClass")
        #expect(context.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 4, section: 0)])
        #expect(context.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 0, section: 0)])
        #expect(context.interactiveMovementTarget == CGPoint(x: 195, y: 190))
        #expect(!context.invalidateEverything)
        view.endInteractiveMovement()
        #expect(letters.calls == ["canMove 0", "move 0 → 4"])
        #expect(letters.model.prefix(5).joined() == "BCDEA")
        #expect(layout.endings == ["[4] [0] false"])
    }

    @Test func theSubclassesMovingAttributesAreShown() throws {
        let letters = Letters(), layout = LiftingFlowLayout()
        let view = grid(layout, letters)
        _ = view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 195))
        view.layoutIfNeeded()
        let shown = try #require(view.coreView.visibleElements.last?.attributes)
        // Presented at item 4 (the cell under the touch), centred on the touch, on top, with
        // the subclass's scale and alpha.
        #expect(shown.indexPath == IndexPath(item: 4, section: 0))
        #expect(shown.center == CGPoint(x: 200, y: 195))
        #expect(shown.zIndex == Int.max)
        #expect(shown.alpha == 0.7)
        #expect(shown.transform3D.m11 == 1.3)
        view.cancelInteractiveMovement()
        #expect(letters.calls == ["canMove 0"])
        #expect(layout.endings == ["[0] [4] true"])
    }

    @Test func canMoveItemAtVetoesAndTheDefaultAllows() {
        let letters = Letters()
        letters.immovable = [2]
        let view = grid(UICollectionViewFlowLayout(), letters)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        let moveOnly = MoveOnly()
        let other = grid(UICollectionViewFlowLayout(), moveOnly)
        #expect(other.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        other.endInteractiveMovement()
        #expect(moveOnly.moves == 1)
    }

    @Test func theDeprecatedDelegateMethodRetargets() {
        let letters = Letters(), guardian = FirstRowGuard()
        let view = grid(UICollectionViewFlowLayout(), letters)
        view.delegate = guardian
        _ = view.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 70, y: 70)) // proposes 0: refused
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 320, y: 310)) // proposes 8
        view.endInteractiveMovement()
        #expect(guardian.asked == ["4 0", "4 8"])
        #expect(letters.calls.last == "move 4 → 8")
    }
}
