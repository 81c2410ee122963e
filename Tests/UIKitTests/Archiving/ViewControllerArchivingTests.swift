import Foundation
import Testing
import UIKit

/// A controller that archives its own state after UIKit's and reads it back after
/// `super.init(coder:)`, as controllers written for iOS do; its view makes a label in
/// `viewDidLoad()` unless an archive gave it one. (Top level: Foundation on Linux archives only
/// top-level classes.)
final class ScoreViewController: UIViewController {
    var score = 0
    var scoreLabel: UILabel?
    private(set) var viewDidLoadCount = 0

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        score = coder.decodeInteger(forKey: "score")
        scoreLabel = coder.decodeObject(forKey: "scoreLabel") as? UILabel
    }
    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(score, forKey: "score")
        coder.encode(scoreLabel, forKey: "scoreLabel")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        guard scoreLabel == nil else { return }
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 21))
        view.addSubview(label)
        scoreLabel = label
    }
}

/// View controllers in an archive (`NSCoding`, docs/REFERENCE.md §22.16): `NSKeyedArchiver` writes
/// a controller and `init?(coder:)` reads back what `encode(with:)` wrote.
@MainActor @Suite struct ViewControllerArchivingTests {
    private func copy<T: UIViewController>(_ controller: T) throws -> T {
        let data = NSKeyedArchiver.archivedData(withRootObject: controller)
        return try #require(NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? T)
    }

    @Test func aControllerKeepsItsTitlesAndPresentationAndBarSettings() throws {
        let controller = UIViewController()
        controller.title = "Inbox"
        controller.navigationItem.title = "All Inboxes"
        controller.tabBarItem.tag = 3
        controller.restorationIdentifier = "inbox"
        controller.modalPresentationStyle = .formSheet
        controller.modalTransitionStyle = .crossDissolve
        controller.definesPresentationContext = true
        controller.providesPresentationContextTransitionStyle = true
        controller.preferredContentSize = CGSize(width: 320, height: 240)
        controller.edgesForExtendedLayout = [.top, .bottom]
        controller.extendedLayoutIncludesOpaqueBars = true
        controller.hidesBottomBarWhenPushed = true
        controller.viewRespectsSystemMinimumLayoutMargins = false
        let copy = try copy(controller)
        #expect(copy !== controller)
        #expect(copy.title == "Inbox")
        // The navigation item's own title, set after the controller's, wins over it.
        #expect(copy.navigationItem.title == "All Inboxes")
        #expect(copy.tabBarItem.title == "Inbox" && copy.tabBarItem.tag == 3)
        #expect(copy.restorationIdentifier == "inbox")
        #expect(copy.modalPresentationStyle == .formSheet && copy.modalTransitionStyle == .crossDissolve)
        #expect(copy.definesPresentationContext && copy.providesPresentationContextTransitionStyle)
        #expect(copy.preferredContentSize == CGSize(width: 320, height: 240))
        #expect(copy.edgesForExtendedLayout == [.top, .bottom])
        #expect(copy.extendedLayoutIncludesOpaqueBars && copy.hidesBottomBarWhenPushed)
        #expect(!copy.viewRespectsSystemMinimumLayoutMargins)
        #expect(!copy.isViewLoaded, "a controller archived before its view loaded comes back without one")
    }

    @Test func aSubclassComesBackWithItsOwnStateAndItsViewWaitsForLoading() throws {
        let controller = ScoreViewController()
        controller.title = "Scores"
        controller.score = 42
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.scoreLabel?.text = "42 points"
        let copy = try copy(controller)
        #expect(copy.score == 42 && copy.title == "Scores")
        #expect(!copy.isViewLoaded && copy.viewDidLoadCount == 0, "decoding loads no view")
        let view = try #require(copy.view)
        #expect(copy.viewDidLoadCount == 1)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // The outlet and the view's subview are one label: one object in the archive.
        #expect(view.subviews.count == 1 && copy.scoreLabel === view.subviews.first)
        #expect(copy.scoreLabel?.text == "42 points" && copy.scoreLabel?.frame == CGRect(x: 20, y: 40, width: 200, height: 21))
        // A copy of the copy, view loaded: the same again.
        let again = try self.copy(copy)
        #expect(again.score == 42 && again.view.subviews.count == 1 && again.scoreLabel?.text == "42 points")
    }

    @Test func aLoadViewOverrideBuildsItsOwnViewOverTheArchivedOne() throws {
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        let copy = try copy(controller)
        // UICollectionViewController's loadView makes a collection view, as it would over a nib's view.
        #expect(copy.view is UICollectionView)
    }

    @Test func damagedValuesAreLeftAsTheControllerWasMade() throws {
        let unarchiver = try handWrittenArchive { archiver in
            archiver.encode(99, forKey: "UIModalPresentationStyle")
            archiver.encode(Double.nan, forKey: "UIPreferredContentSize.0")
            archiver.encode(10.0, forKey: "UIPreferredContentSize.1")
            archiver.encode(NSNumber(value: 42), forKey: "UITitle")
            archiver.encode("not a view", forKey: "UIView")
            // Bits beyond the four edges are dropped: 0x15 is top (1), bottom (4) and 16.
            archiver.encode(0x15, forKey: "UIKeyEdgesForExtendedLayout")
        }
        let controller = try #require(UIViewController(coder: unarchiver))
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.preferredContentSize == .zero)
        #expect(controller.title == nil)
        #expect(controller.edgesForExtendedLayout == [.top, .bottom])
        #expect(type(of: controller.view!) == UIView.self && controller.view.frame == .zero)
    }
}
