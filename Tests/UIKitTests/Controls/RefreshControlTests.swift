import CollectionRendering
import Foundation
import Testing

@testable import UIKit

/// `UIRefreshControl` and `UIScrollView.refreshControl`. Values from iOS 17's own console
/// output for a new control — "A UIRefreshControl received offscreen beginRefreshing.
/// Ignored. … <UIRefreshControl: 0x1042081c0; frame = (0 0; 0 60); hidden = YES;
/// autoresize = W; layer = <CALayer: 0x60000022f580>>" (quoted in the public repository
/// UIRefreshControl_iOS_16_17) — and Apple's documentation: `beginRefreshing()` "updates the
/// state of the refresh control to reflect the in-progress refresh operation", and
/// `endRefreshing()` returns it to its default state.
@Suite struct RefreshControlTests {
    @Test func aNewControlIsSixtyPointsTallFlexibleInWidthAndHidden() {
        let control = UIRefreshControl()
        #expect(
            LayoutDescriber.normalised().objectDescription(control)
                == "<UIRefreshControl: 0x1; frame = (0 0; 0 60); hidden = YES; autoresize = W; layer = <CALayer: 0x2>>")
        #expect(control.isRefreshing == false)
        #expect(control.attributedTitle == nil)
    }

    @Test func aScrollViewMakesItsControlASubviewAboveTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100)))
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        #expect(control.superview === scrollView)
        #expect(scrollView.subviews.first === control)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
        // Wider bounds: the flexible width follows.
        scrollView.frame.size.width = 430
        #expect(control.frame.width == 430)
        // Replaced: the old control leaves.
        let next = UIRefreshControl()
        scrollView.refreshControl = next
        #expect(control.superview == nil)
        #expect(next.superview === scrollView)
        scrollView.refreshControl = nil
        #expect(next.superview == nil)
    }

    @Test func beginningAndEndingARefreshInAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(control.isHidden == false)
        #expect(control.indicator.isAnimating)
        // Code that begins a refresh is not told of it: no value-changed event.
        #expect(changes == 0)
        control.endRefreshing()
        #expect(control.isRefreshing == false)
        #expect(control.isHidden)
        #expect(control.indicator.isAnimating == false)
    }

    @Test func beginningARefreshOffscreenIsIgnored() {
        // iOS 17: a control in no window ignores `beginRefreshing()` (and logs it).
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        control.beginRefreshing()
        #expect(control.isRefreshing == false)
        #expect(control.isHidden)
    }

    @Test func theSpinnerTakesOnlyATintSetOnTheControl() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.tintColor = .systemPink
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        // The app's tint does not reach the spinner: it keeps its default grey.
        #expect(control.indicator.color == nil)
        control.tintColor = .red
        #expect(control.indicator.color == .red)
        control.tintColor = nil
        #expect(control.indicator.color == nil)
    }

    @Test func theTitleShowsUnderTheSpinner() {
        let control = UIRefreshControl()
        control.frame.size.width = 390
        control.attributedTitle = NSAttributedString(string: "Updating")
        control.layoutIfNeeded()
        #expect(control.titleLabel.isHidden == false)
        #expect(control.titleLabel.text == "Updating")
        // The spinner and the title are centred together: the title starts 4 points below.
        #expect(control.titleLabel.frame.minY == control.indicator.frame.maxY + 4)
        #expect(control.indicator.frame.midX == 195)
        control.attributedTitle = nil
        #expect(control.titleLabel.isHidden)
    }

    @Test func aRefreshingControlScrolledIntoViewIsDrawnAndAnEndedOneIsNot() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        window.addSubview(scrollView)
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        // Scrolled down by the control's height: it fills the top 60 points, its 20-point
        // spinner centred at (50, 30).
        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        func spinnerPixels() throws -> Int {
            window.layoutIfNeeded()
            let image = try OutputFormat.png.pixels(of: DisplayList(view: scrollView, scale: 1, background: .white))
            var dark = 0
            for y in 20..<40 {
                for x in 40..<60 {
                    if let p = image.pixel(x: x, y: y), Int(p.r) + Int(p.g) + Int(p.b) < 3 * 230 { dark += 1 }
                }
            }
            return dark
        }
        control.beginRefreshing()
        #expect(try spinnerPixels() > 10)
        control.endRefreshing()
        #expect(try spinnerPixels() == 0)
    }
}
