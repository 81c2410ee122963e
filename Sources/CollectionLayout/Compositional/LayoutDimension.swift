/// One axis of an element's size in a compositional layout, as `NSCollectionLayoutDimension`
/// (docs/REFERENCE.md §14.1).
///
/// Fractional dimensions are relative to the container: an item's to its group, a root
/// group's to its section's effective content size. Either axis may refer to the other
/// (`.fractionalWidth(0.2)` as a height gives squares).
public struct LayoutDimension: Hashable, Sendable {
    /// How the value is read.
    public enum Kind: Hashable, Sendable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// Points.
        case absolute
        /// An estimate in points that self-sizing would replace.
        case estimated
        /// An estimate in points that self-sizing replaces by the largest length among the
        /// element's siblings (iOS 17).
        case uniformAcrossSiblings
    }

    /// How ``dimension`` is read.
    public let kind: Kind
    /// The fraction or the number of points.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> LayoutDimension { .init(kind: .fractionalWidth, dimension: fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> LayoutDimension { .init(kind: .fractionalHeight, dimension: fraction) }
    /// A fixed number of points.
    public static func absolute(_ points: CGFloat) -> LayoutDimension { .init(kind: .absolute, dimension: points) }
    /// An estimated size: the element starts at the estimate; along the scroll direction a
    /// cell then takes its view's preferred length (docs/REFERENCE.md, "Self-sizing").
    public static func estimated(_ points: CGFloat) -> LayoutDimension { .init(kind: .estimated, dimension: points) }

    /// A uniform size (`uniformAcrossSiblings(estimate:)`, iOS 17): the element starts at the
    /// estimate, sizes itself like ``estimated(_:)``, then every such item of its parent group
    /// takes the largest of their lengths; the items of a section's outermost group, and the
    /// outermost group itself, are uniform across the whole section (docs/REFERENCE.md,
    /// "Self-sizing").
    public static func uniformAcrossSiblings(estimate: CGFloat) -> LayoutDimension {
        .init(kind: .uniformAcrossSiblings, dimension: estimate)
    }

    /// Whether this is a fraction of the container.
    public var isFractional: Bool { kind == .fractionalWidth || kind == .fractionalHeight }
    /// Whether this is an estimate (``estimated(_:)`` or ``uniformAcrossSiblings(estimate:)``):
    /// the element sizes itself on this axis.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether this is ``uniformAcrossSiblings(estimate:)``.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in points inside a container of `container` size.
    public func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }
}

/// An element's width and height, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: LayoutDimension
    /// The height.
    public var heightDimension: LayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points inside a container of `container` size.
    public func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
