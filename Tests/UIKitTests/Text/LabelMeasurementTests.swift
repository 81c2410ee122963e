import CairoRendering
import CollectionRendering
import Testing
import UIKit

/// A cell of one multi-line label inside its content view's layout margins: with no Auto
/// Layout, it sizes itself from the label's `sizeThatFits(_:)` at the width it is given.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let margins = contentView.layoutMargins
        let text = label.sizeThatFits(CGSize(width: targetSize.width - margins.left - margins.right, height: .greatestFiniteMagnitude))
        return CGSize(width: targetSize.width, height: text.height + margins.top + margins.bottom)
    }
}

/// `UILabel`'s sizes, measured with `UIFont.textMeasurer`. The worked values use
/// `ApproximateTextLayout`, which the suite installs for each test's task
/// (`.approximateTextMetrics`, `UIFont.withTextMeasurer`): per point of font size, 0.6 per
/// character and 1.2 per line, so a 10-point font advances 6 per character and lines are 12
/// high. The one test measuring with Pango installs it for its own task in turn.
@Suite(.approximateTextMetrics) struct LabelMeasurementTests {
    private func label(_ text: String?, size: CGFloat = 10, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = lines
        return label
    }

    @Test func oneLineIsTheTextsAdvanceByOneLine() {
        // "Hello world", 11 characters × 6 = 66 wide, one 12-pt line.
        #expect(label("Hello world").intrinsicContentSize == CGSize(width: 66, height: 12))
        // The default 17-pt font: "Hello" 5 × 10.2 = 51; a line 1.2 × 17 = 20.4, rounded up to
        // the pixel: 21 at scale 1, 41 / 2 = 20.5 at scale 2.
        let plain = UILabel()
        plain.text = "Hello"
        #expect(plain.intrinsicContentSize == CGSize(width: 51, height: 21))
        plain.traitOverrides.displayScale = 2
        #expect(plain.intrinsicContentSize == CGSize(width: 51, height: 20.5))
    }

    @Test func noTextHasNoSize() {
        #expect(label(nil).intrinsicContentSize == .zero)
        #expect(label("").intrinsicContentSize == .zero)
        #expect(label(nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func preferredMaxLayoutWidthWrapsAMultiLineLabel() {
        // 40 pt holds 6 characters: "Hello" | "world", 5 × 6 = 30 wide, 2 × 12 = 24 high.
        let wrapped = label("Hello world", lines: 0)
        #expect(wrapped.intrinsicContentSize == CGSize(width: 66, height: 12)) // no width: unwrapped
        wrapped.preferredMaxLayoutWidth = 40
        #expect(wrapped.intrinsicContentSize == CGSize(width: 30, height: 24))
        // A one-line label ignores it: UIKit's single line is never wrapped.
        wrapped.numberOfLines = 1
        #expect(wrapped.intrinsicContentSize == CGSize(width: 66, height: 12))
    }

    @Test func numberOfLinesLimitsTheHeight() {
        // 30 pt holds 5 characters: "one" | "two" | "three" | "four", widest 5 × 6 = 30.
        let text = "one two three four"
        #expect(label(text, lines: 0).sizeThatFits(CGSize(width: 30, height: 10)) == CGSize(width: 30, height: 48))
        #expect(label(text, lines: 2).sizeThatFits(CGSize(width: 30, height: 10)) == CGSize(width: 30, height: 24))
        #expect(label(text, lines: 3).sizeThatFits(CGSize(width: 30, height: 10)) == CGSize(width: 30, height: 36))
        #expect(label(text, lines: 9).sizeThatFits(CGSize(width: 30, height: 10)) == CGSize(width: 30, height: 48))
        // One line: the whole text, 18 × 6 = 108, wider than the size offered.
        #expect(label(text, lines: 1).sizeThatFits(CGSize(width: 30, height: 10)) == CGSize(width: 108, height: 12))
    }

    @Test func sizeToFitKeepsTheOrigin() {
        let fitted = label("one two three four", lines: 0)
        fitted.frame = CGRect(x: 5, y: 7, width: 30, height: 1)
        fitted.sizeToFit()
        #expect(fitted.frame == CGRect(x: 5, y: 7, width: 30, height: 48))
    }

    @Test func badValuesAreClampedNotTrapped() {
        // Documented: a negative line count lays out as 0 (unlimited); a huge one is no
        // limit in practice; a NaN or negative width does not wrap; a NaN font size is 0 points.
        let text = "one two three four"
        #expect(label(text, lines: -3).sizeThatFits(CGSize(width: 30, height: 0)) == CGSize(width: 30, height: 48))
        #expect(label(text, lines: .max).sizeThatFits(CGSize(width: 30, height: 0)) == CGSize(width: 30, height: 48))
        #expect(label(text, lines: 0).sizeThatFits(CGSize(width: CGFloat.nan, height: 0)) == CGSize(width: 108, height: 12))
        #expect(label(text, lines: 0).sizeThatFits(CGSize(width: -30, height: 0)) == CGSize(width: 108, height: 12))
        let wrapped = label(text, lines: 0)
        wrapped.preferredMaxLayoutWidth = .infinity
        #expect(wrapped.intrinsicContentSize == CGSize(width: 108, height: 12))
        #expect(label(text, size: .nan).intrinsicContentSize == .zero)
        let nanScale = label("Hello world")
        nanScale.traitOverrides.displayScale = .nan
        #expect(nanScale.intrinsicContentSize == CGSize(width: 66, height: 12))
    }

    @Test func lineHeightIsTheMeasurersLine() {
        #expect(UIFont.systemFont(ofSize: 10).lineHeight == 12)
    }

    @Test func aCellSizesItselfFromItsLabel() {
        // Estimated 100 wide; the label gets 100 − 8 − 8 = 84 pt, 14 characters:
        // "one two three" | "four" → 2 lines, 24 pt, plus the 8-pt margins: 40.
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        let source = StyledCells(count: 1) { cell, _ in (cell as? LabelCell)?.label.text = "one two three four" }
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 100, height: 40))
    }

    @Test func labelsMeasureWithTheInstalledMeasurer() throws {
        // Contract: with the Cairo backend's measurer installed, a label's size is that
        // measurer's size of the same text, font and width, rounded up to whole points at
        // scale 1, and a line limit keeps that many lines of the font's line height.
        // Installed for this test's task only, so suites measuring in parallel keep theirs.
        let pango = try PangoContentMeasurer()
        try UIFont.withTextMeasurer(pango) { try measuresLikePango(pango) }
        #expect(UIFont.textMeasurer is ApproximateTextLayout)
    }

    private func measuresLikePango(_ pango: PangoContentMeasurer) throws {
        #expect(UIFont.textMeasurer as? PangoContentMeasurer === pango)
        let text = "The quick brown fox jumps over the lazy dog"
        let font = FontDescription(family: "DejaVu Sans", size: 17, weight: 400)
        func ceiled(_ size: CGSize) -> CGSize { CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)) }

        let one = label(text, size: 17)
        #expect(one.intrinsicContentSize == ceiled(pango.size(of: text, font: font, width: nil)))
        let wrapped = label(text, size: 17, lines: 0)
        let fitted = wrapped.sizeThatFits(CGSize(width: 120, height: 0))
        let measured = pango.size(of: text, font: font, width: 120)
        #expect(fitted == ceiled(measured))
        let lineHeight = pango.size(of: "X", font: font, width: nil).height
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == lineHeight)
        // Several lines, and each is one line of the font: a two-line limit is two of them.
        #expect(measured.height > 2 * lineHeight)
        #expect(abs(measured.height - (measured.height / lineHeight).rounded() * lineHeight) < 0.001)
        wrapped.numberOfLines = 2
        #expect(wrapped.sizeThatFits(CGSize(width: 120, height: 0)).height == (2 * lineHeight).rounded(.up))
    }
}
