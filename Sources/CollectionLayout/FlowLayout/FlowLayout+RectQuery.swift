import Foundation

/// The rect query, `layoutAttributesForElements(in:)`: the sections it meets, their
/// headers and footers, and the cells of the lines it meets, written into the result in
/// place.
///
/// The cell loops are the hot path of scrolling a large layout: everything that is the same
/// for every cell of a query (the query's edges, the scale's checks, the scroll direction,
/// the reading direction) is worked out once, everything that is the same for a line once a
/// line, and the per-item arrays are read without a bounds check per item (their counts are
/// checked once a section). The frames are the ones `itemFrame(section:item:)`
/// gives, to the bit.
extension FlowLayout {
    /// The elements whose frames meet `rect`: per section its header, its cells in order,
    /// its footer.
    /// - Complexity: O(log sections + log lines + elements returned).
    func elements(in rect: CGRect) -> [LayoutAttributes] {
        guard !sections.isEmpty, !rect.isNull else { return [] }
        // Right to left, a frame's mirrored x is rounded again (`rightToLeftFrame`), up to half
        // a pixel from the plain mirror: the query is widened by a pixel for the search, and
        // each element is tested against `rect` by its final frame.
        let rightToLeft = isRightToLeft
        let slack = preparedScale > 0 && preparedScale.isFinite ? 1 / preparedScale : 1
        let query = mirrored(rightToLeft ? rect.insetBy(dx: -slack, dy: 0) : rect)
        let axis = self.axis
        let (vMin, vMax) = axis.vRange(query)
        // The sections the query meets, and at most how many elements they give (the items
        // of the lines it meets, a header and a footer each): the array is built in place.
        let first = firstSection(endingAfter: vMin)
        var end = first, capacity = 0
        while end < sections.count, sectionStarts[end] < vMax || (sectionStarts[end] == vMax && vMin == vMax) {
            let start = linesStart(end, axis: axis)
            capacity += 2 + sections[end].items(inLinesFrom: vMin - start, to: vMax - start).count
            end += 1
        }
        let cells = FlowCellWriter(
            query: query, vertical: axis.vertical, scale: preparedScale,
            mirror: rightToLeft ? (width: contentSize.width, rect: rect) : nil)
        return [LayoutAttributes](unsafeUninitializedCapacity: capacity) { buffer, count in
            // No growing array: each value is written once, into place.
            let base = buffer.baseAddress.unsafelyUnwrapped
            var written = 0
            for section in first..<end {
                let flow = sections[section]
                if flow.metrics.headerLength > 0,
                    let header = boundaryAttributes(kind: ElementKind.sectionHeader, section: section, overlapping: rect)
                {
                    (base + written).initialize(to: header)
                    written += 1
                }
                let start = linesStart(section, axis: axis)
                let lines = flow.lines(from: vMin - start, to: vMax - start)
                let origin = (u: axis.uStart(flow.metrics.inset), v: start)
                written += cells.write(flow, section: section, lines: lines, origin: origin, into: base + written)
                if flow.metrics.footerLength > 0,
                    let footer = boundaryAttributes(kind: ElementKind.sectionFooter, section: section, overlapping: rect)
                {
                    (base + written).initialize(to: footer)
                    written += 1
                }
            }
            count = written
        }
    }

    /// Where `section`'s block of lines starts along the scroll direction.
    private func linesStart(_ section: Int, axis: FlowAxis) -> CGFloat {
        sectionStarts[section] + sections[section].metrics.headerLength + axis.vStart(sections[section].metrics.inset)
    }
}

/// Writes the cells of a rect query: what is the same for every cell, worked out once.
///
/// A cell's frame is its flow-space origin offset by its section's and rounded to the
/// screen scale (`roundToPixel(_:scale:)`), mirrored and its x rounded again in a
/// right-to-left layout; it is written when it overlaps the query by `CGRect.overlaps(_:)`,
/// tested here in flow space with the query's edges computed once. The test is the same:
/// both are the conjunction of one comparison per axis, and the null-rectangle checks that
/// `overlaps` makes first cannot change its answer (an edge at +infinity or NaN compares
/// false).
struct FlowCellWriter {
    /// The query's low and high edges along a line and along the scroll direction.
    private let uEdges: (CGFloat, CGFloat), vEdges: (CGFloat, CGFloat)
    /// Whether u is x (vertical scrolling).
    private let vertical: Bool
    /// The screen scale; frames are rounded to it when it is positive and finite.
    private let scale: CGFloat
    private let rounds: Bool
    /// For a right-to-left layout: the content width frames are mirrored in, and the query
    /// as asked, which a cell's final frame must meet (the flow-space query is a pixel wider).
    private let mirror: (width: CGFloat, rect: CGRect)?
    /// Every cell's values but its index path and frame.
    private let template = LayoutAttributes(cellAtItem: 0, section: 0, frame: .zero)

    /// A writer for the query rectangle `query` (in the layout's unmirrored space).
    init(query: CGRect, vertical: Bool, scale: CGFloat, mirror: (width: CGFloat, rect: CGRect)?) {
        let x = CGRect.edges(query.origin.x, query.size.width), y = CGRect.edges(query.origin.y, query.size.height)
        (uEdges, vEdges) = vertical ? (x, y) : (y, x)
        self.vertical = vertical
        self.scale = scale
        rounds = scale > 0 && scale.isFinite
        self.mirror = mirror
    }

    /// Writes the cells of `flow`'s lines `lines` that overlap the query, in order, from
    /// `target` on, and returns how many it wrote (at most the lines' item count).
    /// - Parameters:
    ///   - flow: the section.
    ///   - section: its index.
    ///   - lines: the lines the query meets, from `FlowSection.lines(from:to:)`.
    ///   - origin: where the section's lines block starts: along a line (the line-start
    ///     inset) and along the scroll direction.
    ///   - target: uninitialized memory for the lines' item count of values.
    /// - Returns: the number of cells written.
    /// - Complexity: O(items of `lines`).
    func write(
        _ flow: FlowSection, section: Int, lines: Range<Int>, origin: (u: CGFloat, v: CGFloat),
        into target: UnsafeMutablePointer<LayoutAttributes>
    ) -> Int {
        guard !lines.isEmpty else { return 0 }
        // One specialised loop per scroll direction: the choice is made once.
        switch (flow.items, vertical) {
        case let (.uniform(grid), true):
            return writeUniform(grid, flow, section: section, lines: lines, origin: origin, into: target, vertical: true)
        case let (.uniform(grid), false):
            return writeUniform(grid, flow, section: section, lines: lines, origin: origin, into: target, vertical: false)
        case let (.variable(storage), true):
            return writeVariable(storage, flow, section: section, lines: lines, origin: origin, into: target, vertical: true)
        case let (.variable(storage), false):
            return writeVariable(storage, flow, section: section, lines: lines, origin: origin, into: target, vertical: false)
        }
    }

    /// The cells of a uniform section: the line's position and its test once a line, the
    /// column's per cell (no division per cell).
    @inline(__always)
    private func writeUniform(
        _ grid: FlowSection.UniformGrid, _ flow: FlowSection, section: Int, lines: Range<Int>, origin: (u: CGFloat, v: CGFloat),
        into target: UnsafeMutablePointer<LayoutAttributes>, vertical: Bool
    ) -> Int {
        let range = flow.items(inLines: lines)
        guard !range.isEmpty else { return 0 }
        let spacing = flow.metrics.lineSpacing, perLine = grid.perLine
        var line = range.lowerBound / perLine, column = range.lowerBound % perLine
        // As `UniformGrid.placement`: the line's offset, then the section's, then rounding.
        var v = pixel(origin.v + CGFloat(line) * (grid.thickness + spacing))
        var lineMeets = meets(v, grid.thickness, vEdges)
        var written = 0
        for item in range {
            if column == perLine {
                column = 0
                line += 1
                v = pixel(origin.v + CGFloat(line) * (grid.thickness + spacing))
                lineMeets = meets(v, grid.thickness, vEdges)
            }
            let u = pixel(origin.u + (grid.firstColumn + CGFloat(column) * grid.pitch))
            column += 1
            guard lineMeets, meets(u, grid.length, uEdges) else { continue }
            if put(target + written, item: item, section: section, u: u, v: v, length: grid.length, thickness: grid.thickness, vertical) {
                written += 1
            }
        }
        return written
    }

    /// The cells of a section of sizes that differ, line by line: each centred in its line
    /// (`FlowSection.itemPlacement`).
    @inline(__always)
    private func writeVariable(
        _ storage: FlowSection.VariableItems, _ flow: FlowSection, section: Int, lines: Range<Int>,
        origin: (u: CGFloat, v: CGFloat), into target: UnsafeMutablePointer<LayoutAttributes>, vertical: Bool
    ) -> Int {
        // The counts the builder made equal, checked once: no read past an array.
        let itemCount = min(flow.itemCount, storage.positions.count, storage.lengths.count, storage.thicknesses.count)
        let lineCount = min(storage.lineStarts.count, storage.lineOffsets.count, storage.lineThicknesses.count)
        let lines = lines.clamped(to: 0..<lineCount)
        var written = 0
        storage.positions.withUnsafeBufferPointer { positions in
            storage.lengths.withUnsafeBufferPointer { lengths in
                storage.thicknesses.withUnsafeBufferPointer { thicknesses in
                    for line in lines {
                        let offset = storage.lineOffsets[line], lineThickness = storage.lineThicknesses[line]
                        let first = min(max(storage.lineStarts[line], 0), itemCount)
                        let next = line + 1 < storage.lineStarts.count ? storage.lineStarts[line + 1] : flow.itemCount
                        let end = min(max(next, first), itemCount)
                        for item in first..<end {
                            let thickness = thicknesses[item], length = lengths[item]
                            let v = pixel(origin.v + (offset + (lineThickness - thickness) / 2))
                            guard meets(v, thickness, vEdges) else { continue }
                            let u = pixel(origin.u + positions[item])
                            guard meets(u, length, uEdges) else { continue }
                            if put(
                                target + written, item: item, section: section, u: u, v: v, length: length, thickness: thickness, vertical)
                            {
                                written += 1
                            }
                        }
                    }
                }
            }
        }
        return written
    }

    /// `roundToPixel(value, scale: scale)`, with the scale checked once.
    @inline(__always)
    private func pixel(_ value: CGFloat) -> CGFloat {
        rounds ? roundedHalfAwayFromZero(value * scale) / scale : value
    }

    /// Whether the span from `start` over `length` overlaps the query's `edges` on one axis,
    /// as `CGRect.overlaps(_:)` tests it.
    @inline(__always)
    private func meets(_ start: CGFloat, _ length: CGFloat, _ edges: (CGFloat, CGFloat)) -> Bool {
        let (low, high) = CGRect.edges(start, length)
        return low < edges.1 && edges.0 < high
    }

    /// Initializes `target` with the cell `[section, item]` at the flow-space frame given and
    /// returns true — unless, right to left, its final frame misses the query as asked.
    @inline(__always)
    private func put(
        _ target: UnsafeMutablePointer<LayoutAttributes>, item: Int, section: Int, u: CGFloat, v: CGFloat, length: CGFloat,
        thickness: CGFloat, _ vertical: Bool
    ) -> Bool {
        var frame =
            vertical
            ? CGRect(x: u, y: v, width: length, height: thickness) : CGRect(x: v, y: u, width: thickness, height: length)
        if let mirror {
            frame = FlowLayout.rightToLeftFrame(frame, width: mirror.width, scale: scale)
            guard frame.overlaps(mirror.rect) else { return false }
        }
        template.initializeCell(target, item: item, section: section, frame: frame)
        return true
    }
}
