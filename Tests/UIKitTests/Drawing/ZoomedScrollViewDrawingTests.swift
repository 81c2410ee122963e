import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// What a zoomed scroll view draws, read back as pixels at scale 1 (docs/REFERENCE.md §10.9): a
/// 100 × 100 scroll view over a blue 100 × 100 view with a red 10 × 10 square at (10, 10),
/// zooming from 1 to 4. The square shows where the zoom's scale and offset put it.
@MainActor @Suite struct ZoomedScrollViewDrawingTests {
    private let red = (255, 0, 0), blue = (0, 0, 255)

    private final class Zooming: NSObject, UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    private func pixels(_ view: UIView) throws -> RGBAImage {
        view.layoutIfNeeded()
        return try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 1, green: 1, blue: 1)))
    }

    @Test func theZoomedViewDrawsScaledAndScrolled() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = scrollView.bounds.size
        scrollView.maximumZoomScale = 4
        let content = UIView(frame: scrollView.bounds), square = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        (content.backgroundColor, square.backgroundColor) = (.blue, .red)
        scrollView.addSubview(content)
        content.addSubview(square)
        let delegate = Zooming(content)
        scrollView.delegate = delegate

        // (0, 0, 50, 50) fits at 2, its centre (25, 25) at (50, 50): offset 0. The square covers
        // (20, 20)…(40, 40).
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
        var image = try pixels(scrollView)
        expectPixel(image, 30, 30, red, "the square at scale 2")
        expectPixel(image, 21, 21, red, "the square's top-left corner")
        expectPixel(image, 18, 18, blue, "outside the square")
        expectPixel(image, 42, 42, blue, "outside the square")
        expectPixel(image, 90, 90, blue, "the view, scaled, still fills the bounds")

        // The square itself fits at 10: the maximum, 4; its centre (15, 15) at (60, 60) shows at
        // the centre (50, 50): offset (10, 10), the square over (40 − 10, 40 − 10)…(80 − 10, 80 − 10).
        scrollView.zoom(to: square.frame, animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 10, y: 10))
        image = try pixels(scrollView)
        expectPixel(image, 50, 50, red, "the square at scale 4")
        expectPixel(image, 31, 31, red, "the square's top-left corner")
        expectPixel(image, 68, 68, red, "the square's bottom-right corner")
        expectPixel(image, 28, 28, blue, "outside the square")
        expectPixel(image, 72, 72, blue, "outside the square")
        withExtendedLifetime(delegate) {}
    }
}
