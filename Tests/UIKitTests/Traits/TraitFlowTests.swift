import Testing
import UIKit

/// A view that records its trait changes.
private final class RecordingView: UIView {
    var changes: [(previous: UIUserInterfaceStyle, current: UIUserInterfaceStyle, currentDuring: UIUserInterfaceStyle)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(
            (
                previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle,
                UITraitCollection.current.userInterfaceStyle
            ))
    }
}

/// A controller that records its callbacks in order.
private final class RecordingController: UIViewController {
    var events: [String] = []
    override func viewDidLoad() { events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { events.append("viewIsAppearing") }
    override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { events.append("traitCollectionDidChange") }
}

/// Traits flow from the window to the view controller to its views, as UIKit's trait system
/// does; the window is on the simulated device (an iPhone 13 by default: 390 × 844 @3x,
/// compact width, regular height, safe area 47 top and 34 bottom).
@Suite struct TraitFlowTests {
    @Test func windowControllerAndViewsShareTheScreensTraits() {
        SimulatedEnvironment.standard.perform {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let controller = RecordingController()
            let child = UIView()
            window.rootViewController = controller
            controller.view.addSubview(child)
            for traits in [window.traitCollection, controller.traitCollection, child.traitCollection] {
                #expect(traits.displayScale == 3 && traits.userInterfaceIdiom == .phone)
                #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
                #expect(traits.userInterfaceStyle == .light && traits.preferredContentSizeCategory == .large)
            }
            // The controller's style override reaches its views, not the window.
            controller.overrideUserInterfaceStyle = .dark
            #expect(child.traitCollection.userInterfaceStyle == .dark && window.traitCollection.userInterfaceStyle == .light)
            #expect(controller.events.last == "traitCollectionDidChange")
            // A parent's override for a child controller.
            let inner = UIViewController()
            controller.addChild(inner)
            controller.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: inner)
            #expect(inner.traitCollection.horizontalSizeClass == .regular && inner.traitCollection.userInterfaceStyle == .dark)
        }
    }

    @Test func traitChangesNotifyOnceWithTheCurrentTraitsSet() {
        let root = UIView(), middle = RecordingView(), leaf = RecordingView(), sibling = RecordingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)
        var handled: [UIUserInterfaceStyle] = []
        let registration = leaf.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: RecordingView, previous) in
            handled.append(previous.userInterfaceStyle)
        }
        var scaleChanges = 0
        leaf.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UIView, _) in scaleChanges += 1 }
        middle.overrideUserInterfaceStyle = .dark
        #expect(middle.changes.map(\.current) == [.dark] && leaf.changes.map(\.current) == [.dark])
        #expect(leaf.changes.first?.previous == .unspecified && leaf.changes.first?.currentDuring == .dark)
        #expect(sibling.changes.isEmpty && handled == [.unspecified] && scaleChanges == 0)
        // Setting the same value again changes nothing; an unrelated override notifies only
        // the handlers of that trait.
        middle.overrideUserInterfaceStyle = .dark
        middle.traitOverrides.displayScale = 2
        #expect(leaf.changes.count == 2 && handled.count == 1 && scaleChanges == 1)
        leaf.unregisterForTraitChanges(registration)
        middle.overrideUserInterfaceStyle = .light
        #expect(handled.count == 1)
        // Moving a view to another parent reports the traits it now inherits.
        sibling.addSubview(leaf)
        #expect(leaf.traitCollection.userInterfaceStyle == .unspecified && leaf.changes.last?.current == .unspecified)
    }

    @Test func aRootControllerAppearsInUIKitsOrderWhenTheWindowShows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = RecordingController()
        window.rootViewController = controller
        #expect(!controller.events.contains("viewWillAppear"))
        window.makeKeyAndVisible()
        let appearance = controller.events.filter { $0 != "traitCollectionDidChange" }
        #expect(
            appearance == [
                "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
            ])
        #expect(window.isKeyWindow && controller.view.frame == window.bounds)
        // A second showing sends nothing.
        window.isHidden = true
        window.isHidden = false
        #expect(controller.events.filter { $0 == "viewWillAppear" }.count == 1)
    }

    @Test func theSafeAreaComesFromTheDeviceThroughTheWindow() {
        SimulatedEnvironment.standard.perform {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let controller = UIViewController()
            window.rootViewController = controller
            window.layoutIfNeeded()
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            // A subview from y = 20 to 120 overlaps 47 − 20 = 27 points of the top inset.
            let banner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
            controller.view.addSubview(banner)
            #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            #expect(controller.view.safeAreaInsets.top == 57 && banner.safeAreaInsets.top == 37)
            // On its side an iPhone 13's safe area is 47 left and right, 21 bottom.
            SimulatedEnvironment(device: .iPhone13, orientation: .landscape).perform {
                let landscape = UIWindow(frame: UIScreen.main.bounds)
                #expect(landscape.bounds.size == CGSize(width: 844, height: 390))
                #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
                #expect(
                    landscape.traitCollection.horizontalSizeClass == .compact && landscape.traitCollection.verticalSizeClass == .compact)
            }
        }
    }
}
