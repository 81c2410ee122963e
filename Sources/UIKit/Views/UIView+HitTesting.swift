// UIKit's hit testing: which view a touch at a point lands in.

extension UIView {
    /// UIKit's rule (`hitTest(_:with:)`): nil when the view does not take part in user
    /// interaction, is hidden, has an alpha below 0.01, or `point` (in its own space) is not
    /// inside it (`point(inside:with:)`); else the deepest subview, front to back, that its
    /// own `hitTest(_:with:)` returns; else the view itself. Subviews outside their
    /// superview's bounds cannot be hit there, as in UIKit, whatever `clipsToBounds` says.
    /// - Complexity: O(views tested): each subview is converted to and asked in turn.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in touchableSubviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
