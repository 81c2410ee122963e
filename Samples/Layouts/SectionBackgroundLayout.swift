import CollectionLayout
import Foundation

/// A flow layout that puts a decoration view behind the items of every non-empty section —
/// the "section background" idiom (before compositional layout's
/// `NSCollectionLayoutDecorationItem.background`, apps subclassed flow layout like this).
///
/// The background spans the section's items from the first line's top to the last line's
/// bottom, widened to the section's inset edges and padded by ``backgroundPadding``; it
/// draws below the cells (zIndex −1). Its kind is ``backgroundKind`` and its index path is
/// the section's first item path, `[section, 0]`.
open class SectionBackgroundLayout: FlowLayout {
    /// The decoration kind of the backgrounds.
    public static let backgroundKind = "SectionBackground"

    /// Extra space around the items inside the background.
    open var backgroundPadding: CGFloat = 8 { didSet { invalidateLayout() } }

    /// A flow layout with section backgrounds.
    public override init() {
        super.init()
        register(decorationViewOfKind: Self.backgroundKind)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        var elements = super.layoutAttributesForElements(in: rect)
        let sections = Set(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        var candidates = sections
        // A background may reach into the rect while none of its cells does (its padding).
        for section in 0..<numberOfSections where !candidates.contains(section) {
            if let frame = backgroundFrame(for: section), frame.overlaps(rect) { candidates.insert(section) }
        }
        for section in candidates.sorted() {
            if let background = layoutAttributesForDecorationView(ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: section)),
                background.frame.overlaps(rect)
            {
                elements.append(background)
            }
        }
        return elements
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard elementKind == Self.backgroundKind, let frame = backgroundFrame(for: indexPath.section) else { return nil }
        var attributes = LayoutAttributes(forDecorationViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
        attributes.frame = frame
        attributes.zIndex = -1
        return attributes
    }

    private func backgroundFrame(for section: Int) -> CGRect? {
        let count = numberOfItems(inSection: section)
        guard count > 0,
            let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
            let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
        else { return nil }
        let inset =
            (collectionView?.delegate as? CollectionViewDelegateFlowLayout)
            .flatMap { delegate in collectionView.flatMap { delegate.collectionView($0, layout: self, insetForSectionAt: section) } }
            ?? sectionInset
        let size = collectionViewContentSize
        let p = backgroundPadding
        if scrollDirection == .vertical {
            return CGRect(
                x: inset.left - p, y: first.frame.minY - p,
                width: size.width - inset.left - inset.right + 2 * p,
                height: last.frame.maxY - first.frame.minY + 2 * p)
        }
        return CGRect(
            x: first.frame.minX - p, y: inset.top - p,
            width: last.frame.maxX - first.frame.minX + 2 * p,
            height: size.height - inset.top - inset.bottom + 2 * p)
    }
}
