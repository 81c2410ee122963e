import Foundation

/// UIKit's line breaking for a section whose items differ in size (docs/REFERENCE.md §4, "Variable
/// sizes"), as a pure function over flow-space sizes.
enum FlowLineBreaker {
    /// One line: its items and where each starts along the line.
    struct Line: Equatable {
        /// The first item's index in the section.
        var start: Int
        /// How many items the line holds (0 for UIKit's empty leading line).
        var count: Int
        /// The line's thickness: its tallest item.
        var thickness: CGFloat
    }

    /// Breaks items into lines greedily: an item joins the current line if its length
    /// fits what is left (which drops by `length + spacing` per item), else it opens a new
    /// line. An item longer than the whole line sits alone; if it is the section's first
    /// item, the empty current line is emitted first — UIKit's empty-leading-line quirk
    /// (it costs one extra line spacing).
    /// - Parameters:
    ///   - lengths: each item's extent along the line.
    ///   - thicknesses: each item's extent along the scroll direction.
    /// - Returns: the lines, and for every item its start along the line relative to the
    ///   line-start inset.
    /// - Complexity: O(n).
    static func breakLines(
        lengths: UnsafeBufferPointer<CGFloat>, thicknesses: UnsafeBufferPointer<CGFloat>,
        available: CGFloat, spacing: CGFloat, positions: UnsafeMutableBufferPointer<CGFloat>
    ) -> [Line] {
        var lines: [Line] = []
        let count = lengths.count
        guard count > 0 else { return lines }
        var lineStart = 0
        var remaining = available
        var thickness: CGFloat = 0
        for index in 0..<count {
            let length = lengths[index]
            if length > remaining {
                // Close the current line (empty only for a too-long first item: the quirk).
                lines.append(Line(start: lineStart, count: index - lineStart, thickness: thickness))
                lineStart = index
                remaining = available
                thickness = 0
            }
            remaining -= length + spacing
            thickness = max(thickness, thicknesses[index])
        }
        lines.append(Line(start: lineStart, count: count - lineStart, thickness: thickness))
        place(lines: lines, lengths: lengths, available: available, spacing: spacing, positions: positions)
        return lines
    }

    /// Positions items along their lines: full lines justified (one item: centred, or at
    /// the start when longer than the line); the last line left-aligned with exactly
    /// `spacing`, except when every line holds one item (centred like the others) or when
    /// its leftover equals the previous line's (justified).
    private static func place(
        lines: [Line], lengths: UnsafeBufferPointer<CGFloat>, available: CGFloat, spacing: CGFloat,
        positions: UnsafeMutableBufferPointer<CGFloat>
    ) {
        let allSingle = lines.allSatisfy { $0.count <= 1 }
        var previousLeftover: CGFloat?
        for (lineIndex, line) in lines.enumerated() where line.count > 0 {
            var total: CGFloat = 0
            for i in line.start..<line.start + line.count { total += lengths[i] }
            let leftover = available - total - CGFloat(line.count - 1) * spacing
            let isLast = lineIndex == lines.count - 1
            if line.count == 1 {
                let length = lengths[line.start]
                let centred = !isLast || allSingle
                positions[line.start] = centred && length <= available ? (available - length) / 2 : 0
            } else {
                let justify = !isLast || leftover == previousLeftover
                let gap = justify ? (available - total) / CGFloat(line.count - 1) : spacing
                var u: CGFloat = 0
                for i in line.start..<line.start + line.count {
                    positions[i] = u
                    u += lengths[i] + gap
                }
            }
            previousLeftover = leftover
        }
    }
}
