import CollectionLayout
import Foundation

/// Per-key queries and hooks of a layout, by ``ElementKey`` category.
extension CollectionViewLayout {
    /// The layout's attributes for the element `key`, or nil
    /// (`layoutAttributesForItem(at:)` and its supplementary/decoration twins).
    func attributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementary: return layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decoration: return layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// The appearing hook for `key` (`initialLayoutAttributesForAppearingItem(at:)` and twins).
    func initialAttributes(forAppearing key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementary:
            return initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decoration:
            return initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// The disappearing hook for `key` (`finalLayoutAttributesForDisappearingItem(at:)` and twins).
    func finalAttributes(forDisappearing key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: return finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementary:
            return finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decoration:
            return finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}

extension ElementKey {
    /// A total order for deterministic iteration: category, kind, index path.
    static func ordered(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        return lhs.indexPath < rhs.indexPath
    }
}
