import Testing
import UIKit

/// The diffable data source's `reorderingHandlers` driven by an interactive movement. The
/// grid: a 390 × 520 view, 110 × 110 items, insets 15 → three columns at x 15, 140, 265
/// (centres 70, 195, 320), rows at y 15, 135, 255 (centres 70, 190, 310).
@Suite struct DiffableReorderingTests {
    final class Log { var entries: [String] = [] }

    private func fixture() -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.sectionInset = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 520), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems((0..<9).map { String(UnicodeScalar(UInt8(65 + $0))) })
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test func withoutCanReorderItemNothingMoves() {
        let (view, _) = fixture()
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func aReorderRunsTheHandlersWithTheTransaction() throws {
        let (view, dataSource) = fixture()
        let log = Log()
        dataSource.reorderingHandlers.canReorderItem = { $0 != "C" }
        dataSource.reorderingHandlers.willReorder = { transaction in
            log.entries.append(
                "will \(transaction.initialSnapshot.itemIdentifiers.joined())→\(transaction.finalSnapshot.itemIdentifiers.joined())")
        }
        var last: NSDiffableDataSourceTransaction<String, String>?
        dataSource.reorderingHandlers.didReorder = { transaction in
            log.entries.append("did, snapshot \(dataSource.snapshot().itemIdentifiers.joined())")
            last = transaction
        }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)), "canReorderItem refuses C")
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 190)) // E's cell: [0, 4]
        view.endInteractiveMovement()
        // A removed from 0 and inserted at 4; the data source takes the new snapshot between
        // the two handlers.
        #expect(log.entries == ["will ABCDEFGHI→BCDEAFGHI", "did, snapshot BCDEAFGHI"])
        let transaction = try #require(last)
        #expect(transaction.difference.count == 2)
        #expect(
            transaction.difference.contains { change in
                if case let .insert(offset, element, associatedWith) = change {
                    return offset == 4 && element == "A" && associatedWith == 0
                }
                return false
            })
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["s"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items.joined() == "BCDEAFGHI")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 4, section: 0)) == "A")
    }
}
