/// The pan recognizer a scroll view installs on itself (`UIScrollView.panGestureRecognizer`,
/// a `UIPanGestureRecognizer` as UIKit declares it): it tells its scroll view first — of a
/// touch going down (tracking), of each change of its state (the scroll view's own action,
/// sent before the app's targets) and of its reset — and begins only along an axis the
/// content scrolls (docs/REFERENCE.md §10.8).
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroll view it belongs to (its view, which it never leaves).
    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible { scrollView?.panTouchesBegan(touches) }
    }

    /// Along an axis the content scrolls, and only when it may take the touches a content view
    /// is tracking (``UIScrollView/canCancelContentTouches`` and ``UIScrollView/touchesShouldCancel(in:)``).
    override func mayBegin(translation: CGPoint) -> Bool {
        guard let scrollView, scrollView.scrolls(along: translation) else { return false }
        for touch in trackedTouches {
            guard let view = touch.view, view !== scrollView, arena?.viewTracks(touch) ?? false else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    override func sendActions() {
        scrollView?.panDidChange(self)
        super.sendActions()
    }

    override func reset() {
        super.reset()
        scrollView?.panDidReset()
    }
}
