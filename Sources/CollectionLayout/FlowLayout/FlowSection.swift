import Foundation

/// One flow-layout section, computed: its metrics, its lines, and where each item sits,
/// relative to the start of the section's block of lines. Sections store nothing per item
/// when every item has one size (positions come from the index); otherwise three numbers
/// per item (24 bytes).
struct FlowSection: Sendable {
    /// How items are stored.
    enum Items: Sendable {
        /// Every item has one size: a grid computed from the index.
        case uniform(UniformGrid)
        /// Items differ: per-item storage.
        case variable(VariableItems)
    }

    /// The grid of a uniform section (docs/REFERENCE.md §4, "Uniform sizes").
    struct UniformGrid: Sendable {
        /// The item's extent along a line and along the scroll direction.
        var length: CGFloat, thickness: CGFloat
        /// Items per line (≥ 1).
        var perLine: Int
        /// Distance from one column's start to the next.
        var pitch: CGFloat
        /// The first column's offset from the line-start inset (negative for an item
        /// longer than the line, centred).
        var firstColumn: CGFloat

        /// Where item `index` starts along its line and along the scroll direction, and its size.
        @inline(__always)
        func placement(_ index: Int, lineSpacing: CGFloat) -> (u: CGFloat, v: CGFloat, length: CGFloat, thickness: CGFloat) {
            let line = index / perLine, column = index % perLine
            let lineOffset = CGFloat(line) * (thickness + lineSpacing)
            return (firstColumn + CGFloat(column) * pitch, lineOffset, length, thickness)
        }

        /// The lines `itemCount` items fill: ⌈itemCount / perLine⌉, without overflow.
        func lineCount(itemCount: Int) -> Int {
            itemCount / perLine + (itemCount % perLine == 0 ? 0 : 1)
        }
    }

    /// The items of a section whose sizes differ.
    final class VariableItems: @unchecked Sendable {
        /// Each item's offset along its line from the line-start inset.
        let positions: ContiguousArray<CGFloat>
        /// Each item's extent along the line.
        let lengths: ContiguousArray<CGFloat>
        /// Each item's extent along the scroll direction.
        let thicknesses: ContiguousArray<CGFloat>
        /// Each line's first item (ascending; an empty leading line repeats the next start).
        let lineStarts: ContiguousArray<Int>
        /// Each line's offset from the start of the lines block.
        let lineOffsets: ContiguousArray<CGFloat>
        /// Each line's thickness (its tallest item).
        let lineThicknesses: ContiguousArray<CGFloat>

        init(
            positions: ContiguousArray<CGFloat>, lengths: ContiguousArray<CGFloat>, thicknesses: ContiguousArray<CGFloat>,
            lineStarts: ContiguousArray<Int>, lineOffsets: ContiguousArray<CGFloat>, lineThicknesses: ContiguousArray<CGFloat>
        ) {
            self.positions = positions
            self.lengths = lengths
            self.thicknesses = thicknesses
            self.lineStarts = lineStarts
            self.lineOffsets = lineOffsets
            self.lineThicknesses = lineThicknesses
        }

        /// The line holding `item`.
        /// - Complexity: O(log lines).
        func line(of item: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= item { low = mid } else { high = mid - 1 }
            }
            // Skip an empty leading line that shares its start with the next line.
            while low + 1 < lineStarts.count, lineStarts[low + 1] == lineStarts[low], lineStarts[low] <= item { low += 1 }
            return low
        }
    }

    /// The section's metrics.
    let metrics: FlowSectionMetrics
    /// Its number of items.
    let itemCount: Int
    /// Its items.
    let items: Items
    /// The extent of its block of lines along the scroll direction (0 without items).
    let linesLength: CGFloat
    /// Whether some item is longer than a line (UIKit's warning).
    let hasOverlongItem: Bool

    /// The whole section's extent along the scroll direction: header, insets, lines, footer.
    func length(axis: FlowAxis) -> CGFloat {
        metrics.headerLength + axis.vStart(metrics.inset) + linesLength + axis.vEnd(metrics.inset) + metrics.footerLength
    }

    /// Where item `index` starts along its line (from the line-start inset) and along the
    /// scroll direction (from the lines block), and its size in flow space.
    func itemPlacement(_ index: Int) -> (u: CGFloat, v: CGFloat, length: CGFloat, thickness: CGFloat) {
        switch items {
        case let .uniform(grid):
            return grid.placement(index, lineSpacing: metrics.lineSpacing)
        case let .variable(storage):
            let line = storage.line(of: index)
            let thickness = storage.thicknesses[index]
            let v = storage.lineOffsets[line] + (storage.lineThicknesses[line] - thickness) / 2
            return (storage.positions[index], v, storage.lengths[index], thickness)
        }
    }

    /// The lines that meet `[from, to)` along the scroll direction (relative to the lines
    /// block), as a range of line indices; empty when none does.
    /// - Complexity: O(log lines).
    func lines(from: CGFloat, to: CGFloat) -> Range<Int> {
        guard itemCount > 0, to > from else { return 0..<0 }
        switch items {
        case let .uniform(grid):
            let pitch = grid.thickness + metrics.lineSpacing
            let lineCount = grid.lineCount(itemCount: itemCount)
            guard pitch > 0 else { return 0..<lineCount }
            // Line k spans [k·pitch, k·pitch + thickness). The quotients may be huge or
            // infinite (a tiny pitch, a far query): checked.
            let first = Int(clamping: (from - grid.thickness) / pitch, rounding: .down, to: 0...lineCount)
            let last = Int(clamping: to / pitch, rounding: .up, to: 0...(lineCount - 1))
            return first <= last ? first..<(last + 1) : 0..<0
        case let .variable(storage):
            let offsets = storage.lineOffsets
            // First line whose end passes `from`; last line whose start is before `to`.
            var low = 0, high = offsets.count
            while low < high {
                let mid = (low + high) / 2
                if offsets[mid] + storage.lineThicknesses[mid] < from { low = mid + 1 } else { high = mid }
            }
            let firstLine = low
            low = firstLine; high = offsets.count
            while low < high {
                let mid = (low + high) / 2
                if offsets[mid] <= to { low = mid + 1 } else { high = mid }
            }
            let lastLine = low - 1
            guard firstLine <= lastLine, firstLine < offsets.count else { return 0..<0 }
            return firstLine..<(lastLine + 1)
        }
    }

    /// The items of the lines `lines` (a range ``lines(from:to:)`` gave), as a range of
    /// item indices.
    func items(inLines lines: Range<Int>) -> Range<Int> {
        guard !lines.isEmpty else { return 0..<0 }
        switch items {
        case let .uniform(grid):
            // first · perLine ≤ itemCount (first < lineCount); (last + 1) · perLine may pass it.
            let end = lines.upperBound.multipliedReportingOverflow(by: grid.perLine)
            return (lines.lowerBound * grid.perLine)..<(end.overflow ? itemCount : min(itemCount, end.partialValue))
        case let .variable(storage):
            let start = storage.lineStarts[lines.lowerBound]
            let end = lines.upperBound < storage.lineStarts.count ? storage.lineStarts[lines.upperBound] : itemCount
            return start..<max(start, end)
        }
    }

    /// The items whose lines meet `[from, to)` along the scroll direction (relative to the
    /// lines block), as a range of item indices.
    /// - Complexity: O(log lines).
    func items(inLinesFrom from: CGFloat, to: CGFloat) -> Range<Int> {
        items(inLines: lines(from: from, to: to))
    }
}
