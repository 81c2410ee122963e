import CollectionLayout
import Foundation

/// A font-free ``TextLayoutEngine`` with fixed metrics, for tests and for SVG output
/// without Pango. Real output uses the Cairo backend's Pango engine.
///
/// Metrics, per font size s: every character advances 0.6·s; lines are 1.2·s apart; the
/// baseline sits 0.9·s below a line's top. Words wrap greedily at spaces (a word wider
/// than the rectangle breaks between characters); with more lines than allowed
/// (``TextBlock/maximumLines``, or as many as fit the height, at least one) the last line
/// kept ends in "…" (unless the block does not ellipsize: then all are kept). The block is
/// centred vertically or set from the top; lines align per the block.
public final class ApproximateTextLayout: TextLayoutEngine, ContentMeasuring {
    /// An engine.
    public init() {}

    /// The lines of `block` in `rect` with the fixed metrics above.
    public func layout(_ block: TextBlock, in rect: CGRect) -> [TextLine] {
        let size = block.font.size
        guard size > 0, rect.width > 0, !block.string.isEmpty else { return [] }
        let advance = 0.6 * size, lineHeight = 1.2 * size
        // Checked: a huge rect or a tiny font gives quotients beyond Int.
        let perLine = Int(clamping: rect.width / advance, rounding: .down, to: 1...Int(Int32.max))
        var lines = wrap(block.string, charactersPerLine: perLine)
        let fitting = Int(clamping: rect.height / lineHeight, rounding: .down, to: 1...Int(Int32.max))
        let limit = block.maximumLines > 0 ? min(block.maximumLines, fitting) : fitting
        if lines.count > limit, block.ellipsizes {
            var last = lines[limit - 1]
            while last.count + 1 > perLine, !last.isEmpty { last.removeLast() }
            lines = Array(lines.prefix(limit - 1)) + [last + "…"]
        }
        let top = block.verticalAlignment == .top ? 0 : (rect.height - CGFloat(lines.count) * lineHeight) / 2
        return lines.enumerated().map { index, text in
            let width = CGFloat(text.count) * advance
            let x = block.alignment.offset(ofLine: width, in: rect.width)
            return TextLine(text: text, origin: CGPoint(x: x, y: top + CGFloat(index) * lineHeight + 0.9 * size), width: width)
        }
    }

    /// The size of `text` with the fixed metrics: the widest line's characters × 0.6·s by
    /// the lines × 1.2·s, wrapped as ``layout(_:in:)`` wraps (nil width: at line breaks only).
    public func size(of text: String, font: FontDescription, width: CGFloat?) -> CGSize {
        let size = font.size
        guard size > 0, size.isFinite, !text.isEmpty else { return .zero }
        let advance = 0.6 * size
        let perLine = width.map { Int(clamping: $0 / advance, rounding: .down, to: 1...Int(Int32.max)) } ?? Int(Int32.max)
        let lines = wrap(text, charactersPerLine: perLine)
        let widest = lines.map(\.count).max() ?? 0
        return CGSize(width: CGFloat(widest) * advance, height: CGFloat(lines.count) * 1.2 * size)
    }

    /// 0.9·s: where ``layout(_:in:)`` puts a line's baseline below its top.
    public func firstBaseline(of font: FontDescription) -> CGFloat {
        font.size > 0 && font.size.isFinite ? 0.9 * font.size : 0
    }

    /// Nil: this engine reads no image files.
    public func pixelSize(of image: ImageSource) -> CGSize? { nil }

    /// The lines of `string`, greedily: words joined by single spaces while they fit `limit`
    /// characters, a word longer than that cut into lines of `limit`.
    /// - Complexity: O(n) in the string's length (characters are counted once each).
    private func wrap(_ string: String, charactersPerLine limit: Int) -> [String] {
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = "", currentCount = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordCount = word.count
                let joined = currentCount == 0 ? wordCount : currentCount + 1 + wordCount
                if joined <= limit {
                    if currentCount > 0 { current += " " }
                    current += word
                    currentCount = joined
                    continue
                }
                if currentCount > 0 { lines.append(current) }
                var rest = word, restCount = wordCount
                while restCount > limit {
                    let cut = rest.index(rest.startIndex, offsetBy: limit)
                    lines.append(String(rest[..<cut]))
                    rest = rest[cut...]
                    restCount -= limit
                }
                current = String(rest)
                currentCount = restCount
            }
            lines.append(current)
        }
        return lines
    }
}
