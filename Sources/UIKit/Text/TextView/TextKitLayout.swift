import CollectionRendering
import Foundation

/// A text storage laid out in a text container, as `NSLayoutManager` answers from it: the
/// lines of the text engine (`UIFont.lineFragments(of:width:)`), in UTF-16 code units and
/// the container's coordinates — each line inset by the container's line fragment padding,
/// aligned by the first character's paragraph style in a container of bounded width
/// (between its indents), and
/// only the lines that fit its height and ``NSTextContainer/maximumNumberOfLines``.
struct TextKitLayout {
    /// One laid-out line.
    struct Line {
        /// Its characters, line break included.
        var characters: NSRange
        /// Its glyphs with the padding at both ends, by the line's height.
        var usedRect: CGRect
        /// Each character's advance on the line: its index, where it starts, how wide it is.
        var boxes: [(index: Int, x: CGFloat, width: CGFloat)]
    }

    /// The lines, from the top.
    var lines: [Line]

    /// Lays `storage` out in `container`.
    /// - Complexity: the text engine's, O(n · k) in the characters and the longest line's.
    init(_ storage: NSAttributedString, in container: NSTextContainer) {
        let (attributes, styling) = storage.drawing
        let padding = Self.padding(of: container), width = Self.boundedWidth(of: container)
        let block = TextBlock(
            storage.string, font: attributes.font, alignment: .leading, maximumLines: max(0, container.maximumNumberOfLines),
            styling: styling)
        // A container no wider than its padding lays one character a line, as a width of 0 does.
        let lineWidth = width.map { max($0 - 2 * padding, .leastNormalMagnitude) }
        let height = container.size.height.isFinite && container.size.height > 0 ? container.size.height : .greatestFiniteMagnitude
        let fragments = UIFont.lineFragments(of: block, width: lineWidth).filter { $0.frame.maxY <= height }
        // A fragment starts at its head indent; it is aligned in the room left before the line
        // end (docs/REFERENCE.md §22.23), the whole width without indents.
        self.init(fragments, of: storage.string, padding: padding) { fragment in
            let end = styling.paragraph.lineEnd(in: lineWidth)
            return CGPoint(x: end.map { attributes.alignment.offset(ofLine: fragment.frame.maxX, in: $0) } ?? 0, y: 0)
        }
    }

    /// The lines of `fragments`, the text engine's lines of `string`, each moved by `origin`
    /// of it and widened by `padding` at both ends (its glyphs start after the padding).
    /// - Complexity: O(n) in the string's length.
    init(_ fragments: [TextLineFragment], of string: String, padding: CGFloat, origin: (TextLineFragment) -> CGPoint) {
        let utf16 = Self.utf16Offsets(of: string)
        lines = fragments.map { fragment in
            let shift = origin(fragment)
            let start = utf16[fragment.characters.lowerBound] ?? 0, end = utf16[fragment.characters.upperBound] ?? start
            return Line(
                characters: NSRange(location: start, length: max(0, end - start)),
                usedRect: CGRect(
                    x: fragment.frame.minX + shift.x, y: fragment.frame.minY + shift.y, width: fragment.frame.width + 2 * padding,
                    height: fragment.frame.height),
                boxes: fragment.boxes.map { (utf16[$0.offset] ?? start, padding + shift.x + $0.x, $0.width) })
        }
    }

    /// The same lines moved by `offset` (a container's layout in its text view's coordinates).
    func offsetBy(_ offset: CGPoint) -> TextKitLayout {
        var moved = self
        moved.lines = lines.map { line in
            Line(
                characters: line.characters, usedRect: line.usedRect.offsetBy(dx: offset.x, dy: offset.y),
                boxes: line.boxes.map { ($0.index, $0.x + offset.x, $0.width) })
        }
        return moved
    }

    /// The container's width when it bounds the lines: finite, positive and less than
    /// `CGFloat.greatestFiniteMagnitude` [chosen: a zero or unbounded width breaks lines only
    /// at line breaks].
    static func boundedWidth(of container: NSTextContainer) -> CGFloat? {
        let width = container.size.width
        return width.isFinite && width > 0 && width < .greatestFiniteMagnitude ? width : nil
    }

    /// The container's line fragment padding, 0 when it is negative or not finite, at most
    /// 10,000 points.
    static func padding(of container: NSTextContainer) -> CGFloat {
        let padding = container.lineFragmentPadding
        return padding.isFinite ? min(10_000, max(0, padding)) : 0
    }

    /// The UTF-16 offset of each character's first UTF-8 byte in `string`, and of its end.
    /// - Complexity: O(n) in the string's length.
    private static func utf16Offsets(of string: String) -> [Int: Int] {
        var offsets: [Int: Int] = [:]
        var utf8 = 0, utf16 = 0
        for scalar in string.unicodeScalars {
            offsets[utf8] = utf16
            utf8 += UTF8.width(scalar)
            utf16 += UTF16.width(scalar)
        }
        offsets[utf8] = utf16
        return offsets
    }

    /// The line holding the character at `index`, if laid out.
    func line(holding index: Int) -> Line? {
        lines.first { NSLocationInRange(index, $0.characters) }
    }

    /// The advances of the characters in `range` by their lines' heights, joined, the range
    /// cut to the text laid out; an empty range is the zero-wide insertion point there.
    func boundingRect(of range: NSRange) -> CGRect {
        guard let last = lines.last, range.location >= 0, range.length >= 0 else { return .zero }
        let end = NSMaxRange(last.characters)
        let lower = min(range.location, end), upper = lower + min(range.length, end - lower)
        var rect: CGRect?
        for line in lines {
            for box in line.boxes where lower == upper ? box.index == lower : (lower..<upper).contains(box.index) {
                let glyph = CGRect(x: box.x, y: line.usedRect.minY, width: lower == upper ? 0 : box.width, height: line.usedRect.height)
                rect = rect?.union(glyph) ?? glyph
                if lower == upper { return glyph }
            }
        }
        guard rect == nil, lower == upper else { return rect ?? .zero }
        // The insertion point after the last character.
        let after = last.boxes.last.map { $0.x + $0.width } ?? last.usedRect.minX
        return CGRect(x: after, y: last.usedRect.minY, width: 0, height: last.usedRect.height)
    }

    /// The character under `point` and how far through it the point lies (0…1): on the line
    /// at the point's height (the first above the text, the last below it), the character
    /// whose advance holds it, else the nearest on the line.
    func character(at point: CGPoint) -> (index: Int, fraction: CGFloat) {
        guard let last = lines.last, point.x.isFinite, point.y.isFinite else { return (0, 0) }
        let line = lines.first { point.y < $0.usedRect.maxY } ?? last
        let drawn = line.boxes.filter { $0.width > 0 }
        guard let first = drawn.first, let end = drawn.last else { return (line.characters.location, 0) }
        if point.x < first.x { return (first.index, 0) }
        if point.x >= end.x + end.width { return (end.index, 1) }
        let box = drawn.first { point.x < $0.x + $0.width } ?? end
        return (box.index, min(1, max(0, (point.x - box.x) / box.width)))
    }
}

extension TextKitLayout {
    /// On each line holding characters of `range` (cut to the text laid out), the advances of
    /// those characters by the line's height, from the top; none for an empty range.
    /// - Complexity: O(n) in the characters laid out.
    func lineRects(of range: NSRange) -> [CGRect] {
        guard let last = lines.last, range.location >= 0, range.length > 0 else { return [] }
        let end = NSMaxRange(last.characters)
        let lower = min(range.location, end), upper = lower + min(range.length, end - lower)
        return lines.compactMap { line in
            let held = line.boxes.filter { (lower..<upper).contains($0.index) }
            guard let first = held.map(\.x).min(), let last = held.map({ $0.x + $0.width }).max() else { return nil }
            return CGRect(x: first, y: line.usedRect.minY, width: last - first, height: line.usedRect.height)
        }
    }

    /// The character whose advance holds `point` on the line at its height, if any.
    func characterHolding(_ point: CGPoint) -> Int? {
        guard let line = lines.first(where: { $0.usedRect.minY <= point.y && point.y < $0.usedRect.maxY }) else { return nil }
        return line.boxes.first { $0.width > 0 && $0.x <= point.x && point.x < $0.x + $0.width }?.index
    }
}
