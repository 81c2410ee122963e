import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// What a search bar draws, read back as pixels at scale 1 on a white page, worked by hand from
/// docs/REFERENCE.md §25.6: the light bar background (249 at 94 %: 255 − 0.94 × 6 = 249.4);
/// the field's `tertiarySystemFill` (#767680 at 12 %) over it: 249.4 − 0.12 × (249.4 − 118) =
/// 233.6 and 249.4 − 0.12 × (249.4 − 128) = 234.8; the placeholder in `placeholderText`
/// (#3C3C43 at 30 %) over the field: 233.6 − 0.3 × 173.6 = 181.5 and 234.8 − 0.3 × 167.8 =
/// 184.5; the glass's ring in `secondaryLabel` (#3C3C43 at 60 %): 233.6 − 0.6 × 173.6 = 129.4
/// and 234.8 − 0.6 × 167.8 = 134.1. The field is at (8, 10, 374, 36) in a 390-wide bar, its glass
/// 15 square at (16, 20.5) in the bar, the ring 9.3 across and 1.95 wide from (17, 21.5), the
/// text from x 37. Text is drawn with full blocks (█), which cover their line, so a pixel
/// inside one is exactly the text's colour.
@MainActor @Suite struct SearchDrawingTests {
    let barBackground = (249, 249, 249), fieldFill = (234, 234, 235)

    private func pixels(_ view: UIView) throws -> RGBAImage {
        view.layoutIfNeeded()
        return try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 1, green: 1, blue: 1)))
    }

    private func bar() -> UISearchBar {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.placeholder = "███"
        return bar
    }

    @Test func theFieldIsARoundedFillWithTheGlassAndThePlaceholder() throws {
        let image = try pixels(bar())
        expectPixel(image, 4, 28, barBackground, "the bar's background, left of the field")
        expectPixel(image, 8, 10, barBackground, "outside the field's 10-point corner")
        expectPixel(image, 12, 28, fieldFill, "the field's fill")
        expectPixel(image, 17, 26, (129, 129, 134), tolerance: 12, "the glass's ring, left side")
        expectPixel(image, 21, 26, fieldFill, tolerance: 3, "inside the ring")
        expectPixel(image, 40, 28, (182, 182, 185), tolerance: 3, "the placeholder")
        expectPixel(image, 385, 28, barBackground, "right of the field")
    }

    @Test func aMinimalBarDrawsNoBackgroundAndTypedTextReplacesThePlaceholder() throws {
        let bar = bar()
        bar.searchBarStyle = .minimal
        bar.text = "█"
        let image = try pixels(bar)
        expectPixel(image, 4, 28, (255, 255, 255), "no background")
        // `tertiarySystemFill` over white: 255 − 0.12 × 137 = 238.6, 255 − 0.12 × 127 = 239.8.
        expectPixel(image, 12, 28, (239, 239, 240), "the field's fill over the page")
        expectPixel(image, 40, 28, (0, 0, 0), "the text, `label`")
    }

    @Test func aFieldBackgroundColourReplacesTheFillWithTheSameCorners() throws {
        let bar = bar()
        bar.searchTextField.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = try pixels(bar)
        expectPixel(image, 12, 28, (0, 0, 255), "the colour set, not the grey fill over it")
        expectPixel(image, 8, 10, barBackground, "still outside the 10-point corner")
    }

    @Test func theCancelButtonDrawsInTheTintColour() throws {
        let bar = bar()
        bar.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        bar.showsCancelButton = true
        let image = try pixels(bar)
        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first)
        var reds = 0
        for y in Int(cancel.frame.minY)..<Int(cancel.frame.maxY) {
            for x in Int(cancel.frame.minX)..<Int(cancel.frame.maxX) {
                if let p = image.pixel(x: x, y: y), p.r > 200, p.g < 60, p.b < 60 { reds += 1 }
            }
        }
        #expect(reds > 20, "the title's strokes are in the tint colour")
        expectPixel(image, Int(bar.searchTextField.frame.maxX) + 3, 28, barBackground, "between the field and the button")
    }

    @Test func inANavigationBarTheFieldDrawsOverTheContentWithoutABarBackground() throws {
        let root = RedScrollingController()
        root.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: root)
        let window = phoneWindow(root: navigation)
        root.scrollView.contentOffset.y = -143
        window.layoutIfNeeded()
        let image = try OutputFormat.png.pixels(of: DisplayList(view: window, scale: 1))
        // At the scroll edge the bar is transparent: the red content shows; the field at
        // (16, 99, 358, 36) is `tertiarySystemFill` over red: 255 − 0.12 × 137 = 238.6,
        // 0.12 × 118 = 14.2, 0.12 × 128 = 15.4.
        expectPixel(image, 10, 117, (255, 0, 0), "left of the field: no search bar background")
        expectPixel(image, 200, 117, (239, 14, 15), tolerance: 3, "the field")
        expectPixel(image, 200, 140, (255, 0, 0), "under the bar, the list")
    }
}
