import CoreGraphics
import QuartzCore

extension UIView {
    /// Draws the view's own layer through ``draw(_:)`` with `ctx` current, as UIKit's
    /// `draw(_:in:)` does; another layer the view is the delegate of draws nothing.
    func drawOwnLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        withCurrentContext(ctx) { draw(bounds) }
    }
}
