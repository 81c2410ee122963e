import Foundation

@testable import CollectionLayout

/// A 3-column flow grid for interactive-movement tests, holding its model and recording
/// the movement calls of its data source and layout.
///
/// Geometry (worked by hand from flow layout's rules): a 390-point-wide view, 110 × 110
/// items, section inset 15 on every side, spacings 10. A line has 390 − 30 = 360 points;
/// three items take 330, and the 30 left are shared by the two gaps: 15 each. Columns
/// start at x = 15, 140, 265 (centres 70, 195, 320); rows at y = 15, 135, 255, 375
/// (15 + 110 + 10 = 135; centres 70, 190, 310, 430).
final class ReorderGrid: CollectionViewDataSource {
    let view: CollectionView
    let layout: RecordingFlowLayout
    var model: [String]
    var movable: (IndexPath) -> Bool = { _ in true }
    /// The movement calls, in order: `canMove [s, i]`, `move [s, i] → [s, i]`.
    var calls: [String] = []

    init(items: Int = 12) {
        model = (0..<items).map { String(UnicodeScalar(UInt8(65 + $0 % 26))) }
        layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 520), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = self
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { model.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(Self.text(indexPath))")
        return movable(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(Self.text(sourceIndexPath)) → \(Self.text(destinationIndexPath))")
        let item = model.remove(at: sourceIndexPath.item)
        model.insert(item, at: destinationIndexPath.item)
    }

    /// The visible cells by the model item they were created for, as `[presented path: item]`.
    func views() -> [ObjectIdentifier: IndexPath] {
        var result: [ObjectIdentifier: IndexPath] = [:]
        for element in view.visibleElements where element.attributes.representedElementCategory == .cell {
            result[ObjectIdentifier(element.view)] = element.attributes.indexPath
        }
        return result
    }

    static func text(_ path: IndexPath) -> String { "[\(path.section), \(path.item)]" }
    static func text(_ paths: [IndexPath]) -> String { "[" + paths.map { text($0) }.joined(separator: ", ") + "]" }
    static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
}

/// A flow layout recording the interactive-movement contexts it makes.
final class RecordingFlowLayout: FlowLayout {
    var contexts: [String] = []

    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> InvalidationContext {
        let context = super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition, previousIndexPaths: previousIndexPaths,
            previousPosition: previousPosition)
        contexts.append(
            "move \(ReorderGrid.text(targetIndexPaths)) from \(ReorderGrid.text(previousIndexPaths)) at \(targetPosition.x),\(targetPosition.y)"
        )
        return context
    }

    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> InvalidationContext {
        contexts.append("end \(ReorderGrid.text(indexPaths)) from \(ReorderGrid.text(previousIndexPaths)) cancelled \(movementCancelled)")
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }
}

/// A delegate answering the movement retargeting questions, recording them.
final class RetargetingDelegate: CollectionViewDelegate {
    var calls: [String] = []
    var answer: ((IndexPath) -> IndexPath)?
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append(
            "new \(ReorderGrid.text(originalIndexPath)) \(ReorderGrid.text(currentIndexPath)) \(ReorderGrid.text(proposedIndexPath))")
        return answer?(proposedIndexPath) ?? proposedIndexPath
    }
}

/// A delegate implementing only the deprecated retargeting method.
final class DeprecatedRetargetingDelegate: CollectionViewDelegate {
    var calls: [String] = []
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("old \(ReorderGrid.text(currentIndexPath)) \(ReorderGrid.text(proposedIndexPath))")
        // Keeps the item out of the first row.
        return proposedIndexPath.item < 3 ? currentIndexPath : proposedIndexPath
    }
}
