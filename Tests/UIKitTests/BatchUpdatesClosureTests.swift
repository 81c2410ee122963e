import Testing
import UIKit

/// UIKit declares the `updates` block of `performBatchUpdates(_:completion:)` `NS_NOESCAPE`
/// (UICollectionView.h, UITableView.h), so on iOS a closure written in place may use `self`
/// implicitly — Airbnb's MagazineLayout example does, in a view controller. Swift cannot
/// declare an optional closure non-escaping; an overload taking it non-optional gives the same
/// source compatibility. These controllers compile only if it does.
@MainActor @Suite struct BatchUpdatesClosureTests {
    final class GridController: UIViewController {
        let counts = Counts([3])
        lazy var collectionView = makeView(flowLayout(), counts: counts)

        func removeAll() {
            collectionView.performBatchUpdates({
                counts.sections = [0]
                collectionView.deleteItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
            })
        }
    }

    final class ListController: UIViewController, UITableViewDataSource {
        var rows = 2
        lazy var tableView: UITableView = {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.layoutIfNeeded()
            return table
        }()

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }

        func addRow() {
            tableView.performBatchUpdates {
                rows += 1
                tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            }
        }
    }

    @Test func aCollectionViewUpdateWrittenInPlaceUsesSelfImplicitly() {
        let controller = GridController()
        controller.removeAll()
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(controller.collectionView.raisedExceptions.isEmpty)
    }

    @Test func aTableViewUpdateWrittenInPlaceUsesSelfImplicitly() {
        let controller = ListController()
        controller.addRow()
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func aNilOrStoredUpdateStillTakesTheOptionalForm() {
        let controller = GridController()
        let stored: (() -> Void)? = nil
        controller.collectionView.performBatchUpdates(stored)
        controller.collectionView.performBatchUpdates(nil, completion: nil)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 3)
    }
}
