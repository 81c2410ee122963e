import CollectionLayout
import Foundation

/// One element's path through an animation: where it starts, where it ends, and what it
/// shows. Sampling interpolates in attribute space (`LayoutAttributes.interpolated`):
/// center, size, alpha, transform and extras linearly; zIndex and hidden take the end
/// values from the start (UIKit switches them immediately).
public struct ElementTrack: Sendable {
    /// The draw identity.
    public var id: AnimatedElement.ID
    /// What the element does.
    public var role: AnimatedElement.Role
    /// The attributes at progress 0.
    public var start: LayoutAttributes
    /// The attributes at progress 1.
    public var end: LayoutAttributes
    /// Which data the content comes from.
    public var content: AnimatedElement.ContentPhase
    /// What the element's view showed, when known.
    public var snapshot: ElementSnapshot?

    /// A track from its parts.
    public init(
        id: AnimatedElement.ID, role: AnimatedElement.Role, start: LayoutAttributes, end: LayoutAttributes,
        content: AnimatedElement.ContentPhase, snapshot: ElementSnapshot?
    ) {
        self.id = id
        self.role = role
        self.start = start
        self.end = end
        self.content = content
        self.snapshot = snapshot
    }

    /// The element at `progress` (0 = start, 1 = end; values outside extrapolate, as a
    /// spring overshoots). Alpha is clamped to [0, 1] and the size to ≥ 0, as Core
    /// Animation clamps a layer's opacity and bounds when a spring overshoots; center and
    /// transform overshoot freely.
    public func element(atProgress progress: Double) -> AnimatedElement {
        var attributes = start.interpolated(to: end, fraction: progress)
        if progress < 0 || progress > 1 {
            attributes.alpha = min(max(attributes.alpha, 0), 1)
            attributes.size = CGSize(width: max(attributes.size.width, 0), height: max(attributes.size.height, 0))
        }
        return AnimatedElement(attributes: attributes, id: id, role: role, content: content, snapshot: snapshot)
    }
}
