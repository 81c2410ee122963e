import CoreGraphics
import QuartzCore

extension UIView {
    /// Draws the view's own layer through ``draw(_:)`` with `ctx` the current context and the
    /// view's traits `UITraitCollection.current`, as UIKit's `draw(_:in:)` does; another layer
    /// the view is the delegate of draws nothing.
    func drawOwnLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UITraitCollection.withCurrent(traitCollection) { withCurrentContext(ctx) { draw(bounds) } }
    }
}
