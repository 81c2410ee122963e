import Foundation
import CollectionLayout

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
