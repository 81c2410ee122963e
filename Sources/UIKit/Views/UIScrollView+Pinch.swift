import CollectionLayout

// Pinch zooming: the scroll view's own pinch recognizer (`pinchGestureRecognizer`,
// ScrollViewPinchGestureRecognizer.swift) tells the scroll view of each of its states before the
// app's targets (docs/REFERENCE.md §10.9).

extension UIScrollView {
    /// The scroll view's own action for its pinch: the scale follows the pinch's, the point of the
    /// zooming view under the fingers' centre stays under it, and a scale past a limit bounces back.
    func pinchDidChange(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began: beginPinchZoom(pinch)
        case .changed: movePinchZoom(pinch)
        case .ended, .cancelled: endPinchZoom(pinch)
        default: break
        }
    }

    /// Where the pinch's centre shows: its point in the scroll view relative to the bounds' origin.
    private func visiblePoint(of pinch: UIPinchGestureRecognizer) -> CGPoint {
        let location = pinch.location(in: self)
        return CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY)
    }

    /// The pinch began: with a view to zoom, the delegate hears `scrollViewWillBeginZooming` and
    /// the zoom starts from the view's scale, holding the point under the fingers' centre.
    private func beginPinchZoom(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        stopScrollFrames()
        isZooming = true
        anyScrollViewDelegate?.scrollViewWillBeginZooming(self, with: view)
        let anchor = view.convert(pinch.location(in: self), from: self)
        pinchZoom = (view, Self.scale(of: view), anchor)
        movePinchZoom(pinch)
    }

    /// The fingers moved: the scale is the start's times the pinch's — past a limit rubber-banded
    /// with ``bouncesZoom``, clamped without — and the held point follows the fingers' centre; the
    /// scroll view lays out, as after each move of a drag.
    private func movePinchZoom(_ pinch: UIPinchGestureRecognizer) {
        guard let (view, startScale, anchor) = pinchZoom else { return }
        let wanted = startScale * pinch.scale
        guard let clamped = clampedZoomScale(wanted) else { return }
        let scale = bouncesZoom ? rubberBandedZoomScale(wanted, limit: clamped) : clamped
        applyZoom(scale, to: view, keeping: anchor, at: visiblePoint(of: pinch))
        layoutIfNeeded()
    }

    /// The fingers lifted: a scale past a limit springs back to it (`isZoomBouncing`) as an
    /// animated zoom; `scrollViewDidEndZooming` comes when the scale rests within the limits.
    private func endPinchZoom(_ pinch: UIPinchGestureRecognizer) {
        guard let (view, _, anchor) = pinchZoom else { return }
        pinchZoom = nil
        isZooming = false
        let scale = Self.scale(of: view)
        guard let limit = clampedZoomScale(scale), limit != scale else {
            anyScrollViewDelegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            return
        }
        zoom(view, to: limit, keeping: anchor, at: visiblePoint(of: pinch), animated: true, bouncing: true)
    }

    /// The scale a pinch asking for `wanted` shows past `limit`: §10.3's rubber band on the excess
    /// with the limit as its dimension, so it approaches twice the maximum, or zero below the
    /// minimum, and never reaches them (**our model**: UIKit's zoom band is private).
    private func rubberBandedZoomScale(_ wanted: CGFloat, limit: CGFloat) -> CGFloat {
        let band = RubberBand.offset(forOvershoot: Double(abs(wanted - limit)), dimension: Double(limit))
        return wanted > limit ? limit + CGFloat(band) : limit - CGFloat(band)
    }
}
