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
    /// spring overshoots).
    public func element(atProgress progress: Double) -> AnimatedElement {
        AnimatedElement(
            attributes: start.interpolated(to: end, fraction: progress), id: id, role: role, content: content,
            snapshot: snapshot)
    }
}
