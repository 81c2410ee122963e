import Testing
import UIKit

/// `UIResponder`'s action and input members, as UIKit documents them: actions and motions
/// go up the responder chain (`next`) until a responder answers; input views are kept.
@Suite struct ResponderActionTests {
    /// A view that handles `paste:` and records the motions it gets.
    final class Pasting: UIView {
        var motions: [UIEvent.EventSubtype] = []
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("paste:") || super.canPerformAction(action, withSender: sender)
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append(motion) }
    }

    @Test func actionsAreAnsweredUpTheChain() {
        let handler = Pasting(), child = UIView()
        handler.addSubview(child)
        #expect(child.canPerformAction(Selector("paste:"), withSender: nil), "asked of the superview")
        #expect(!child.canPerformAction(Selector("copy:"), withSender: nil), "no one handles copy:")
        #expect(handler.target(forAction: Selector("paste:"), withSender: nil) as? Pasting === handler)
        #expect(child.target(forAction: Selector("copy:"), withSender: nil) == nil)
    }

    @Test func motionsGoUpTheChainUntilHandled() {
        let handler = Pasting(), child = UIView()
        handler.addSubview(child)
        child.motionEnded(.motionShake, with: nil)
        #expect(handler.motions == [.motionShake])
    }

    /// A view with a toolbar above the keyboard, as chat screens declare it.
    final class Composer: UIView {
        let toolbar = UIView()
        override var inputAccessoryView: UIView? { toolbar }
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func inputViewsAreKeptAndOverridable() {
        #expect(UIView().inputView == nil && UIView().inputAccessoryView == nil)
        let composer = Composer()
        #expect(composer.inputAccessoryView === composer.toolbar)
        let field = UITextField(), text = UITextView(), accessory = UIView(), keyboard = UIView()
        field.inputAccessoryView = accessory
        field.inputView = keyboard
        text.inputAccessoryView = accessory
        #expect(field.inputAccessoryView === accessory && field.inputView === keyboard)
        #expect(text.inputAccessoryView === accessory && text.inputView == nil)
    }

    @Test func accessibilityActionsAreNotHandledByDefault() {
        let view = UIView()
        #expect(!view.accessibilityActivate())
        #expect(!view.accessibilityPerformEscape())
        #expect(!view.accessibilityPerformMagicTap())
    }
}
