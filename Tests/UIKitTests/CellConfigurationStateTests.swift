import Foundation
import Testing
import UIKit

/// A cell that logs its configuration updates and restyles itself for its state.
final class StatefulCell: UICollectionViewCell {
    var log: [String] = []
    var states: [UICellConfigurationState] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("update selected=\(state.isSelected)")
        states.append(state)
        backgroundColor = state.isSelected ? .systemBlue : .white
    }
}

/// Configuration updates (`updateConfiguration(using:)`, `configurationUpdateHandler`,
/// `setNeedsUpdateConfiguration()`, `configurationState`): run before a cell shows and after
/// its state changes, one update for any number of requests. A flow layout of 100 × 100
/// items, three to a row in a 320-pt-wide view.
@Suite struct CellConfigurationStateTests {
    final class Letters: NSObject, UICollectionViewDataSource {
        var count = 3
        var onCell: (StatefulCell) -> Void = { _ in }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            if let cell = cell as? StatefulCell { onCell(cell) }
            return cell
        }
    }

    /// A laid-out grid of `source`'s cells.
    private func grid(_ source: Letters) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(StatefulCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private func cell(_ view: UICollectionView, _ item: Int) -> StatefulCell? {
        view.cellForItem(at: IndexPath(item: item, section: 0)) as? StatefulCell
    }

    @Test func aNewCellIsUpdatedOnceBeforeItShowsThenTheHandlerRuns() throws {
        let source = Letters()
        source.onCell = { cell in
            cell.configurationUpdateHandler = { cell, state in
                (cell as? StatefulCell)?.log.append("handler selected=\(state.isSelected)")
            }
        }
        let view = grid(source)
        let first = try #require(cell(view, 0))
        #expect(first.log == ["update selected=false", "handler selected=false"])
        view.layoutIfNeeded()
        #expect(first.log.count == 2, "no change, no update")
        withExtendedLifetime(source) {}
    }

    @Test func selectionUpdatesTheCellForItsNewState() throws {
        let source = Letters()
        let view = grid(source)
        let second = try #require(cell(view, 1))
        view.simulateTap(at: IndexPath(item: 1, section: 0))
        // A scripted touch: touch-down highlights (an update, not selected yet), touch-up
        // selects and unhighlights (another), as a finger on a device does.
        #expect(second.log == ["update selected=false", "update selected=false", "update selected=true"])
        #expect(second.backgroundColor == .systemBlue)
        #expect(cell(view, 0)?.log == ["update selected=false"])
        withExtendedLifetime(source) {}
    }

    @Test func requestsAreCoalescedAndCustomStatesCarried() throws {
        let source = Letters()
        let view = grid(source)
        let first = try #require(cell(view, 0))
        first.setNeedsUpdateConfiguration()
        first.setNeedsUpdateConfiguration()
        view.layoutIfNeeded()
        #expect(first.log.count == 2, "two requests, one update")
        var state = first.configurationState
        let key = UIConfigurationStateCustomKey("com.example.unread")
        #expect(state[key] == nil)
        state[key] = true
        #expect(state[key] == AnyHashable(true))
        #expect(!state.isHighlighted && !state.isExpanded && state.cellDragState == .none && state.cellDropState == .none)
        withExtendedLifetime(source) {}
    }

    @Test func dragAndDropStatesReachTheCells() throws {
        let app = LetterDragDrop()
        let view = UIKitDragAndDropTests.grid(app, cells: StatefulCell.self)
        let lifted = try #require(cell(view, 2))
        let target = try #require(cell(view, 4))
        #expect(view.simulateDragBegin(at: IndexPath(item: 2, section: 0)))
        #expect(lifted.states.last?.cellDragState == .dragging)
        // Into E (item 4, centre 195, 190): E is the target, the others are not.
        app.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        view.simulateDropUpdate(at: CGPoint(x: 195, y: 190))
        #expect(target.states.last?.cellDropState == .targeted)
        #expect(cell(view, 0)?.states.last?.cellDropState == .notTargeted)
        view.simulateDropEnd(performing: false)
        #expect(lifted.states.last?.cellDragState == UICellConfigurationDragState.none)
        #expect(target.states.last?.cellDropState == UICellConfigurationDropState.none)
    }

    @Test func anOutlineParentIsExpandedInItsState() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        let cells = UICollectionView.CellRegistration<StatefulCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple"], to: "Fruit")
        dataSource.apply(outline, to: "s", animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(cell(view, 0)?.states.last?.isExpanded == false)
        view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        view.layoutIfNeeded()
        #expect(cell(view, 0)?.states.last?.isExpanded == true)
        #expect(cell(view, 1)?.states.last?.isExpanded == false) // Apple, a leaf
    }
}
