import CollectionAnimation
import Foundation
import Testing
import UIKit

/// A scroll view's delegate that zooms `zoomed` (none when nil) and logs the zoom and scroll calls.
final class ZoomLog: NSObject, UIScrollViewDelegate {
    var zoomed: UIView?
    var calls: [String] = []

    init(zooming view: UIView?) { zoomed = view }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        calls.append("willBeginZooming \(view === zoomed)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom \(scrollView.zoomScale)") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming \(view === zoomed) \(scale)")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(scrollView.contentOffset.x + 0) \(scrollView.contentOffset.y + 0)")
    }
}

/// A 320 × 460 scroll view over a 1000 × 1000 view at the origin (its content size), zooming
/// from 0.5 to 4, with its delegate; it lies at the origin of a screen-sized root view, where
/// scripted touches land. The sizes are those of a recorded iOS zoom: content 1000 × 1000 at
/// offset 0, `setZoomScale(2)` → content 2000 × 2000, offset (160, 230) ("UIScrollView content
/// offset calculation after zoom", Stack Overflow, as mirrored by exchangetuts.com).
@MainActor final class ZoomablePage {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    /// The delegate (held here: a scroll view holds its delegate weakly).
    let log: ZoomLog

    init(zooming: Bool = true) {
        screen.addSubview(scrollView)
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        log = ZoomLog(zooming: zooming ? content : nil)
        scrollView.delegate = log
    }
}

/// Programmatic zooming of a `UIScrollView` (docs/REFERENCE.md §10.9): every value is worked by
/// hand from the rules there.
@MainActor @Suite struct ScrollViewZoomTests {
    @Test func setZoomScaleScalesTheViewAndKeepsTheCentreOfTheBounds() {
        let page = ZoomablePage()
        let (scrollView, content, log) = (page.scrollView, page.content, page.log)
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(content.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(content.bounds == CGRect(x: 0, y: 0, width: 1000, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 2000, height: 2000))
        #expect(scrollView.contentSize == CGSize(width: 2000, height: 2000))
        // The centre (160, 230) of the view at scale 1 shows at (320, 460) at scale 2, still at the
        // centre: offset (320 − 160, 460 − 230), as recorded on iOS.
        #expect(scrollView.contentOffset == CGPoint(x: 160, y: 230))
        #expect(log.calls == ["didScroll 160.0 230.0", "didZoom 2.0"])
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
    }

    @Test func theZoomScaleIsClampedToTheLimits() {
        let page = ZoomablePage()
        let (scrollView, content) = (page.scrollView, page.content)
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4 && scrollView.contentSize == CGSize(width: 4000, height: 4000))
        // From scale 4 at offset (160·4 − 160, 230·4 − 230) = (480, 690)… to 0.5: the centre of the
        // bounds, (640, 920) in the content, is (160, 230) in the view; at 0.5 it shows at (80, 115),
        // so the offset would be (−80, −115): clamped to 0 on both axes (content 500 × 500).
        #expect(scrollView.contentOffset == CGPoint(x: 480, y: 690))
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 500, height: 500))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func zoomToARectFitsItInTheBoundsAndCentresIt() {
        let page = ZoomablePage()
        let (scrollView, log) = (page.scrollView, page.log)
        // 160 × 115 fits 320 × 460 at min(320 / 160, 460 / 115) = min(2, 4) = 2; its centre
        // (180, 257.5) shows at (360, 515), at the centre of the bounds: offset (200, 285).
        scrollView.zoom(to: CGRect(x: 100, y: 200, width: 160, height: 115), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 285))
        #expect(log.calls == ["didScroll 200.0 285.0", "didZoom 2.0"])
        // A photo viewer's double tap at (500, 500): the bounds over the maximum, 80 × 115 around
        // it → scale 4, its centre at (2000, 2000): offset (2000 − 160, 2000 − 230).
        scrollView.zoom(to: CGRect(x: 460, y: 442.5, width: 80, height: 115), animated: false)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentOffset == CGPoint(x: 1840, y: 1770))
    }

    @Test func zoomToARectBeyondTheLimitsStopsAtThemWithinTheContent() {
        let page = ZoomablePage()
        let scrollView = page.scrollView
        // 10 × 10 would fit at 32: the maximum, 4; its centre (5, 5) at (20, 20) would need offset
        // (−140, −210): clamped to the content's top-left.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == .zero)
        // The whole view and more, 2000 × 2000 → 0.16: the minimum, 0.5.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 2000, height: 2000), animated: false)
        #expect(scrollView.zoomScale == 0.5 && scrollView.contentSize == CGSize(width: 500, height: 500))
    }

    @Test func aZoomToAnEmptyRectGoesToTheMaximumAndBadRectsDoNothing() {
        let page = ZoomablePage()
        let (scrollView, log) = (page.scrollView, page.log)
        // A point fits at an infinite scale: the maximum, 4, centred on (500, 500).
        scrollView.zoom(to: CGRect(x: 500, y: 500, width: 0, height: 0), animated: false)
        #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 1840, y: 1770))
        log.calls = []
        for rect in [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: 0, width: 10, height: -CGFloat.nan),
        ] {
            scrollView.zoom(to: rect, animated: true)
        }
        #expect(scrollView.zoomScale == 4 && log.calls.isEmpty)
    }

    @Test func withoutAViewToZoomNothingZooms() {
        let page = ZoomablePage(zooming: false)
        let (scrollView, content, log) = (page.scrollView, page.content, page.log)
        scrollView.setZoomScale(2, animated: false)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: true)
        #expect(scrollView.zoomScale == 1)
        #expect(content.transform == .identity && scrollView.contentSize == CGSize(width: 1000, height: 1000))
        #expect(scrollView.contentOffset == .zero && log.calls.isEmpty)
    }

    @Test func badScalesNeverZoomToANonPositiveOrNonFiniteScale() {
        let page = ZoomablePage()
        let (scrollView, log) = (page.scrollView, page.log)
        scrollView.zoomScale = .nan
        #expect(scrollView.zoomScale == 1 && log.calls.isEmpty)
        scrollView.zoomScale = -3 // clamped to the minimum
        #expect(scrollView.zoomScale == 0.5)
        scrollView.zoomScale = .infinity // clamped to the maximum
        #expect(scrollView.zoomScale == 4)
        // Minimum above maximum: MIN(MAX(1, 3), 2) = 2.
        scrollView.minimumZoomScale = 3
        scrollView.maximumZoomScale = 2
        scrollView.zoomScale = 1
        #expect(scrollView.zoomScale == 2)
        // Limits of zero or below leave the scale alone.
        scrollView.minimumZoomScale = -1
        scrollView.maximumZoomScale = 0
        log.calls = []
        scrollView.setZoomScale(5, animated: true)
        #expect(scrollView.zoomScale == 2 && log.calls.isEmpty)
    }

    @Test func theUnchangedScaleTellsNobody() {
        let page = ZoomablePage()
        let (scrollView, log) = (page.scrollView, page.log)
        scrollView.zoomScale = 1
        scrollView.setZoomScale(1, animated: true)
        #expect(log.calls.isEmpty)
    }

    @Test func theZoomScaleIsReadFromTheViewsTransform() {
        let page = ZoomablePage()
        let (scrollView, content) = (page.scrollView, page.content)
        scrollView.zoomScale = 3
        content.transform = .identity
        #expect(scrollView.zoomScale == 1)
    }

    @Test func thePinchRecognizerIsThereOnlyWhileTheMaximumExceedsTheMinimum() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 2
        let pinch = try #require(scrollView.pinchGestureRecognizer)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        #expect(pinch.view === scrollView)
        scrollView.minimumZoomScale = 2
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == false)
    }

    @Test func anAnimatedZoomSetsTheValuesAtOnceAndEndsWhenTheLayersDo() throws {
        try onFreshClock { clock in
            let page = ZoomablePage()
            let (scrollView, content, log) = (page.scrollView, page.content, page.log)
            scrollView.setZoomScale(2, animated: true)
            // The model values at once, with one didScroll and didZoom, as iOS since 4.0.
            #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 160, y: 230))
            #expect(log.calls == ["willBeginZooming true", "didScroll 160.0 230.0", "didZoom 2.0"])
            // What shows follows the view animation: 0.3 s along ease-out from scale 1 to 2.
            for progress in [0, 0.25, 0.5, 0.75] {
                clock.advance(to: 0.3 * progress)
                let shown = try #require(content.layer.presentation()).transform.affine.a
                let expected = 1 + TimingCurve.easeOut.progress(at: progress)
                #expect(abs(shown - expected) < 1e-6, "scale shown at progress \(progress)")
                let offset = try #require(scrollView.layer.presentation()).bounds.origin
                #expect(abs(offset.x - 160 * expected + 160) < 1e-5, "offset shown at progress \(progress)")
            }
            #expect(log.calls.count == 3)
            clock.advance(to: 0.31)
            #expect(log.calls.last == "didEndZooming true 2.0")
            #expect(try #require(content.layer.presentation()).transform.affine.a == 2)
        }
    }

    @Test func aViewZoomedOutCanBeCentredByItsFrameInDidZoomAndKeepsItsZoom() {
        // A photo viewer centres its image in scrollViewDidZoom by setting its frame.
        final class Centring: NSObject, UIScrollViewDelegate {
            let image: UIView
            init(_ image: UIView) { self.image = image }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
            func scrollViewDidZoom(_ scrollView: UIScrollView) {
                var frame = image.frame
                frame.origin.x = max(0, (scrollView.bounds.width - frame.width) / 2)
                frame.origin.y = max(0, (scrollView.bounds.height - frame.height) / 2)
                image.frame = frame
            }
        }
        let page = ZoomablePage()
        let (scrollView, content) = (page.scrollView, page.content)
        let centring = Centring(content)
        scrollView.delegate = centring
        scrollView.zoomScale = 0.25 // clamped: 0.5, content 500 × 500 in 320 × 460
        #expect(content.frame == CGRect(x: 0, y: 0, width: 500, height: 500))
        scrollView.minimumZoomScale = 0.2
        scrollView.zoomScale = 0.25 // 250 × 250: centred at ((320 − 250) / 2, (460 − 250) / 2)
        #expect(content.frame == CGRect(x: 35, y: 105, width: 250, height: 250))
        #expect(content.bounds.size == CGSize(width: 1000, height: 1000) && scrollView.zoomScale == 0.25)
    }
}
