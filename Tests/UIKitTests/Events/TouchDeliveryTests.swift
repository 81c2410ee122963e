import CollectionAnimation
import Testing
import UIKit

/// How scripted touches reach views: one finger at a time unless `isMultipleTouchEnabled`,
/// and nothing else while an `isExclusiveTouch` view is touched (UIKit's documented rules).
@Suite struct TouchDeliveryTests {
    /// Two fingers down together at `a` and `b` for 0.2 s.
    private func twoFingers(_ a: CGPoint, _ b: CGPoint) -> TouchScript {
        TouchScript(
            fingers: [a, b].map { point in
                TouchScript.Finger(path: [TouchScript.Sample(time: 0, location: point), TouchScript.Sample(time: 0.2, location: point)])
            })
    }

    @Test func aViewGetsOneTouchUnlessMultipleTouchIsEnabled() {
        onFreshClock { _ in
            let view = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.simulateTouches(twoFingers(CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)))
            #expect(view.events == ["began", "ended"])
            view.events = []
            view.isMultipleTouchEnabled = true
            view.simulateTouches(twoFingers(CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)))
            #expect(view.events == ["began", "began", "ended", "ended"])
        }
    }

    @Test func anExclusiveTouchViewKeepsOtherTouchesOut() {
        onFreshClock { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let left = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = TouchLog(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            root.addSubview(left)
            root.addSubview(right)
            left.isExclusiveTouch = true
            root.simulateTouches(twoFingers(CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)))
            #expect(left.events == ["began", "ended"])
            #expect(right.events.isEmpty)
            left.isExclusiveTouch = false
            root.simulateTouches(twoFingers(CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)))
            #expect(right.events == ["began", "ended"])
        }
    }

    @Test func touchesReportTheirLocationsInAnyView() throws {
        try onFreshClock { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let inner = TouchRecorder(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
            root.addSubview(inner)
            root.simulateTouches(.drag(through: [CGPoint(x: 120, y: 60), CGPoint(x: 150, y: 90)], duration: 0.1, fps: 20))
            let touch = try #require(inner.touch)
            #expect(touch.view === inner)
            #expect(touch.phase == .ended && touch.tapCount == 1)
            #expect(touch.location(in: inner) == CGPoint(x: 50, y: 40))
            #expect(touch.location(in: nil) == CGPoint(x: 150, y: 90))
            // The last move, at 0.1 s, came from the sample at 0.05 s: (135, 75).
            #expect(inner.previousAtLastMove == CGPoint(x: 135, y: 75))
        }
    }

    @Test func absurdScriptsAreCappedAtTheMaximumSamples() {
        #expect(TouchScript.taps(Int.max, at: .zero).fingers.count == TouchScript.maximumSamples)
        // A second at a billion frames a second: the down, 100,001 moves (fractions 0…1 in
        // 100,000 steps) and the lift.
        let drag = TouchScript.drag(through: [.zero, CGPoint(x: 100, y: 0)], duration: 1, fps: 1e9)
        #expect(drag.fingers[0].path.count == TouchScript.maximumSamples + 3)
        #expect(drag.fingers[0].path.last?.location == CGPoint(x: 100, y: 0))
    }
}

/// A view keeping the last touch it was given.
final class TouchRecorder: UIView {
    var touch: UITouch?
    var previousAtLastMove: CGPoint?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touch = touches.first }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        previousAtLastMove = touches.first?.previousLocation(in: superview)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { touch = touches.first }
}
