// Written exactly as it would be in an iOS app: it compiles unchanged in Xcode.
import UIKit

/// Tags (chips) on `UICollectionViewFlowLayout`'s lines, aligned left, right or centred
/// instead of the flow layout's justified spacing.
///
/// The flow layout chooses the lines (docs/REFERENCE.md §4); this subclass only moves
/// each line's cells along it: they keep their order and sizes and sit
/// `minimumInteritemSpacing` apart, the row of them (total width t) starting at
/// `sectionInset.left` (`.left`), at `contentWidth − sectionInset.right − t` (`.right`),
/// or at `sectionInset.left + (available − t) / 2` (`.center`, available = content width
/// less both insets). Headers and footers are not moved. Only vertical scrolling is
/// aligned (a horizontal flow is returned as the flow layout makes it).
///
/// The layout's `sectionInset` and `minimumInteritemSpacing` are used for every section
/// (a delegate's per-section values are not read). Alignment is computed left to right;
/// in a right-to-left collection view the flow layout is flipped after this subclass
/// (`flipsHorizontallyInOppositeLayoutDirection`), so `.left` shows at the leading (right)
/// edge.
open class AlignedTagsFlowLayout: UICollectionViewFlowLayout {
    /// Where a line's tags sit.
    public enum Alignment {
        /// Against the left inset.
        case left
        /// Centred between the insets.
        case center
        /// Against the right inset.
        case right
    }

    /// Where each line's tags sit; default `.left`.
    open var alignment = Alignment.left { didSet { invalidateLayout() } }

    /// The flow layout's elements in a strip across the content, their lines aligned, then
    /// those that meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard scrollDirection == .vertical else { return super.layoutAttributesForElements(in: rect) }
        // Whole lines: a strip across the full width, so no line is cut at the rect's sides.
        let strip = CGRect(x: 0, y: rect.minY, width: max(collectionViewContentSize.width, rect.maxX), height: rect.height)
        guard let original = super.layoutAttributesForElements(in: strip) else { return nil }
        let attributes = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
        align(attributes.filter { $0.representedElementCategory == .cell })
        return attributes.filter { $0.frame.intersects(rect) }
    }

    /// The flow layout's item, moved to its place in its aligned line.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard scrollDirection == .vertical, let item = super.layoutAttributesForItem(at: indexPath) else {
            return super.layoutAttributesForItem(at: indexPath)
        }
        let strip = CGRect(x: 0, y: item.frame.minY, width: collectionViewContentSize.width, height: item.frame.height)
        let line = (super.layoutAttributesForElements(in: strip) ?? [])
            .filter {
                $0.representedElementCategory == .cell && $0.indexPath.section == indexPath.section
                    && abs($0.center.y - item.center.y) < 0.5
            }
            .map { $0.copy() as! UICollectionViewLayoutAttributes }
        align(line)
        return line.first { $0.indexPath == indexPath } ?? item
    }

    /// Splits `cells` into lines (same section, same centre y: the flow layout centres a
    /// line's items on one y) and moves each line's cells.
    private func align(_ cells: [UICollectionViewLayoutAttributes]) {
        let sorted = cells.sorted { ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item) }
        var line: [UICollectionViewLayoutAttributes] = []
        for cell in sorted {
            if let last = line.last, last.indexPath.section != cell.indexPath.section || abs(last.center.y - cell.center.y) >= 0.5 {
                place(line)
                line = []
            }
            line.append(cell)
        }
        place(line)
    }

    private func place(_ line: [UICollectionViewLayoutAttributes]) {
        guard !line.isEmpty else { return }
        let total = line.map(\.frame.width).reduce(0, +) + CGFloat(line.count - 1) * minimumInteritemSpacing
        let width = collectionViewContentSize.width
        var x: CGFloat
        switch alignment {
        case .left: x = sectionInset.left
        case .right: x = width - sectionInset.right - total
        case .center: x = sectionInset.left + (width - sectionInset.left - sectionInset.right - total) / 2
        }
        for cell in line {
            cell.frame.origin.x = x
            x += cell.frame.width + minimumInteritemSpacing
        }
    }
}
