import Testing
import UIKit

/// A collection view inside a controller's view is laid out by its superview's layout pass
/// (UIKit's collection view lays out in `layoutSubviews()`): hosted in a window of one size
/// and then of another, its elements follow its new bounds without anything asking the
/// collection view itself.
@Suite struct SuperviewLayoutPassTests {
    final class ListController: UIViewController {
        var list: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            list = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(list)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            dataSource = UICollectionViewDiffableDataSource(collectionView: list) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2, 3])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// Hosts the controller as a child of a window's root controller, laid out by the root's
    /// view; returns what takes it out again.
    func host(_ controller: UIViewController, in size: CGSize) -> () -> Void {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.isHidden = false
        let root = UIViewController()
        root.view.frame = window.frame
        controller.view.frame = root.view.frame
        root.view.addSubview(controller.view)
        root.addChild(controller)
        controller.didMove(toParent: root)
        window.rootViewController = root
        root.view.layoutIfNeeded()
        return {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
            window.rootViewController = nil
            withExtendedLifetime(window) {}
        }
    }

    @Test func aSuperviewsPassLaysOutTheListAtEachNewSize() {
        let controller = ListController()
        let undo = host(controller, in: CGSize(width: 568, height: 320))
        // A plain list's rows span the width: the content is as wide as the bounds.
        #expect(controller.list.contentSize.width == 568)
        undo()
        let undoAgain = host(controller, in: CGSize(width: 390, height: 844))
        #expect(controller.list.bounds.width == 390)
        #expect(controller.list.contentSize.width == 390)
        undoAgain()
    }
}
