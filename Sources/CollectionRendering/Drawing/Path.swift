import CollectionLayout
import Foundation

/// A shape to fill, stroke or clip to, in the current user space.
///
/// The first four cases are the shapes layers draw most, which backends may write natively
/// (the SVG writer's `<rect rx>`); ``bezier(_:)`` is any outline, as a `CGPath` holds it.
/// ``elements`` gives every case as path elements.
public enum Path: Hashable, Sendable {
    /// An axis-aligned rectangle.
    case rect(CGRect)
    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter
    /// side), as `CALayer.cornerRadius` draws them.
    case roundedRect(CGRect, cornerRadius: CGFloat)
    /// An ellipse inscribed in a rectangle.
    case ellipse(CGRect)
    /// A closed polygon through the points.
    case polygon([CGPoint])
    /// Any outline: subpaths of lines and Bézier curves.
    case bezier([PathElement])
}
