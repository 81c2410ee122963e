import CollectionAnimation
import Testing
import UIKit

/// A cell that shows a title and counts its configurations and reuses.
final class TitleCell: UICollectionViewCell {
    var title = ""
    var configurations = 0
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// The facade's diffable data source end to end (docs/REFERENCE.md §15): registrations
/// configure the cells, `apply` animates the difference through `performBatchUpdates`,
/// reconfigure keeps a cell and reload replaces it. Layout: a flow layout of full-width
/// 320 × 50 rows, 10 apart, so item i sits at y = 60·i (centre y 60·i + 25).
@Suite struct DiffableDataSourceTests {
    /// What the handlers read and record.
    final class Model {
        var titles: [String: String] = [:]
        var headers: [(String, IndexPath)] = []
    }

    struct Fixture {
        let model = Model()
        let view: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, String>

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 50)
            view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let model = model
            let cells = UICollectionView.CellRegistration<TitleCell, String> { cell, _, item in
                cell.title = model.titles[item] ?? item
                cell.configurations += 1
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { _, kind, indexPath in model.headers.append((kind, indexPath)) }
            dataSource = UICollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }

        func apply(_ items: [String], animated: Bool = true, edit: (inout NSDiffableDataSourceSnapshot<String, String>) -> Void = { _ in })
        {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["s"])
            snapshot.appendItems(items)
            edit(&snapshot)
            dataSource.apply(snapshot, animatingDifferences: animated)
            view.layoutIfNeeded()
        }

        func cell(_ item: Int) -> TitleCell? { view.cellForItem(at: IndexPath(item: item, section: 0)) as? TitleCell }
    }

    @Test func registrationsConfigureTheCells() throws {
        let fixture = Fixture()
        fixture.apply(["a", "b", "c"])
        #expect(fixture.view.numberOfItems(inSection: 0) == 3)
        #expect(fixture.cell(1)?.title == "b")
        #expect(fixture.cell(2)?.configurations == 1)
        #expect(fixture.view.raisedExceptions.isEmpty)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
        #expect(fixture.dataSource.indexPath(for: "b") == IndexPath(item: 1, section: 0))
        #expect(fixture.dataSource.indexPath(for: "z") == nil)
        #expect(fixture.dataSource.sectionIdentifier(for: 0) == "s" && fixture.dataSource.index(for: "s") == 0)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test func supplementaryRegistrationsConfigureHeaders() throws {
        let fixture = Fixture()
        (fixture.view.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 320, height: 30)
        fixture.apply(["a"])
        #expect(fixture.model.headers.map(\.0) == [UICollectionView.elementKindSectionHeader])
        #expect(fixture.model.headers.map(\.1) == [IndexPath(item: 0, section: 0)])
        #expect(
            fixture.view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) != nil)
        #expect(fixture.view.raisedExceptions.isEmpty)
    }

    @Test func applyAnimatesTheDifference() throws {
        let fixture = Fixture()
        fixture.apply(["a", "b", "c"])
        #expect(fixture.view.lastUpdateAnimation == nil) // the first apply reloads
        // a b c → c a b d: c moves 2 → 0 (a b keep their order), d is inserted at 3.
        fixture.apply(["c", "a", "b", "d"])
        #expect(fixture.view.raisedExceptions.isEmpty)
        let animation = try #require(fixture.view.lastUpdateAnimation)
        func centerY(_ item: Int, _ progress: Double) -> CGFloat? {
            animation.state(atProgress: progress).elements
                .first { $0.attributes.key == .cell(IndexPath(item: item, section: 0)) }?.attributes.center.y
        }
        #expect(centerY(0, 0) == 145) // c starts at its old row 2: 120 + 25
        #expect(centerY(0, 1) == 25)
        #expect(centerY(1, 0) == 25 && centerY(1, 1) == 85) // a: row 0 → row 1
        #expect(centerY(3, 1) == 205) // d, inserted at row 3
        #expect(fixture.cell(0)?.title == "c" && fixture.cell(3)?.title == "d")
    }

    @Test func applyWithoutAnimationStillDiffs() throws {
        let fixture = Fixture()
        fixture.apply(["a", "b"])
        let b = try #require(fixture.cell(1))
        fixture.apply(["b"], animated: false)
        #expect(fixture.view.lastUpdateAnimation == nil)
        #expect(fixture.view.numberOfItems(inSection: 0) == 1)
        #expect(fixture.cell(0) === b) // b kept its cell: a diff, not a reload
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
        let fixture = Fixture()
        fixture.apply(["a", "b", "c"])
        let b = try #require(fixture.cell(1)), c = try #require(fixture.cell(2))
        fixture.model.titles = ["b": "B2", "c": "C2"]
        fixture.apply(["a", "b", "c"]) { $0.reconfigureItems(["b"]) }
        #expect(fixture.cell(1) === b)
        #expect(b.title == "B2" && b.configurations == 2 && b.reuses == 0)
        #expect(c.title == "c") // not marked: untouched
        fixture.apply(["a", "b", "c"]) { $0.reloadItems(["c"]) }
        // A reload dequeues a cell again: it is prepared for reuse and configured anew (the
        // headless host hands back the same object from its reuse queue, as nothing is on
        // screen to cross-fade).
        let newC = try #require(fixture.cell(2))
        #expect(newC.reuses == c.reuses && newC.reuses == 1)
        #expect(newC.title == "C2" && newC.configurations == 2)
        #expect(b.reuses == 0)
        #expect(fixture.view.raisedExceptions.isEmpty)
    }

    @Test func snapshotsRecordUIKitsExceptions() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendItems(["a"])
        #expect(
            snapshot.raisedExceptions == [
                UIKitException(
                    reason: "There are currently no sections in the data source. Please add a section first.")
            ])
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["s"])
        snapshot.appendItems(["a", "b"], toSection: "t")
        #expect(snapshot.raisedExceptions.last?.reason == "Invalid parameter not satisfying: section != NSNotFound")
        snapshot.appendItems(["a", "a"])
        #expect(
            snapshot.raisedExceptions.last?.reason
                == "supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}")
        #expect(snapshot.numberOfItems == 0 && snapshot.raisedExceptions.count == 3)
        snapshot.appendItems(["a", "b"])
        snapshot.appendItems(["a"])
        #expect(snapshot.itemIdentifiers == ["b", "a"])
        #expect(snapshot.loggedWarnings.count == 1)
        #expect(snapshot.itemIdentifiers(inSection: "nope") == [])
        #expect(snapshot.numberOfItems(inSection: "s") == 2)
    }
}

/// Section snapshots through the facade's data source: the visible items become the
/// section's items.
@Suite struct DiffableSectionSnapshotTests {
    @Test func applyingASectionSnapshotShowsItsVisibleItems() throws {
        let fixture = DiffableDataSourceTests.Fixture()
        fixture.apply(["x"])
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Fruit"]) // a duplicate: recorded, unchanged
        #expect(
            outline.raisedExceptions.map(\.reason)
                == ["Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Fruit\n)}"])
        fixture.dataSource.apply(outline, to: "s")
        fixture.view.layoutIfNeeded()
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        fixture.dataSource.apply(outline, to: "s")
        fixture.view.layoutIfNeeded()
        // Fruit Veg → Fruit Apple Pear Veg: Apple and Pear inserted at 1 and 2, animated.
        #expect(fixture.view.numberOfItems(inSection: 0) == 4)
        #expect(fixture.view.lastUpdateAnimation != nil)
        #expect(fixture.cell(2)?.title == "Pear")
        #expect(fixture.dataSource.snapshot(for: "s").visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(fixture.dataSource.snapshot(for: "s").level(of: "Pear") == 1)
        #expect(fixture.view.raisedExceptions.isEmpty)
    }
}

/// The `async` forms of `apply` (iOS 15), as modern code calls them with `await`.
@Suite struct DiffableAsyncApplyTests {
    @Test func awaitedAppliesShowTheirSnapshots() async {
        let fixture = DiffableDataSourceTests.Fixture()
        fixture.apply(["a", "b"])
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(["b", "c"])
        await fixture.dataSource.apply(snapshot)
        // a deleted, c inserted: an animated batch update.
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["b", "c"])
        #expect(fixture.view.lastUpdateAnimation != nil)
        snapshot.appendItems(["d"])
        await fixture.dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(fixture.view.numberOfItems(inSection: 0) == 3 && fixture.view.lastUpdateAnimation == nil)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["x", "y"])
        await fixture.dataSource.apply(outline, to: "s", animatingDifferences: false)
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["x", "y"])
    }
}
