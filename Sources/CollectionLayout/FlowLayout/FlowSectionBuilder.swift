import Foundation

/// Builds ``FlowSection``s from sizes: the pure part of ``FlowLayout/prepare()``.
enum FlowSectionBuilder {
    /// A uniform section: every item `size`.
    /// - Complexity: O(1).
    static func uniform(metrics: FlowSectionMetrics, count: Int, size: CGSize, axis: FlowAxis) -> FlowSection {
        let length = axis.u(size), thickness = axis.v(size)
        let s = metrics.interitemSpacing, available = metrics.available
        let overlong = count > 0 && length > available
        // perLine = max(1, floor((avail + s) / (w + s))), guarded against zero or
        // negative pitches and absurd counts (a tiny item or a huge negative inset makes the
        // quotient overflow any integer: checked, and capped at Int32.max per line).
        var fit = 1
        if length + s > 0 {
            let f = (available + s) / (length + s)
            if f.isFinite { fit = Int(clamping: f, rounding: .down, to: 1...Int(Int32.max)) }
        }
        let perLine: Int, pitch: CGFloat, first: CGFloat
        if fit >= 2 {
            // Justified columns; an incomplete last line keeps them.
            perLine = fit
            pitch = length + (available - CGFloat(fit) * length) / CGFloat(fit - 1)
            first = 0
        } else {
            // One per line, centred — also an item longer than the line, at a negative
            // offset, with no empty line before it (recorded on iOS 26.1, docs/REFERENCE.md §4.1).
            perLine = 1
            pitch = 0
            first = (available - length) / 2
        }
        let lines = count / perLine + (count % perLine == 0 ? 0 : 1)
        let linesLength = lines == 0 ? 0 : CGFloat(lines) * thickness + CGFloat(lines - 1) * metrics.lineSpacing
        let grid = FlowSection.UniformGrid(length: length, thickness: thickness, perLine: perLine, pitch: pitch, firstColumn: first)
        return FlowSection(
            metrics: metrics, itemCount: count, items: .uniform(grid), linesLength: linesLength,
            hasOverlongItem: overlong)
    }

    /// A section whose items have their own sizes; falls back to ``uniform`` when they all
    /// match.
    /// - Complexity: O(n).
    static func variable(metrics: FlowSectionMetrics, sizes: ContiguousArray<CGSize>, axis: FlowAxis) -> FlowSection {
        let count = sizes.count
        if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
            return uniform(metrics: metrics, count: count, size: first, axis: axis)
        }
        var lengths = ContiguousArray<CGFloat>(repeating: 0, count: count)
        var thicknesses = ContiguousArray<CGFloat>(repeating: 0, count: count)
        var overlong = false
        for i in 0..<count {
            lengths[i] = axis.u(sizes[i])
            thicknesses[i] = axis.v(sizes[i])
            if lengths[i] > metrics.available { overlong = true }
        }
        // UIKit's horizontal quirk: with items of different sizes the two spacings trade
        // places (line spacing inside a column, interitem spacing between columns).
        let interitem = axis.vertical ? metrics.interitemSpacing : metrics.lineSpacing
        let lineSpacing = axis.vertical ? metrics.lineSpacing : metrics.interitemSpacing
        var positions = ContiguousArray<CGFloat>(repeating: 0, count: count)
        let lines = lengths.withUnsafeBufferPointer { l in
            thicknesses.withUnsafeBufferPointer { t in
                positions.withUnsafeMutableBufferPointer { p in
                    FlowLineBreaker.breakLines(
                        lengths: l, thicknesses: t, available: metrics.available,
                        spacing: interitem, positions: p)
                }
            }
        }
        var starts = ContiguousArray<Int>(), offsets = ContiguousArray<CGFloat>(), lineThicknesses = ContiguousArray<CGFloat>()
        starts.reserveCapacity(lines.count); offsets.reserveCapacity(lines.count); lineThicknesses.reserveCapacity(lines.count)
        var v: CGFloat = 0
        for (index, line) in lines.enumerated() {
            if index > 0 { v += lineSpacing }
            starts.append(line.start)
            offsets.append(v)
            lineThicknesses.append(line.thickness)
            v += line.thickness
        }
        let storage = FlowSection.VariableItems(
            positions: positions, lengths: lengths, thicknesses: thicknesses,
            lineStarts: starts, lineOffsets: offsets, lineThicknesses: lineThicknesses)
        return FlowSection(
            metrics: metrics, itemCount: count, items: .variable(storage), linesLength: count == 0 ? 0 : v,
            hasOverlongItem: overlong)
    }
}
