/// A section of a compositional layout, as `NSCollectionLayoutSection` (docs/REFERENCE.md
/// §14.4): one root group, repeated along the scroll direction until the section's items
/// are placed.
public struct LayoutSection: Sendable {
    /// What the section's content insets are measured from (`UIContentInsetsReference`).
    public enum ContentInsetsReference: Sendable {
        /// The configuration's reference (default: the safe area).
        case automatic
        /// The collection view's edges.
        case none
        /// The safe area (the core host has none: the same as `.none`; the `UIKit` module's
        /// views can simulate one).
        case safeArea
        /// The layout margins (the core host has none: the same as `.none`).
        case layoutMargins
        /// The readable content guide (as the layout margins: the guide's width limit
        /// applies to wide iPad views only, which this model does not draw).
        case readableContent
    }

    /// The root group.
    public var group: LayoutGroup
    /// Space between the section's boundary and its groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// What ``contentInsets`` are measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// How the section scrolls across the layout's direction; default `.none`.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Runs before the section's visible items are returned, and may change their alpha,
    /// transform, zIndex, hidden state and centre (`visibleItemsInvalidationHandler`).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Headers, footers and other views on the section's edges.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// Views behind the section, such as a background.
    public var decorationItems: [DecorationItem] = []
    /// A list section's minimum row length and separators (``list(using:environment:)``);
    /// nil for any other section. Not in UIKit's API: UIKit keeps it inside the section.
    public var listRows: ListRows?

    /// A section of one root group (`NSCollectionLayoutSection(group:)`).
    public init(group: LayoutGroup) {
        self.group = group
    }
}

/// Changes a section's visible items (`NSCollectionLayoutSectionVisibleItemsInvalidationHandler`):
/// the cells and boundary supplementary views of the section that meet the bounds, the
/// scroll offset, and the environment. In an orthogonal section the frames and the offset
/// are the band's own (frames not moved by its scroll offset; the offset is that scroll
/// offset across the layout's direction, 0 along it); elsewhere both are the collection
/// view's content coordinates and content offset. Changes to the frame's size are ignored,
/// as UIKit's visible items cannot set one.
public typealias VisibleItemsInvalidationHandler =
    @Sendable (_ visibleItems: inout [LayoutAttributes], _ contentOffset: CGPoint, _ environment: LayoutEnvironment) -> Void

/// How a section scrolls across its layout's direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (docs/REFERENCE.md §14.4): with
/// any value but `.none` its groups form one band across the layout's direction that
/// scrolls on its own (``CompositionalLayout/setOrthogonalScrollOffset(_:forSection:)``).
public enum OrthogonalScrollingBehavior: String, Sendable, CaseIterable {
    /// Groups follow each other along the layout's direction.
    case none
    /// One band, scrolled freely.
    case continuous
    /// One band, coming to rest on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// One band, paged by the section's visible width.
    case paging
    /// One band, one group a page, resting on the group's leading edge.
    case groupPaging
    /// One band, one group a page, the group centred: half the room the group leaves is
    /// added before the first group and after the last.
    case groupPagingCentered
}

/// What a compositional layout tells its section provider, as
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Sendable, Equatable {
    /// The collection view's content area, as `NSCollectionLayoutContainer`.
    public struct Container: Sendable, Equatable {
        /// The size of the content area (the bounds less the content inset).
        public var contentSize: CGSize
        /// Insets inside it.
        public var contentInsets: DirectionalEdgeInsets
        /// A container of `contentSize` with `contentInsets` inside it.
        public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
            self.contentSize = contentSize
            self.contentInsets = contentInsets
        }

        /// ``contentSize`` less ``contentInsets``.
        public var effectiveContentSize: CGSize {
            CGSize(
                width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
                height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
        }
    }

    /// The container sections are laid out in.
    public var container: Container
    /// Pixels per point (`traitCollection.displayScale`).
    public var displayScale: CGFloat

    /// An environment of `container` at `displayScale`.
    public init(container: Container, displayScale: CGFloat) {
        self.container = container
        self.displayScale = displayScale
    }
}

/// Layout-wide settings, as `UICollectionViewCompositionalLayoutConfiguration` (§14.5).
public struct CompositionalLayoutConfiguration: Sendable {
    /// The direction sections stack in; default vertical.
    public var scrollDirection: FlowLayout.ScrollDirection = .vertical
    /// Space between consecutive sections; default 0.
    public var interSectionSpacing: CGFloat = 0
    /// What sections measure their content insets from unless they say (their
    /// `.automatic`); default `.safeArea`, as UIKit's.
    public var contentInsetsReference: LayoutSection.ContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout, placed as a section's are on the whole
    /// content (index path `[0, 0]`).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []

    /// UIKit's defaults.
    public init() {}
}
