import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// What a toolbar that no navigation controller manages draws: its standard appearance, never
/// a scroll-edge one (docs/REFERENCE.md §20.21), with the legacy `barStyle`, `barTintColor`
/// and images where the appearance leaves them unset. The toolbar lies at y 200…244 over a red
/// view in the 390 × 844 phone window; pixels at scale 1, worked by hand: the default fill is
/// (249, 249, 249) at 94 % (§25.2), over red (249.4, 234.1, 234.1); `.black`'s is grey 0.11
/// (28.05) at 94 %, over red (41.7, 26.4, 26.4). A shadow is one device pixel, 1/3 point at
/// the window's scale 3, so the row it lies in is 1/3 shadow.
@MainActor @Suite struct ToolbarStyleTests {
    private func scene() -> (UIWindow, UIToolbar) {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 200, width: 390, height: 44))
        return (redPhoneWindow(holding: toolbar), toolbar)
    }

    @Test func theDefaultAppearanceIsTheBarFillUnlessTheStyleOrTintSaysOtherwise() throws {
        let (window, toolbar) = scene()
        #expect(toolbar.backgroundColor == nil && toolbar.barPosition == .bottom)
        pixel(try windowPixels(window), 5, 220, is: (249, 234, 234))
        toolbar.barStyle = .black
        pixel(try windowPixels(window), 5, 220, is: (42, 26, 26))
        toolbar.barTintColor = .blue
        pixel(try windowPixels(window), 5, 220, is: (0, 0, 255))
        // An appearance with a background colour of its own wins over the legacy tint.
        toolbar.standardAppearance = opaque(.blue)
        toolbar.barTintColor = .yellow
        pixel(try windowPixels(window), 5, 220, is: (0, 0, 255))
    }

    @Test func theShadowLiesAboveABarAtTheBottomAndBelowOneAtTheTop() throws {
        let (window, toolbar) = scene()
        toolbar.standardAppearance = opaque(.blue)
        var pixels = try windowPixels(window)
        pixel(pixels, 5, 200, is: (0, 85, 170)) // ⅓ green + ⅔ blue
        pixel(pixels, 5, 243, is: (0, 0, 255))
        let delegate = TopDelegate()
        toolbar.delegate = delegate
        #expect(toolbar.barPosition == .top)
        pixels = try windowPixels(window)
        pixel(pixels, 5, 200, is: (0, 0, 255))
        pixel(pixels, 5, 243, is: (0, 85, 170))
    }

    @Test func aCompactToolbarTakesTheCompactAppearanceAndNeverAScrollEdgeOne() throws {
        let (window, toolbar) = scene()
        toolbar.scrollEdgeAppearance = opaque(.blue)
        pixel(try windowPixels(window), 5, 220, is: (249, 234, 234))
        toolbar.compactAppearance = opaque(.magenta)
        pixel(try windowPixels(window), 5, 220, is: (249, 234, 234))
        toolbar.traitOverrides.verticalSizeClass = .compact
        pixel(try windowPixels(window), 5, 220, is: (255, 0, 255))
    }

    @Test func legacyImagesDrawOverAnAppearanceWithABlurAndNoImage() throws {
        let (window, toolbar) = scene()
        let green = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        toolbar.setBackgroundImage(green, forToolbarPosition: .top, barMetrics: .default)
        #expect(toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default) === green)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil)
        // Set for the top, it is not the bottom bar's.
        pixel(try windowPixels(window), 5, 220, is: (249, 234, 234))
        toolbar.setBackgroundImage(green, forToolbarPosition: .any, barMetrics: .default)
        pixel(try windowPixels(window), 5, 220, is: (0, 255, 0))
        // An appearance without a blur draws no legacy image.
        toolbar.standardAppearance = opaque(.blue)
        pixel(try windowPixels(window), 5, 220, is: (0, 0, 255))
    }

    @Test func itemsTakeTheButtonAppearanceOfTheirStyle() throws {
        let (window, toolbar) = scene()
        let appearance = UIToolbarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.purple]
        toolbar.standardAppearance = appearance
        let done = UIBarButtonItem(title: "Done")
        done.style = .done
        toolbar.items = [UIBarButtonItem(title: "Edit"), done]
        window.layoutIfNeeded()
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map { $0.title(for: .normal) } == ["Edit", "Done"])
        #expect(buttons.map { $0.titleColor(for: .normal) } == [.orange, .purple])
        // A change inside the kept appearance reaches the items.
        toolbar.standardAppearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
        #expect(toolbar.subviews.compactMap { $0 as? UIButton }.first?.titleColor(for: .normal) == .brown)
    }
}

/// A toolbar delegate that puts its bar at the top.
private final class TopDelegate: NSObject, UIToolbarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .top }
}
