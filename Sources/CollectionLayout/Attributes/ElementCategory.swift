import Foundation

/// What kind of view an element is, as `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, Codable, CaseIterable {
    /// One per item, driven by the data source.
    case cell
    /// Driven by the data source, identified by a kind string and an index path (headers,
    /// footers).
    case supplementary
    /// Owned by the layout alone (backgrounds, ornaments), identified by kind and index
    /// path.
    case decoration

    /// Draw-order rank among categories with equal zIndex (part of the stable draw key).
    var drawRank: Int {
        switch self {
        case .decoration: return 0
        case .cell: return 1
        case .supplementary: return 2
        }
    }
}

/// The identity of one element: category, kind and index path. Index paths of different
/// categories (and kinds) are unrelated, so all three are needed.
public struct ElementKey: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The element's category.
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var kind: String?
    /// The element's index path.
    public var indexPath: IndexPath

    /// A key from its three parts.
    public init(category: ElementCategory, kind: String? = nil, indexPath: IndexPath) {
        self.category = category
        self.kind = category == .cell ? nil : kind
        self.indexPath = indexPath
    }

    /// The key of the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .cell, indexPath: indexPath)
    }

    /// The key of a supplementary view.
    public static func supplementary(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .supplementary, kind: kind, indexPath: indexPath)
    }

    /// The key of a decoration view.
    public static func decoration(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .decoration, kind: kind, indexPath: indexPath)
    }

    /// `cell [0, 3]`, `supplementary UICollectionElementKindSectionHeader [1, 0]`.
    public var description: String {
        let path = "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
        if let kind { return "\(category.rawValue) \(kind) \(path)" }
        return "\(category.rawValue) \(path)"
    }
}

/// The supplementary kinds of flow layout, UIKit's strings.
public enum ElementKind {
    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
