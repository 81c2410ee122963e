import CollectionLayout
import Foundation

/// One element as the renderer draws it at one moment of an animation: interpolated
/// attributes, a stable draw identity, and the content it shows.
///
/// UIKit animates views; here a view is an ``AnimatedElement`` with an ``id`` that stays the
/// same for the whole animation. A reloaded item has two: the outgoing copy (old content,
/// fading out) and the incoming copy (new content, fading in), under one `ElementKey`.
public struct AnimatedElement: Sendable {
    /// What the element does in the animation.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Inserted (or new on screen in a transition): fades in, ends at its new attributes.
        case appearing
        /// Deleted (or gone from the new layout): fades out, removed when the animation ends.
        case disappearing
        /// Present before and after: slides from its old to its new attributes.
        case surviving
        /// The old copy of a reloaded element: fades out in place, showing the old content.
        case reloadOut
        /// The new copy of a reloaded element: fades in, showing the new content.
        case reloadIn
        /// Not animated: a still frame (before the first step, a wait, the end) or a
        /// scroll, where elements are where the layout puts them at that offset.
        case stationary

        /// Whether the element is removed when its animation ends.
        public var isOutgoing: Bool { self == .disappearing || self == .reloadOut }
    }

    /// Which data the element's content comes from.
    public enum ContentPhase: String, Sendable, Hashable {
        /// The data before the update (a deleted cell keeps its old content).
        case before
        /// The data after the update (survivors and inserted elements).
        case after
    }

    /// A draw identity, unique among the elements of one animation and stable across its
    /// frames: the key the element has in the data it shows, and whether it is the outgoing
    /// copy (a disappearing or reloaded-out element, keyed in the *before* data) or the
    /// current one (keyed in the *after* data).
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The key in the data the element shows (before-update key for outgoing copies).
        public var key: ElementKey
        /// Whether this is the outgoing copy.
        public var isOutgoing: Bool

        /// An identity from its parts.
        public init(key: ElementKey, isOutgoing: Bool) {
            self.key = key
            self.isOutgoing = isOutgoing
        }

        /// `cell [0, 3]` or `cell [0, 3] (outgoing)`.
        public var description: String { isOutgoing ? "\(key) (outgoing)" : "\(key)" }
    }

    /// The attributes at this moment (their key is the after-update key for current
    /// copies, the before-update key for outgoing ones).
    public var attributes: LayoutAttributes
    /// The draw identity.
    public var id: ID
    /// What the element does.
    public var role: Role
    /// Which data its content comes from.
    public var content: ContentPhase
    /// What its view showed, when the animator saw the view (`contentConfiguration` and
    /// selection); nil when no view existed (the renderer then falls back to its style).
    public var snapshot: ElementSnapshot?

    /// An animated element from its parts.
    public init(
        attributes: LayoutAttributes, id: ID, role: Role, content: ContentPhase, snapshot: ElementSnapshot? = nil
    ) {
        self.attributes = attributes
        self.id = id
        self.role = role
        self.content = content
        self.snapshot = snapshot
    }

    /// The key of the element in the data it shows (``ID/key``).
    public var contentKey: ElementKey { id.key }

    /// Whether `self` draws before (below) `other`: `LayoutAttributes.drawsBefore(_:)`,
    /// then outgoing copies below current ones (UIKit puts the newest view on top), then
    /// the content key.
    public func drawsBefore(_ other: AnimatedElement) -> Bool {
        if attributes.drawsBefore(other.attributes) { return true }
        if other.attributes.drawsBefore(attributes) { return false }
        if id.isOutgoing != other.id.isOutgoing { return id.isOutgoing }
        return id.key.indexPath < other.id.key.indexPath
    }
}

extension Array where Element == AnimatedElement {
    /// The elements in draw order (``AnimatedElement/drawsBefore(_:)``).
    /// - Complexity: O(n log n).
    public func sortedInDrawOrder() -> [AnimatedElement] {
        sorted { $0.drawsBefore($1) }
    }
}
