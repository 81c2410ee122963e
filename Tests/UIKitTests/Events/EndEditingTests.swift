import Foundation
import Testing
import UIKit

/// `UIView.endEditing(_:)`: the first responder found in the view's own tree resigns, asked
/// first unless forced (docs/REFERENCE.md §25.14, from Apple's page for the method).
@MainActor @Suite struct EndEditingTests {
    /// A delegate that counts the questions and can refuse to end.
    final class Refuser: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var allowEnd = false
        var asked = 0
        var ended = 0
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            asked += 1
            return allowEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { ended += 1 }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            asked += 1
            return allowEnd
        }
        func textViewDidEndEditing(_ textView: UITextView) { ended += 1 }
    }

    /// A form: a root with a card holding a field two levels down, and a text view beside the card.
    final class Form {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let field = UITextField(frame: CGRect(x: 16, y: 5, width: 288, height: 34))
        let notes = UITextView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        let delegate = Refuser()

        init() {
            root.addSubview(card)
            card.addSubview(row)
            row.addSubview(field)
            root.addSubview(notes)
            field.delegate = delegate
            notes.delegate = delegate
        }
    }

    @Test func aFieldDeepInTheTreeResignsWhenItsDelegateAgrees() {
        let form = Form()
        form.delegate.allowEnd = true
        #expect(form.field.becomeFirstResponder())
        #expect(form.root.endEditing(false))
        #expect(!form.field.isFirstResponder && !form.field.isEditing)
        // Not forced: the delegate was asked once, then told.
        #expect(form.delegate.asked == 1 && form.delegate.ended == 1)
    }

    @Test func aRefusingDelegateKeepsTheFieldEditingUnlessForced() {
        let form = Form()
        form.field.becomeFirstResponder()
        #expect(!form.root.endEditing(false))
        #expect(form.field.isFirstResponder)
        #expect(form.delegate.asked == 1 && form.delegate.ended == 0)
        // Forced: "the text field is never even asked; it is forced to resign" — no second
        // question, but the delegate is told that editing ended.
        #expect(form.root.endEditing(true))
        #expect(!form.field.isFirstResponder)
        #expect(form.delegate.asked == 1 && form.delegate.ended == 1)
        // The next ordinary resign asks again.
        form.field.becomeFirstResponder()
        #expect(!form.field.resignFirstResponder())
        #expect(form.delegate.asked == 2)
    }

    @Test func aTextViewIsForcedTheSameWay() {
        let form = Form()
        #expect(form.notes.becomeFirstResponder())
        #expect(!form.root.endEditing(false))
        #expect(form.notes.isFirstResponder)
        #expect(form.root.endEditing(true))
        #expect(!form.notes.isFirstResponder)
        #expect(form.delegate.asked == 1 && form.delegate.ended == 1)
    }

    @Test func onlyTheViewAndItsSubviewsAreSearched() {
        let form = Form()
        form.delegate.allowEnd = true
        form.notes.becomeFirstResponder()
        // The text view is the card's sibling, not below it: the card's endEditing leaves it.
        #expect(form.card.endEditing(true))
        #expect(form.notes.isFirstResponder)
        #expect(form.delegate.asked == 0)
        // The view itself counts: the text view ends its own editing.
        #expect(form.notes.endEditing(false))
        #expect(!form.notes.isFirstResponder)
    }

    @Test func withNothingEditingItAsksNoOneAndAnswersTrue() {
        let form = Form()
        #expect(form.root.endEditing(false))
        #expect(form.delegate.asked == 0 && form.delegate.ended == 0)
    }

    /// A form that keeps the keyboard up while a flag is set, the way apps override it.
    final class StickyForm: UIView {
        var keepsKeyboard = false
        override func endEditing(_ force: Bool) -> Bool { keepsKeyboard ? false : super.endEditing(force) }
    }

    @Test func anOverrideIsCalledThroughAPlainViewReference() {
        let form = StickyForm(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        form.addSubview(field)
        #expect(field.becomeFirstResponder())
        form.keepsKeyboard = true
        let view: UIView = form
        // UIKit's endEditing(_:) is open: the subclass answers, and nothing resigns.
        #expect(!view.endEditing(true))
        #expect(field.isFirstResponder)
        form.keepsKeyboard = false
        #expect(view.endEditing(true))
        #expect(!field.isFirstResponder)
    }
}
