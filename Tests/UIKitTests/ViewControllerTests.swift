import Foundation
import Testing
import UIKit

/// A controller that records each lifecycle message it gets, in order.
private final class RecordingController: UIViewController {
    var events: [String] = []
    var customView: UIView?

    override func loadView() {
        events.append("loadView")
        if let customView { view = customView } else { super.loadView() }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear(\(animated))") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); events.append("viewIsAppearing(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); events.append("viewDidLayoutSubviews") }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        events.append("setEditing(\(editing), animated: \(animated))")
    }
    override func willMove(toParent parent: UIViewController?) {
        events.append("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        events.append("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

/// `UIViewController`'s lifecycle: lazy loading, appearance (simulated), layout callbacks,
/// editing and containment, in UIKit's order.
@Suite struct ViewControllerTests {
    @Test func theViewLoadsOnFirstAccessOnceLoadViewThenViewDidLoad() {
        let controller = RecordingController()
        // Nothing that only asks loads the view.
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.traitCollection.displayScale == 1)
        #expect(controller.events.isEmpty)
        let view = controller.view
        #expect(controller.events == ["loadView", "viewDidLoad"])
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        // The default loadView makes a plain view with a zero frame.
        #expect(view?.frame == .zero)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad"], "loading happens once")
    }

    @Test func loadViewIfNeededLoadsOnceAndAnOverriddenLoadViewSetsTheView() {
        let controller = RecordingController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        controller.customView = custom
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad"])
        #expect(controller.view === custom)
    }

    @Test func settingTheViewToNilUnloadsItAndTheNextReadLoadsAgain() {
        let controller = RecordingController()
        controller.loadViewIfNeeded()
        controller.view = nil
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(controller.events == ["loadView", "viewDidLoad", "loadView", "viewDidLoad"])
    }

    @Test func appearanceRunsInUIKitsOrderAndOnlyOnce() {
        let controller = RecordingController()
        controller.simulateAppearance(animated: true)
        // Loading first, then will-appear, is-appearing, the view's layout pass, did-appear.
        #expect(
            controller.events == [
                "loadView", "viewDidLoad", "viewWillAppear(true)", "viewIsAppearing(true)", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews",
                "viewDidAppear(true)",
            ])
        controller.events = []
        controller.simulateAppearance()
        #expect(controller.events.isEmpty, "a visible controller gets no second viewWillAppear")
        controller.simulateDisappearance()
        controller.simulateDisappearance()
        #expect(controller.events == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        controller.events = []
        controller.simulateAppearance()
        #expect(controller.events.first == "viewWillAppear(false)", "no second load")
    }

    @Test func disappearanceBeforeAppearanceDoesNothing() {
        let controller = RecordingController()
        controller.simulateDisappearance()
        #expect(controller.events.isEmpty)
        #expect(!controller.isViewLoaded)
    }

    @Test func theRootViewsLayoutPassTellsTheController() {
        let controller = RecordingController()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        #expect(controller.events == ["loadView", "viewDidLoad", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        // Adding a subview marks the root view, as UIKit does: the subview's pass starts there.
        let subview = UIView(frame: .zero)
        controller.view.addSubview(subview)
        subview.layoutIfNeeded()
        #expect(controller.events.count == 6)
        // A view that is not the root view tells nobody.
        subview.setNeedsLayout()
        subview.layoutIfNeeded()
        #expect(controller.events.count == 6)
    }

    @Test func isEditingGoesThroughSetEditingWithoutAnimation() {
        let controller = RecordingController()
        #expect(!controller.isEditing)
        controller.isEditing = true
        controller.setEditing(false, animated: true)
        #expect(controller.events == ["setEditing(true, animated: false)", "setEditing(false, animated: true)"])
        #expect(!controller.isEditing)
    }

    @Test func addChildCallsWillMoveAndRemoveFromParentCallsDidMove() {
        let parent = UIViewController(), other = UIViewController()
        let child = RecordingController()
        parent.addChild(child)
        #expect(child.parent === parent && parent.children.count == 1)
        #expect(child.events == ["willMove(toParent: parent)"])
        parent.addChild(child) // already its child: nothing
        #expect(parent.children.count == 1 && child.events.count == 1)
        other.addChild(child) // taken from the first container
        #expect(parent.children.isEmpty && other.children.first === child && child.parent === other)
        child.removeFromParent()
        #expect(child.parent == nil && other.children.isEmpty)
        #expect(child.events == ["willMove(toParent: parent)", "willMove(toParent: parent)", "didMove(toParent: nil)"])
        child.removeFromParent()
        #expect(child.events.count == 3, "no container: nothing")
    }

    @Test func theControllersTitleAndNibAreKept() {
        let controller = UIViewController(nibName: "Main", bundle: nil)
        controller.title = "Photos"
        #expect(controller.title == "Photos" && controller.nibName == "Main" && controller.nibBundle == nil)
    }
}
