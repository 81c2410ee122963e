import CollectionLayout
import Foundation

/// What a content lookup returns for one element when a display list is built from plain
/// attributes: its content, whether it is selected, and the selected background to show.
public struct ElementAppearance: Hashable, Sendable {
    /// The element's content.
    public var content: ElementContent
    /// Whether the cell is selected (informational: the SVG writer marks it).
    public var isSelected: Bool
    /// The selected background to draw behind the content, or nil for none (UIKit shows it
    /// while the cell is selected or highlighted).
    public var selectedBackground: ElementContent?

    /// An appearance.
    public init(content: ElementContent, isSelected: Bool = false, selectedBackground: ElementContent? = nil) {
        self.content = content; self.isSelected = isSelected; self.selectedBackground = selectedBackground
    }
}

extension ElementAppearance {
    /// The appearance of an element under UIKit's rule, the one every drawing path follows
    /// (a live collection view, a timeline's snapshots): a cell's selected background
    /// (`selectedBackgroundView`) shows while the cell is selected or highlighted; other
    /// elements have none.
    /// - Parameters:
    ///   - key: the element.
    ///   - content: what the element draws.
    ///   - isSelected: whether the cell is selected.
    ///   - isHighlighted: whether the cell is highlighted.
    ///   - configured: the cell's own selected background, if it was configured with one;
    ///     else the `style`'s is drawn.
    ///   - style: the scene's style, for the default selected background.
    public init(
        key: ElementKey, content: ElementContent, isSelected: Bool, isHighlighted: Bool,
        selectedBackground configured: ElementContent? = nil, style: ElementStyle
    ) {
        let isCell = key.category == .cell
        let shows = isCell && (isSelected || isHighlighted)
        self.init(
            content: content, isSelected: isCell && isSelected,
            selectedBackground: shows ? configured ?? style.selectedBackground(for: key, cellContent: content) : nil)
    }
}
