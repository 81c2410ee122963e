import CollectionAnimation
import CollectionRendering
import Testing
import UIKit

/// UIControl's events from scripted touches, and its closure actions. The event orders are
/// UIKit's documented ones (`UIControl.Event`); the 70 pt tracking margin is in
/// docs/REFERENCE.md §25.
@Suite struct ControlTests {
    /// A 300 × 300 root with a 100 × 40 button at (100, 100) logging every event.
    private func setUp() -> (root: UIView, button: UIButton, log: EventLog) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        root.addSubview(button)
        let log = EventLog()
        log.watch(button)
        return (root, button, log)
    }

    @Test func aTapSendsTouchDownThenUpInsideThenThePrimaryAction() {
        onFreshClock { _ in
            let (root, button, log) = setUp()
            var highlighted: [Bool] = []
            button.addAction(UIAction { _ in highlighted.append(button.isHighlighted) }, for: .touchDown)
            root.simulateTouches(.tap(at: CGPoint(x: 150, y: 120)))
            #expect(log.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
            #expect(highlighted == [true])
            #expect(!button.isHighlighted && !button.isTracking)
        }
    }

    @Test func aTouchCountsAsInsideUpTo70PointsOut() {
        onFreshClock { _ in
            let (root, _, log) = setUp()
            // Down at (150, 120); samples at 210.5 (10.5 pt past the edge at 200: still inside) and
            // 271 (71 pt past: outside), where it lifts.
            root.simulateTouches(
                .drag(through: [CGPoint(x: 150, y: 120), CGPoint(x: 269, y: 120), CGPoint(x: 271, y: 120)], duration: 0.1, fps: 20))
            #expect(log.events.first == .touchDown)
            #expect(log.events.contains(.touchDragInside))
            #expect(log.events.contains(.touchDragExit) && log.events.contains(.touchDragOutside))
            #expect(log.events.last == .touchUpOutside)
            #expect(!log.events.contains(.primaryActionTriggered))
        }
    }

    @Test func actionsAreReplacedByIdentifierAndRemovable() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [String] = []
        let id = UIAction.Identifier("a")
        control.addAction(UIAction(identifier: id) { _ in calls.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in calls.append("second") }, for: .valueChanged)
        control.addAction(UIAction { action in calls.append("sender \(action.sender is UIControl)") }, for: [.valueChanged, .touchDown])
        control.sendActions(for: .valueChanged)
        #expect(calls == ["second", "sender true"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        calls = []
        control.sendActions(for: [.valueChanged, .touchDown])
        #expect(calls == ["sender true"])
        #expect(control.allControlEvents == [.valueChanged, .touchDown])
    }

    @Test func aDisabledControlLetsTheTouchThrough() {
        onFreshClock { _ in
            let root = TouchLog(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
            root.addSubview(button)
            button.isEnabled = false
            #expect(button.state == .disabled)
            root.simulateTouches(.tap(at: CGPoint(x: 150, y: 120)))
            #expect(root.events == ["began", "ended"])
        }
    }

    @Test func theStateCombinesItsFlags() {
        let control = UIControl(frame: .zero)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        #expect(control.state.rawValue == 5)
        control.contentHorizontalAlignment = .leading
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    @Test func aSwitchTogglesOnATapAndAnimatesItsThumb() {
        onFreshClock { clock in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
            root.addSubview(toggle)
            #expect(toggle.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
            #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
            let log = EventLog()
            log.watch(toggle)
            root.scheduleTouches(.tap(at: CGPoint(x: 30, y: 25)))
            clock.advance(to: 0.1)
            #expect(toggle.isOn)
            #expect(log.events == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
            // The thumb (27 across, 2 in) moves from centre x 15.5 to 35.5 over 0.25 s, easing
            // in and out: at 0.125 s, half way (easeInEaseOut(0.5) = 0.5 by symmetry).
            let thumb = toggle.subviews[0]
            #expect(thumb.center.x == 35.5)
            clock.advance(to: 0.225)
            #expect(abs(thumb.layer.shown.position.x - 25.5) < 1e-6)
            toggle.setOn(false, animated: false)
            // Set in code: no event, as in UIKit.
            #expect(!toggle.isOn && thumb.center.x == 15.5 && log.events.count == 4)
        }
    }
}

/// Records the events a control sends, in order.
final class EventLog {
    var events: [UIControl.Event] = []

    func watch(_ control: UIControl) {
        let all: [UIControl.Event] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside,
            .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
        ]
        for event in all {
            control.addAction(UIAction { [weak self] _ in self?.events.append(event) }, for: event)
        }
    }
}
