import CollectionAnimation
import CollectionLayout
import Foundation
import Testing
import UIKit

/// Two scripted fingers pinch a zoomable `UIScrollView` through its `pinchGestureRecognizer`
/// (docs/REFERENCE.md §10.9), on a `ZoomablePage` (ScrollViewZoomTests.swift): 320 × 460 over a
/// 1000 × 1000 view at the origin, zooming from 0.5 to 4. The fingers move apart along x about
/// a fixed centre, so only the pinch recognizes.
@MainActor @Suite struct ScrollViewPinchZoomTests {
    /// A pinch about `centre` from `start` to `end` points apart over 0.5 s, lifting at the end.
    private func pinch(at centre: CGPoint, from start: CGFloat, to end: CGFloat) -> TouchScript {
        .pinch(center: centre, from: start, to: end, duration: 0.5)
    }

    /// A zoomable page (`zooming` its view or not) with that pinch scheduled on the clock from now.
    private func pinchedPage(at centre: CGPoint, from start: CGFloat, to end: CGFloat, zooming: Bool = true) -> ZoomablePage {
        let page = ZoomablePage(zooming: zooming)
        page.scrollView.scheduleTouches(pinch(at: centre, from: start, to: end))
        return page
    }

    @Test func aPinchScalesByTheFingersDistanceAboutTheirCentre() {
        onFreshClock { clock in
            let page = pinchedPage(at: CGPoint(x: 80, y: 115), from: 100, to: 300)
            let (scrollView, log) = (page.scrollView, page.log)
            clock.advance(to: 0.25)
            #expect(scrollView.isZooming)
            #expect(log.calls.first == "willBeginZooming true")
            clock.advance(to: 1)
            // 300 / 100 apart: scale 3. The view's point under the fingers, (80, 115), shows at
            // (240, 345) and stays under them: offset (240 − 80, 345 − 115).
            #expect(scrollView.zoomScale == 3)
            #expect(scrollView.contentSize == CGSize(width: 3000, height: 3000))
            #expect(scrollView.contentOffset == CGPoint(x: 160, y: 230))
            #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
            #expect(log.calls.last == "didEndZooming true 3.0")
            #expect(log.calls.filter { $0 == "willBeginZooming true" }.count == 1)
            // Each change of scale is told (with the scroll before it); the offset never leaves the content.
            #expect(log.calls.contains("didScroll 160.0 230.0"))
            #expect(log.calls.filter { $0.hasPrefix("didZoom") }.count > 10)
        }
    }

    @Test func pastTheMaximumAPinchRubberBandsThenBouncesBack() throws {
        try onFreshClock { clock in
            // Centred on the bounds' centre (160, 230): the offset is (160·s − 160, 230·s − 230).
            // The fingers are 100 + 500·t/0.5 apart at t (samples at 60 a second); they lift at 0.5.
            let page = pinchedPage(at: CGPoint(x: 160, y: 230), from: 100, to: 600)
            let (scrollView, content, log) = (page.scrollView, page.content, page.log)
            clock.advance(to: 0.45)
            // 550 apart: wanted 5.5, 1.5 past the maximum 4: 4 + 4·(1 − 1/(1.5·0.55/4 + 1)) = 4 + 4·(0.20625/1.20625).
            let early: CGFloat = 4 + 4 * (0.20625 / 1.20625)
            #expect(abs(scrollView.zoomScale - early) < 1e-9)
            #expect(abs(scrollView.contentOffset.x - (160 * early - 160)) < 1e-9)
            #expect(abs(scrollView.contentOffset.y - (230 * early - 230)) < 1e-9)
            // The last move, 600 apart: wanted 6, 2 past: 4 + 4·(1 − 1/(2·0.55/4 + 1)) = 4 + 4·(0.275/1.275).
            let banded: CGFloat = 4 + 4 * (0.275 / 1.275)
            clock.advance(to: 0.5 + 1e-6)
            // Lifted: the model is at the limit at once and springs back as a view animation.
            #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 480, y: 690))
            #expect(scrollView.isZoomBouncing && !scrollView.isZooming)
            #expect(!log.calls.contains { $0.hasPrefix("didEndZooming") })
            let shown = try #require(content.layer.presentation()).transform.affine.a
            #expect(abs(shown - banded) < 1e-4)
            clock.advance(to: 1)
            #expect(!scrollView.isZoomBouncing)
            #expect(log.calls.last == "didEndZooming true 4.0")
            #expect(try #require(content.layer.presentation()).transform.affine.a == 4)
        }
    }

    @Test func belowTheMinimumAPinchRubberBandsToo() {
        onFreshClock { clock in
            let page = pinchedPage(at: CGPoint(x: 160, y: 230), from: 200, to: 40)
            let (scrollView, log) = (page.scrollView, page.log)
            clock.advance(to: 0.45)
            // 200 − 160·0.9 = 56 apart: wanted 0.28, 0.22 under the minimum 0.5:
            // 0.5 − 0.5·(1 − 1/(0.22·0.55/0.5 + 1)) = 0.5 − 0.5·(0.242/1.242).
            #expect(abs(scrollView.zoomScale - (0.5 - 0.5 * (0.242 / 1.242))) < 1e-9)
            clock.advance(to: 1)
            #expect(scrollView.zoomScale == 0.5 && log.calls.last == "didEndZooming true 0.5")
        }
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        onFreshClock { clock in
            let page = ZoomablePage()
            let (scrollView, log) = (page.scrollView, page.log)
            scrollView.bouncesZoom = false
            scrollView.scheduleTouches(pinch(at: CGPoint(x: 160, y: 230), from: 100, to: 600))
            clock.advance(to: 0.45)
            #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 480, y: 690))
            clock.advance(to: 0.5)
            #expect(!scrollView.isZoomBouncing && log.calls.last == "didEndZooming true 4.0")
        }
    }

    @Test func aPinchLaysTheScrollViewOutAtEachStepSoItCanCentreTheView() {
        // Apple's PhotoScroller centres the zoomed view in the scroll view's layoutSubviews.
        final class Centring: UIScrollView {
            var zoomed: UIView?
            override func layoutSubviews() {
                super.layoutSubviews()
                guard let zoomed else { return }
                var frame = zoomed.frame
                frame.origin.x = max(0, (bounds.width - frame.width) / 2)
                frame.origin.y = max(0, (bounds.height - frame.height) / 2)
                zoomed.frame = frame
            }
        }
        onFreshClock { clock in
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
            let scrollView = Centring(frame: screen.bounds)
            screen.addSubview(scrollView)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
            scrollView.addSubview(content)
            scrollView.contentSize = content.frame.size
            scrollView.zoomed = content
            scrollView.minimumZoomScale = 0.5
            let log = ZoomLog(zooming: content)
            scrollView.delegate = log
            // 200 → 100 apart: scale 0.5 at the lift; at 0.45, 110 apart: 0.55, 176 × 253 centred.
            scrollView.scheduleTouches(pinch(at: CGPoint(x: 160, y: 230), from: 200, to: 100))
            clock.advance(to: 0.45)
            #expect(abs(content.frame.minX - (320 - 176) / 2) < 1e-9 && abs(content.frame.minY - (460 - 253) / 2) < 1e-9)
            clock.advance(to: 1)
            // Within rounding: each centring sets the frame, so the bounds are frame ÷ scale again.
            let frame = content.frame
            #expect([frame.minX - 80, frame.minY - 115, frame.width - 160, frame.height - 230].allSatisfy { abs($0) < 1e-9 })
            withExtendedLifetime(log) {}
        }
    }

    @Test func aPhotoViewersDoubleTapZoomsInToTheTapAndBackOut() {
        onFreshClock { clock in
            let page = ZoomablePage()
            let (scrollView, content, log) = (page.scrollView, page.content, page.log)
            // Lightbox's double tap: the bounds over the other limit, centred on the tap in the view.
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            doubleTap.addHandler { recognizer in
                let point = recognizer.location(in: content)
                let scale = scrollView.zoomScale > scrollView.minimumZoomScale ? scrollView.minimumZoomScale : scrollView.maximumZoomScale
                let size = CGSize(width: 320 / scale, height: 460 / scale)
                let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
                scrollView.zoom(to: rect, animated: true)
            }
            scrollView.addGestureRecognizer(doubleTap)
            // It shows the photo whole first: the minimum, 0.5 (content 500 × 500 at offset 0).
            scrollView.zoomScale = 0.5
            log.calls = []
            // At (100, 200) on the screen, the view's (200, 400): 80 × 115 around it → scale 4, (200, 400) at
            // (800, 1600), shown at the centre: offset (800 − 160, 1600 − 230).
            page.screen.simulateTouches(.taps(2, at: CGPoint(x: 100, y: 200)))
            clock.advance(to: clock.time + 0.5)
            #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 640, y: 1370))
            #expect(log.calls.first == "willBeginZooming true" && log.calls.last == "didEndZooming true 4.0")
            // At the screen's centre, the view's ((640 + 160) / 4, (1370 + 230) / 4) = (200, 400) again:
            // 640 × 920 around it → 0.5, the offset clamped to the 500 × 500 content's origin.
            page.screen.simulateTouches(.taps(2, at: CGPoint(x: 160, y: 230)))
            clock.advance(to: clock.time + 0.5)
            #expect(scrollView.zoomScale == 0.5 && scrollView.contentOffset == .zero)
            #expect(log.calls.last == "didEndZooming true 0.5")
        }
    }

    @Test func aPinchWithoutAViewToZoomZoomsNothing() {
        onFreshClock { clock in
            let page = pinchedPage(at: CGPoint(x: 160, y: 230), from: 100, to: 300, zooming: false)
            let (scrollView, content, log) = (page.scrollView, page.content, page.log)
            clock.advance(to: 1)
            #expect(scrollView.zoomScale == 1 && content.transform == .identity && log.calls.isEmpty)
            #expect(!scrollView.isZooming)
        }
    }

    @Test func theAppsHandlersHearThePinchAfterTheScrollViewZoomed() throws {
        try onFreshClock { clock in
            let page = pinchedPage(at: CGPoint(x: 160, y: 230), from: 100, to: 300)
            let scrollView = page.scrollView
            var scales: [CGFloat] = []
            try #require(scrollView.pinchGestureRecognizer).addHandler { _ in scales.append(scrollView.zoomScale) }
            clock.advance(to: 1)
            #expect(scales.last == 3)
            #expect(scales.first.map { $0 > 1 } == true)
        }
    }
}
