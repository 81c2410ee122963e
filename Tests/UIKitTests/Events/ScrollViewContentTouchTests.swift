import CollectionAnimation
import Foundation
import Testing
import UIKit

/// A content view that logs what it is told of its touches, with the clock time.
private final class ContentTouchLog: UIView {
    var entries: [String] = []
    private func log(_ what: String) { entries.append("\(what) \(AnimationClock.current.time)") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled") }
}

/// A scroll view whose content touches an app decides: `shouldBegin` and `shouldCancel`
/// answer its overrides, each call logged.
private final class DecidingScrollView: UIScrollView {
    var shouldBegin = true
    var shouldCancel: Bool?
    var asked: [String] = []
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append("shouldBegin \(AnimationClock.current.time)")
        return shouldBegin
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked.append("shouldCancel \(type(of: view))")
        return shouldCancel ?? super.touchesShouldCancel(in: view)
    }
}

/// Touches on views inside a scroll view, with UIKit's content-touch rules (docs/REFERENCE.md
/// §10.8): the 150 ms delay of `delaysContentTouches`, `canCancelContentTouches`,
/// `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)` (true but for a
/// `UIControl`, as Apple documents).
///
/// The scroll view: 320 × 200 over content 320 × 1000; the content view (or button) covers
/// its top 100 pt.
@Suite struct ScrollViewContentTouchTests {
    private func scrollView<Content: UIView>(
        _ content: Content, _ make: @MainActor (CGRect) -> UIScrollView = UIScrollView.init(frame:)
    ) -> (UIScrollView, Content) {
        let view = make(CGRect(x: 0, y: 0, width: 320, height: 200))
        view.contentSize = CGSize(width: 320, height: 1000)
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        view.addSubview(content)
        return (view, content)
    }

    /// A finger down at (160, 50) and lifted at `lift` s without moving.
    private func hold(until lift: Double) -> TouchScript {
        TouchScript(fingers: [
            .init(path: [.init(time: 0, location: CGPoint(x: 160, y: 50)), .init(time: lift, location: CGPoint(x: 160, y: 50))])
        ])
    }

    /// Down at (160, 50), still until `start` s, then up 10 pt (the pan's hysteresis), 50 and
    /// 90 pt 0.1 s apart, held 0.15 s and lifted: a drag whose pan would begin at `start` + 0.1 s.
    private func drag(after start: Double) -> TouchScript {
        let points: [(Double, CGFloat)] = [
            (0, 50), (start, 50), (start + 0.1, 40), (start + 0.2, 0), (start + 0.3, -40), (start + 0.45, -40), (start + 0.5, -40),
        ]
        return TouchScript(fingers: [.init(path: points.map { .init(time: $0.0, location: CGPoint(x: 160, y: $0.1)) })])
    }

    /// What a logging content view is told of `script` on a new scroll view, with the
    /// scroll view's settings, and where the content rests.
    private func contentTouches(_ script: TouchScript, delays: Bool = true, canCancel: Bool = true) -> ([String], CGFloat) {
        onFreshClock { clock in
            let (view, content) = scrollView(ContentTouchLog())
            view.delaysContentTouches = delays
            view.canCancelContentTouches = canCancel
            view.simulateTouches(script)
            return (content.entries, view.contentOffset.y)
        }
    }

    @Test func aStillTouchReachesTheContentAfter150Milliseconds() {
        #expect(contentTouches(hold(until: 0.5)).0 == ["began 0.15", "ended 0.5"])
    }

    @Test func aTapShorterThanTheDelayReachesTheContentWhenItLifts() {
        #expect(contentTouches(hold(until: 0.05)).0 == ["began 0.05", "ended 0.05"])
    }

    @Test func withoutTheDelayTheContentGetsTheTouchAtOnce() {
        #expect(contentTouches(hold(until: 0.5), delays: false).0 == ["began 0.0", "ended 0.5"])
    }

    @Test func aDragThatScrollsWithinTheDelayNeverReachesTheContent() {
        // The pan begins at 0.1 s, before the 0.15 s delay: the content is not told.
        let (entries, offset) = contentTouches(drag(after: 0))
        #expect(entries.isEmpty && offset == 80)
    }

    @Test func aDragAfterTheDelayCancelsTheContentsTouchAndScrolls() {
        // Still for 0.3 s (the content tracks from 0.15 s), then the pan begins at 0.4 s.
        let (entries, offset) = contentTouches(drag(after: 0.3))
        #expect(entries == ["began 0.15", "cancelled 0.4"] && offset == 80)
    }

    @Test func withoutCancellingContentTouchesTheTrackedContentKeepsTheTouchAndNothingScrolls() {
        let (entries, offset) = contentTouches(drag(after: 0.3), canCancel: false)
        #expect(entries == ["began 0.15", "ended 0.8"] && offset == 0)
    }

    @Test func aButtonInAScrollViewFiresOnATap() {
        onFreshClock { clock in
            let (view, button) = scrollView(UIButton(type: .system))
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
            view.simulateTouches(hold(until: 0.05))
            #expect(events == ["up"])
        }
    }

    @Test func aButtonTrackingTheTouchKeepsItByDefaultAndTheViewDoesNotScroll() {
        onFreshClock { clock in
            // touchesShouldCancel(in:) is false for a UIControl: the button keeps the touch and
            // the content stays. The finger lifts at y −40, 40 pt above the button, within the
            // 70 pt a control still counts as inside: touchUpInside, no touchCancel.
            let (view, button) = scrollView(UIButton(type: .system), DecidingScrollView.init(frame:))
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
            button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
            view.simulateTouches(drag(after: 0.3))
            #expect((view as? DecidingScrollView)?.asked.contains("shouldCancel UIButton") == true)
            #expect(view.contentOffset.y == 0 && events == ["up inside"])
        }
    }

    @Test func aScrollViewThatCancelsControlsScrollsAndTheButtonGetsTouchCancel() {
        onFreshClock { clock in
            let (view, button) = scrollView(UIButton(type: .system), DecidingScrollView.init(frame:))
            (view as? DecidingScrollView)?.shouldCancel = true
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
            button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
            view.simulateTouches(drag(after: 0.3))
            #expect(view.contentOffset.y == 80 && events == ["cancel"])
        }
    }

    @Test func aScrollViewDecliningTheTouchKeepsItFromTheContentAndStillScrolls() {
        onFreshClock { clock in
            let (view, content) = scrollView(ContentTouchLog(), DecidingScrollView.init(frame:))
            (view as? DecidingScrollView)?.shouldBegin = false
            view.simulateTouches(hold(until: 0.5))
            #expect(content.entries.isEmpty)
            #expect((view as? DecidingScrollView)?.asked == ["shouldBegin 0.15"])
            view.simulateTouches(drag(after: 0.3))
            #expect(content.entries.isEmpty && view.contentOffset.y == 80)
        }
    }
}
