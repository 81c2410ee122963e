import Foundation
import Testing
import UIKit

/// A view's `keyboardLayoutGuide` with the keyboard offscreen, as it always is here: Apple's
/// `usesBottomSafeArea` ("defaults to true, indicating that the layout guide ties to the
/// bottomAnchor of the view's safeAreaLayoutGuide"; false ties it to the view's bottomAnchor).
/// Values worked by hand for a 390 × 844 view with an iPhone 13's safe area (47 top, 34 bottom).
@Suite struct KeyboardLayoutGuideTests {
    /// A 390 × 844 view with the iPhone 13's safe area and a 44-point bar pinned above the
    /// keyboard, edge to edge.
    private func barAboveTheKeyboard() -> (view: UIView, bar: UIView) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let bar = view.addConstrainedSubview(UIView())
        NSLayoutConstraint.activate([
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        return (view, bar)
    }

    @Test func withTheKeyboardOffscreenTheGuideIsTheBottomSafeArea() {
        let (view, bar) = barAboveTheKeyboard()
        view.layoutIfNeeded()
        // The guide runs from the safe area's bottom, 844 − 34 = 810, to the view's bottom.
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        // The bar sits on it: 810 − 44 = 766.
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        #expect(view.keyboardLayoutGuide === view.keyboardLayoutGuide && view.keyboardLayoutGuide.identifier == "UIViewKeyboardLayoutGuide")
        #expect(!view.keyboardLayoutGuide.followsUndockedKeyboard && view.keyboardLayoutGuide.usesBottomSafeArea)
    }

    @Test func withoutTheBottomSafeAreaTheGuideIsTheViewsBottom() {
        let (view, bar) = barAboveTheKeyboard()
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        view.layoutIfNeeded()
        // No height, at 844; the bar above it at 844 − 44 = 800.
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(bar.frame.minY == 800)
        view.keyboardLayoutGuide.usesBottomSafeArea = true
        view.layoutIfNeeded()
        #expect(bar.frame.minY == 766)
    }

    @Test func aSafeAreaChangeMovesTheGuide() {
        let (view, bar) = barAboveTheKeyboard()
        view.layoutIfNeeded()
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0)
        view.layoutIfNeeded()
        // 844 − 21 − 44 = 779.
        #expect(bar.frame.minY == 779)
    }

    @Test func theDismissPaddingIsNeverNegative() {
        let guide = UIKeyboardLayoutGuide()
        #expect(guide.keyboardDismissPadding == 0)
        guide.keyboardDismissPadding = 12
        #expect(guide.keyboardDismissPadding == 12)
        guide.keyboardDismissPadding = -5
        #expect(guide.keyboardDismissPadding == 0)
        guide.keyboardDismissPadding = .nan
        #expect(guide.keyboardDismissPadding == 0)
    }

    /// A view laid out by frames alone answers the same frame without solving.
    @Test func aFrameLaidOutViewAnswersTheSameFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    }
}
