import Foundation
import PropertyBased
import TestTools
import Testing

@testable import CollectionLayout

/// The host side of batch updates: `performBatchUpdates` and the single update calls on
/// ``CollectionView`` with ``ListTestLayout`` (rows 50 high in a 100×200 viewport: 4 rows
/// visible).
@Suite("CollectionView: batch updates")
@MainActor
struct CollectionViewBatchUpdateTests {
    private func identities(_ view: CollectionView) -> [Int] {
        view.visibleElements.compactMap { ($0.view.contentConfiguration as? ItemIdentity)?.id }
    }

    @Test func singleCallOutsideABlockIsABatchOfOne() throws {
        let model = ModelDataSource([[10, 11, 12]])
        let (view, layout) = try makeHost(model)
        model.sections[0].insert(99, at: 1)
        let result = try view.insertItems(at: [ip(0, 1)])
        #expect(result?.updateItems == [CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 1))])
        #expect(view.sectionCounts == [4])
        #expect(result?.oldSectionCounts == [3])
        #expect(result?.newSectionCounts == [4])
        #expect(layout.preparedUpdates == [[CollectionViewUpdateItem(action: .insert, before: nil, after: ip(0, 1))]])
        #expect(identities(view) == [10, 99, 11, 12])
    }

    @Test func theLayoutHearsOfTheUpdateInUIKitsOrder() throws {
        let model = ModelDataSource([[1, 2, 3], [4, 5]])
        let (view, layout) = try makeHost(model)
        layout.events.removeAll()
        layout.contexts.removeAll()
        var completed: [Bool] = []
        try view.performBatchUpdates(
            {
                model.sections[0].remove(at: 0)
                model.sections[1].append(6)
                try view.deleteItems(at: [ip(0, 0)])
                try view.insertItems(at: [ip(1, 2)])
            }, completion: { completed.append($0) })
        // Invalidate with the update's context, prepare the new layout, tell it the updates,
        // finalize; no full invalidation on the way.
        #expect(layout.events == ["invalidate(updates)", "prepare", "prepareForUpdates", "finalize"])
        let context = try #require(layout.contexts.first)
        #expect(context.invalidateDataSourceCounts)
        #expect(!context.invalidateEverything)
        #expect(context.updateItems?.count == 2)
        // Section 0 lost an item, section 1 gained one: neither is reusable.
        #expect(context.reusableSectionSources == [nil, nil])
        #expect(completed == [true])
    }

    @Test func reusableSectionsReachTheLayout() throws {
        let model = ModelDataSource([[1, 2], [3], [4, 5]])
        let (view, layout) = try makeHost(model)
        model.sections.remove(at: 0)
        try view.deleteSections([0])
        // Old 1 → new 0, old 2 → new 1, both untouched.
        #expect(layout.contexts.last?.reusableSectionSources == [1, 2])
    }

    @Test func nestedBlocksApplyOnceAtTheOutermostEnd() throws {
        let model = ModelDataSource([[1, 2, 3]])
        let (view, layout) = try makeHost(model)
        var completions: [String] = []
        var innerReturnedNil = false
        let outer = try view.performBatchUpdates(
            {
                // After the whole batch the items are 2 3 4: the new 4 is at [0, 2].
                model.sections[0].append(4)
                try view.insertItems(at: [ip(0, 2)])
                innerReturnedNil =
                    try view.performBatchUpdates(
                        {
                            model.sections[0].remove(at: 0)
                            try view.deleteItems(at: [ip(0, 0)])
                        }, completion: { _ in completions.append("inner") }) == nil
                // Nothing applied yet.
                #expect(view.sectionCounts == [3])
                #expect(layout.preparedUpdates.isEmpty)
            }, completion: { _ in completions.append("outer") })
        #expect(innerReturnedNil)
        #expect(outer?.updateItems.count == 2)
        #expect(layout.preparedUpdates.count == 1)
        #expect(completions == ["outer", "inner"])
        #expect(view.sectionCounts == [3])
        #expect(identities(view) == [2, 3, 4])
    }

    @Test func selectionFollowsItsItems() throws {
        // a b c d e, a, c and e selected. Delete b and c, move e to the front: e a d.
        // a [0,0] → [0,1]; c deleted (deselected); e [0,4] → [0,0].
        let model = ModelDataSource([[1, 2, 3, 4, 5]])
        let (view, _) = try makeHost(model)
        for item in [0, 2, 4] { view.selectItem(at: ip(0, item)) }
        try view.performBatchUpdates {
            model.sections[0] = [5, 1, 4]
            try view.deleteItems(at: [ip(0, 1), ip(0, 2)])
            try view.moveItem(at: ip(0, 4), to: ip(0, 0))
        }
        #expect(view.selectedItems == [ip(0, 1), ip(0, 0)])
        let selectedIDs = view.visibleElements.compactMap { element -> Int? in
            guard let cell = element.view as? CollectionViewCell, cell.isSelected else { return nil }
            return (cell.contentConfiguration as? ItemIdentity)?.id
        }
        #expect(Set(selectedIDs) == [1, 5])
    }

    @Test func reloadDeselectsAndGivesANewCell() throws {
        let model = ModelDataSource([[1, 2, 3]])
        let (view, _) = try makeHost(model)
        view.selectItem(at: ip(0, 1))
        let oldCell = try #require(view.cellForItem(at: ip(0, 1)))
        model.sections[0][1] = 20
        try view.reloadItems(at: [ip(0, 1)])
        #expect(view.selectedItems.isEmpty)
        #expect(identities(view) == [1, 20, 3])
        #expect(view.cellForItem(at: ip(0, 1))?.isSelected == false)
        _ = oldCell
    }

    @Test func survivingViewsStayWithTheirItems() throws {
        let model = ModelDataSource([[1, 2, 3, 4]])
        let (view, _) = try makeHost(model)
        let cellOf3 = try #require(view.cellForItem(at: ip(0, 2)))
        model.sections[0].remove(at: 0)
        try view.deleteItems(at: [ip(0, 0)])
        #expect(view.cellForItem(at: ip(0, 1)) === cellOf3)
        #expect((cellOf3.contentConfiguration as? ItemIdentity)?.id == 3)
    }

    @Test func contentOffsetIsPulledBackWhenTheContentShrinks() throws {
        // 10 rows = 500 high, viewport 200: scrolled to the end, offset 300. Delete 6 rows:
        // content 200, the offset comes back to 0.
        let model = ModelDataSource(counts: [10])
        let (view, _) = try makeHost(model)
        view.contentOffset = CGPoint(x: 0, y: 300)
        try view.layoutIfNeeded()
        model.sections[0].removeLast(6)
        let result = try view.deleteItems(at: (4..<10).map { ip(0, $0) })
        #expect(view.contentOffset == .zero)
        #expect(result?.oldBounds == CGRect(x: 0, y: 300, width: 100, height: 200))
        #expect(result?.newBounds == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(result?.oldContentSize == CGSize(width: 100, height: 500))
        #expect(result?.newContentSize == CGSize(width: 100, height: 200))
    }

    @Test func oldAttributesCoverAViewportAroundTheOldBoundsAndMovedItems() throws {
        // Rows 50 high; bounds y 0…200 expanded by one viewport: y −200…400 → rows 0…7 (row 8
        // starts at 400 and only touches the edge, which the test layout does not count). Item 15 moves to the top: its old
        // attributes (y 750) are asked for separately.
        let model = ModelDataSource(counts: [20])
        let (view, _) = try makeHost(model)
        let moved = model.sections[0].remove(at: 15)
        model.sections[0].insert(moved, at: 0)
        let result = try #require(try view.moveItem(at: ip(0, 15), to: ip(0, 0)))
        let cells = Set(result.oldAttributes.keys.map(\.indexPath))
        #expect(cells == Set((0..<8).map { ip(0, $0) } + [ip(0, 15)]))
        #expect(result.oldAttributes[.cell(ip(0, 15))]?.frame == CGRect(x: 0, y: 750, width: 100, height: 50))
    }

    @Test func layoutUpdateContextNamesInsertedAndDeletedElements() throws {
        // a b c d: delete b, reload c, insert X at 0 → X a c' d. Inserted: X [0,0], c' [0,2].
        // Deleted: b [0,1], c [0,2] (before paths).
        let model = ModelDataSource([[1, 2, 3, 4]])
        let (view, layout) = try makeHost(model)
        model.sections[0] = [9, 1, 30, 4]
        let result = try #require(
            try view.performBatchUpdates {
                try view.deleteItems(at: [ip(0, 1)])
                try view.reloadItems(at: [ip(0, 2)])
                try view.insertItems(at: [ip(0, 0)])
            })
        let context = result.layoutUpdateContext(newElements: layout.layoutAttributesForElements(in: view.bounds))
        #expect(context.inserted == [.cell(ip(0, 0)), .cell(ip(0, 2))])
        #expect(context.deleted == [.cell(ip(0, 1)), .cell(ip(0, 2))])
        #expect(context.before.count == 4)
        // UIKit's default for a deleted item: its old attributes with alpha 0.
        let end = layout.withUpdateContext(context) { layout.finalLayoutAttributesForDisappearingItem(at: ip(0, 1)) }
        #expect(end?.alpha == 0)
        #expect(end?.frame == CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func invalidBatchChangesNothing() throws {
        let model = ModelDataSource([[1, 2, 3, 4, 5, 6]])
        let (view, layout) = try makeHost(model)
        view.selectItem(at: ip(0, 2))
        view.contentOffset = CGPoint(x: 0, y: 40)
        try view.layoutIfNeeded()
        let before = HostSnapshot(view)
        let events = layout.events
        var completed = false
        #expect(throws: BatchUpdateError.self) {
            try view.performBatchUpdates(
                {
                    model.sections[0].append(7)
                    try view.deleteItems(at: [ip(0, 0)])
                }, completion: { _ in completed = true })
        }
        #expect(HostSnapshot(view) == before)
        #expect(layout.events == events)
        #expect(!completed)
        // The host still works: a correct batch applies (the model is put back first: the
        // failed block left it with 7 items, the host still has 6).
        model.sections[0] = [2, 3, 4, 5, 6]
        try view.deleteItems(at: [ip(0, 0)])
        #expect(view.sectionCounts == [5])
    }

    @Test func errorThrownByTheBlockDiscardsTheBatch() throws {
        struct Stop: Error {}
        let model = ModelDataSource([[1, 2]])
        let (view, _) = try makeHost(model)
        let before = HostSnapshot(view)
        #expect(throws: Stop.self) {
            try view.performBatchUpdates {
                try view.insertItems(at: [ip(0, 0)])
                throw Stop()
            }
        }
        #expect(HostSnapshot(view) == before)
        model.sections[0].append(3)
        let result = try view.insertItems(at: [ip(0, 2)])
        #expect(result?.updateItems.count == 1)
    }

    @Test func modelChangedBeforeTheBatchIsExplained() throws {
        // The host has never read the counts (no layout pass): the batch reads them when it
        // begins, after the model already changed, so before = after = 4 with one insert.
        let model = ModelDataSource([[1, 2, 3]])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: ListTestLayout())
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = model
        model.sections[0].append(4)
        do {
            try view.insertItems(at: [ip(0, 3)])
            Issue.record("expected a count mismatch")
        } catch let error as BatchUpdateError {
            #expect(error.countsAlreadyUpdated)
            #expect(error.description.contains("changed before the batch began"))
        }
    }

    @Test func randomValidBatchesOnTheHost() async throws {
        await propertyCheck(count: 150, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(rng: &rng)
            let model = ModelDataSource(batch.oldSections)
            guard let (view, _) = try? makeHost(model, size: CGSize(width: 100, height: 400)) else {
                Issue.record("host")
                return
            }
            // Select a random subset of the old items.
            var selectedIDs = Set<Int>()
            for (section, items) in batch.oldSections.enumerated() {
                for (item, id) in items.enumerated() where Bool.random(using: &rng) {
                    view.selectItem(at: ip(section, item))
                    selectedIDs.insert(id)
                }
            }
            var viewOfID: [Int: ObjectIdentifier] = [:]
            for element in view.visibleElements {
                if let id = (element.view.contentConfiguration as? ItemIdentity)?.id { viewOfID[id] = ObjectIdentifier(element.view) }
            }
            do {
                let result = try view.performBatchUpdates {
                    model.sections = batch.newSections
                    for operation in batch.operations {
                        switch operation {
                        case let .insertItems(paths): try view.insertItems(at: paths)
                        case let .deleteItems(paths): try view.deleteItems(at: paths)
                        case let .moveItem(from, to): try view.moveItem(at: from, to: to)
                        case let .reloadItems(paths): try view.reloadItems(at: paths)
                        case let .insertSections(set): try view.insertSections(set)
                        case let .deleteSections(set): try view.deleteSections(set)
                        case let .moveSection(from, to): try view.moveSection(from, toSection: to)
                        case let .reloadSections(set): try view.reloadSections(set)
                        }
                    }
                }
                #expect(view.sectionCounts == batch.newCounts)
                if let update = result?.update {
                    #expect(batch.mismatches(update).isEmpty)
                }
                // Selection: exactly the surviving selected identities, at their new paths.
                var expected = Set<IndexPath>()
                for (section, items) in batch.newSections.enumerated() {
                    for (item, id) in items.enumerated() where selectedIDs.contains(id) { expected.insert(ip(section, item)) }
                }
                #expect(Set(view.selectedItems) == expected, "\(batch)")
                // Every visible cell shows the model's item, and surviving views kept theirs.
                for element in view.visibleElements {
                    let path = element.attributes.indexPath
                    let id = (element.view.contentConfiguration as? ItemIdentity)?.id
                    #expect(id == batch.newSections[path.section][path.item], "\(batch)")
                    if let id, let old = viewOfID[id] { #expect(old == ObjectIdentifier(element.view)) }
                }
            } catch {
                Issue.record("valid batch threw \(error)\n\(batch)")
            }
        }
    }

    @Test func randomInvalidBatchesOnTheHostChangeNothing() async throws {
        await propertyCheck(count: 150, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(rng: &rng)
            let (operations, counts) = batch.corrupted(&rng)
            let model = ModelDataSource(batch.oldSections)
            guard let (view, _) = try? makeHost(model) else {
                Issue.record("host")
                return
            }
            for (section, items) in batch.oldSections.enumerated() where !items.isEmpty { view.selectItem(at: ip(section, 0)) }
            let before = HostSnapshot(view)
            let threw: Bool
            do {
                try view.performBatchUpdates {
                    model.sections = counts.map { Array(repeating: 0, count: $0) }
                    for operation in operations {
                        switch operation {
                        case let .insertItems(paths): try view.insertItems(at: paths)
                        case let .deleteItems(paths): try view.deleteItems(at: paths)
                        case let .moveItem(from, to): try view.moveItem(at: from, to: to)
                        case let .reloadItems(paths): try view.reloadItems(at: paths)
                        case let .insertSections(set): try view.insertSections(set)
                        case let .deleteSections(set): try view.deleteSections(set)
                        case let .moveSection(from, to): try view.moveSection(from, toSection: to)
                        case let .reloadSections(set): try view.reloadSections(set)
                        }
                    }
                }
                threw = false
            } catch {
                threw = error is BatchUpdateError
            }
            #expect(threw, "\(batch)")
            #expect(HostSnapshot(view) == before)
        }
    }
}
