import CollectionLayout
import Foundation

extension ElementKey {
    /// A total order for deterministic iteration: category, kind, index path.
    static func ordered(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        return lhs.indexPath < rhs.indexPath
    }
}
