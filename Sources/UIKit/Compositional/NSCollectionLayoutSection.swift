import CollectionLayout
import Foundation

/// What content insets are measured from, as UIKit's `UIContentInsetsReference`: the core's
/// cases (`.automatic`, `.none`, `.safeArea`, `.layoutMargins`, `.readableContent`), under
/// UIKit's name as `NSDirectionalEdgeInsets` is (no integer raw values).
public typealias UIContentInsetsReference = LayoutSection.ContentInsetsReference

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`
/// (docs/REFERENCE.md §14.4): one root group repeated along the scroll direction, with
/// boundary supplementary items and decorations.
///
/// Not built yet, so not declared (code using it fails to compile rather than being
/// silently ignored): `supplementaryContentInsetsReference`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject {
    /// The root group.
    public let group: NSCollectionLayoutGroup
    /// Space between the section's boundary and its groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// What ``contentInsets`` are measured from; default `.automatic`.
    public var contentInsetsReference = UIContentInsetsReference.automatic
    /// How the section scrolls across the layout's direction; default `.none`. An
    /// orthogonal section is one band of groups with its own scroll offset; where a fling
    /// comes to rest in it (the paging behaviours) is not modelled yet.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Changes the section's visible items before they show, on every layout pass and
    /// scroll (`visibleItemsInvalidationHandler`).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Headers, footers and other views on the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// A list section's rows (`list(using:layoutEnvironment:)`); nil otherwise.
    var listRows: ListRows?
    /// A list section's separator colour (`separatorConfiguration.color`); nil otherwise.
    var listSeparatorColor: UIColor?
    /// A list section's background colour (the configuration's, else its appearance's
    /// system background); nil for a section not made by `list(using:layoutEnvironment:)`.
    var listBackgroundColor: UIColor?
    /// A list section's appearance, which its list cells take their default styles from
    /// (the list environment); nil for a section not made by `list(using:layoutEnvironment:)`.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// A list section's swipe actions providers (leading, trailing); nil for any other section.
    var listSwipeActionsProviders:
        (
            leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?,
            trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
        )?

    /// A section of one root group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section of a core list section (UICollectionLayoutListConfiguration.swift): its
    /// one-item vertical group, boundary items and decorations as UIKit's objects.
    convenience init(core: LayoutSection) {
        let size = NSCollectionLayoutSize(core.group.layoutSize)
        self.init(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        contentInsets = core.contentInsets
        interGroupSpacing = core.interGroupSpacing
        boundarySupplementaryItems = core.boundarySupplementaryItems.map { item in
            let object = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(item.layoutSize), elementKind: item.elementKind, alignment: item.alignment,
                absoluteOffset: item.absoluteOffset)
            object.contentInsets = item.contentInsets
            object.extendsBoundary = item.extendsBoundary
            object.pinToVisibleBounds = item.pinToVisibleBounds
            object.zIndex = item.zIndex
            return object
        }
        decorationItems = core.decorationItems.map { item in
            let object = NSCollectionLayoutDecorationItem.background(elementKind: item.elementKind)
            object.contentInsets = item.contentInsets
            object.zIndex = item.zIndex
            return object
        }
        listRows = core.listRows
    }

    /// The core value.
    var value: LayoutSection {
        guard case let .group(root) = group.element else {
            return LayoutSection(group: .horizontal(layoutSize: group.layoutSize.value, subitems: []))
        }
        var section = LayoutSection(group: root)
        section.contentInsets = contentInsets
        section.interGroupSpacing = interGroupSpacing
        section.contentInsetsReference = contentInsetsReference
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        section.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler.map { VisibleItemsHandlerBox($0).core }
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.value)
        section.decorationItems = decorationItems.map(\.value)
        section.listRows = listRows
        return section
    }
}

/// How a section scrolls across its layout's direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: the core's cases under UIKit's name.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior

/// Where an element sits on a rectangle, as UIKit's `NSRectAlignment`: the core's cases
/// under UIKit's name.
public typealias NSRectAlignment = RectAlignment

/// A supplementary view of a compositional layout, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`: anchored to an item or a group (a badge; the
/// placement rule: docs/REFERENCE.md §14.2), or on a section's boundary (the subclass).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The supplementary kind.
    public let elementKind: String
    /// Where it is attached on its item or group (a boundary item: its alignment's edges).
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary that lands on the container anchor (nil: the
    /// container anchor's edges).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Its stacking order: 1 for an anchored item (UIKit's default, over cells); 0 for a
    /// boundary item (our choice: UIKit does not document it).
    open var zIndex = 0

    /// A supplementary of `layoutSize` and `elementKind` attached to its item at
    /// `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: nil)
        zIndex = 1
    }

    /// A supplementary whose `itemAnchor` point lands on its item's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: itemAnchor)
        zIndex = 1
    }

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        anchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = anchor
        super.init(size: layoutSize)
    }

    /// The core value of the item-anchored form.
    var anchoredValue: SupplementaryItem {
        var item = SupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, containerAnchor: containerAnchor.value, itemAnchor: itemAnchor?.value)
        item.zIndex = zIndex
        return item
    }
}

/// A header, footer or other view on a section's edge, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem` (the rules: docs/REFERENCE.md §14.4).
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner it sits on.
    public let alignment: NSRectAlignment
    /// How far it is moved from its aligned place.
    public let offset: CGPoint
    /// Whether it adds to the section's length; default true.
    public var extendsBoundary = true
    /// Whether it stays in view while its section is; default false.
    public var pinToVisibleBounds = false

    /// An item on `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// An item on `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset), anchor: nil)
    }

    /// The core value.
    var value: BoundarySupplementaryItem {
        var item = BoundarySupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, alignment: alignment, absoluteOffset: offset)
        item.extendsBoundary = extendsBoundary
        item.pinToVisibleBounds = pinToVisibleBounds
        item.zIndex = zIndex
        item.contentInsets = contentInsets
        return item
    }
}

/// A view behind a section, as UIKit's `NSCollectionLayoutDecorationItem`; register its
/// class on the layout (`register(_:forDecorationViewOfKind:)`) as in UIKit.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration kind.
    public let elementKind: String
    /// Its stacking order; default 0, below the section's items.
    public var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of `elementKind` covering the section, inset by its `contentInsets`.
    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    /// The core value.
    var value: DecorationItem {
        var item = DecorationItem.background(elementKind: elementKind)
        item.zIndex = zIndex
        item.contentInsets = contentInsets
        return item
    }
}
