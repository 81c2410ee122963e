import Testing

@testable import UIKit

/// A tree with no source of safe area — no window, no simulated insets, no view controller's
/// root view, no view told of insets — has nothing to tell, and the safe-area walk skips it
/// (UIView+SafeArea.swift, docs/REFERENCE.md §26.11). Each test checks that a view still
/// hears what the walk over every view told it: the insets it has, when they change, once.
@Suite struct SafeAreaSourceTests {
    /// A view that records the insets it has each time it is told they changed.
    private final class RecordingView: UIView {
        var told: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            told.append(safeAreaInsets)
        }
    }

    /// A controller that counts `viewSafeAreaInsetsDidChange()`.
    private final class CountingController: UIViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            changes += 1
        }
    }

    /// `outer` (300 × 600) holding `inner` at (0, 10, 300, 100), holding `leaf` at
    /// (0, 5, 100, 50): three recording views built outside any window.
    private func subtree() -> (outer: RecordingView, inner: RecordingView, leaf: RecordingView) {
        let frames = [
            CGRect(x: 0, y: 0, width: 300, height: 600), CGRect(x: 0, y: 10, width: 300, height: 100),
            CGRect(x: 0, y: 5, width: 100, height: 50),
        ]
        let views = frames.map { RecordingView(frame: $0) }
        // Each view is a subview of the one before it.
        for (superview, subview) in zip(views, views.dropFirst()) { superview.addSubview(subview) }
        return (views[0], views[1], views[2])
    }

    @Test func aTreeWithoutSourcesTellsNothingAndReadsZero() {
        let (outer, inner, leaf) = subtree()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        root.addSubview(outer)
        for view in [outer, inner, leaf] { #expect(view.told.isEmpty && view.safeAreaInsets == .zero) }
        #expect(!root.treeHasSafeArea)
    }

    @Test func aSubtreeBuiltOutsideIsToldTheInsetsOfTheTreeItJoins() {
        let (outer, inner, leaf) = subtree()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        root.addSubview(outer)
        // outer at the root's top: 40; inner from y 10: 40 − 10 = 30; leaf from y 5 in it: 25.
        #expect(outer.told == [UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)])
        #expect(inner.told == [UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)])
        #expect(leaf.told == [UIEdgeInsets(top: 25, left: 0, bottom: 0, right: 0)])
    }

    @Test func insetsSetLaterAboveASkippedSubtreeReachIt() {
        let (outer, inner, leaf) = subtree()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        root.addSubview(outer)
        #expect(leaf.told.isEmpty)
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        // outer reaches the root's bottom: 20; inner (to y 110) and leaf are far above 580.
        #expect(outer.told == [UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)])
        #expect(inner.told.isEmpty && leaf.told.isEmpty)
    }

    @Test func aViewToldOfInsetsIsToldZeroWhenItLeavesForATreeWithout() {
        let (outer, inner, leaf) = subtree()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        root.addSubview(outer)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        plain.addSubview(inner)
        // inner and leaf had 30 and 25; under a superview without insets they have none.
        #expect(inner.told == [UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0), .zero])
        #expect(leaf.told == [UIEdgeInsets(top: 25, left: 0, bottom: 0, right: 0), .zero])
        #expect(outer.told == [UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)])
        // Moved back under the insets, they are told them again.
        outer.addSubview(inner)
        #expect(leaf.told.last == UIEdgeInsets(top: 25, left: 0, bottom: 0, right: 0) && leaf.told.count == 3)
    }

    @Test func aControllersRootViewIsASourceWhereverItGoes() {
        let controller = CountingController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let view: UIView = controller.view
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        #expect(view.safeAreaInsets.top == 10 && controller.changes == 1)
        let leaf = RecordingView(frame: CGRect(x: 0, y: 4, width: 100, height: 50))
        view.addSubview(leaf)
        // The leaf from y 4 under the root view's 10: 6.
        #expect(leaf.told == [UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)])
        // A plain tree taking the root view is then a tree with a source.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        plain.addSubview(view)
        #expect(plain.treeHasSafeArea)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(controller.changes == 2 && leaf.told.last == UIEdgeInsets(top: 16, left: 0, bottom: 0, right: 0))
    }

    @Test func aWindowIsASourceForTheViewsPutInIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.deviceSafeArea = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let (outer, inner, leaf) = subtree()
        window.addSubview(outer)
        // outer (300 × 600 at the top) reaches only the top inset: 47; inner from y 10: 37;
        // leaf from y 5 in it: 32.
        #expect(outer.told == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        #expect(inner.told == [UIEdgeInsets(top: 37, left: 0, bottom: 0, right: 0)])
        #expect(leaf.told == [UIEdgeInsets(top: 32, left: 0, bottom: 0, right: 0)])
    }
}
