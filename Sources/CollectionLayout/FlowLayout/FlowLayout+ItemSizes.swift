import Foundation

/// Asking the delegate for section metrics and item sizes, building a section from them,
/// and the overlong-item warning.
extension FlowLayout {
    /// The collection view's delegate when it answers flow-layout questions.
    var flowDelegate: (any CollectionViewDelegateFlowLayout)? {
        collectionView?.delegate as? any CollectionViewDelegateFlowLayout
    }

    /// A section's metrics: the delegate's answers, else the layout's properties.
    func metrics(for section: Int, axis: FlowAxis, dimension: CGFloat) -> FlowSectionMetrics {
        let delegate = flowDelegate, view = collectionView
        func ask<T>(_ query: (any CollectionViewDelegateFlowLayout, CollectionView) -> T?) -> T? {
            guard let delegate, let view else { return nil }
            return query(delegate, view)
        }
        let inset = ask { $0.collectionView($1, layout: self, insetForSectionAt: section) } ?? sectionInset
        let lineSpacing = ask { $0.collectionView($1, layout: self, minimumLineSpacingForSectionAt: section) } ?? minimumLineSpacing
        let interitem = ask { $0.collectionView($1, layout: self, minimumInteritemSpacingForSectionAt: section) } ?? minimumInteritemSpacing
        let header = ask { $0.collectionView($1, layout: self, referenceSizeForHeaderInSection: section) } ?? headerReferenceSize
        let footer = ask { $0.collectionView($1, layout: self, referenceSizeForFooterInSection: section) } ?? footerReferenceSize
        return FlowSectionMetrics(
            inset: inset, lineSpacing: lineSpacing, interitemSpacing: interitem,
            headerLength: max(0, axis.v(header)), footerLength: max(0, axis.v(footer)),
            available: dimension - axis.uStart(inset) - axis.uEnd(inset))
    }

    /// A section's items broken into lines: per-item sizes when the delegate or estimation
    /// gives them, else every item ``itemSize``.
    func build(section: Int, count: Int, metrics: FlowSectionMetrics, axis: FlowAxis) -> FlowSection {
        guard let sizes = itemSizes(section: section, count: count) else {
            return FlowSectionBuilder.uniform(metrics: metrics, count: count, size: itemSize, axis: axis)
        }
        return FlowSectionBuilder.variable(metrics: metrics, sizes: sizes, axis: axis)
    }

    /// Per-item sizes of a section, or nil when every item takes ``itemSize`` (no size
    /// from the delegate for item 0 and no estimation).
    func itemSizes(section: Int, count: Int) -> ContiguousArray<CGSize>? {
        let delegate = flowDelegate
        guard count > 0, delegate != nil || estimatedItemSize != .zero, let view = collectionView else { return nil }
        // One strong reference for the whole loop: the host holds its delegate weakly, and
        // retaining a weakly referenced object per item takes the slow reference-count path.
        return withExtendedLifetime((delegate, view)) { () -> ContiguousArray<CGSize>? in
            let estimating = estimatedItemSize != .zero
            let first = delegate?.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            if !estimating && first == nil { return nil }
            let preferred = estimating ? preferredSizes[section] : nil
            var sizes = ContiguousArray<CGSize>(repeating: .zero, count: count)
            var known = estimating ? [Bool](repeating: false, count: count) : []
            var sum = CGSize.zero, sized = 0
            for item in 0..<count {
                let size =
                    item == 0 ? first : delegate?.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                if let size = preferred?[item] ?? size {
                    sizes[item] = size
                    if estimating { known[item] = true; sum.width += size.width; sum.height += size.height; sized += 1 }
                } else if !estimating {
                    sizes[item] = itemSize
                }
            }
            guard estimating else { return sizes }
            let estimate: CGSize
            if estimatedItemSize == Self.automaticSize {
                estimate =
                    sized > 0
                    ? CGSize(width: sum.width / CGFloat(sized), height: sum.height / CGFloat(sized)) : CGSize(width: 50, height: 50)
            } else {
                estimate = estimatedItemSize
            }
            for item in 0..<count where !known[item] { sizes[item] = estimate }
            return sizes
        }
    }

    func warnOverlong(section: Int, axis: FlowAxis, available: CGFloat) {
        let text =
            axis.vertical
            ? "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
            : "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
        collectionView?.emitDiagnostic(
            "The behavior of the UICollectionViewFlowLayout is not defined because:\n\(text)\nPlease check the values returned by the delegate. (section \(section): a line has \(available) points)"
        )
    }

    /// Whether a section of any of `paths` stores per-item sizes.
    func hasPerItemSizes(in paths: [IndexPath]) -> Bool {
        paths.contains { path in
            guard path.count == 2, sections.indices.contains(path.section) else { return false }
            if case .variable = sections[path.section].items { return true }
            return false
        }
    }
}
