import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import SceneFile

/// Turns a timeline's states into display lists: each element's content comes from the
/// view snapshot the animator kept (so deleted cells keep their old look and reloads
/// cross-fade), its selection from the snapshot too.
struct AnimationFrames {
    let appearance: SceneAppearance
    let scale: CGFloat

    /// The display list of one state.
    func displayList(_ state: AnimationState) throws -> DisplayList {
        var items: [(attributes: LayoutAttributes, appearance: ElementAppearance?)] = []
        items.reserveCapacity(state.elements.count)
        for element in state.elements {
            let key = element.attributes.key
            let content = try appearance.content(for: key, configuration: element.snapshot?.configuration)
            let selected = key.category == .cell && (element.snapshot?.isSelected ?? false)
            let shows = selected || (element.snapshot?.isHighlighted ?? false)
            let background = shows ? appearance.style.selectedBackground(for: key, cellContent: content) : nil
            items.append((element.attributes, ElementAppearance(content: content, isSelected: selected, selectedBackground: background)))
        }
        let viewport = Viewport.visible(contentOffset: state.bounds.origin, size: state.bounds.size,
                                        background: appearance.background, scale: scale)
        return DisplayList(items: items, viewport: viewport, style: appearance.style)
    }
}
