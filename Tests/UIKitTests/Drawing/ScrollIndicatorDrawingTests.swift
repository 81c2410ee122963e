import CollectionAnimation
import CollectionRendering
import Foundation
import Testing
import UIKit

/// The scroll indicators as drawn (docs/REFERENCE.md §10.10): a 320 × 200 scroll view with no
/// subviews over content 320 × 1000 (y scrolls 0…800), so every sublayer its layer draws is a
/// bar. Vertical bar: x = 320 − 2.5 − 2.5 = 315, 2.5 wide; track 2.5…197.5 (195 long); length
/// 195·200/1000 = 39; y = 2.5 + offset/800·(195 − 39).
@MainActor @Suite struct ScrollIndicatorDrawingTests {
    private func column() -> UIScrollView {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.contentSize = CGSize(width: 320, height: 1000)
        return view
    }

    /// The bars the view's layer draws now: frame, opacity and fill.
    private func bars(_ view: UIView) -> [(frame: CGRect, alpha: Double, fill: Color)] {
        let layers = DisplayList(view: view).elements.first?.content.sublayers ?? []
        return layers.map { layer in
            let origin = CGPoint(x: layer.position.x - layer.size.width / 2, y: layer.position.y - layer.size.height / 2)
            return (CGRect(origin: origin, size: layer.size), Double(layer.alpha), layer.content.fill)
        }
    }

    private func expectFrame(_ frame: CGRect?, _ expected: CGRect, _ comment: Comment) {
        let close = frame.map {
            [($0.minX, expected.minX), ($0.minY, expected.minY), ($0.width, expected.width), ($0.height, expected.height)]
        }
        #expect(close?.allSatisfy { near(Double($0.0), Double($0.1), 1e-9) } == true, comment)
    }

    @Test func aViewAtRestOrScrolledInCodeShowsNoIndicator() {
        onFreshClock { _ in
            let view = column()
            #expect(bars(view).isEmpty)
            view.contentOffset = CGPoint(x: 0, y: 400)
            #expect(bars(view).isEmpty, "setting the offset is no scroll the indicators show for")
        }
    }

    @Test func flashingShowsTheBarsHalfASecondThenTheyFade() {
        onFreshClock { clock in
            let view = column()
            view.flashScrollIndicators()
            var shown = bars(view)
            #expect(shown.count == 1, "no horizontal bar: the content is as wide as the view")
            expectFrame(shown.first?.frame, CGRect(x: 315, y: 2.5, width: 2.5, height: 39), "at the top")
            #expect(shown.first?.alpha == 1)
            #expect(shown.first?.fill == Color(red: 0, green: 0, blue: 0, alpha: 0.35), "the default style on a light interface")
            clock.advance(to: 0.5)
            #expect(bars(view).first?.alpha == 1)
            clock.advance(to: 0.665)
            shown = bars(view)
            #expect(near(shown.first?.alpha ?? 0, 0.5, 1e-9), "1 − 0.165/0.33")
            clock.advance(to: 0.84)
            #expect(bars(view).isEmpty)
        }
    }

    @Test func settlingTheClockPlaysTheFadeOut() {
        onFreshClock { clock in
            let view = column()
            view.flashScrollIndicators()
            clock.settle()
            #expect(near(clock.time, 0.83, 1e-9), "0.5 shown + 0.33 fading")
            #expect(bars(view).isEmpty)
        }
    }

    @Test func theStyleAndTheInterfaceStylePickTheColour() {
        onFreshClock { _ in
            let view = column()
            view.flashScrollIndicators()
            view.overrideUserInterfaceStyle = .dark
            #expect(bars(view).first?.fill == Color(red: 1, green: 1, blue: 1, alpha: 0.35), "default on dark: light")
            view.indicatorStyle = .black
            #expect(bars(view).first?.fill == Color(red: 0, green: 0, blue: 0, alpha: 0.35))
            view.indicatorStyle = .white
            view.overrideUserInterfaceStyle = .light
            #expect(bars(view).first?.fill == Color(red: 1, green: 1, blue: 1, alpha: 0.35))
        }
    }

    @Test func theInsetsMoveAndShortenTheBarsAndEachCanBeTurnedOff() {
        onFreshClock { _ in
            let view = column()
            view.contentSize = CGSize(width: 1000, height: 1000)
            view.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 4)
            view.flashScrollIndicators()
            let shown = bars(view)
            #expect(shown.count == 2)
            // Track 12.5…177.5 (165): 165·200/1000 = 33 → 37; x = 320 − 4 − 2.5 − 2.5.
            expectFrame(shown.first?.frame, CGRect(x: 311, y: 12.5, width: 2.5, height: 37), "vertical")
            // Track 2.5…317.5 (315): 315·320/1000 = 100.8; y = 200 − 2.5 − 2.5.
            expectFrame(shown.last?.frame, CGRect(x: 2.5, y: 195, width: 100.8, height: 2.5), "horizontal")
            view.showsVerticalScrollIndicator = false
            #expect(bars(view).count == 1)
            view.showsHorizontalScrollIndicator = false
            #expect(bars(view).isEmpty)
        }
    }

    @Test func theSafeAreaInsetsTheBarsUnlessTurnedOff() {
        onFreshClock { _ in
            let view = column()
            view.simulatedSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            view.layoutIfNeeded()
            // The adjusted content inset adds 20 and 30: scrollable 1050, offsets −20…830.
            view.contentOffset = CGPoint(x: 0, y: -20)
            view.flashScrollIndicators()
            // Track 22.5…167.5 (145): 145·200/1050 = 27.6 → 37.
            expectFrame(bars(view).first?.frame, CGRect(x: 315, y: 22.5, width: 2.5, height: 37), "inside the safe area")
            view.automaticallyAdjustsScrollIndicatorInsets = false
            // Track 2.5…197.5 (195): 195·200/1050 = 37.142857.
            expectFrame(bars(view).first?.frame, CGRect(x: 315, y: 2.5, width: 2.5, height: 195.0 * 200 / 1050), "the whole height")
        }
    }

    @Test func anAnimatedScrollShowsTheBarsAndTheyFadeWhenItEnds() {
        onFreshClock { clock in
            let view = column()
            view.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
            clock.advance(to: 0.15)
            #expect(bars(view).first?.alpha == 1, "while it scrolls")
            // It ends at 0.3 s (18 frames): at the bottom, y = 2.5 + 156; half faded 0.165 s later.
            clock.advance(to: 0.465)
            let shown = bars(view)
            expectFrame(shown.first?.frame, CGRect(x: 315, y: 158.5, width: 2.5, height: 39), "at the bottom")
            #expect(near(shown.first?.alpha ?? 0, 0.5, 1e-6))
            clock.advance(to: 0.7)
            #expect(bars(view).isEmpty)
        }
    }

    @Test func aDragShowsTheBarsWhileTheFingerIsDownAndTheyFadeAfterTheLift() {
        onFreshClock { clock in
            let view = column()
            // Down at y 150; the pan begins 10 up at 0.1 s; 90 up at 0.3 s → offset 80; held
            // still until the lift at 0.5 s (no velocity: no deceleration).
            let points: [(Double, CGFloat)] = [(0, 150), (0.1, 140), (0.2, 100), (0.3, 60), (0.45, 60), (0.5, 60)]
            view.scheduleTouches(
                TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: 160, y: $0.1)) })]))
            clock.advance(to: 0.45)
            let shown = bars(view)
            // 2.5 + 80/800·156 = 18.1; the finger is still down, so fully shown.
            expectFrame(shown.first?.frame, CGRect(x: 315, y: 18.1, width: 2.5, height: 39), "at offset 80")
            #expect(shown.first?.alpha == 1)
            clock.advance(to: 0.665)
            #expect(near(bars(view).first?.alpha ?? 0, 0.5, 1e-9), "fading from the lift at 0.5 s")
            clock.advance(to: 1)
            #expect(bars(view).isEmpty)
        }
    }

    @Test func aCollectionViewDrawsItsBarsOnceOverItsCells() throws {
        try onFreshClock { clock in
            // 100 items of 50 × 50 in rows of 5 (320 wide, 10 apart): 20 rows, 50·20 + 10·19 = 1190 high.
            let counts = Counts([100])
            let view = makeView(flowLayout(), counts: counts, size: CGSize(width: 320, height: 480))
            #expect(try DisplayList(collectionView: view).elements.allSatisfy { !$0.id.hasPrefix("scroll-indicator") })
            view.flashScrollIndicators()
            let list = try DisplayList(collectionView: view)
            #expect(list.elements.last?.id == "scroll-indicator-vertical")
            // Track 2.5…477.5 (475): 475·480/1190 = 191.596…
            let frame = list.elements.last?.attributes.frame
            expectFrame(frame, CGRect(x: 315, y: 2.5, width: 2.5, height: 475 * 480 / 1190.0), "over the cells")
            // Drawn as a layer inside another view, the bar comes once, last.
            let container = UIView(frame: view.frame)
            container.addSubview(view)
            let drawn = DisplayList(view: container).elements.first?.content.sublayers.first?.content.sublayers ?? []
            #expect(drawn.filter { $0.size.width == 2.5 }.count == 1)
            #expect(drawn.last?.size.width == 2.5)
            clock.settle()
            #expect(try DisplayList(collectionView: view).elements.allSatisfy { !$0.id.hasPrefix("scroll-indicator") })
        }
    }
}
