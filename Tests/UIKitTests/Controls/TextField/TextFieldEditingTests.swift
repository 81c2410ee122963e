import Foundation
import Testing
import UIKit

/// Editing a text field: the delegate's questions and answers, the control events and the
/// notifications, in the order UIKit documents them (docs/REFERENCE.md §25.4), and the
/// ranges typing reports, in UTF-16 code units as `NSRange` counts them.
@Suite struct TextFieldEditingTests {
    /// A delegate that logs every call, answering `allow` unless told otherwise; notification
    /// observers log into it too (tests post on their own thread).
    final class Recorder: NSObject, UITextFieldDelegate, @unchecked Sendable {
        var log: [String] = []
        var endReason: Int?
        var allowBegin = true, allowEnd = true, allowChange = true, allowReturn = true, allowClear = true

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin")
            return allowBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd")
            return allowEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            log.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
        }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) '\(string)'")
            return allowChange
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            return allowReturn
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            log.append("shouldClear")
            return allowClear
        }
    }

    /// A field whose delegate, editing events and notifications all log into one list.
    final class Logged {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = Recorder()
        private var observers: [NSObjectProtocol] = []

        var log: [String] {
            get { delegate.log }
            set { delegate.log = newValue }
        }

        init() {
            field.delegate = delegate
            let events: [(UIControl.Event, String)] = [
                (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            ]
            for (event, name) in events {
                field.addAction(UIAction { [delegate] _ in delegate.log.append(name) }, for: event)
            }
            let names: [(Notification.Name, String)] = [
                (UITextField.textDidBeginEditingNotification, "beginNotification"),
                (UITextField.textDidChangeNotification, "changeNotification"),
                (UITextField.textDidEndEditingNotification, "endNotification"),
            ]
            for (name, label) in names {
                observers.append(
                    NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [delegate] note in
                        delegate.log.append(label)
                        if name == UITextField.textDidEndEditingNotification {
                            delegate.endReason = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? Int
                        }
                    })
            }
        }

        isolated deinit { observers.forEach(NotificationCenter.default.removeObserver) }
    }

    @Test func beginningAsksThenTellsTheDelegateThenSendsTheEventThenPosts() {
        let logged = Logged()
        #expect(logged.field.becomeFirstResponder())
        #expect(logged.log == ["shouldBegin", "didBegin", "editingDidBegin", "beginNotification"])
        #expect(logged.field.isEditing && logged.field.isFirstResponder)
        // Already editing: nothing is asked again.
        logged.log = []
        #expect(logged.field.becomeFirstResponder())
        #expect(logged.log.isEmpty)
    }

    @Test func aRefusedOrDisabledFieldDoesNotBegin() {
        let logged = Logged()
        logged.delegate.allowBegin = false
        #expect(!logged.field.becomeFirstResponder())
        #expect(logged.log == ["shouldBegin"])
        #expect(!logged.field.isEditing)
        logged.delegate.allowBegin = true
        logged.field.isEnabled = false
        logged.log = []
        #expect(!logged.field.becomeFirstResponder())
        #expect(logged.log.isEmpty)
    }

    @Test func typingAsksWithTheUTF16RangeThenChangesThenSendsTheEvents() {
        let logged = Logged()
        logged.field.becomeFirstResponder()
        logged.log = []
        logged.field.insertText("a")
        // "a" is one UTF-16 unit: the next insertion is at 1. 👍🏽 is two surrogate pairs (4 units).
        logged.field.insertText("👍🏽")
        logged.field.insertText("b")
        #expect(logged.field.text == "a👍🏽b")
        #expect(
            logged.log == [
                "shouldChange 0,0 'a'", "selection", "editingChanged", "changeNotification",
                "shouldChange 1,0 '👍🏽'", "selection", "editingChanged", "changeNotification",
                "shouldChange 5,0 'b'", "selection", "editingChanged", "changeNotification",
            ])
        logged.log = []
        // Deleting backwards takes a whole character: "b" at 5, then the emoji with its
        // modifier, 4 units from 1.
        logged.field.deleteBackward()
        logged.field.deleteBackward()
        #expect(logged.field.text == "a")
        #expect(logged.log.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 5,1 ''", "shouldChange 1,4 ''"])
    }

    @Test func aRefusedChangeLeavesTheTextAndSendsNothing() {
        let logged = Logged()
        logged.field.text = "ab"
        logged.field.becomeFirstResponder()
        logged.delegate.allowChange = false
        logged.log = []
        logged.field.insertText("c")
        logged.field.deleteBackward()
        #expect(logged.field.text == "ab")
        #expect(logged.log == ["shouldChange 2,0 'c'", "shouldChange 1,1 ''"])
    }

    @Test func deletingWithoutTextAsksNothing() {
        let logged = Logged()
        logged.field.becomeFirstResponder()
        logged.log = []
        logged.field.deleteBackward()
        #expect(logged.log.isEmpty && !logged.field.hasText)
    }

    @Test func settingTheTextInCodeSendsNothing() {
        let logged = Logged()
        logged.field.text = "code"
        logged.field.attributedText = NSAttributedString(string: "styled")
        #expect(logged.log.isEmpty)
        #expect(logged.field.text == "styled")
    }

    @Test func endingAsksThenTellsTheDelegateThenSendsTheEventThenPostsTheReason() {
        let logged = Logged()
        logged.field.becomeFirstResponder()
        logged.log = []
        logged.delegate.allowEnd = false
        #expect(!logged.field.resignFirstResponder())
        #expect(logged.field.isEditing)
        logged.delegate.allowEnd = true
        #expect(logged.field.resignFirstResponder())
        #expect(logged.log == ["shouldEnd", "shouldEnd", "didEnd committed", "editingDidEnd", "endNotification"])
        #expect(logged.delegate.endReason == UITextField.DidEndEditingReason.committed.rawValue)
        #expect(!logged.field.isEditing && !logged.field.isFirstResponder)
    }

    @Test func theOneArgumentDidEndIsCalledWhenTheReasonVariantIsLeftOut() {
        final class Plain: NSObject, UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let field = UITextField()
        let delegate = Plain()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(delegate.ended == 1)
    }

    @Test func theReturnKeyAsksThenEndsEditingOnlyWithAnOnExitAction() {
        let logged = Logged()
        logged.field.becomeFirstResponder()
        logged.log = []
        logged.field.insertText("\n")
        // No .editingDidEndOnExit action: the field keeps editing, and no newline is typed.
        #expect(logged.log == ["shouldReturn"])
        #expect(logged.field.isEditing && logged.field.text == "")
        logged.field.addAction(UIAction { [delegate = logged.delegate] _ in delegate.log.append("onExit") }, for: .editingDidEndOnExit)
        logged.log = []
        logged.field.insertText("\n")
        #expect(logged.log == ["shouldReturn", "onExit", "shouldEnd", "didEnd committed", "editingDidEnd", "endNotification"])
        // A delegate that answers false stops the return key's default.
        logged.field.becomeFirstResponder()
        logged.delegate.allowReturn = false
        logged.log = []
        logged.field.insertText("\n")
        #expect(logged.log == ["shouldReturn"])
        #expect(logged.field.isEditing)
    }

    @Test func clearsOnBeginEditingEmptiesTheTextWithoutEvents() {
        let logged = Logged()
        logged.field.text = "old"
        logged.field.clearsOnBeginEditing = true
        logged.field.becomeFirstResponder()
        #expect(logged.field.text == "")
        #expect(logged.log == ["shouldBegin", "didBegin", "editingDidBegin", "beginNotification"])
    }

    @Test func becomingFirstResponderEndsTheOtherFieldsEditing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let first = Logged(), second = Logged()
        root.addSubview(first.field)
        root.addSubview(second.field)
        first.field.becomeFirstResponder()
        first.log = []
        #expect(second.field.becomeFirstResponder())
        #expect(first.log == ["shouldEnd", "didEnd committed", "editingDidEnd", "endNotification"])
        #expect(!first.field.isEditing && second.field.isEditing)
        // A field that will not end keeps the focus.
        second.delegate.allowEnd = false
        #expect(!first.field.becomeFirstResponder())
        #expect(second.field.isEditing && !first.field.isEditing)
    }

    @Test func aTapBeginsEditingAndATapOnTheClearButtonClears() {
        onFreshClock { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let logged = Logged()
            logged.field.frame = CGRect(x: 10, y: 10, width: 200, height: 34)
            logged.field.borderStyle = .roundedRect
            logged.field.clearButtonMode = .whileEditing
            logged.field.text = "abc"
            root.addSubview(logged.field)
            root.simulateTouches(.tap(at: CGPoint(x: 50, y: 27)))
            #expect(logged.log == ["shouldBegin", "didBegin", "editingDidBegin", "beginNotification"])
            // The clear button: 19 square, 5 in from the right edge (padding 7 − 2), centred:
            // x 200 − 5 − 19 = 176…195, y 17 − 9.5 = 7.5…26.5, in the field at (10, 10).
            #expect(logged.field.clearButtonRect(forBounds: logged.field.bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
            logged.log = []
            root.simulateTouches(.tap(at: CGPoint(x: 10 + 185, y: 10 + 17)))
            #expect(logged.log == ["shouldClear", "editingChanged", "changeNotification"])
            #expect(logged.field.text == "")
        }
    }

    @Test func theTextIsNeverNil() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        #expect(field.attributedText?.string == "")
    }

    @Test func typingAttributesExistOnlyWhileEditing() {
        let field = UITextField()
        #expect(field.typingAttributes == nil)
        field.becomeFirstResponder()
        #expect((field.typingAttributes?[.font] as? UIFont) == field.font)
        field.resignFirstResponder()
        #expect(field.typingAttributes == nil)
    }
}
