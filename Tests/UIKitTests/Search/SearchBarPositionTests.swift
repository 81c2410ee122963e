import Testing
import UIKit

/// A search bar's position and position-specific background images (docs/REFERENCE.md §20.23):
/// its delegate, a `UIBarPositioningDelegate`, says where it is, `.top` by default; the image
/// for that position, else for `.any`, is drawn instead of the background. Pixels at scale 1 on
/// a white page, left of the field at (4, 28) in a 390 × 56 bar: the light bar background is
/// 249 (§25.6), a 2 × 2 green image stretched over the bar is green.
@MainActor @Suite struct SearchBarPositionTests {
    private let green = filledImage(.green)

    @Test func theDelegateSaysWhereTheBarIsAndItsImageIsDrawnElseTheOneForAny() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.setBackgroundImage(green, for: .topAttached, barMetrics: .default)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) === green)
        #expect(bar.backgroundImage(for: .top, barMetrics: .default) == nil && bar.backgroundImage == nil)
        // Set for .topAttached, it is not a .top bar's: without a delegate, or with one that
        // answers .any, the bar is at the top.
        #expect(bar.barPosition == .top)
        try expectPixel(of: bar, 4, 28, is: (249, 249, 249))
        let delegate = PositionDelegate()
        bar.delegate = delegate
        #expect(bar.barPosition == .top)
        try expectPixel(of: bar, 4, 28, is: (249, 249, 249))
        delegate.answer = .topAttached
        bar.delegate = delegate
        #expect(bar.barPosition == .topAttached)
        try expectPixel(of: bar, 4, 28, is: (0, 255, 0))
        // The image for .any is what the backgroundImage property sets, and a .top bar draws it.
        // The bar asks again when it is given its delegate again.
        delegate.answer = .top
        bar.delegate = delegate
        #expect(bar.barPosition == .top)
        try expectPixel(of: bar, 4, 28, is: (249, 249, 249))
        bar.backgroundImage = green
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === green)
        try expectPixel(of: bar, 4, 28, is: (0, 255, 0))
    }

    @Test func anEmptyBackgroundImageLeavesNoBackground() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.barTintColor = .blue
        try expectPixel(of: bar, 4, 28, is: (0, 0, 255))
        bar.backgroundImage = UIImage()
        try expectPixel(of: bar, 4, 28, is: (255, 255, 255))
    }
}

/// A search bar delegate that says where the bar is.
private final class PositionDelegate: NSObject, UISearchBarDelegate {
    var answer = UIBarPosition.any

    func position(for bar: any UIBarPositioning) -> UIBarPosition { answer }
}
