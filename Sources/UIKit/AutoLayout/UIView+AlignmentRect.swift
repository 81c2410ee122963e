/// The alignment rectangle (docs/REFERENCE.md §21.3): the rectangle Auto Layout aligns, which may
/// differ from the frame by ``UIView/alignmentRectInsets`` ("Auto Layout Guide", Apple: constraints
/// and `intrinsicContentSize` concern the alignment rectangle, so a view that draws a shadow or a
/// badge outside its content can align its content).
///
/// The engine keeps frames as its variables and writes a view's attributes in a constraint the
/// view's own code gave over its alignment rectangle: its left edge is `minX + left inset`, its width
/// `width − left − right`, its centre halfway between the two edges. UIKit's own frame
/// constraints (autoresizing masks, size pins, the system guides' edges, fitting) stay on the
/// frame, and baselines are where the text is, whatever the insets.
extension UIView {
    /// The insets the engine applies to the view: the difference between the frame and
    /// `alignmentRect(forFrame:)` at the view's current size, so a view that overrides
    /// `alignmentRect(forFrame:)` and `frame(forAlignmentRect:)` instead of the insets is read
    /// too. Deliberate difference: such a view is read at its current size (the engine's terms are
    /// linear; UIKit's private engine calls are not documented); insets that are not finite are 0.
    var layoutAlignmentInsets: UIEdgeInsets {
        let frame = CGRect(origin: .zero, size: bounds.size)
        let aligned = alignmentRect(forFrame: frame)
        // Origins and sizes, not `minX`/`maxX`: those standardise a rectangle the insets turned
        // inside out (a view smaller than its insets).
        let insets = UIEdgeInsets(
            top: aligned.origin.y, left: aligned.origin.x, bottom: frame.size.height - aligned.origin.y - aligned.size.height,
            right: frame.size.width - aligned.origin.x - aligned.size.width)
        guard insets.top.isFinite, insets.left.isFinite, insets.bottom.isFinite, insets.right.isFinite else { return .zero }
        return insets
    }
}

extension CGRect {
    /// The rectangle grown by `insets` (the inverse of `inset(by:)`).
    func outset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x - insets.left, y: origin.y - insets.top, width: size.width + insets.horizontal,
            height: size.height + insets.vertical)
    }
}
