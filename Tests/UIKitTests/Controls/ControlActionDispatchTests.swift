import CollectionAnimation
import Testing
import UIKit

/// Every action a control sends goes through `sendAction(_:)` (a `UIAction`) or
/// `sendAction(_:to:for:)` (a target and selector), as UIKit documents for both, so an override
/// sees each one (docs/REFERENCE.md §25.1).
@Suite struct ControlActionDispatchTests {
    /// A button recording each dispatch, dropping the actions titled "drop".
    final class AnalyticsButton: UIButton {
        var sent: [String] = []

        override func sendAction(_ action: UIAction) {
            sent.append("action \(action.title)")
            if action.title != "drop" { super.sendAction(action) }
        }
        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            sent.append("\(action) to \(target == nil ? "chain" : "target") event \(event != nil)")
            super.sendAction(action, to: target, for: event)
        }
    }

    final class Target {}

    @Test func aTapSendsEachActionAndTargetThroughTheOverridesInOrder() {
        onFreshClock { _ in
            // The button is the root of its tree: the tap lands on it.
            let button = AnalyticsButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            let target = Target()
            var ran: [String] = []
            button.addTarget(target, action: Selector("down:"), for: .touchDown)
            button.addAction(UIAction(title: "up") { _ in ran.append("up") }, for: .touchUpInside)
            button.addTarget(nil, action: Selector("up:"), for: .touchUpInside)
            button.addAction(UIAction(title: "drop") { _ in ran.append("drop") }, for: .primaryActionTriggered)
            button.simulateTouches(.tap(at: CGPoint(x: 50, y: 20)))
            #expect(
                button.sent == [
                    "down: to target event true", "action up", "up: to chain event true", "action drop",
                ])
            // The override that does not call super drops its action.
            #expect(ran == ["up"])
        }
    }

    @Test func sendActionsForEventsDispatchesWithoutAnEvent() {
        let button = AnalyticsButton(type: .system)
        let target = Target()
        button.addTarget(target, action: Selector("changed:"), for: [.valueChanged, .touchUpInside])
        button.sendActions(for: .valueChanged)
        #expect(button.sent == ["changed: to target event false"])
        // Removing it from one event leaves the other; removing it from both takes it away.
        button.removeTarget(target, action: Selector("changed:"), for: .valueChanged)
        button.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(button.sent.count == 2)
        button.removeTarget(target, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.sent.count == 2)
    }
}
