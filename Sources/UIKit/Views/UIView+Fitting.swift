import CollectionLayout

/// Fitting sizes (docs/REFERENCE.md §21.3, §16): `systemLayoutSizeFitting` solves the
/// constraints of the view's subtree with its size held to the target at the priorities
/// given; a view whose subtree takes no part in Auto Layout falls back on its
/// ``intrinsicContentSize``.
extension UIView {
    /// `UIView.noIntrinsicMetric`: no intrinsic length on that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size (`UIView.layoutFittingCompressedSize`): zero.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The largest size (`UIView.layoutFittingExpandedSize`): 10,000,000 on each axis (UIKit
    /// documents a very large size, not its value; chosen).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// What `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// answers by default: solved by Auto Layout when the subtree takes part (the view's own
    /// size freed from its frame, each axis held to `targetSize` at its priority; a
    /// multi-line label wraps at the width solved), else per axis: at `.required` the target's
    /// length, below it the intrinsic length when there is one, else the target's (a view
    /// without constraints keeps its size). A target that is not finite counts as 0 (NaN)
    /// or as ``layoutFittingExpandedSize`` (infinity).
    func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let target = CGSize(width: Self.finiteTarget(targetSize.width), height: Self.finiteTarget(targetSize.height))
        if subtreeUsesAutoLayout {
            updateConstraintsInSubtree()
            return rootedEngine.fittingSize(target, horizontal: horizontal, vertical: vertical)
        }
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: horizontal < .required && intrinsic.width >= 0 ? intrinsic.width : target.width,
            height: vertical < .required && intrinsic.height >= 0 ? intrinsic.height : target.height)
    }

    private static func finiteTarget(_ length: CGFloat) -> CGFloat {
        if length.isNaN { return 0 }
        return min(max(length, -layoutFittingExpandedSize.width), layoutFittingExpandedSize.width)
    }

    /// `sizeToFit()`: resizes the view to ``sizeThatFits(_:)`` of its current size, keeping
    /// its frame's origin; an answer that is not a finite, non-negative size leaves the view
    /// as it is.
    func resizeToFittingSize() {
        let origin = frame.origin
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return }
        bounds.size = size
        center = CGPoint(x: center.x + origin.x - frame.minX, y: center.y + origin.y - frame.minY)
    }
}
