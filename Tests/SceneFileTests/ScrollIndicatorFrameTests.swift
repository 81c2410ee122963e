import CollectionAnimation
import CollectionLayout
import CollectionRendering
import Foundation
import Testing

@testable import SceneFile

/// The collection view's scroll indicators in a scene's frames (docs/REFERENCE.md §10.10,
/// §10.11): where the bar stands mid-scroll, mid-drag and mid-fling, worked by hand from
/// §10.10's rules; the fade after the step; none at rest or when turned off; located errors.
///
/// The vertical scene: a 300 × 200 viewport over ten 300 × 100 rows (content 1000 tall) with
/// `contentInset` 20 top and 30 bottom, starting at offset −20: scrollable S = 20 + 1000 + 30 =
/// 1050, offsets −20…830 (a range of 850). Its bar: x = 300 − 2.5 − 2.5 = 295; track 2.5…197.5
/// (T = 195); length L = max(37, 195·200/1050) = 37.142857; y = 2.5 + (offset + 20)/850·(195 − L)
/// = 2.5 + (offset + 20)/850·157.857143. The content is as wide as the view: no horizontal bar.
@Suite struct ScrollIndicatorFrameTests {
    static func column(scrolling: String = "{}", _ steps: String) -> String {
        """
        viewport: [300, 200]
        contentOffset: [0, -20]
        contentInset: [20, 0, 30, 0]
        layout: {flow: {itemSize: [300, 100], minimumLineSpacing: 0}}
        sections: [{items: 10}]
        scrolling: \(scrolling)
        timeline:
        \(steps)
        """
    }

    /// The horizontal scene: a 300 × 200 viewport over ten 100 × 200 columns (content 1000
    /// wide) with `contentInset` 10 left and 40 right, starting at offset −10: S = 1050, offsets
    /// −10…740 (a range of 750). Its bar: y = 200 − 2.5 − 2.5 = 195; track 2.5…297.5 (T = 295);
    /// L = max(37, 295·300/1050) = 84.285714; x = 2.5 + (offset + 10)/750·(295 − L) =
    /// 2.5 + (offset + 10)/750·210.714286. No vertical bar: the content is as tall as the view.
    static func row(_ steps: String) -> String {
        """
        viewport: [300, 200]
        contentOffset: [-10, 0]
        contentInset: [0, 10, 0, 40]
        layout: {flow: {itemSize: [100, 200], scrollDirection: horizontal, minimumLineSpacing: 0}}
        sections: [{items: 10}]
        timeline:
        \(steps)
        """
    }

    /// The scroll-indicator elements of the frame at `time`, in the display list's draw order.
    static func bars(_ text: String, at time: Double) throws -> [DisplayElement] {
        let (timeline, frames) = try played(text)
        return try frames.displayList(timeline.state(at: time)).elements.filter { $0.id.hasPrefix("scroll-indicator-") }
    }

    static func played(_ text: String) throws -> (Timeline, AnimationFrames) {
        let scene = try Scene.decode(text)
        return (
            try SceneTimelineSource(scene: scene).makeTimeline(), AnimationFrames(appearance: try SceneAppearance(scene: scene), scale: 1)
        )
    }

    /// Whether `element` is a bar at `frame` (view coordinates, the frame's offset `offset`
    /// added back) with `alpha`, within 1e-6.
    static func isBar(_ element: DisplayElement?, _ frame: CGRect, offset: CGPoint, alpha: Double = 1) -> Bool {
        guard let element else { return false }
        let shown = element.attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y)
        let pairs = [
            (shown.minX, frame.minX), (shown.minY, frame.minY), (shown.width, frame.width), (shown.height, frame.height),
            (element.attributes.alpha, CGFloat(alpha)),
        ]
        return pairs.allSatisfy { abs(Double($0.0 - $0.1)) <= 1e-6 }
    }

    @Test func aScrollStepShowsTheVerticalBarWhereTheOffsetPutsIt() throws {
        // Linear over 1 s from −20 to 380: at 0.5 s the offset is 180;
        // y = 2.5 + 200/850·157.857143 = 39.642857.
        let bars = try Self.bars(Self.column("  - scroll: {to: [0, 380], duration: 1, curve: linear}"), at: 0.5)
        #expect(bars.map(\.id) == ["scroll-indicator-vertical"])
        #expect(
            Self.isBar(
                bars.first, CGRect(x: 295, y: 39.642857142857146, width: 2.5, height: 37.142857142857146), offset: CGPoint(x: 0, y: 180)))
        #expect(bars.first?.content.fill == Color(red: 0, green: 0, blue: 0, alpha: 0.35), "the default style, light")
        #expect(bars.first?.content.cornerRadius == 1.25, "a capsule: half the thickness")
    }

    @Test func midDragTheBarsFollowTheFingerOnBothAxes() throws {
        // The finger moves 300 over 0.5 s at a constant speed: 150 at 0.25 s, offset 130;
        // y = 2.5 + 150/850·157.857143 = 30.357143.
        let vertical = try Self.bars(Self.column("  - drag: {by: [0, 300], duration: 0.5}"), at: 0.25)
        #expect(vertical.count == 1)
        #expect(
            Self.isBar(
                vertical.first, CGRect(x: 295, y: 30.357142857142858, width: 2.5, height: 37.142857142857146), offset: CGPoint(x: 0, y: 130)
            ))
        // Horizontal: 200 over 0.4 s, 100 at 0.2 s, offset 90; x = 2.5 + 100/750·210.714286 = 30.595238.
        let horizontal = try Self.bars(Self.row("  - drag: {by: [200, 0], duration: 0.4}"), at: 0.2)
        #expect(horizontal.map(\.id) == ["scroll-indicator-horizontal"])
        #expect(
            Self.isBar(
                horizontal.first, CGRect(x: 30.595238095238095, y: 195, width: 84.28571428571429, height: 2.5), offset: CGPoint(x: 90, y: 0)
            ))
    }

    @Test func midFlingTheBarsShowWhereTheDecelerationIs() throws {
        // 1000 pt/s = 1 pt/ms released at −20 (§10.7): projected −20 + 0.99/|ln 0.998| = 474.505,
        // rounded to the pixel 475 (scale 1); the landing rate ρ = exp(−0.99/495) = exp(−0.002), so
        // at 500 ms y = −20 + (1 − e^−1)/0.002 = 296.060279, and the bar at
        // 2.5 + 316.060279/850·157.857143 = 61.196909.
        let text = Self.column("  - fling: {velocity: [0, 1000]}")
        let (timeline, frames) = try Self.played(text)
        let state = try timeline.state(at: 0.5)
        #expect(abs(state.bounds.minY - 296.06027941427885) < 1e-6)
        let bars = try frames.displayList(state).elements.filter { $0.id.hasPrefix("scroll-indicator-") }
        #expect(
            Self.isBar(
                bars.first, CGRect(x: 295, y: 61.19690903408036, width: 2.5, height: 37.142857142857146), offset: state.bounds.origin))
        // Horizontal, from −10: at 500 ms x = 306.060279; the bar at 2.5 + 316.060279/750·210.714286 = 91.297888.
        let horizontal = try Self.bars(Self.row("  - fling: {velocity: [1000, 0]}"), at: 0.5)
        #expect(
            Self.isBar(
                horizontal.first, CGRect(x: 91.29788802591645, y: 195, width: 84.28571428571429, height: 2.5),
                offset: CGPoint(x: 306.06027941427885, y: 0)))
    }

    @Test func theBarsFadeOverAThirdOfASecondAfterTheScrollEnds() throws {
        // The scroll ends at 0.5 s at offset 380: y = 2.5 + 400/850·157.857143 = 76.785714. Half
        // faded 0.165 s later (1 − 0.165/0.33), through the wait; gone 0.33 s after the end.
        let text = Self.column("  - scroll: {to: [0, 380], duration: 0.5, curve: linear}\n  - wait: 1")
        let ended = try Self.bars(text, at: 0.5)
        #expect(
            Self.isBar(
                ended.first, CGRect(x: 295, y: 76.78571428571429, width: 2.5, height: 37.142857142857146), offset: CGPoint(x: 0, y: 380)))
        let fading = try Self.bars(text, at: 0.665)
        #expect(
            Self.isBar(
                fading.first, CGRect(x: 295, y: 76.78571428571429, width: 2.5, height: 37.142857142857146), offset: CGPoint(x: 0, y: 380),
                alpha: 0.5))
        #expect(try Self.bars(text, at: 0.831).isEmpty)
        #expect(try Self.bars(text, at: 1.5).isEmpty, "the last frame, at rest")
        #expect(try Self.bars(text, at: 0).isEmpty, "the first frame, before anything scrolls")
    }

    @Test func aFlingsLastFrameShowsTheBarAtRestThenItFadesPastTheEnd() throws {
        // The fling rests on 475 after ln(100)/0.002 = 2302.6 ms, the timeline's end: iOS fades
        // the bar only once the content stops, so the last frame shows it fully. At 475:
        // y = 2.5 + 495/850·157.857143 = 94.428571.
        let (timeline, frames) = try Self.played(Self.column("  - fling: {velocity: [0, 1000]}"))
        #expect(abs(timeline.duration - 2.302585092994046) < 1e-3)
        let count = timeline.frameCount(fps: 30)
        let last = try frames.displayList(timeline.frame(count - 1, fps: 30)).elements.filter { $0.id.hasPrefix("scroll-indicator-") }
        #expect(
            Self.isBar(
                last.first, CGRect(x: 295, y: 94.42857142857143, width: 2.5, height: 37.142857142857146), offset: CGPoint(x: 0, y: 475)))
        #expect(abs(timeline.scrollIndicatorOpacity(at: timeline.duration + 0.165) - 0.5) < 1e-9)
        #expect(timeline.scrollIndicatorOpacity(at: timeline.duration + 0.33) == 0)
        #expect(timeline.finalState.scrollIndicatorOpacity == 0, "the still after the timeline is at rest")
    }

    @Test func turnedOffOrAScrollThatMovesNothingShowsNoBar() throws {
        let off = Self.column(scrolling: "{showsScrollIndicators: false}", "  - drag: {by: [0, 300], duration: 0.5}")
        #expect(try Self.bars(off, at: 0.25).isEmpty)
        let nowhere = Self.column("  - scroll: {to: [0, -20], duration: 0.5}")
        #expect(try Self.bars(nowhere, at: 0.25).isEmpty, "setContentOffset(_:animated:) to where it is animates nothing")
        let jump = Self.column("  - scroll: {to: [0, 300], duration: 0}\n  - wait: 0.2")
        #expect(try Self.bars(jump, at: 0.1).isEmpty, "a scroll of no length is a jump, as a change of contentOffset in code")
    }

    @Test func anOrthogonalSectionsScrollShowsNoBar() throws {
        // A 390 × 400 view over a 100-tall shelf of ten 100-wide groups and twenty 50-tall rows:
        // content 1100 tall, so a scroll of the collection view itself shows the vertical bar.
        let text = """
            viewport: [390, 400]
            layout:
              compositional:
                sections:
                  - orthogonalScrollingBehavior: continuous
                    group: {horizontal: {layoutSize: {widthDimension: {absolute: 100}, heightDimension: {absolute: 100}}, subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}}]}}
                  - group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{item: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}}]}}
            sections: [{items: 10}, {items: 20}]
            timeline:
              - scroll: {section: 0, to: [300, 0], duration: 0.5}
              - wait: 0.5
              - scroll: {to: [0, 100], duration: 0.5}
            """
        #expect(try Self.bars(text, at: 0.25).isEmpty, "the section's own scroll view keeps its bars hidden")
        #expect(try Self.bars(text, at: 0.75).isEmpty)
        #expect(try Self.bars(text, at: 1.25).map(\.id) == ["scroll-indicator-vertical"], "the collection view's own scroll")
    }

    @Test func theStyleAndTheInterfaceStylePickTheColour() throws {
        let drag = "  - drag: {by: [0, 300], duration: 0.5}"
        let white = try Self.bars(Self.column(scrolling: "{indicatorStyle: white}", drag), at: 0.25)
        #expect(white.first?.content.fill == Color(red: 1, green: 1, blue: 1, alpha: 0.35))
        let dark = try Self.bars("traits: {userInterfaceStyle: dark}\n" + Self.column(drag), at: 0.25)
        #expect(dark.first?.content.fill == Color(red: 1, green: 1, blue: 1, alpha: 0.35), "default on dark: light")
        let black = try Self.bars(
            "traits: {userInterfaceStyle: dark}\n" + Self.column(scrolling: "{indicatorStyle: black}", drag), at: 0.25)
        #expect(black.first?.content.fill == Color(red: 0, green: 0, blue: 0, alpha: 0.35))
    }

    @Test func aDevicesSafeAreaInsetsTheTrack() throws {
        // An iPhone 13 upright: 390 × 844, safe area 47 top and 34 bottom, added to the content
        // inset (0): S = 47 + 2000 + 34 = 2081, offsets −47…1190 (1237). The track: 47 + 2.5 …
        // 844 − 34 − 2.5, T = 844 − 81 − 5 = 758; L = max(37, 758·844/2081) = 307.425276.
        // A drag of 400 over 0.5 s: offset −47 + 200 = 153 at 0.25 s;
        // y = 49.5 + 200/1237·(758 − 307.425276) = 122.349592; x = 390 − 2.5 − 2.5 = 385.
        let text = """
            device: iPhone13
            scale: 1
            layout: {flow: {itemSize: [390, 100], minimumLineSpacing: 0}}
            sections: [{items: 20}]
            timeline:
              - drag: {by: [0, 400], duration: 0.5}
            """
        let bars = try Self.bars(text, at: 0.25)
        #expect(bars.map(\.id) == ["scroll-indicator-vertical"])
        #expect(
            Self.isBar(
                bars.first, CGRect(x: 385, y: 122.34959154252763, width: 2.5, height: 307.4252763094666), offset: CGPoint(x: 0, y: 153)))
    }

    @Test func badIndicatorSettingsAreLocatedErrors() throws {
        let flag = try #require(decodingError(Self.column(scrolling: "{showsScrollIndicators: 1}", "  - wait: 0")))
        #expect(flag.kind == .typeMismatch)
        #expect(flag.keyPath == "scrolling.showsScrollIndicators")
        #expect(flag.line == 6 && flag.column == 36)
        let style = try #require(decodingError(Self.column(scrolling: "{indicatorStyle: whit}", "  - wait: 0")))
        #expect(style.kind == .invalidValue)
        #expect(style.keyPath == "scrolling.indicatorStyle")
        #expect(style.line == 6 && style.column == 29)
        #expect(style.message.contains("expected one of `default`, `black` or `white`"), "\(style.message)")
        #expect(style.message.contains("did you mean `white`?"), "\(style.message)")
    }
}
