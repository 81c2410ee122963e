import Foundation

/// Sticky headers and footers (`sectionHeadersPinToVisibleBounds`,
/// `sectionFootersPinToVisibleBounds`), docs/REFERENCE.md §4.
extension FlowLayout {
    /// A header's position: held at the top of the visible range while its section is on
    /// screen, pushed up by its section's end: `min(max(natural, visible.min), section.max
    /// − footer − header)`.
    func pinnedHeader(natural: CGFloat, sectionStart: CGFloat, sectionLength: CGFloat, header: CGFloat, footer: CGFloat) -> CGFloat {
        let (visibleMin, _) = visibleRange
        let sectionEnd = sectionStart + sectionLength
        return max(natural, min(max(natural, visibleMin), sectionEnd - footer - header))
    }

    /// A footer's position: held at the bottom of the visible range, never above its
    /// section's start plus the header: `max(min(natural, visible.max − footer),
    /// section.min + header)`.
    func pinnedFooter(natural: CGFloat, sectionStart: CGFloat, header: CGFloat, footer: CGFloat) -> CGFloat {
        let (_, visibleMax) = visibleRange
        return min(natural, max(min(natural, visibleMax - footer), sectionStart + header))
    }

    /// UIKit's rule: a new layout pass when the cross-axis size or origin changes, or when
    /// a pinned header or footer is on screen in the old or the new bounds. A plain scroll
    /// along the axis otherwise keeps the layout.
    func pinningAwareInvalidation(forBoundsChange newBounds: CGRect) -> Bool {
        let old = bounds
        let vertical = scrollDirection == .vertical
        if vertical
            ? (newBounds.width != old.width || newBounds.minX != old.minX)
            : (newBounds.height != old.height || newBounds.minY != old.minY)
        {
            return true
        }
        guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else { return false }
        let axis = FlowAxis(vertical: vertical)
        return pinnedSupplementaryMeets(axis.vRange(old), axis: axis) || pinnedSupplementaryMeets(axis.vRange(newBounds), axis: axis)
    }

    /// Whether a section with a pinned header or footer meets the range along the scroll
    /// direction.
    /// - Complexity: O(log sections + sections met).
    private func pinnedSupplementaryMeets(_ range: (CGFloat, CGFloat), axis: FlowAxis) -> Bool {
        var index = firstSection(endingAfter: range.0)
        while index < sections.count, sectionStarts[index] < range.1 {
            let section = sections[index]
            if (sectionHeadersPinToVisibleBounds && section.metrics.headerLength > 0)
                || (sectionFootersPinToVisibleBounds && section.metrics.footerLength > 0)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// A header's or footer's frame in unmirrored content space, pinned when asked.
    func supplementaryFrame(kind: String, section: Int) -> CGRect? {
        let flow = sections[section], axis = self.axis
        let start = sectionStarts[section], length = flow.length(axis: axis)
        let dimension = preparedDimension
        let header = flow.metrics.headerLength, footer = flow.metrics.footerLength
        let scale = preparedScale
        switch kind {
        case ElementKind.sectionHeader where header > 0:
            var v = start
            if sectionHeadersPinToVisibleBounds {
                v = pinnedHeader(natural: v, sectionStart: start, sectionLength: length, header: header, footer: footer)
            }
            return axis.rect(u: 0, v: roundToPixel(v, scale: scale), uLength: dimension, vLength: header)
        case ElementKind.sectionFooter where footer > 0:
            var v = start + length - footer
            if sectionFootersPinToVisibleBounds { v = pinnedFooter(natural: v, sectionStart: start, header: header, footer: footer) }
            return axis.rect(u: 0, v: roundToPixel(v, scale: scale), uLength: dimension, vLength: footer)
        default:
            return nil
        }
    }

    /// The visible range along the scroll direction: the bounds inset by the content
    /// inset, in unmirrored space.
    var visibleRange: (CGFloat, CGFloat) {
        let flipped = mirrorsFramesForRightToLeft ? preparedRightToLeft : hostFlipsCoordinateSpace
        return axis.vRange(mirrored(bounds.inset(by: contentInset), rightToLeft: flipped))
    }
}
