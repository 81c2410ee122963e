/// The pinch recognizer a scroll view installs on itself while it can zoom
/// (`UIScrollView.pinchGestureRecognizer`, a `UIPinchGestureRecognizer` as UIKit declares it):
/// each change of its state zooms the scroll view first — its own action, sent before the app's
/// targets — as the pan scrolls it (docs/REFERENCE.md §10.9).
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    override func sendActions() {
        (view as? UIScrollView)?.pinchDidChange(self)
        super.sendActions()
    }
}
