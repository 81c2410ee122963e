/// A group of a compositional layout, as `NSCollectionLayoutGroup` (docs/REFERENCE.md §14.3):
/// it lays its subitems along one axis and never wraps; the next group starts the next row.
public struct LayoutGroup: Sendable {
    /// The axis subitems follow.
    public enum Axis: Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How the group turns its subitems into boxes.
    public enum Arrangement: Sendable {
        /// `subitems:` — the list repeats while the next subitem fits in the group's length.
        case repeatingWhileTheyFit([LayoutElement])
        /// `subitem:count:` (deprecated in UIKit, still common) — exactly `count` copies,
        /// resized along the axis to fill it: `(length − (count − 1) · spacing) / count`.
        case resizedToCount(LayoutElement, count: Int)
        /// `repeatingSubitem:count:` — exactly `count` copies at their own size.
        case repeatedCount(LayoutElement, count: Int)
        /// `.custom(layoutSize:itemProvider:)` — frames relative to the group, given by the
        /// provider for the group's environment.
        case custom(@Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    /// The most boxes one group makes (a larger `count` is cut to it).
    public static let maximumSubitemCount = GroupSolver.maximumBoxesPerGroup

    /// The group's size, relative to its container.
    public var layoutSize: LayoutSize
    /// The axis; ignored by custom groups.
    public var axis: Axis
    /// How subitems become boxes.
    public var arrangement: Arrangement
    /// Space between consecutive subitems (nil: none).
    public var interItemSpacing: LayoutSpacing?
    /// Insets of the area subitems are laid out in.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Spacing outside the group, when it is nested.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary views attached to the group, anchored on its box inside its content
    /// insets; their index path is `[section, n]` for the section's n-th root group, as
    /// recorded on iOS 17 (a nested group's: its first item's, our reading).
    public var supplementaryItems: [SupplementaryItem] = []

    /// A group of `axis` with an arrangement.
    public init(layoutSize: LayoutSize, axis: Axis, arrangement: Arrangement) {
        self.layoutSize = layoutSize
        self.axis = axis
        self.arrangement = arrangement
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .repeatingWhileTheyFit(subitems))
    }
    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .repeatingWhileTheyFit(subitems))
    }
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .resizedToCount(subitem, count: count))
    }
    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)`.
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .resizedToCount(subitem, count: count))
    }
    /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .repeatedCount(subitem, count: count))
    }
    /// `NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutElement, count: Int) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .repeatedCount(subitem, count: count))
    }
    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
    public static func custom(
        layoutSize: LayoutSize, itemProvider: @escaping @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]
    ) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .custom(itemProvider))
    }
}

/// One box of a custom group, as `NSCollectionLayoutGroupCustomItem`: a frame relative to
/// the group, and a zIndex.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The box, relative to the group's origin.
    public var frame: CGRect
    /// The cell's zIndex.
    public var zIndex: Int

    /// A box with a zIndex (default 0).
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
