import Foundation
import ReelTesting
import SnapshotTesting
import Testing
import UIKit

/// The usual iOS subclass, written as on iOS: 20 plain cells in one section.
final class PhotosViewController: UICollectionViewController {
    var selected: [IndexPath] = []
    var deselected: [IndexPath] = []
    var layoutPasses = 0

    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.backgroundColor = .systemBackground
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deselected.append(indexPath)
    }
}

/// A subclass that counts items but never overrides `cellForItemAt`.
final class CountOnlyCollectionViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
}

/// A subclass that adopts the flow delegate itself (UIKit's controller does not) and
/// overrides a scroll delegate method.
final class SizedCollectionViewController: UICollectionViewController {
    var scrolls = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

extension SizedCollectionViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: 30)
    }
}

/// A subclass whose `loadView()` sets its own collection view without calling super.
final class OwnViewCollectionViewController: UICollectionViewController {
    var own: UICollectionView?
    override func loadView() { view = own }
}

/// `UICollectionViewController`: its collection view is its view, it is that view's data
/// source and delegate, and subclasses override UIKit's methods.
///
/// The photos controller's flow layout in a 320 × 480 view: 50 × 50 items, spacing 10.
/// perLine = floor((320 + 10) / (50 + 10)) = 5; the 320 − 5 × 50 = 70 points left spread over
/// 4 gaps of 17.5, so column c starts at 67.5 × c; row r at 60 × r. 20 items = 4 rows, all
/// inside 480.
@Suite struct CollectionViewControllerTests {
    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private func loadedPhotos() -> PhotosViewController {
        let controller = PhotosViewController()
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test func theCollectionViewIsTheViewWithTheLayoutAndTheControllerAsDataSourceAndDelegate() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(!controller.isViewLoaded)
        let collectionView = controller.collectionView
        #expect(controller.isViewLoaded && controller.view === collectionView)
        #expect(collectionView?.collectionViewLayout === layout && controller.collectionViewLayout === layout)
        #expect(collectionView?.dataSource === controller && collectionView?.delegate === controller)
        // UIKit's defaults.
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
        // The base class answers one section of no items, without an exception.
        collectionView?.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        collectionView?.layoutIfNeeded()
        #expect(collectionView?.numberOfSections == 1 && collectionView?.numberOfItems(inSection: 0) == 0)
        #expect(collectionView?.raisedExceptions.isEmpty == true)
    }

    @Test func aSubclassWrittenAsOnIOSLaysOutInItsViewsBounds() throws {
        let controller = loadedPhotos()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.raisedExceptions.isEmpty)
        #expect(collectionView.backgroundColor == .systemBackground)
        #expect(collectionView.visibleCells.count == 20)
        // Item 7: row 1, column 2 → (67.5 × 2, 60 × 1) = (135, 60).
        #expect(collectionView.cellForItem(at: path(7))?.frame == CGRect(x: 135, y: 60, width: 50, height: 50))
        // Item 19: row 3, column 4 → (270, 180).
        #expect(collectionView.cellForItem(at: path(19))?.frame == CGRect(x: 270, y: 180, width: 50, height: 50))
        // Content height: 4 rows of 50 and 3 gaps of 10 = 230.
        #expect(collectionView.contentSize == CGSize(width: 320, height: 230))
        #expect(controller.layoutPasses == 1, "the layout pass told the controller once")
        collectionView.layoutIfNeeded()
        #expect(controller.layoutPasses == 1, "nothing pending: no layout pass, no callback")
    }

    @Test func aTapReachesTheOverriddenDidSelect() {
        let controller = loadedPhotos()
        controller.collectionView.simulateTap(at: path(3))
        #expect(controller.selected == [path(3)])
        #expect(controller.collectionView.indexPathsForSelectedItems == [path(3)])
    }

    @Test func viewWillAppearClearsTheSelectionWithoutTellingTheDelegate() {
        let controller = loadedPhotos()
        controller.simulateAppearance() // the first appearance reloads the data
        controller.collectionView.simulateTap(at: path(3))
        controller.simulateDisappearance()
        controller.simulateAppearance()
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(controller.deselected.isEmpty, "deselectItem(at:animated:) does not tell the delegate")
    }

    @Test func withoutClearsSelectionOnViewWillAppearTheSelectionStays() {
        let controller = loadedPhotos()
        controller.clearsSelectionOnViewWillAppear = false
        controller.simulateAppearance()
        controller.collectionView.simulateTap(at: path(3))
        controller.simulateDisappearance()
        controller.simulateAppearance()
        #expect(controller.collectionView.indexPathsForSelectedItems == [path(3)])
    }

    @Test func editingIsPassedToTheCollectionView() {
        let controller = PhotosViewController()
        controller.setEditing(true, animated: false) // before the view loads
        #expect(controller.collectionView.isEditing, "the loaded collection view starts editing")
        controller.setEditing(false, animated: true)
        #expect(!controller.collectionView.isEditing)
        controller.isEditing = true
        #expect(controller.collectionView.isEditing)
    }

    @Test func aSubclassWithoutCellForItemAtRecordsUIKitsException() {
        let controller = CountOnlyCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.collectionView.layoutIfNeeded()
        // One exception per item asked for (an app stops at the first), and no second one
        // about the empty cell's missing reuse identifier.
        let expected = UIKitException(
            reason: "-[UIKitTests.CountOnlyCollectionViewController collectionView:cellForItemAtIndexPath:]: "
                + "unrecognized selector sent to instance 0x0000000000000000", name: "NSInvalidArgumentException")
        #expect(controller.collectionView.raisedExceptions == [expected, expected])
    }

    @Test func aControllerWithoutALayoutRecordsUIKitsExceptionWhenItsViewLoads() {
        let controller = UICollectionViewController()
        #expect(
            controller.collectionView.raisedExceptions == [
                UIKitException(
                    reason: "UICollectionView must be initialized with a non-nil layout parameter", name: "NSInvalidArgumentException")
            ])
    }

    @Test func aSnapshotOfItFailsNamingTheException() {
        let controller = UICollectionViewController()
        var dump: String?
        withKnownIssue {
            Snapshotting<UICollectionView, String>.attributes.snapshot(controller.collectionView).run { dump = $0 }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                .contains("NSInvalidArgumentException: UICollectionView must be initialized with a non-nil layout parameter")
        }
        #expect(dump == nil)
    }

    @Test func aSubclassAdoptingTheFlowDelegateSizesItsItemsAndHearsScrolls() {
        let controller = SizedCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        controller.collectionView.layoutIfNeeded()
        // 100 × 30 items, one per 100-wide line: item 1 at y = 30 + 10 = 40.
        #expect(controller.collectionView.cellForItem(at: path(1))?.frame == CGRect(x: 0, y: 40, width: 100, height: 30))
        controller.collectionView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        #expect(controller.scrolls == 1)
    }

    @Test func settingTheCollectionViewReplacesTheView() {
        let controller = PhotosViewController()
        let replacement = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView = replacement
        #expect(controller.view === replacement && controller.collectionView === replacement)
        #expect(replacement.dataSource == nil, "its data source stays as it was")
    }

    @Test func aLoadViewOverrideThatSetsACollectionViewMakesItTheCollectionView() {
        let own = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let controller = OwnViewCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.own = own
        #expect(controller.collectionView === own && controller.view === own)
        #expect(own.dataSource == nil, "only the controller's own loadView() sets the data source")
    }

    @Test func theAttributesSnapshotOfTheControllersCollectionView() throws {
        let controller = loadedPhotos()
        var dump: String?
        Snapshotting<UICollectionView, String>.attributes.snapshot(controller.collectionView).run { dump = $0 }
        let text = try #require(dump)
        // 20 cells, one line each; item 7 at (135, 60) as worked above.
        #expect(text.components(separatedBy: "\"category\": \"cell\"").count - 1 == 20)
        #expect(text.contains("\"indexPath\": [0, 7], \"frame\": [135, 60, 50, 50]"))
    }
}
