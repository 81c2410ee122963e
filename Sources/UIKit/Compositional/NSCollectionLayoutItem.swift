import CollectionLayout
import Foundation

/// The box one cell occupies in a compositional layout, as UIKit's
/// `NSCollectionLayoutItem` (docs/REFERENCE.md §14.2), with its anchored supplementary
/// items (badges).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The box's size, relative to the containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside its box (ignored on an estimated axis).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing outside the box.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// The supplementary items anchored to the item (set at creation; a group's are settable).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { anchoredItems }
    var anchoredItems: [NSCollectionLayoutSupplementaryItem] = []

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize)
    }

    /// An item of `layoutSize` with supplementary items anchored to it (badges).
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize)
        anchoredItems = supplementaryItems
    }

    init(size: NSCollectionLayoutSize) {
        layoutSize = size
    }

    /// The core values of the anchored supplementary items.
    var anchoredValues: [SupplementaryItem] { anchoredItems.map(\.anchoredValue) }

    /// The core value of this item (a group answers with its nested group).
    var element: LayoutElement {
        var item = LayoutItem(layoutSize: layoutSize.value, supplementaryItems: anchoredValues)
        item.contentInsets = contentInsets
        item.edgeSpacing = edgeSpacing?.value
        return .item(item)
    }
}

/// Returns a custom group's boxes for an environment
/// (`NSCollectionLayoutGroupCustomItemProvider`).
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A group of a compositional layout, as UIKit's `NSCollectionLayoutGroup`
/// (docs/REFERENCE.md §14.3): subitems along one axis, never wrapping, or custom frames.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Form {
        case subitems([NSCollectionLayoutItem])
        case resized(NSCollectionLayoutItem, count: Int)
        case repeating(NSCollectionLayoutItem, count: Int)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let axis: LayoutGroup.Axis
    let form: Form
    /// Space between consecutive subitems.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// The supplementary items anchored to the group; their index path is the group's first
    /// item's.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { anchoredItems }
        set { anchoredItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, axis: LayoutGroup.Axis, form: Form) {
        self.axis = axis
        self.form = form
        super.init(size: layoutSize)
    }

    /// The subitems (for a custom group, none).
    public var subitems: [NSCollectionLayoutItem] {
        switch form {
        case let .subitems(items): items
        case let .resized(item, _), let .repeating(item, _): [item]
        case .custom: []
        }
    }

    /// Subitems left to right, repeated while they fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, form: .subitems(subitems))
    }
    /// `count` copies of `subitem` left to right, resized to fill the group (deprecated in
    /// iOS 16, still common).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, form: .resized(subitem, count: count))
    }
    /// `count` copies of `subitem` left to right at their own size.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .horizontal, form: .repeating(subitem, count: count))
    }
    /// Subitems top to bottom, repeated while they fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, form: .subitems(subitems))
    }
    /// `count` copies of `subitem` top to bottom, resized to fill the group.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, form: .resized(subitem, count: count))
    }
    /// `count` copies of `subitem` top to bottom at their own size.
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, axis: .vertical, form: .repeating(subitem, count: count))
    }
    /// Boxes at the frames `itemProvider` returns, relative to the group.
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self
    {
        Self(layoutSize: layoutSize, axis: .horizontal, form: .custom(itemProvider))
    }

    override var element: LayoutElement {
        let arrangement: LayoutGroup.Arrangement
        switch form {
        case let .subitems(items): arrangement = .repeatingWhileTheyFit(items.map(\.element))
        case let .resized(item, count): arrangement = .resizedToCount(item.element, count: count)
        case let .repeating(item, count): arrangement = .repeatedCount(item.element, count: count)
        case let .custom(provider):
            // The core asks with a value; the provider gets UIKit's environment object. The
            // layout runs on one thread, so the non-Sendable closure is never shared.
            let box = CustomItemProviderBox(provider)
            arrangement = .custom { environment in
                withMainActorAssumed {
                    box.provider(LayoutEnvironmentObject(environment, traits: nil)).map {
                        LayoutGroupCustomItem(frame: $0.frame, zIndex: $0.zIndex)
                    }
                }
            }
        }
        var group = LayoutGroup(layoutSize: layoutSize.value, axis: axis, arrangement: arrangement)
        group.interItemSpacing = interItemSpacing?.value
        group.contentInsets = contentInsets
        group.edgeSpacing = edgeSpacing?.value
        group.supplementaryItems = anchoredValues
        return .group(group)
    }
}

/// Carries a custom group's provider into the core's `@Sendable` closure.
private final class CustomItemProviderBox: @unchecked Sendable {
    let provider: NSCollectionLayoutGroupCustomItemProvider
    init(_ provider: @escaping NSCollectionLayoutGroupCustomItemProvider) { self.provider = provider }
}

/// One box of a custom group, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The box, relative to the group.
    public let frame: CGRect
    /// Its zIndex.
    public let zIndex: Int

    /// A box at `frame`, zIndex 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A box at `frame` with a zIndex.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
