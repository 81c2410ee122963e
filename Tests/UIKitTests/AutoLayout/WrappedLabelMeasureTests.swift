import CairoRendering
import CollectionRendering
import Foundation
import TestTools
import Testing

@testable import UIKit

/// A wrapped label measured at one width keeps that size at a narrower width that still holds
/// its widest line (docs/REFERENCE.md §21.10): lines break greedily, so the measurement there
/// would give the same lines; the engine then does not measure again
/// (`UILabel.wrapsAlike(at:asMeasured:at:)`, `UIView.layoutIntrinsicSize()`).
@MainActor @Suite(.serialized) struct WrappedLabelMeasureTests {
    /// Counts the texts measured, measuring them as `ApproximateTextLayout` does.
    final class CountingMeasurer: ContentMeasuring {
        let base = ApproximateTextLayout()
        var count = 0
        func size(of text: String, font: FontDescription, width: CGFloat?) -> CGSize {
            count += 1
            return base.size(of: text, font: font, width: width)
        }
        func pixelSize(of image: ImageSource) -> CGSize? { nil }
        func firstBaseline(of font: FontDescription) -> CGFloat { base.firstBaseline(of: font) }
    }

    /// A plain multi-line label of `text` in a `size`-point font.
    private static func label(_ text: String, size: CGFloat = 10) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: size)
        label.text = text
        return label
    }

    /// Random words of 1 to 12 letters joined by spaces.
    private static func text(words: Int, using rng: inout SplitMix64) -> String {
        (0..<words).map { _ in String(repeating: "m", count: Int.random(in: 1...12, using: &rng)) }.joined(separator: " ")
    }

    /// Measures random texts at a random width W, then at the widest line's width, at widths
    /// between it and W, and at W: each measurement is the first, as the rule says, and the
    /// label says it wraps alike there; just below the widest line it says it does not.
    private static func checkBreaksAlike(seed: UInt64, fontSizes: [CGFloat], scale: CGFloat) {
        var rng = SplitMix64(seed: seed)
        for round in 0..<150 {
            let label = label(text(words: Int.random(in: 1...30, using: &rng), using: &rng), size: fontSizes[round % fontSizes.count])
            label.traitOverrides.displayScale = scale
            let wide = CGFloat(Int.random(in: 40...600, using: &rng)) + CGFloat(Int.random(in: 0...9, using: &rng)) / 10
            let measured = label.sizeThatFits(CGSize(width: wide, height: .greatestFiniteMagnitude))
            guard measured.width > 0, measured.width <= wide else { continue }
            var widths = [measured.width, wide]
            for _ in 0..<4 { widths.append(.random(in: measured.width...wide, using: &rng)) }
            for width in widths {
                #expect(label.wrapsAlike(at: width, asMeasured: measured, at: wide), "round \(round) at \(width)")
                #expect(
                    label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) == measured, "round \(round) at \(width)")
            }
            let unbounded = label.sizeThatFits(CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
            #expect(label.wrapsAlike(at: unbounded.width, asMeasured: unbounded, at: nil))
            #expect(label.sizeThatFits(CGSize(width: unbounded.width, height: .greatestFiniteMagnitude)) == unbounded)
            #expect(!label.wrapsAlike(at: measured.width - 0.5, asMeasured: measured, at: wide))
        }
    }

    @Test func aWidthHoldingTheWidestLineBreaksAlikeWithFixedMetrics() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            Self.checkBreaksAlike(seed: 2_910, fontSizes: [10, 17, 13.5], scale: 3)
        }
    }

    @Test func aWidthHoldingTheWidestLineBreaksAlikeWithPango() throws {
        let pango = try PangoContentMeasurer()
        UIFont.withTextMeasurer(pango) {
            Self.checkBreaksAlike(seed: 2_911, fontSizes: [17, 15, 11.5], scale: 2)
        }
    }

    @Test func theEngineKeepsTheSizeMeasuredAtTheWiderWidth() {
        let counter = CountingMeasurer()
        UIFont.withTextMeasurer(counter) {
            // Fixed metrics, 10 pt: 6 a letter, lines 12 high. "aaaa bbbb cccc dddd" at 60
            // (10 letters a line): "aaaa bbbb" / "cccc dddd", 54 × 24.
            let label = Self.label("aaaa bbbb cccc dddd")
            let state = label.autoLayout
            state.layoutWidth = 60
            #expect(label.layoutIntrinsicSize() == CGSize(width: 54, height: 24))
            let first = counter.count
            #expect(first > 0)
            // At 54 and 57 the same lines: kept, not measured.
            for width: CGFloat in [54, 57] {
                state.layoutWidth = width
                #expect(label.layoutIntrinsicSize() == CGSize(width: 54, height: 24))
            }
            #expect(counter.count == first)
            // At 53 (8 letters a line) each word-pair breaks: measured again, 4 lines of 24.
            state.layoutWidth = 53
            #expect(label.layoutIntrinsicSize() == CGSize(width: 24, height: 48))
            #expect(counter.count > first)
        }
    }

    @Test func wideningSubclassesStyledAndLimitedLabelsMeasureAgain() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let measured = CGSize(width: 54, height: 24)
            let plain = Self.label("aaaa bbbb cccc dddd")
            #expect(plain.wrapsAlike(at: 56, asMeasured: measured, at: 60))
            // Wider than the width measured at: more words may fit a line.
            #expect(!plain.wrapsAlike(at: 61, asMeasured: measured, at: 60))
            // No width (unbounded) or a bad one is not a width the lines were broken at.
            #expect(!plain.wrapsAlike(at: 0, asMeasured: measured, at: 60))
            #expect(!plain.wrapsAlike(at: .infinity, asMeasured: measured, at: 60))
            final class Subclass: UILabel {}
            let subclass = Subclass()
            subclass.numberOfLines = 0
            subclass.text = "aaaa bbbb cccc dddd"
            #expect(!subclass.wrapsAlike(at: 56, asMeasured: measured, at: 60))
            let limited = Self.label("aaaa bbbb cccc dddd")
            limited.numberOfLines = 2
            #expect(!limited.wrapsAlike(at: 56, asMeasured: measured, at: 60))
            let styled = Self.label("")
            styled.attributedText = NSAttributedString(string: "aaaa bbbb cccc dddd")
            #expect(!styled.wrapsAlike(at: 56, asMeasured: measured, at: 60))
        }
    }
}
