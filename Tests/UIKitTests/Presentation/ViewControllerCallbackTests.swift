import Testing
import UIKit

/// `UIViewController`'s content-container and environment callbacks, as Apple documents
/// them: a child's preferred-size change is told to its parent, a root view's margin change
/// to its controller, and a detail shown without a split view is presented.
@MainActor @Suite struct ViewControllerCallbackTests {
    /// A controller recording the callbacks it gets.
    final class Recording: UIViewController {
        var changedChildren: [UIViewController] = [], marginChanges = 0
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            if let child = container as? UIViewController { changedChildren.append(child) }
        }
        override func viewLayoutMarginsDidChange() {
            super.viewLayoutMarginsDidChange()
            marginChanges += 1
        }
    }

    @Test func aChildsPreferredSizeChangeIsToldToItsParent() {
        let parent = Recording(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.changedChildren.count == 1, "once: the second set changes nothing")
        #expect(parent.changedChildren.first === child)
    }

    @Test func theRootViewsMarginChangeIsToldToItsController() {
        let controller = Recording()
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 30, bottom: 1, right: 30)
        #expect(controller.marginChanges == 1)
        let subview = UIView()
        controller.view.addSubview(subview)
        subview.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        #expect(controller.marginChanges == 1, "a subview's margins are not the root view's")
    }

    @Test func aDetailWithoutASplitViewIsPresented() {
        let root = UIViewController(), detail = UIViewController()
        let window = phoneWindow(root: root)
        root.showDetailViewController(detail, sender: nil)
        #expect(root.presentedViewController === detail)
        withExtendedLifetime(window) {}
    }
}
