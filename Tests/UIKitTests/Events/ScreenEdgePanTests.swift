import CollectionAnimation
import Foundation
import Testing
import UIKit

/// `UIScreenEdgePanGestureRecognizer` under scripted drags (docs/REFERENCE.md §23.3): it is a
/// pan (it begins after the pan's chosen 10 pt) whose first touch must go down within the
/// chosen 20 pt of a watched edge of the screen — here the 300 × 300 top of the tree.
@MainActor @Suite struct ScreenEdgePanTests {
    /// A 300 × 300 top view with an edge pan watching `edges` on `host` (the top view when nil),
    /// and the states its handler saw.
    private func edgePan(_ edges: UIRectEdge, on host: UIView? = nil) -> (UIView, UIScreenEdgePanGestureRecognizer, Log) {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        if let host { screen.addSubview(host) }
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = edges
        let log = Log()
        pan.addHandler { _ in log.entries.append((pan.state, pan.translation(in: nil))) }
        (host ?? screen).addGestureRecognizer(pan)
        return (screen, pan, log)
    }

    final class Log {
        var entries: [(state: UIGestureRecognizer.State, translation: CGPoint)] = []
        var states: [UIGestureRecognizer.State] { entries.map(\.state) }
    }

    /// A drag from `start` to `end` over 0.2 s.
    private func drag(_ start: CGPoint, _ end: CGPoint) -> TouchScript {
        .drag(through: [start, end], duration: 0.2)
    }

    /// One finger dragging from `start` to `end` over `duration` seconds, from `delay` seconds in.
    private func finger(_ start: CGPoint, _ end: CGPoint, duration: Double = 0.2, delay: Double = 0) -> TouchScript.Finger {
        var finger = TouchScript.drag(through: [start, end], duration: duration).fingers[0]
        for index in finger.path.indices { finger.path[index].time += delay }
        return finger
    }

    @Test func aPanFromTheWatchedEdgeBeginsAndOneFromInsideFails() {
        onFreshClock { _ in
            let (screen, pan, log) = edgePan(.left)
            screen.simulateTouches(drag(CGPoint(x: 5, y: 150), CGPoint(x: 100, y: 150)))
            #expect(log.states.first == .began)
            #expect(log.states.last == .ended)
            #expect(log.entries.last?.translation == CGPoint(x: 95, y: 0))
            log.entries = []
            screen.simulateTouches(drag(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150)))
            #expect(log.states.isEmpty)
            #expect(pan.state == .possible)
        }
    }

    @Test func theRegionIsTwentyPointsFromTheEdge() {
        onFreshClock { _ in
            let (screen, _, log) = edgePan(.left)
            screen.simulateTouches(drag(CGPoint(x: 20, y: 150), CGPoint(x: 120, y: 150)))
            #expect(log.states.first == .began)
            log.entries = []
            screen.simulateTouches(drag(CGPoint(x: 20.5, y: 150), CGPoint(x: 120, y: 150)))
            #expect(log.states.isEmpty)
        }
    }

    @Test func onlyTheEdgesItWatchesCount() {
        onFreshClock { _ in
            let (screen, pan, log) = edgePan(.right)
            screen.simulateTouches(drag(CGPoint(x: 5, y: 150), CGPoint(x: 100, y: 150)))
            #expect(log.states.isEmpty)
            screen.simulateTouches(drag(CGPoint(x: 295, y: 150), CGPoint(x: 200, y: 150)))
            #expect(log.states.first == .began)
            log.entries = []
            pan.edges = [.top, .bottom]
            screen.simulateTouches(drag(CGPoint(x: 150, y: 290), CGPoint(x: 150, y: 200)))
            screen.simulateTouches(drag(CGPoint(x: 150, y: 10), CGPoint(x: 150, y: 100)))
            #expect(log.states.filter { $0 == .began }.count == 2)
            log.entries = []
            screen.simulateTouches(drag(CGPoint(x: 5, y: 150), CGPoint(x: 100, y: 150)))
            #expect(log.states.isEmpty)
        }
    }

    @Test func withNoEdgesItNeverBegins() {
        onFreshClock { _ in
            let (screen, pan, log) = edgePan([])
            #expect(UIScreenEdgePanGestureRecognizer().edges == [])
            for start in [CGPoint(x: 5, y: 150), CGPoint(x: 295, y: 150), CGPoint(x: 150, y: 5), CGPoint(x: 150, y: 295)] {
                screen.simulateTouches(drag(start, CGPoint(x: 150, y: 150)))
            }
            #expect(log.states.isEmpty)
            #expect(pan.state == .possible)
        }
    }

    @Test func theEdgeIsTheScreensNotTheView() {
        onFreshClock { _ in
            // The recognizer's view starts 200 pt in: a touch at its own left edge is 200 pt
            // from the screen's.
            let (screen, _, log) = edgePan(.left, on: UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 300)))
            screen.simulateTouches(drag(CGPoint(x: 205, y: 150), CGPoint(x: 290, y: 150)))
            #expect(log.states.isEmpty)
        }
    }

    @Test func theLeftEdgeStaysLeftRightToLeft() {
        onFreshClock { _ in
            let (screen, _, log) = edgePan(.left)
            screen.semanticContentAttribute = .forceRightToLeft
            screen.simulateTouches(drag(CGPoint(x: 5, y: 150), CGPoint(x: 100, y: 150)))
            #expect(log.states.first == .began)
        }
    }

    @Test func touchesAfterTheFirstAreIgnored() {
        onFreshClock { _ in
            let (screen, pan, log) = edgePan(.left)
            var counts: [Int] = []
            pan.addHandler { _ in counts.append(pan.numberOfTouches) }
            // The first finger drags from the edge over 0.5 s; a second lands mid-screen at
            // 0.1 s, moves 50 pt down and lifts at 0.3 s, while the first is still dragging.
            let first = finger(CGPoint(x: 5, y: 150), CGPoint(x: 155, y: 150), duration: 0.5)
            let second = finger(CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 150), delay: 0.1)
            screen.simulateTouches(TouchScript(fingers: [first, second]))
            // One pan from start to end of the first finger, its translation that finger's alone.
            #expect(log.states.filter { $0 != .changed } == [.began, .ended])
            #expect(log.entries.last?.translation == CGPoint(x: 150, y: 0))
            #expect(log.entries.allSatisfy { $0.translation.y == 0 })
            #expect(counts.allSatisfy { $0 == 1 })
        }
    }

    @Test func aTouchAtNoNumberFailsWithoutTrapping() {
        onFreshClock { _ in
            let (screen, _, log) = edgePan(.all)
            var lost = finger(CGPoint(x: 5, y: 150), CGPoint(x: 100, y: 150))
            for index in lost.path.indices.dropFirst() { lost.path[index].location = CGPoint(x: CGFloat.nan, y: .nan) }
            screen.simulateTouches(TouchScript(fingers: [lost]))
            #expect(log.states.isEmpty)
        }
    }
}
