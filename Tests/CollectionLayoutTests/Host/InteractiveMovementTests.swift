import Foundation
import Testing

@testable import CollectionLayout

/// Interactive movement on the host (docs/REFERENCE.md §11), in ``ReorderGrid``'s 3-column
/// grid: columns at x 15, 140, 265 (centres 70, 195, 320), rows at y 15, 135, 255, 375
/// (centres 70, 190, 310, 430), items 110 × 110.
@Suite struct InteractiveMovementTests {
    private func p(_ item: Int) -> IndexPath { ReorderGrid.path(item) }

    @Test func targetPathsAlongAPathInAFlowGrid() throws {
        let grid = ReorderGrid()
        try grid.view.layoutIfNeeded()
        #expect(grid.view.beginInteractiveMovementForItem(at: p(0)))
        // (touch, expected current path): the cell under the touch, or no change in a gap.
        let steps: [(CGPoint, Int)] = [
            (CGPoint(x: 70, y: 70), 0), // its own slot
            (CGPoint(x: 195, y: 70), 1), // item 1's cell (140…250 × 15…125)
            (CGPoint(x: 132, y: 70), 1), // the gap 125…140 between columns: no cell, no change
            (CGPoint(x: 195, y: 190), 4), // row 1 (135…245), column 1
            (CGPoint(x: 320, y: 310), 8), // row 2 (255…365), column 2
            (CGPoint(x: 264.9, y: 310), 8), // the gap 250…265: no cell, stays
            (CGPoint(x: 140, y: 255), 7), // column 1's min corner is inside (CGRectContainsPoint)
            (CGPoint(x: 250, y: 300), 7), // its max x edge is outside: the gap, stays
        ]
        var seen: [Int] = []
        for (touch, _) in steps {
            grid.view.updateInteractiveMovementTargetPosition(touch)
            seen.append(try #require(grid.view.interactiveMovement).currentIndexPath.item)
        }
        #expect(seen == steps.map(\.1))
        #expect(
            grid.layout.contexts == [
                "move [[0, 1]] from [[0, 0]] at 195.0,70.0", "move [[0, 4]] from [[0, 1]] at 195.0,190.0",
                "move [[0, 8]] from [[0, 4]] at 320.0,310.0", "move [[0, 7]] from [[0, 8]] at 140.0,255.0",
            ])
    }

    @Test func otherItemsReflowAsIfTheMoveHadHappened() throws {
        let grid = ReorderGrid()
        try grid.view.layoutIfNeeded()
        let before = grid.views()
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 190))
        try grid.view.layoutIfNeeded()
        // Item 0 removed, inserted at 4: data items 1…4 are presented at 0…3, 5… stay.
        let after = grid.views()
        for (view, path) in before {
            let expected = path.item == 0 ? 4 : (1...4).contains(path.item) ? path.item - 1 : path.item
            #expect(after[view] == p(expected), "the view of item \(path.item)")
        }
        // The view of data item 4 now sits in slot 3: x 15, y 135 (row 1, column 0).
        let slot3 = try #require(grid.view.visibleElements.first { $0.attributes.key == .cell(p(3)) })
        #expect(slot3.attributes.frame == CGRect(x: 15, y: 135, width: 110, height: 110))
        #expect(grid.view.interactiveMovement?.dataIndexPath(forPresented: p(3)) == p(4))
        #expect(grid.view.interactiveMovement?.presentedIndexPath(forData: p(0)) == p(4))
        #expect(grid.calls == ["canMove [0, 0]"], "the data source is not told before the end")
    }

    @Test func theMovingItemFollowsTheTouchOnTop() throws {
        let grid = ReorderGrid()
        try grid.view.layoutIfNeeded()
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 195))
        let elements = try grid.view.layoutAttributesForElements(in: grid.view.bounds)
        let moving = try #require(elements.last)
        // Item 4's cell is under (200, 195): the moving item is presented at [0, 4], its centre
        // at the touch, its size kept, its zIndex NSIntegerMax, drawn last.
        #expect(moving.key == .cell(p(4)))
        #expect(moving.center == CGPoint(x: 200, y: 195))
        #expect(moving.size == CGSize(width: 110, height: 110))
        #expect(moving.zIndex == Int.max)
        #expect(elements.filter { $0.key == .cell(p(4)) }.count == 1, "its slot is replaced, not duplicated")
    }

    @Test func endCallsTheDataSourceOnceFromOriginalToFinal() throws {
        let grid = ReorderGrid()
        try grid.view.layoutIfNeeded()
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        for touch in [CGPoint(x: 195, y: 70), CGPoint(x: 195, y: 190), CGPoint(x: 320, y: 310)] {
            grid.view.updateInteractiveMovementTargetPosition(touch)
        }
        grid.view.endInteractiveMovement()
        #expect(grid.calls == ["canMove [0, 0]", "move [0, 0] → [0, 8]"])
        // A removed, inserted at 8.
        #expect(grid.model.joined() == "BCDEFGHIAJKL")
        #expect(grid.view.interactiveMovement == nil)
        #expect(grid.layout.contexts.last == "end [[0, 8]] from [[0, 0]] cancelled false")
        try grid.view.layoutIfNeeded()
        let slot8 = try #require(grid.view.visibleElements.first { $0.attributes.key == .cell(p(8)) })
        // Back to a normal cell in slot 8: x 265, y 255, zIndex 0.
        #expect(slot8.attributes.frame == CGRect(x: 265, y: 255, width: 110, height: 110))
        #expect(slot8.attributes.zIndex == 0)
    }

    @Test func cancelRestoresEverythingWithoutTheDataSource() throws {
        let grid = ReorderGrid()
        try grid.view.layoutIfNeeded()
        let before = grid.views()
        grid.view.selectItem(at: p(2))
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 190))
        // Selection follows its item while presented: data item 2 sits at 1.
        #expect(grid.view.indexPathsForSelectedItems == [p(1)])
        grid.view.cancelInteractiveMovement()
        try grid.view.layoutIfNeeded()
        #expect(grid.calls == ["canMove [0, 0]"])
        #expect(grid.model.joined() == "ABCDEFGHIJKL")
        #expect(grid.views() == before)
        #expect(grid.view.indexPathsForSelectedItems == [p(2)])
        #expect(grid.layout.contexts.last == "end [[0, 0]] from [[0, 4]] cancelled true")
        let first = try #require(grid.view.visibleElements.first { $0.attributes.key == .cell(p(0)) })
        #expect(first.attributes.frame == CGRect(x: 15, y: 15, width: 110, height: 110))
        #expect(first.attributes.zIndex == 0)
    }

    @Test func beginReturnsFalseWhenTheItemCannotMove() throws {
        let grid = ReorderGrid()
        grid.movable = { $0.item != 3 }
        try grid.view.layoutIfNeeded()
        #expect(!grid.view.beginInteractiveMovementForItem(at: p(3)))
        #expect(grid.view.interactiveMovement == nil)
        #expect(!grid.view.beginInteractiveMovementForItem(at: p(12)), "no such item: false, the data source is not asked")
        #expect(!grid.view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
        #expect(grid.calls == ["canMove [0, 3]"])
        #expect(grid.view.beginInteractiveMovementForItem(at: p(2)))
        #expect(!grid.view.beginInteractiveMovementForItem(at: p(5)), "one movement at a time")
        // Updates and ends without a movement do nothing.
        grid.view.cancelInteractiveMovement()
        grid.view.endInteractiveMovement()
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 190))
        #expect(grid.calls == ["canMove [0, 3]", "canMove [0, 2]"])
    }

    @Test func aPositionThatIsNotFiniteIsIgnored() throws {
        let grid = ReorderGrid()
        try grid.view.layoutIfNeeded()
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 70))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 70))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: CGFloat.infinity))
        let movement = try #require(grid.view.interactiveMovement)
        #expect(movement.currentIndexPath == p(1))
        #expect(movement.position == CGPoint(x: 195, y: 70))
    }

    @Test func theIOS15DelegateMethodRetargetsWithOriginalAndCurrent() throws {
        let grid = ReorderGrid()
        let delegate = RetargetingDelegate()
        // Never past item 5.
        delegate.answer = { $0.item > 5 ? IndexPath(item: 5, section: 0) : $0 }
        grid.view.delegate = delegate
        try grid.view.layoutIfNeeded()
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 70)) // proposes 1
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 320, y: 310)) // proposes 8 → 5
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 320, y: 190)) // proposes 5 = current: not asked
        #expect(delegate.calls == ["new [0, 0] [0, 0] [0, 1]", "new [0, 0] [0, 1] [0, 8]"])
        #expect(grid.view.interactiveMovement?.currentIndexPath == p(5))
        grid.view.endInteractiveMovement()
        #expect(grid.calls.last == "move [0, 0] → [0, 5]")
    }

    @Test func theDeprecatedDelegateMethodIsAskedWhenItIsTheOnlyOne() throws {
        let grid = ReorderGrid()
        let delegate = DeprecatedRetargetingDelegate()
        grid.view.delegate = delegate
        try grid.view.layoutIfNeeded()
        _ = grid.view.beginInteractiveMovementForItem(at: p(4))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 70)) // proposes 1: vetoed (first row)
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 70, y: 310)) // proposes 6
        #expect(delegate.calls == ["old [0, 4] [0, 1]", "old [0, 4] [0, 6]"])
        #expect(grid.view.interactiveMovement?.currentIndexPath == p(6))
    }

    @Test func theIOS15MethodWinsWhenBothAreImplemented() throws {
        let grid = ReorderGrid()
        let delegate = BothRetargetingDelegate()
        grid.view.delegate = delegate
        try grid.view.layoutIfNeeded()
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 70))
        #expect(delegate.calls == ["new"])
    }

    @Test func aRetargetNamingNoPlaceIsIgnoredWithADiagnostic() throws {
        let grid = ReorderGrid()
        let delegate = RetargetingDelegate()
        delegate.answer = { _ in IndexPath(item: 40, section: 0) }
        grid.view.delegate = delegate
        var diagnostics: [String] = []
        grid.view.diagnosticHandler = { diagnostics.append($0) }
        try grid.view.layoutIfNeeded()
        _ = grid.view.beginInteractiveMovementForItem(at: p(0))
        grid.view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 70))
        #expect(grid.view.interactiveMovement?.currentIndexPath == p(0))
        #expect(diagnostics.count == 1)
    }

    @Test func theMovedMappingIsRemoveThenInsert() {
        let source = p(2), destination = p(5)
        // 0, 1 untouched; 2 → 5; 3, 4, 5 shift back by one; 6 on untouched.
        let moved = (0..<8).map { InteractiveMovement.moved(p($0), from: source, to: destination).item }
        #expect(moved == [0, 1, 5, 2, 3, 4, 6, 7])
        let back = (0..<8).map { InteractiveMovement.moved(p($0), from: destination, to: source).item }
        #expect(back == [0, 1, 3, 4, 5, 2, 6, 7])
    }
}

/// A delegate implementing both retargeting methods.
final class BothRetargetingDelegate: CollectionViewDelegate {
    var calls: [String] = []
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("new")
        return proposedIndexPath
    }
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("old")
        return proposedIndexPath
    }
}

/// Two sections of letters; moves between sections update the model.
final class TwoSections: CollectionViewDataSource {
    var sections = [["A", "B", "C", "D", "E", "F"], ["G", "H", "I", "J", "K", "L"]]
    var moves: [String] = []
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.section).\(sourceIndexPath.item) → \(destinationIndexPath.section).\(destinationIndexPath.item)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

@Suite struct CrossSectionMovementTests {
    /// The 3-column grid of ``ReorderGrid`` with two sections of six items: section 0 is
    /// 15 + 110 + 10 + 110 + 15 = 260 tall, so section 1's rows start at 275 and 395.
    @Test func aMoveIntoAnotherSectionChangesThePresentedCountsThenTheData() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let data = TwoSections()
        view.dataSource = data
        try view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // (195, 330): section 1, row 275…385, column 140…250: item [1, 1].
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 330))
        #expect(view.interactiveMovement?.currentIndexPath == IndexPath(item: 1, section: 1))
        #expect(view.sectionCounts == [5, 7], "the item left section 0 for section 1")
        #expect(view.interactiveMovement?.dataIndexPath(forPresented: IndexPath(item: 2, section: 1)) == IndexPath(item: 1, section: 1))
        try view.layoutIfNeeded()
        // Back over section 0's last slot, [0, 4] (x 140…250, y 135…245): the counts return.
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 190))
        #expect(view.interactiveMovement?.currentIndexPath == IndexPath(item: 4, section: 0))
        #expect(view.sectionCounts == [6, 6])
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 70, y: 420)) // [1, 3]
        view.endInteractiveMovement()
        #expect(data.moves == ["0.0 → 1.3"])
        #expect(data.sections[1].joined() == "GHIAJKL")
        #expect(view.sectionCounts == [5, 7])
        view.reloadData()
        #expect(view.sectionCounts == [5, 7], "the data source agrees")
    }

    @Test func cancellingACrossSectionMoveRestoresTheCounts() throws {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = EdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let data = TwoSections()
        view.dataSource = data
        try view.layoutIfNeeded()
        _ = view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 330))
        view.cancelInteractiveMovement()
        #expect(view.sectionCounts == [6, 6])
        #expect(data.moves.isEmpty)
        try view.layoutIfNeeded()
        #expect(view.visibleElements.filter { $0.attributes.representedElementCategory == .cell }.count == 12)
    }
}
