import CollectionAnimation
import CollectionLayout

// Zooming (docs/REFERENCE.md §10.9): the delegate's `viewForZooming(in:)` view is scaled by its
// transform, placed with its frame at the content's origin, and the content size becomes its
// frame's size; the content offset moves so that a point of the view — the centre of the bounds
// for `setZoomScale`, the centre of the rectangle for `zoom(to:)`, the fingers' centre for a pinch
// — stays where it shows (within the content). An animated zoom sets the values at once inside a
// view animation, as UIKit has since iOS 4 (the delegate hears `scrollViewDidZoom` once, and the
// layers animate on the clock); a pinch zooms with the scroll view's own pinch recognizer
// (ScrollViewPinchGestureRecognizer.swift).

extension UIScrollView {
    /// The view the delegate zooms (`viewForZooming(in:)`), asked each time as UIKit does.
    var zoomingView: UIView? { anyScrollViewDelegate?.viewForZooming(in: self) }

    /// The zoom scale `view` shows: the horizontal scale of its transform (`a`).
    static func scale(of view: UIView) -> CGFloat { view.transform.a }

    /// `scale` within the limits (clamped to the minimum, then the maximum, as UIKit's `MIN(MAX())`);
    /// nil when that is not a positive number (a NaN scale, or limits of zero or below).
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat? {
        guard !scale.isNaN else { return nil }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        return clamped.isFinite && clamped > 0 ? clamped : nil
    }

    /// `setZoomScale(_:animated:)`: the point at the centre of the bounds stays there.
    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard let view = zoomingView, let target = clampedZoomScale(scale), target != Self.scale(of: view) else { return }
        let anchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        zoom(view, to: target, keeping: anchor, at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// `zoom(to:animated:)`: the scale at which `rect` (the zooming view's coordinates) fits the
    /// bounds, within the limits, with the rectangle's centre at the centre of the bounds.
    func zoom(toShow rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard let view = zoomingView, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        // A zero width or height fits at an infinite scale, which the maximum clamps.
        let fit = min(bounds.width / rect.width, bounds.height / rect.height)
        guard let target = clampedZoomScale(fit.isNaN ? .infinity : fit) else { return }
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoom(view, to: target, keeping: CGPoint(x: rect.midX, y: rect.midY), at: centre, animated: animated)
    }

    /// Zooms `view` to `scale` keeping `anchor` at `visible`: at once, or as a view animation
    /// between `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`, flagged as a bounce back
    /// after a pinch with `bouncing`.
    func zoom(_ view: UIView, to scale: CGFloat, keeping anchor: CGPoint, at visible: CGPoint, animated: Bool, bouncing: Bool = false) {
        stopScrollFrames()
        guard animated else { return applyZoom(scale, to: view, keeping: anchor, at: visible) }
        if !bouncing { anyScrollViewDelegate?.scrollViewWillBeginZooming(self, with: view) }
        isZoomBouncing = bouncing
        UIView.animate(
            // An animated zoom and a pinch's bounce back to a limit last as long as an animated
            // scroll, along ease-out: the estimate animated scrolls use (UIKit's is private).
            withDuration: CollectionView.contentOffsetAnimationDuration, delay: 0, options: .curveEaseOut,
            animations: { self.applyZoom(scale, to: view, keeping: anchor, at: visible) },
            completion: { [weak self] _ in
                guard let self else { return }
                if bouncing { isZoomBouncing = false }
                anyScrollViewDelegate?.scrollViewDidEndZooming(self, with: view, atScale: Self.scale(of: view))
            })
    }

    /// Scales `view` to `scale` with its frame at the content's origin, makes the content its
    /// frame's size, and scrolls so that `anchor` (a point of `view`) shows at `visible` (a point of
    /// the scroll view relative to its bounds' origin), within the content; marks the scroll view
    /// for layout (UIKit lays a scroll view out as it zooms: apps centre the zoomed view in
    /// `layoutSubviews`), then tells the delegate `scrollViewDidZoom` (after the `scrollViewDidScroll`
    /// of the offset's change).
    func applyZoom(_ scale: CGFloat, to view: UIView, keeping anchor: CGPoint, at visible: CGPoint) {
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        observableValueDidChange()
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let anchorPoint = view.layer.anchorPoint
        view.center = CGPoint(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
        contentSize = size
        let shown = CGPoint(x: (anchor.x - view.bounds.minX) * scale, y: (anchor.y - view.bounds.minY) * scale)
        let offset = CGPoint(x: shown.x - visible.x, y: shown.y - visible.y)
        if offset.x.isFinite, offset.y.isFinite { contentOffset = clampedToContent(offset) }
        setNeedsLayout()
        anyScrollViewDelegate?.scrollViewDidZoom(self)
    }

    /// Installs the pinch recognizer while ``maximumZoomScale`` is larger than
    /// ``minimumZoomScale``, and removes it otherwise.
    func updatePinchGestureRecognizer() {
        let canZoom = maximumZoomScale > minimumZoomScale
        if canZoom, ownPinchGestureRecognizer == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.delegate = self as? any UIGestureRecognizerDelegate
            addGestureRecognizer(pinch)
            ownPinchGestureRecognizer = pinch
        } else if !canZoom, let pinch = ownPinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            ownPinchGestureRecognizer = nil
        }
    }
}
