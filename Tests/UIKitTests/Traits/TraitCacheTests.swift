import DeviceCatalog
import Testing

@testable import UIKit

/// A view keeps its resolved traits until UIKit would resolve them again. Each test reads every
/// view's traits (so each keeps them), changes one thing traits are made from, and checks
/// that every view now shows the traits resolved with nothing kept, and that the change
/// reached the view it should (so a cache that never updates fails).
@Suite struct TraitCacheTests {
    /// Reads each view's traits, then forgets every kept trait below `tops` and resolves again:
    /// the kept and the fresh traits must be equal. Returns the kept ones.
    @discardableResult
    private func expectKeptAreFresh(
        _ views: [UIView], tops: [UIView], sourceLocation: SourceLocation = #_sourceLocation
    ) -> [UITraitCollection] {
        let kept = views.map(\.traitCollection)
        for top in tops { top.dropResolvedTraits() }
        for (index, view) in views.enumerated() {
            #expect(view.traitChanges.resolved == nil, "view \(index) still keeps traits", sourceLocation: sourceLocation)
            let fresh = view.traitCollection
            #expect(kept[index].isEqual(fresh), "view \(index): kept \(kept[index]), fresh \(fresh)", sourceLocation: sourceLocation)
        }
        return kept
    }

    /// root → middle → leaf, each read once so each keeps its traits.
    private func chain() -> (root: UIView, middle: UIView, leaf: UIView) {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        _ = [root, middle, leaf].map(\.traitCollection)
        return (root, middle, leaf)
    }

    @Test func aViewKeepsItsTraitsUntilSomethingChanges() {
        let (root, middle, leaf) = chain()
        #expect(leaf.traitChanges.resolved != nil && middle.traitChanges.resolved != nil)
        #expect(leaf.traitCollection === leaf.traitCollection)
        expectKeptAreFresh([root, middle, leaf], tops: [root])
    }

    @Test func overridesAboveReachTheViewsBelow() {
        let (root, middle, leaf) = chain()
        root.overrideUserInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        root.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(leaf.traitCollection.preferredContentSizeCategory == .extraLarge)
        middle.traitOverrides.userInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light && root.traitCollection.userInterfaceStyle == .dark)
        middle.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(leaf.traitCollection.layoutDirection == .rightToLeft && leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        expectKeptAreFresh([root, middle, leaf], tops: [root])
    }

    @Test func movingAViewResolvesItsTraitsAndItsSubviewsAgain() {
        let (root, middle, leaf) = chain()
        let dark = UIView()
        dark.overrideUserInterfaceStyle = .dark
        _ = dark.traitCollection
        dark.addSubview(middle)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        expectKeptAreFresh([root, dark, middle, leaf], tops: [root, dark])
        middle.removeFromSuperview()
        #expect(leaf.traitCollection.userInterfaceStyle == .unspecified && leaf.traitCollection.displayScale == 1)
        expectKeptAreFresh([root, dark, middle, leaf], tops: [root, dark, middle])
    }

    @Test func aWindowAndItsScreenGiveTheirTraits() {
        let (root, middle, leaf) = chain()
        let window = SimulatedEnvironment.standard.perform { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        window.addSubview(root)
        #expect(leaf.traitCollection.displayScale == 3 && leaf.traitCollection.horizontalSizeClass == .compact)
        window.screen = SimulatedEnvironment(device: .iPadPro11).perform { UIScreen.main }
        #expect(leaf.traitCollection.displayScale == 2 && leaf.traitCollection.horizontalSizeClass == .regular)
        expectKeptAreFresh([window, root, middle, leaf], tops: [window])
    }

    @Test func aControllersTraitsReachItsViewsAndItsChildrensViews() {
        let window = SimulatedEnvironment.standard.perform { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        let controller = UIViewController(), child = UIViewController(), detached = UIViewController()
        window.rootViewController = controller
        let leaf = UIView()
        controller.view.addSubview(leaf)
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        controller.addChild(detached)
        let views: [UIView] = [window, controller.view, leaf, child.view, detached.view]
        _ = views.map(\.traitCollection)
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark && child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(detached.view.traitCollection.userInterfaceStyle == .dark)
        controller.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular && leaf.traitCollection.horizontalSizeClass == .compact)
        expectKeptAreFresh(views, tops: [window])
        // Leaving its container, a controller's view inherits its own way again.
        _ = views.map(\.traitCollection)
        detached.removeFromParent()
        #expect(detached.view.traitCollection.userInterfaceStyle == .unspecified)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.view.traitCollection.horizontalSizeClass == .compact)
        expectKeptAreFresh(views, tops: [window, detached.view])
        // A new root view leaves the old one inheriting from its superview only.
        let old: UIView = controller.view
        _ = old.traitCollection
        controller.view = UIView()
        #expect(old.traitCollection.userInterfaceStyle == .light)
        expectKeptAreFresh([old, leaf, controller.view], tops: [window, controller.view])
    }

    @Test func aControllerMaskedByItsViewStillReachesItsChildren() {
        let window = SimulatedEnvironment.standard.perform { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        let controller = UIViewController(), child = UIViewController()
        window.rootViewController = controller
        controller.addChild(child)
        controller.view.addSubview(child.view)
        controller.view.overrideUserInterfaceStyle = .light
        let views: [UIView] = [window, controller.view, child.view]
        _ = views.map(\.traitCollection)
        // The root view's own override hides the window's change from it; the child
        // controller's view inherits through the controllers, which see it.
        window.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.view.traitCollection.userInterfaceStyle == .light && child.view.traitCollection.userInterfaceStyle == .dark)
        expectKeptAreFresh(views, tops: [window])
    }

    /// A view that counts the trait changes it is told of.
    private final class CountingView: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
        }
    }

    @Test func aViewThatChangesNothingSharesItsParentsTraitsUntilOneOfItsOwnApplies() {
        let root = UIView(), middle = UIView(), leaf = CountingView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        // Nothing of their own: the root's collection, the same object (compared at once).
        #expect(middle.traitCollection === root.traitCollection && leaf.traitCollection === root.traitCollection)
        #expect(leaf.changes == 0)
        // An override above: a collection of its own, which the leaf shares and is told of.
        middle.overrideUserInterfaceStyle = .dark
        #expect(middle.traitCollection !== root.traitCollection && leaf.traitCollection === middle.traitCollection)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark && leaf.changes == 1)
        // Its own forced direction, and its own override: the leaf's own collections.
        leaf.semanticContentAttribute = .forceRightToLeft
        #expect(leaf.traitCollection !== middle.traitCollection && leaf.traitCollection.layoutDirection == .rightToLeft)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark && leaf.changes == 2)
        leaf.semanticContentAttribute = .unspecified
        #expect(leaf.traitCollection === middle.traitCollection && leaf.changes == 3)
        leaf.traitOverrides.userInterfaceStyle = .light
        #expect(leaf.traitCollection !== middle.traitCollection && leaf.traitCollection.userInterfaceStyle == .light)
        #expect(leaf.changes == 4)
        expectKeptAreFresh([root, middle, leaf], tops: [root])
    }

    /// A view that reads a subview's traits when told its own changed.
    private final class ReadingView: UIView {
        var seen: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            seen += subviews.map { $0.traitCollection.userInterfaceStyle }
        }
    }

    @Test func aViewToldOfAChangeReadsItsSubviewsNewTraits() {
        let parent = ReadingView(), child = UIView(), grandchild = UIView()
        parent.addSubview(child)
        child.addSubview(grandchild)
        _ = [parent, child, grandchild].map(\.traitCollection)
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.seen == [.dark] && grandchild.traitCollection.userInterfaceStyle == .dark)
        expectKeptAreFresh([parent, child, grandchild], tops: [parent])
    }

    @Test func cellsFollowTheirCollectionView() throws {
        let counts = Counts([3])
        let view = makeView(flowLayout(), counts: counts)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let label = UILabel()
        cell.contentView.addSubview(label)
        _ = label.traitCollection
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark && cell.contentView.traitCollection.userInterfaceStyle == .dark)
        expectKeptAreFresh([view, cell, cell.contentView, label], tops: [view])
        withExtendedLifetime(counts) {}
    }
}
