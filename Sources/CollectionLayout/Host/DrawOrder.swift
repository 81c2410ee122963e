import Foundation

extension LayoutAttributes {
    /// Whether `self` draws before (below) `other`.
    ///
    /// zIndex ascending; ties, which UIKit leaves undefined (newest view on top), are broken
    /// by a stable key: category (decoration, then cell, then supplementary), then kind,
    /// then index path.
    public func drawsBefore(_ other: LayoutAttributes) -> Bool {
        if zIndex != other.zIndex { return zIndex < other.zIndex }
        let rank = representedElementCategory.drawRank, otherRank = other.representedElementCategory.drawRank
        if rank != otherRank { return rank < otherRank }
        let kind = representedElementKind ?? "", otherKind = other.representedElementKind ?? ""
        if kind != otherKind { return kind < otherKind }
        return indexPath < other.indexPath
    }
}

extension Sequence where Element == LayoutAttributes {
    /// The elements in draw order (see ``LayoutAttributes/drawsBefore(_:)``).
    /// - Complexity: O(n log n).
    public func sortedInDrawOrder() -> [LayoutAttributes] {
        sorted { $0.drawsBefore($1) }
    }
}
