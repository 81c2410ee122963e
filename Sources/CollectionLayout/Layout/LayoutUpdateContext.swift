import Foundation

/// What the base layout's appearing/disappearing hooks need to give UIKit's defaults: which
/// elements are inserted or deleted in the update under way, and where every element was
/// before it.
///
/// The animator asks the hooks inside the layout's scoped `withUpdateContext(_:_:)`, which
/// restores the previous context when it ends.
public struct LayoutUpdateContext: Sendable {
    /// Elements (in after-update paths) that appear because they were inserted or reloaded.
    public var inserted: Set<ElementKey>
    /// Elements (in before-update paths) that disappear because they were deleted or
    /// reloaded.
    public var deleted: Set<ElementKey>
    /// Every element's attributes before the update, keyed by before-update identity.
    public var before: [ElementKey: LayoutAttributes]

    /// A context from its parts.
    public init(inserted: Set<ElementKey>, deleted: Set<ElementKey>, before: [ElementKey: LayoutAttributes]) {
        self.inserted = inserted
        self.deleted = deleted
        self.before = before
    }

    /// UIKit's default start of an appearing element: for an inserted one a copy of its
    /// final attributes with alpha 0, otherwise nil (the natural old position is used).
    public func appearingStart(for final: LayoutAttributes) -> LayoutAttributes? {
        guard inserted.contains(final.key) else { return nil }
        var start = final
        start.alpha = 0
        return start
    }

    /// UIKit's default end of a disappearing element: for a deleted one a copy of its
    /// attributes before the update with alpha 0, otherwise nil.
    public func disappearingEnd(for key: ElementKey) -> LayoutAttributes? {
        guard deleted.contains(key), var end = before[key] else { return nil }
        end.alpha = 0
        return end
    }
}
