import CollectionLayout
import Foundation

/// A shape to fill, stroke or clip to, in the current user space.
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
}
