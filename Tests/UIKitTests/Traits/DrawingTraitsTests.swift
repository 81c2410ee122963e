import CollectionRendering
import PNGCodec
import Testing
import UIKit

/// A view's `draw(_:)` and `tintColorDidChange()` run with the view's traits as
/// `UITraitCollection.current`, so a dynamic colour set as the fill resolves for the view; and
/// a change of colour appearance draws the view again, as UIKit asks every view to redraw
/// when the appearance changes ("Supporting Dark Mode in Your Interface"). Expected pixels are
/// the HIG's systemBackground: white in light, black in dark.
@Suite struct DrawingTraitsTests {
    /// Fills itself with `systemBackground` in `draw(_:)`, resolved through `setFill()`.
    final class BackgroundView: UIView {
        var styles: [UIUserInterfaceStyle] = []
        var tintStyles: [UIUserInterfaceStyle] = []

        override func draw(_ rect: CGRect) {
            styles.append(UITraitCollection.current.userInterfaceStyle)
            UIColor.systemBackground.setFill()
            UIRectFill(rect)
        }

        override func tintColorDidChange() {
            super.tintColorDidChange()
            tintStyles.append(UITraitCollection.current.userInterfaceStyle)
        }
    }

    private func image(_ view: UIView) throws -> RGBAImage {
        try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: .init(red: 1, green: 0, blue: 0, alpha: 1)))
    }

    @Test func drawSeesTheViewsTraits() throws {
        let view = BackgroundView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.overrideUserInterfaceStyle = .dark
        expectPixel(try image(view), 10, 10, (0, 0, 0))
        #expect(view.styles == [.dark])
    }

    @Test func anAppearanceChangeDrawsTheViewAgain() throws {
        let view = BackgroundView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.overrideUserInterfaceStyle = .light
        expectPixel(try image(view), 10, 10, (255, 255, 255))
        view.overrideUserInterfaceStyle = .dark
        expectPixel(try image(view), 10, 10, (0, 0, 0))
        #expect(view.styles == [.light, .dark])
        // A change that does not touch colour appearance keeps the drawing.
        view.traitOverrides.preferredContentSizeCategory = .extraLarge
        _ = try image(view)
        #expect(view.styles == [.light, .dark])
    }

    @Test func tintColorDidChangeSeesTheViewsTraits() {
        let view = BackgroundView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.overrideUserInterfaceStyle = .dark
        view.tintColor = .systemRed
        #expect(view.tintStyles == [.dark])
    }
}
