import CollectionLayout
import Foundation

/// Everything the renderer needs for one moment: the bounds (what the camera sees), the
/// content size, and the elements in draw order.
public struct AnimationState: Sendable {
    /// The collection view's bounds at this moment (origin = content offset).
    public var bounds: CGRect
    /// The content size at this moment.
    public var contentSize: CGSize
    /// The elements to draw, in draw order (``AnimatedElement/drawsBefore(_:)``), including
    /// elements that are disappearing.
    public var elements: [AnimatedElement]
    /// The edit menu on screen at this moment, if any (drawn over the elements).
    public var editMenu: EditMenu?
    /// How opaque the collection view's scroll indicators are at this moment, 0…1: 0 at rest
    /// (the default); a ``Timeline`` gives 1 while a scroll, fling or drag plays and the fade
    /// after it (docs/REFERENCE.md §10.10, §10.11).
    public var scrollIndicatorOpacity = 0.0

    /// A state from its parts; `elements` must already be in draw order.
    public init(bounds: CGRect, contentSize: CGSize, elements: [AnimatedElement]) {
        self.bounds = bounds
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The content offset (the bounds' origin).
    public var contentOffset: CGPoint { bounds.origin }

    /// The attributes of the elements, in draw order (what `reel attributes` dumps).
    public var attributes: [LayoutAttributes] { elements.map(\.attributes) }

    /// The still state of `collectionView` now: a layout pass, then its visible elements
    /// as ``AnimatedElement/Role/stationary`` elements showing the current data, with a
    /// snapshot of their views.
    /// - Throws: what `layoutIfNeeded()` throws.
    public static func still(of collectionView: CollectionView) throws -> AnimationState {
        try collectionView.layoutIfNeeded()
        let elements = collectionView.visibleElements.map { element in
            AnimatedElement(
                attributes: element.attributes, id: AnimatedElement.ID(key: element.attributes.key, isOutgoing: false),
                role: .stationary, content: .after, snapshot: ElementSnapshot(of: element.view))
        }
        return AnimationState(bounds: collectionView.bounds, contentSize: collectionView.contentSize, elements: elements)
    }
}
