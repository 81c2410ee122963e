import CollectionLayout

/// A layout priority (`UILayoutPriority`): how strongly a fitting request holds an axis.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 0…1000.
    public var rawValue: Float
    /// A priority (`init(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority (`init(_:)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the axis keeps the target size (`required`).
    public static let required = UILayoutPriority(1000)
    /// 750 (`defaultHigh`).
    public static let defaultHigh = UILayoutPriority(750)
    /// 250 (`defaultLow`).
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the content decides the axis (`fittingSizeLevel`).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders by raw value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// Fitting sizes, as far as they go without an Auto Layout engine (docs/REFERENCE.md,
/// "Self-sizing"): a view's own size comes from ``intrinsicContentSize``.
extension UIView {
    /// `UIView.noIntrinsicMetric`: no intrinsic length on that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size (`UIView.layoutFittingCompressedSize`): zero.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The size that fits `targetSize` (`systemLayoutSizeFitting(_:)`), both axes at
    /// `fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's
    /// origin (`sizeToFit()`); an answer that is not a finite, non-negative size leaves the
    /// view as it is.
    func resizeToFit() {
        let origin = frame.origin
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return }
        bounds.size = size
        center = CGPoint(x: center.x + origin.x - frame.minX, y: center.y + origin.y - frame.minY)
    }
}
