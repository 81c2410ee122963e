import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation

/// Turns a timeline's states into display lists: each element's content comes from the
/// view snapshot the animator kept (so deleted cells keep their old look and reloads
/// cross-fade), its selection and highlight from the snapshot too (the selected background
/// follows `CollectionRendering/ElementAppearance`'s one rule). The scroll indicators come
/// last, over everything, while a state shows them (docs/REFERENCE.md §10.11).
public struct AnimationFrames: Sendable {
    /// The scene's look.
    public let appearance: SceneAppearance
    /// Pixels per point of the frames.
    public let scale: CGFloat

    /// Frames of a scene at `scale`.
    public init(appearance: SceneAppearance, scale: CGFloat) {
        self.appearance = appearance
        self.scale = scale
    }

    /// The display list of one state: its elements, then the scroll indicators at the state's
    /// `AnimationState.scrollIndicatorOpacity` (none at rest), then the edit menu.
    /// - Throws: ``SceneError`` for an unknown colour in an element's content.
    public func displayList(_ state: AnimationState) throws -> DisplayList {
        var items: [(attributes: LayoutAttributes, appearance: ElementAppearance?)] = []
        items.reserveCapacity(state.elements.count)
        for element in state.elements {
            let key = element.attributes.key
            var content = try appearance.content(for: key, configuration: element.snapshot?.configuration)
            if let lift = element.attributes[.dragLift], lift > 0 { content.shadow = Self.liftShadow(lift) }
            items.append(
                (
                    element.attributes,
                    ElementAppearance(
                        key: key, content: content, isSelected: element.snapshot?.isSelected ?? false,
                        isHighlighted: element.snapshot?.isHighlighted ?? false, style: appearance.style)
                ))
        }
        let viewport = Viewport.visible(
            contentOffset: state.bounds.origin, size: state.bounds.size,
            background: appearance.background, scale: scale)
        var list = DisplayList(items: items, viewport: viewport, style: appearance.style)
        list.elements += appearance.scrollIndicators.elements(
            bounds: state.bounds, contentSize: state.contentSize, opacity: state.scrollIndicatorOpacity)
        if let menu = state.editMenu { list.overlays = [.editMenu(menu, visible: state.bounds)] }
        return list
    }

    /// The shadow of a drag preview lifted by `lift` (0…1): black, opacity 0.3, radius 12,
    /// 8 points down at full lift. The system draws the lift and publishes no metrics; this
    /// is an approximation of its soft shadow.
    static func liftShadow(_ lift: Double) -> Shadow {
        let amount = min(max(lift, 0), 1)
        return Shadow(color: .black, opacity: 0.3 * amount, offset: CGSize(width: 0, height: 8 * amount), radius: 12 * amount)
    }
}
