import CollectionLayout
import Foundation

/// What a scene's cell or supplementary view shows: the item's spec or the section's
/// header/footer text, with its index path. The renderer maps it to drawing content.
public struct SceneItemContent: ContentConfiguration, Equatable {
    /// The element the content belongs to.
    public enum Element: Sendable, Equatable {
        /// A cell: its item spec (empty for count-form sections).
        case item(ItemSpec)
        /// A section header (`UICollectionElementKindSectionHeader`) and its text, if any.
        case header(String?)
        /// A section footer (`UICollectionElementKindSectionFooter`) and its text, if any.
        case footer(String?)
        /// A supplementary view of another kind (a custom layout's, or a compositional
        /// badge) and its text: the item's `badge` when the view has an item's index path.
        case supplementary(kind: String, text: String?)
    }

    /// The element and its content.
    public var element: Element
    /// The element's index path (`[section, item]`; for headers and footers item 0).
    public var indexPath: IndexPath

    /// Content from its parts.
    public init(element: Element, indexPath: IndexPath) {
        self.element = element
        self.indexPath = indexPath
    }

    /// The text to show with `label: title`: the item's title, the header/footer text or
    /// the badge text.
    public var title: String? {
        switch element {
        case let .item(item): return item.title
        case let .header(text), let .footer(text), let .supplementary(_, text): return text
        }
    }
}
