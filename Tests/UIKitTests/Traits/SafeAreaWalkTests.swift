import Testing

@testable import UIKit

/// The walk that tells views their safe area changed reads each view's insets once and lets
/// its subviews build on them (UIView+SafeArea.swift): each view must be told the insets it
/// has, worked from its superview's (the part of them its frame reaches into), and a view
/// moved by a callback during the walk must not hand its old insets on.
@Suite struct SafeAreaWalkTests {
    /// A view that records the insets it has each time it is told they changed; it can move
    /// another view when told.
    private final class RecordingView: UIView {
        var told: [UIEdgeInsets] = []
        var onChange: (() -> Void)?
        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            told.append(safeAreaInsets)
            onChange?()
        }
    }

    /// A root 300 × 600 holding `middle`, which holds `first` then `second`, at the frames given.
    private func tree(middle: CGRect, first: CGRect, second: CGRect) -> (UIView, RecordingView, RecordingView, RecordingView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let views = (RecordingView(frame: middle), RecordingView(frame: first), RecordingView(frame: second))
        root.addSubview(views.0)
        views.0.addSubview(views.1)
        views.0.addSubview(views.2)
        return (root, views.0, views.1, views.2)
    }

    @Test func eachViewIsToldTheInsetsItsSuperviewsReachInto() {
        // root 300 × 600, unsafe 40 at the top and 30 at the bottom (safe from y 40 to 570).
        let (root, middle, first, second) = tree(
            middle: CGRect(x: 0, y: 10, width: 300, height: 100), first: CGRect(x: 0, y: 5, width: 100, height: 50),
            second: CGRect(x: 0, y: 50, width: 100, height: 40))
        let grandchild = RecordingView(frame: CGRect(x: 0, y: 10, width: 50, height: 20))
        first.addSubview(grandchild)
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
        // middle from y 10: 40 − 10 = 30 at the top; its bottom (110) is above 570.
        #expect(middle.told == [UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)])
        // first from y 5 in middle: 30 − 5 = 25; its subview from y 10 in it: 25 − 10 = 15.
        #expect(first.told == [UIEdgeInsets(top: 25, left: 0, bottom: 0, right: 0)])
        #expect(grandchild.told == [UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0)])
        // second from y 50 in middle, below its 30: no inset, nothing to tell.
        #expect(second.told.isEmpty && second.safeAreaInsets == .zero)
        // Nothing is left for later reads to take.
        for view in [root, middle, first, second, grandchild] { #expect(view.traitChanges.safeAreaForSubviews == nil) }
    }

    @Test func underASuperviewWithoutInsetsAViewHasItsOwnAndANaNEdgeCountsAsNone() {
        // Nothing of the root's reaches into the view, even past the root's edges; its own
        // insets apply, the edge that is not a number as 0.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let view = RecordingView(frame: CGRect(x: -20, y: -20, width: 100, height: 50))
        root.addSubview(view)
        #expect(view.safeAreaInsets == .zero && view.told.isEmpty)
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: 12, left: .nan, bottom: 0, right: 3)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 3))
        #expect(view.told == [UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 3)])
    }

    @Test func aViewMovedDuringTheWalkHandsOnItsNewInsets() {
        let (root, middle, first, second) = tree(
            middle: CGRect(x: 0, y: 0, width: 300, height: 100), first: CGRect(x: 0, y: 0, width: 100, height: 50),
            second: CGRect(x: 0, y: 0, width: 100, height: 50))
        // Told of its insets, the first subview moves middle 25 down: middle then has 40 − 25 = 15.
        first.onChange = { middle.frame.origin.y = 25 }
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        #expect(middle.told == [UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)])
        #expect(first.told == [UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)])
        // The second, at middle's top, reads middle as it is now: 15, not the 40 read before.
        #expect(second.told == [UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0)])
        #expect(middle.safeAreaInsets.top == 15 && second.safeAreaInsets.top == 15)
    }
}
