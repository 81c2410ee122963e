import Foundation

/// List sections' separators and backgrounds (docs/REFERENCE.md §14.6).
extension CompositionalLayout {
    /// The separator below the row at `indexPath`, or nil when it has none.
    func listSeparatorAttributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let cell = sections[indexPath.section].cell(at: indexPath.item)
        else { return nil }
        return sections[indexPath.section].separatorAttributes(item: indexPath.item, cell: cell, section: indexPath.section)
    }

    /// Registers the list decoration kinds once a list section is laid out (UIKit's list
    /// layout draws them without the app registering anything).
    func registerListKindsIfNeeded() {
        guard sections.contains(where: { $0.listRows != nil }) else { return }
        register(decorationViewOfKind: ListConfiguration.separatorElementKind)
        register(decorationViewOfKind: ListConfiguration.backgroundElementKind)
    }
}

extension CompositionalSection {
    /// The separator of `item`, whose cell is `cell`, in section `section`: a decoration of
    /// kind ``ListConfiguration/separatorElementKind`` inside the cell's bottom edge, over
    /// the cell (zIndex one above it). Nil outside list sections, without separators, or
    /// for the section's last row unless separators include it.
    func separatorAttributes(item: Int, cell: GroupCell, section: Int) -> LayoutAttributes? {
        guard let separator = listRows?.separator, separator.includesLastRow || item < itemCount - 1 else { return nil }
        var attributes = LayoutAttributes(
            category: .decoration, kind: ListConfiguration.separatorElementKind, indexPath: IndexPath(item: item, section: section))
        attributes.frame = separator.frame(inRow: cell.frame)
        attributes.zIndex = cell.zIndex + 1
        return attributes
    }
}
