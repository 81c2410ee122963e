// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// A flow layout that puts a decoration view behind the items of every non-empty section,
/// the "section background" idiom (before compositional layout's
/// `NSCollectionLayoutDecorationItem.background`, apps subclassed flow layout like this),
/// in UIKit's idiom, ported from the core sample (Samples/Layouts/SectionBackgroundLayout.swift).
///
/// The background spans the section's items from the first line's top to the last line's
/// bottom, widened to the section's inset edges and padded by ``backgroundPadding``; it
/// draws below the cells (zIndex −1). Its kind is ``backgroundKind``, its view a
/// ``SectionBackgroundDecorationView`` (registered with
/// `register(_:forDecorationViewOfKind:)`), and its index path the section's first item
/// path, `[section, 0]`. Vertical: `(inset.left − p, first.minY − p, contentWidth −
/// inset.left − inset.right + 2p, last.maxY − first.minY + 2p)`; horizontal: the same with
/// the axes swapped.
///
/// Difference from the core sample: the layout's `sectionInset` is used for every section
/// (the core sample also asks the delegate's `insetForSectionAt`).
open class SectionBackgroundLayout: UICollectionViewFlowLayout {
    /// The decoration kind of the backgrounds.
    public static let backgroundKind = "SectionBackground"

    /// Extra space around the items inside the background; default 8.
    open var backgroundPadding: CGFloat = 8 { didSet { invalidateLayout() } }

    /// A flow layout with section backgrounds.
    public override init() {
        super.init()
        register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: Self.backgroundKind)
    }

    /// A flow layout with section backgrounds (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: Self.backgroundKind)
    }

    /// The flow layout's elements and the backgrounds that meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var elements = super.layoutAttributesForElements(in: rect) ?? []
        var candidates = Set(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        // A background may reach into the rect while none of its cells does (its padding).
        let sections = collectionView?.numberOfSections ?? 0
        for section in 0..<sections where !candidates.contains(section) {
            if let frame = backgroundFrame(for: section), frame.intersects(rect) { candidates.insert(section) }
        }
        for section in candidates.sorted() {
            if let background = layoutAttributesForDecorationView(
                ofKind: Self.backgroundKind,
                at: IndexPath(item: 0, section: section)),
                background.frame.intersects(rect)
            {
                elements.append(background)
            }
        }
        return elements
    }

    /// The background of section `indexPath.section`; nil for another kind or an empty section.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String,
        at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.backgroundKind, let frame = backgroundFrame(for: indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: elementKind,
            with: IndexPath(item: 0, section: indexPath.section))
        attributes.frame = frame
        attributes.zIndex = -1
        return attributes
    }

    private func backgroundFrame(for section: Int) -> CGRect? {
        guard let collectionView = collectionView, section >= 0, section < collectionView.numberOfSections else { return nil }
        let count = collectionView.numberOfItems(inSection: section)
        guard count > 0,
            let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
            let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
        else { return nil }
        let inset = sectionInset
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
