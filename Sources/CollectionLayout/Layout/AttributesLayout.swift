import Foundation

/// A layout that shows a fixed list of attributes: the scene file's `attributes` layout,
/// whose input is the attribute-dump format itself, so a dumped (or hand-written, or
/// exported from a device) list renders directly.
///
/// Elements are answered as given; queries by index path find the element with that
/// category, kind and path.
/// - Complexity: ``layoutAttributesForElements(in:)`` is O(n) in the element count.
open class AttributesLayout: CollectionViewLayout {
    /// The elements, as given.
    public let elements: [LayoutAttributes]
    private let contentSize: CGSize
    private let byKey: [ElementKey: LayoutAttributes]

    /// A layout of fixed elements. A nil content size is the union of the element frames
    /// (from the origin).
    public init(elements: [LayoutAttributes], contentSize: CGSize? = nil) {
        self.elements = elements
        if let contentSize {
            self.contentSize = contentSize
        } else {
            let union = elements.reduce(CGRect.zero) { $0.union($1.frame) }
            self.contentSize = CGSize(width: max(0, union.maxX), height: max(0, union.maxY))
        }
        var byKey: [ElementKey: LayoutAttributes] = [:]
        for element in elements where byKey[element.key] == nil { byKey[element.key] = element }
        self.byKey = byKey
        super.init()
        for element in elements where element.representedElementCategory == .decoration {
            if let kind = element.representedElementKind { register(decorationViewOfKind: kind) }
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        elements.filter { $0.frame.overlaps(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        byKey[.cell(indexPath)]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        byKey[.supplementary(elementKind, indexPath)]
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        byKey[.decoration(elementKind, indexPath)]
    }
}
