import Testing
import UIKit

/// Applies the outline Fruit (Apple, Pear) and Veg, collapsed, to section "s" of
/// `dataSource`, without animation, and lays `view` out.
func applyFruitOutline(to dataSource: UICollectionViewDiffableDataSource<String, String>, in view: UICollectionView) {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Veg"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    dataSource.apply(outline, to: "s", animatingDifferences: false)
    view.layoutIfNeeded()
}

/// Expanding and collapsing an outline through the diffable data source's
/// `sectionSnapshotHandlers`, as an outline disclosure's tap does (docs/REFERENCE.md §15).
/// The outline: Fruit (Apple, Pear) and Veg, collapsed, in section "s".
@Suite struct OutlineDisclosureTests {
    final class Log { var calls: [String] = [] }

    private func outlined() -> (DiffableDataSourceTests.Fixture, Log) {
        let fixture = DiffableDataSourceTests.Fixture()
        fixture.apply(["x"])
        applyFruitOutline(to: fixture.dataSource, in: fixture.view)
        let log = Log()
        fixture.dataSource.sectionSnapshotHandlers.willExpandItem = { log.calls.append("willExpand \($0)") }
        fixture.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.calls.append("willCollapse \($0)") }
        return (fixture, log)
    }

    private func items(_ fixture: DiffableDataSourceTests.Fixture) -> [String] { fixture.dataSource.snapshot().itemIdentifiers }

    @Test func aTapExpandsThenCollapsesAnimated() {
        let (fixture, log) = outlined()
        #expect(items(fixture) == ["Fruit", "Veg"])
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        fixture.view.layoutIfNeeded()
        // Apple and Pear are inserted below Fruit, animated as a batch update.
        #expect(items(fixture) == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(fixture.view.lastUpdateAnimation != nil)
        #expect(fixture.dataSource.snapshot(for: "s").isExpanded("Fruit"))
        #expect(fixture.cell(1)?.title == "Apple")
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        fixture.view.layoutIfNeeded()
        #expect(items(fixture) == ["Fruit", "Veg"])
        #expect(!fixture.dataSource.snapshot(for: "s").isExpanded("Fruit"))
        #expect(log.calls == ["willExpand Fruit", "willCollapse Fruit"])
    }

    @Test func shouldHandlersCanRefuse() {
        let (fixture, log) = outlined()
        fixture.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Fruit" }
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        #expect(items(fixture) == ["Fruit", "Veg"])
        #expect(log.calls.isEmpty)
        fixture.dataSource.sectionSnapshotHandlers.shouldExpandItem = nil
        fixture.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        // Expanded once; the collapse was refused.
        #expect(items(fixture) == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(log.calls == ["willExpand Fruit"])
    }

    @Test func anExpandingParentCanLoadItsChildren() {
        let (fixture, log) = outlined()
        var given: [String]?
        fixture.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, existing in
            given = existing.items
            guard parent == "Veg" else { return existing }
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(["Carrot", "Leek"])
            return children
        }
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 1, section: 0))
        fixture.view.layoutIfNeeded()
        #expect(given == []) // Veg had no children yet
        #expect(items(fixture) == ["Fruit", "Veg", "Carrot", "Leek"])
        #expect(fixture.dataSource.snapshot(for: "s").parent(of: "Leek") == "Veg")
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        #expect(given == ["Apple", "Pear"]) // returned as given: Fruit keeps its children
        #expect(items(fixture) == ["Fruit", "Apple", "Pear", "Veg", "Carrot", "Leek"])
        #expect(log.calls == ["willExpand Veg", "willExpand Fruit"])
        #expect(fixture.view.raisedExceptions.isEmpty)
    }

    @Test func applesDocumentationExampleCompilesAndRuns() {
        // The example on UIKit's `snapshotForExpandingParent` page, with the type spelled out.
        let (fixture, _) = outlined()
        var handlers = UICollectionViewDiffableDataSource<String, String>.SectionSnapshotHandlers<String>()
        handlers.shouldCollapseItem = { item in return true }
        handlers.snapshotForExpandingParent = { parent, existingSnapshot -> NSDiffableDataSourceSectionSnapshot<String> in
            existingSnapshot
        }
        fixture.dataSource.sectionSnapshotHandlers = handlers
        fixture.view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        #expect(items(fixture) == ["Fruit", "Apple", "Pear", "Veg"])
    }

    @Test func withoutADiffableDataSourceNothingHappens() throws {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.simulateOutlineDisclosureTap(at: IndexPath(item: 0, section: 0))
        #expect(view.numberOfSections == 0 && view.raisedExceptions.isEmpty)
    }
}
