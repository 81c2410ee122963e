import CollectionRendering
import Foundation
import PNGCodec
import Testing
import UIKit

/// What a `.scroll` `UIPageViewController` draws, read back as pixels at scale 1
/// (docs/REFERENCE.md §20.6): the shown page fills the view, and part-way through an animated
/// set both pages show, the new one sliding in from the side the direction says. Page 0 is
/// red, page 1 blue.
@MainActor @Suite struct PageViewControllerDrawingTests {
    private let red = (255, 0, 0), blue = (0, 0, 255)

    private func pixels(_ view: UIView) throws -> RGBAImage {
        view.layoutIfNeeded()
        return try OutputFormat.png.pixels(of: DisplayList(view: view, scale: 1, background: Color(red: 1, green: 1, blue: 1)))
    }

    @Test func anAnimatedSetShowsBothPagesPartWayAndTheNewOneAtTheEnd() throws {
        try onFreshClock { clock in
            let first = UIViewController(), second = UIViewController()
            first.view.backgroundColor = .red
            second.view.backgroundColor = .blue
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            shownInWindow(controller, first: first)
            var image = try pixels(controller.view)
            expectPixel(image, 5, 400, red, "page 0 fills the view")
            expectPixel(image, 385, 400, red, "page 0 fills the view")
            controller.setViewControllers([second], direction: .forward, animated: true)
            clock.advance(to: 0.15)
            // Forward: page 1 lies after page 0, so it enters from the right.
            let offset = try #require(controller.pagingScrollView?.contentOffset.x)
            #expect(offset > 5 && offset < 385)
            image = try pixels(controller.view)
            expectPixel(image, 2, 400, red, "page 0 leaving on the left")
            expectPixel(image, 388, 400, blue, "page 1 entering on the right")
            clock.advance(to: 1)
            image = try pixels(controller.view)
            expectPixel(image, 5, 400, blue, "page 1 fills the view")
            expectPixel(image, 385, 400, blue, "page 1 fills the view")
        }
    }
}
