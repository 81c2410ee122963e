import Testing
import UIKit

/// `boundingRect(with:options:attributes:context:)`: with `.usesLineFragmentOrigin` the text
/// wraps at the width from (0, 0), as a label of unlimited lines measures it; without it the
/// text is one line placed from its baseline (Apple's `NSStringDrawingOptions`).
@Suite struct StringBoundingRectTests {
    let text = "A string long enough to wrap over several lines at a narrow width"
    let font = UIFont.systemFont(ofSize: 15)

    @Test func lineFragmentOriginWrapsAtTheWidth() {
        let rect = text.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        let labelSize = label.sizeThatFits(CGSize(width: 120, height: 10_000))
        #expect(rect.origin == .zero)
        #expect(rect.width <= 120 && abs(rect.width - labelSize.width) < 1 && abs(rect.height - labelSize.height) < 1)
        let oneLine = text.size(withAttributes: [.font: font])
        #expect(rect.height > 2 * oneLine.height, "several lines")
    }

    @Test func withoutItTheTextIsOneLineFromItsBaseline() {
        let context = NSStringDrawingContext()
        let rect = (text as NSString).boundingRect(
            with: CGSize(width: 120, height: 20), options: [], attributes: [.font: font], context: context)
        let oneLine = text.size(withAttributes: [.font: font])
        #expect(rect.width == oneLine.width && rect.height == oneLine.height)
        #expect(rect.minY < 0 && -rect.minY < rect.height, "the origin is above by the ascent")
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
    }

    @Test func truncatingCutsToTheHeight() {
        let rect = text.boundingRect(
            with: CGSize(width: 120, height: 30), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: nil)
        #expect(rect.height <= 30)
    }
}
