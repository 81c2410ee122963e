import CollectionLayout
import Foundation

/// A length in a compositional layout, as UIKit's `NSCollectionLayoutDimension`: a fraction
/// of the container's width or height, points, an estimate, or an estimate made uniform
/// across siblings (docs/REFERENCE.md §14.1).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    /// The core value.
    let value: LayoutDimension

    init(_ value: LayoutDimension) {
        self.value = value
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth(fractionalWidth)) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight(fractionalHeight)) }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(absoluteDimension)) }
    /// An estimate in points, which self-sizing replaces.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(estimatedDimension)) }
    /// An estimate in points which self-sizing replaces by the largest of the siblings'
    /// lengths (iOS 17; docs/REFERENCE.md, "Self-sizing").
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: estimatedDimension))
    }

    /// Whether it is a fraction of the width.
    public var isFractionalWidth: Bool { value.kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    public var isFractionalHeight: Bool { value.kind == .fractionalHeight }
    /// Whether it is in points.
    public var isAbsolute: Bool { value.kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { value.kind == .estimated }
    /// Whether it is uniform across siblings (iOS 17).
    public var isUniformAcrossSiblings: Bool { value.kind == .uniformAcrossSiblings }
    /// The fraction or the points.
    public var dimension: CGFloat { value.dimension }
}

/// A width and a height, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The core value.
    var value: LayoutSize { LayoutSize(widthDimension: widthDimension.value, heightDimension: heightDimension.value) }

    /// The UIKit object of a core size.
    convenience init(_ size: LayoutSize) {
        self.init(
            widthDimension: NSCollectionLayoutDimension(size.widthDimension),
            heightDimension: NSCollectionLayoutDimension(size.heightDimension))
    }
}

/// Space between elements, as UIKit's `NSCollectionLayoutSpacing`: fixed, or flexible (at
/// least the given space, growing to share leftover room).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The core value.
    let value: LayoutSpacing

    init(_ value: LayoutSpacing) {
        self.value = value
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(.fixed(fixedSpacing)) }
    /// At least `flexibleSpacing` points.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(.flexible(flexibleSpacing)) }

    /// The space (the minimum, when flexible).
    public var spacing: CGFloat { value.spacing }
    /// Whether the space is fixed.
    public var isFixedSpacing: Bool { value.isFixedSpacing }
    /// Whether the space is flexible.
    public var isFlexibleSpacing: Bool { value.isFlexibleSpacing }
}

/// Spacing outside an item's edges, as UIKit's `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Before the item along a line.
    public let leading: NSCollectionLayoutSpacing?
    /// Above it.
    public let top: NSCollectionLayoutSpacing?
    /// After it along a line.
    public let trailing: NSCollectionLayoutSpacing?
    /// Below it.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing from its four optional edges.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The core value.
    var value: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }
}
