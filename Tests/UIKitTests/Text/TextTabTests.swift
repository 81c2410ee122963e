import CollectionRendering
import Foundation
import Testing
import UIKit

/// `NSTextTab`, `tabStops` and `defaultTabInterval` (docs/REFERENCE.md §22.24): a tab
/// character moves the text after it to the next stop past the text before it. Expected
/// widths are a stop's location and the advances of the text after it, measured alone
/// (a tab breaks every kerning pair), worked by hand.
@MainActor @Suite struct TextTabTests {
    let font = UIFont.systemFont(ofSize: 20)

    /// A paragraph style with `stops` and `interval`.
    private func style(_ stops: [NSTextTab], interval: CGFloat = 0) -> NSMutableParagraphStyle {
        .made {
            $0.tabStops = stops
            $0.defaultTabInterval = interval
        }
    }

    /// The width of `text` on one line, with `style` when given.
    private func width(_ text: String, _ style: NSParagraphStyle? = nil) -> CGFloat {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        return NSAttributedString(string: text, attributes: attributes).size().width
    }

    /// The advance of `text` alone.
    private func advance(_ text: String) -> CGFloat { text.size(withAttributes: [.font: font]).width }

    /// UIKit's defaults: 12 left tabs at 28-point intervals, no default interval.
    @Test func theDefaultStyleHasTwelveLeftTabsEvery28Points() {
        let tabs = NSParagraphStyle.default.tabStops ?? []
        #expect(tabs.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        #expect(tabs.allSatisfy { $0.alignment == .left && $0.options.isEmpty })
        #expect(NSParagraphStyle.default.defaultTabInterval == 0)
    }

    /// Plain text takes the default stops too: "a" (under 28 wide), a tab, "b" at 28; "a"
    /// twice past 28 goes on to 56.
    @Test func aTabInPlainTextGoesToTheNext28PointStop() {
        #expect(advance("a") < 28 && advance("aaa") > 28 && advance("aaa") < 56)
        #expect(abs(width("a\tb") - (28 + advance("b"))) < 0.01)
        #expect(abs(width("aaa\tb") - (56 + advance("b"))) < 0.01)
        let label = UILabel()
        label.font = font
        label.text = "a\tb"
        // Rounded up to the display's pixels.
        let expected = 28 + advance("b")
        #expect(label.intrinsicContentSize.width >= expected && label.intrinsicContentSize.width < expected + 1)
    }

    /// A left stop at 100: "b" starts there; a right stop: "b" ends there; a centred stop:
    /// "b" is centred on it.
    @Test func leftRightAndCentredStopsPlaceTheTextAfterTheTab() {
        let b = advance("b")
        #expect(abs(width("a\tb", style([NSTextTab(textAlignment: .left, location: 100)])) - (100 + b)) < 0.01)
        #expect(abs(width("a\tb", style([NSTextTab(textAlignment: .right, location: 100)])) - 100) < 0.01)
        #expect(abs(width("a\tb", style([NSTextTab(textAlignment: .center, location: 100)])) - (100 + b / 2)) < 0.01)
    }

    /// Past the last stop (30), tabs go to the multiples of the default interval (50): "c"
    /// after the second tab at 50 (30 + the advance of "b" is under 50); with no stop, at 50
    /// and 100.
    @Test func theDefaultIntervalPlacesTabsPastTheLastStop() {
        #expect(30 + advance("b") < 50)
        #expect(abs(width("a\tb\tc", style([NSTextTab(textAlignment: .left, location: 30)], interval: 50)) - (50 + advance("c"))) < 0.01)
        #expect(abs(width("a\tb\tc", style([], interval: 50)) - (100 + advance("c"))) < 0.01)
    }

    /// Stops are kept sorted by location; added and removed one at a time; compared by
    /// alignment and location; copied with the style.
    @Test func stopsAreSortedAddedRemovedComparedAndCopied() throws {
        let style = style([NSTextTab(textAlignment: .right, location: 90), NSTextTab(textAlignment: .left, location: 40)])
        #expect(style.tabStops.map(\.location) == [40, 90])
        style.addTabStop(NSTextTab(textAlignment: .center, location: 60))
        #expect(style.tabStops.map(\.location) == [40, 60, 90])
        style.removeTabStop(NSTextTab(textAlignment: .center, location: 60))
        #expect(style.tabStops.map(\.location) == [40, 90])
        #expect(NSTextTab(textAlignment: .left, location: 40).isEqual(NSTextTab(textAlignment: .left, location: 40)))
        #expect(!NSTextTab(textAlignment: .left, location: 40).isEqual(NSTextTab(textAlignment: .right, location: 40)))
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.isEqual(style) && copy.tabStops.map(\.location) == [40, 90])
        #expect(!copy.isEqual(NSMutableParagraphStyle()))
        style.tabStops = nil
        #expect(style.tabStops.isEmpty)
    }

    /// Stops that are not finite or far out are left out or clamped, never trapped: the text
    /// still measures.
    @Test func wildStopsAreIgnoredNotTrapped() {
        let wild = style(
            [
                NSTextTab(textAlignment: .left, location: .nan), NSTextTab(textAlignment: .right, location: -.infinity),
                NSTextTab(textAlignment: .left, location: 1e12),
            ], interval: .nan)
        #expect(width("a\tb", wild).isFinite)
        #expect(width("a\tb", style([], interval: 1e-9)).isFinite)
    }
}
