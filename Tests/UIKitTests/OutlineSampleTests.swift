import Testing
import UIKit

/// The lines of Apple's "Implementing Modern Collection Views" OutlineViewController that
/// needed a navigation item, autoresizing and background configurations, compiled unchanged,
/// and what they do: the collection view follows the controller's root view.
@Suite struct OutlineSampleTests {
    final class OutlineLikeViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Modern Collection Views"
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: generateLayout())
            view.addSubview(collectionView)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            self.collectionView = collectionView
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, title in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Lists", "Grids"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        private func generateLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        }
    }

    @Test func theCollectionViewFollowsTheRootView() throws {
        let controller = OutlineLikeViewController()
        controller.loadViewIfNeeded()
        #expect(controller.navigationItem.title == "Modern Collection Views")
        // The root view is zero-sized here, so the collection view starts 0 × 0.
        #expect(controller.collectionView.frame == .zero)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        // Width and height are its only flexible parts: it takes the whole 390 × 844.
        #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.collectionView.layoutIfNeeded()
        // A plain list's rows span the width: 390.
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.minX == 0 && cell.frame.width == 390)
        #expect(cell.backgroundConfiguration == UIBackgroundConfiguration.clear())
    }
}
