/// Where an element sits on a rectangle's edges (`NSRectAlignment`): `.top` is the middle
/// of the top edge, `.topLeading` its leading corner, `.leading` the middle of the leading
/// edge, and so on; `.none` is the centre.
public enum RectAlignment: String, Sendable, CaseIterable {
    /// No edge: centred.
    case none
    /// The middle of the top edge.
    case top
    /// The top leading corner.
    case topLeading
    /// The middle of the leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The middle of the bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The middle of the trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing

    /// -1 at the top, 1 at the bottom, 0 between.
    var vertical: Int {
        switch self {
        case .top, .topLeading, .topTrailing: -1
        case .bottom, .bottomLeading, .bottomTrailing: 1
        case .none, .leading, .trailing: 0
        }
    }

    /// -1 at the leading edge, 1 at the trailing edge, 0 between.
    var horizontal: Int {
        switch self {
        case .leading, .topLeading, .bottomLeading: -1
        case .trailing, .topTrailing, .bottomTrailing: 1
        case .none, .top, .bottom: 0
        }
    }
}

/// A header, footer or other view on a section's boundary, as
/// `NSCollectionLayoutBoundarySupplementaryItem` (docs/REFERENCE.md §14.4).
///
/// Its size resolves against the collection view's content area (fractional widths span
/// the section's full width, not its content insets). Aligned to the edge that starts the
/// section along the scroll direction (the top in a vertical layout) or the edge that ends
/// it, an item that ``extendsBoundary`` adds its length to the section there; every other
/// item lies over the section's content (its groups and content insets).
public struct BoundarySupplementaryItem: Sendable {
    /// The item's size.
    public var layoutSize: LayoutSize
    /// Its supplementary kind (`elementKind`); its index path is `[section, 0]`.
    public var elementKind: String
    /// The edge or corner it sits on.
    public var alignment: RectAlignment
    /// Moves it from its aligned place, in points.
    public var absoluteOffset: CGPoint
    /// Whether it adds to the section's length (default true) or overlaps the content.
    public var extendsBoundary = true
    /// Whether it stays in view while any of its section is visible (default false), as a
    /// flow layout's pinned header does.
    public var pinToVisibleBounds = false
    /// Its stacking order. UIKit does not document the default; 0, as every layout
    /// attribute's, is our choice (Apple's samples set 2 to float pinned headers over cells).
    public var zIndex = 0
    /// Space inside its box: the view's frame is the box inset by these.
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// An item of `layoutSize` and `elementKind` on the section's `alignment` edge, moved by
    /// `absoluteOffset` (`init(layoutSize:elementKind:alignment:absoluteOffset:)`).
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
    }
}

/// A view drawn behind a section, as `NSCollectionLayoutDecorationItem`.
///
/// `background(elementKind:)` covers the section's whole frame — its content insets and the
/// boundary items that extend it included (our reading of UIKit, where apps inset the
/// decoration to leave a header out) — inset by ``contentInsets``. Its index path is
/// `[section, 0]`. As in UIKit, the layout shows it only once the kind is registered
/// (`register(decorationViewOfKind:)`).
public struct DecorationItem: Sendable {
    /// The decoration kind.
    public var elementKind: String
    /// Its stacking order; default 0, below the section's items (decorations draw first
    /// at equal zIndex).
    public var zIndex = 0
    /// Space between the section's frame and the decoration's.
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// A background of `elementKind` behind the whole section.
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }

    private init(elementKind: String) {
        self.elementKind = elementKind
    }
}
