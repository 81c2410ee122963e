import Foundation
import Testing
import UIKit

/// The standard edit actions of text views and fields (docs/REFERENCE.md §25.8), from Apple's
/// documentation of `UIResponderStandardEditActions`, the delegates and `UIPasteboard`: copy
/// puts the selected text on the general pasteboard; cut also removes it; paste puts the
/// pasteboard's string in place of the selection, asking the delegate, which may refuse, and
/// announcing the change as typing does. Each test isolates the general pasteboard.
@Suite struct TextEditActionsTests {
    /// A text view showing `text` with `range` selected, logging its delegate's calls.
    private func textView(_ text: String, selecting range: NSRange) -> (UITextView, EditLog) {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = text
        view.selectedRange = range
        let log = EditLog()
        view.delegate = log
        return (view, log)
    }

    @Test func copyPutsTheSelectedTextOnTheGeneralPasteboardAndChangesNothingElse() {
        UIPasteboard.withGeneral {
            let (view, log) = textView("Hello world", selecting: NSRange(location: 6, length: 5))
            view.copy(nil)
            #expect(UIPasteboard.general.string == "world" && UIPasteboard.general.changeCount == 1)
            #expect(view.text == "Hello world" && view.selectedRange == NSRange(location: 6, length: 5))
            #expect(log.calls.isEmpty)
            // No selection: nothing is copied.
            view.selectedRange = NSRange(location: 3, length: 0)
            view.copy(nil)
            #expect(UIPasteboard.general.changeCount == 1)
        }
    }

    @Test func cutCopiesThenRemovesTheSelectionThroughTheDelegate() {
        UIPasteboard.withGeneral {
            let (view, log) = textView("Hello world", selecting: NSRange(location: 5, length: 6))
            view.cut(nil)
            #expect(UIPasteboard.general.string == " world")
            #expect(view.text == "Hello")
            #expect(log.calls == ["shouldChange {5, 6} ''", "didChangeSelection", "didChange"])
        }
    }

    @Test func pasteReplacesTheSelectionAndPutsTheInsertionPointAfterIt() {
        UIPasteboard.withGeneral {
            UIPasteboard.general.string = "big "
            let (view, log) = textView("a cat", selecting: NSRange(location: 2, length: 0))
            view.paste(nil)
            #expect(view.text == "a big cat")
            // The insertion point follows the pasted text: 2 + 4.
            #expect(view.selectedRange == NSRange(location: 6, length: 0))
            #expect(log.calls == ["shouldChange {2, 0} 'big '", "didChangeSelection", "didChange"])
            // Over a selection: "big" (2…5) becomes "small".
            UIPasteboard.general.string = "small"
            view.selectedRange = NSRange(location: 2, length: 3)
            view.paste(nil)
            #expect(view.text == "a small cat")
        }
    }

    @Test func aDelegateThatRefusesTheChangeKeepsThePasteOut() {
        UIPasteboard.withGeneral {
            UIPasteboard.general.string = "spam"
            let (view, log) = textView("ham", selecting: NSRange(location: 3, length: 0))
            log.allowsChange = false
            view.paste(nil)
            #expect(view.text == "ham")
            #expect(log.calls == ["shouldChange {3, 0} 'spam'"])
        }
    }

    @Test func selectAllAndSelectTellTheDelegate() {
        let (view, log) = textView("one two", selecting: NSRange(location: 5, length: 0))
        view.select(nil)
        // The caret inside "two" (4…7) selects it.
        #expect(view.selectedRange == NSRange(location: 4, length: 3))
        view.selectAll(nil)
        #expect(view.selectedRange == NSRange(location: 0, length: 7))
        #expect(log.calls == ["didChangeSelection", "didChangeSelection"])
        view.delete(nil)
        #expect(view.text == "" && log.calls.last == "didChange")
    }

    @Test func aTextViewAnswersWhichEditActionsItCanPerformFromItsSelection() {
        UIPasteboard.withGeneral {
            let (view, _) = textView("Hello", selecting: NSRange(location: 0, length: 2))
            let actions: [Selector] = ["copy:", "cut:", "paste:", "delete:", "select:", "selectAll:"]
            func allowed() -> [String] { actions.filter { view.canPerformAction($0, withSender: nil) }.map(\.description) }
            // A selection, an empty pasteboard.
            #expect(allowed() == ["copy:", "cut:", "delete:", "selectAll:"])
            // A string to paste; a caret, not a selection.
            UIPasteboard.general.string = "x"
            view.selectedRange = NSRange(location: 5, length: 0)
            #expect(allowed() == ["paste:", "select:", "selectAll:"])
            // Not editable: nothing changes the text; a password: nothing is copied.
            view.isEditable = false
            view.selectedRange = NSRange(location: 0, length: 5)
            #expect(allowed() == ["copy:"])
            view.isSecureTextEntry = true
            #expect(allowed().isEmpty)
            // Another action: the next responder's answer, false at the end of the chain.
            #expect(!view.canPerformAction("toggleBoldface:", withSender: nil))
        }
    }

    @Test func aSubclassPastingImagesFallsBackToTheTextViewsPasteForText() {
        // InputBarAccessoryView's pattern: paste is allowed for images, and text goes to super.
        final class ImagePasting: UITextView {
            var pastedImages = 0
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                if action == Selector("paste:") && UIPasteboard.general.hasImages { return true }
                return super.canPerformAction(action, withSender: sender)
            }
            override func paste(_ sender: Any?) {
                guard UIPasteboard.general.image != nil else { return super.paste(sender) }
                pastedImages += 1
            }
        }
        UIPasteboard.withGeneral {
            let view = ImagePasting()
            view.text = "a"
            UIPasteboard.general.image = UIImage()
            #expect(view.canPerformAction("paste:", withSender: nil))
            view.paste(nil)
            #expect(view.pastedImages == 1 && view.text == "a")
            UIPasteboard.general.string = "b"
            view.paste(nil)
            #expect(view.pastedImages == 1 && view.text == "ab")
            // A plain view does nothing and cannot paste.
            let plain = UIView()
            plain.paste(nil)
            #expect(!plain.canPerformAction("paste:", withSender: nil))
        }
    }

    @Test func aTextFieldPastesAtItsSelectionAskingItsDelegateAndSendingEditingChanged() {
        UIPasteboard.withGeneral {
            UIPasteboard.general.string = "🙂 "
            let logged = TextFieldEditingTests.Logged()
            logged.field.text = "hi there"
            // The field has no position API yet: a text view's range at offset 3 stands in.
            let positions = UITextView()
            positions.text = "hi there"
            positions.selectedRange = NSRange(location: 3, length: 0)
            logged.field.selectedTextRange = positions.selectedTextRange
            logged.field.paste(nil)
            #expect(logged.field.text == "hi 🙂 there")
            // The emoji is two UTF-16 code units: the insertion point is at 3 + 3.
            #expect(logged.log == ["shouldChange 3,0 '🙂 '", "selection", "editingChanged", "changeNotification"])
            logged.log = []
            logged.delegate.allowChange = false
            logged.field.paste(nil)
            #expect(logged.field.text == "hi 🙂 there" && logged.log == ["shouldChange 6,0 '🙂 '"])
        }
    }

    @Test func aSecureTextFieldNeitherCopiesNorCuts() {
        UIPasteboard.withGeneral {
            let field = UITextField()
            field.text = "secret"
            field.isSecureTextEntry = true
            field.selectAll(nil)
            field.copy(nil)
            field.cut(nil)
            #expect(UIPasteboard.general.numberOfItems == 0 && field.text == "secret")
            #expect(!field.canPerformAction("copy:", withSender: nil) && field.canPerformAction("delete:", withSender: nil))
        }
    }

    @Test func textTypedInCodeAfterASelectionDoesNotLeaveTheSelectionOutsideTheText() {
        UIPasteboard.withGeneral {
            let field = UITextField()
            field.text = "abcdef"
            field.selectAll(nil)
            field.text = "ab"
            field.copy(nil)
            // The selection (0…6) is cut to the text: "ab".
            #expect(UIPasteboard.general.string == "ab")
        }
    }
}

/// A text view delegate logging the calls an edit makes.
private final class EditLog: NSObject, UITextViewDelegate, @unchecked Sendable {
    var calls: [String] = []
    var allowsChange = true
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} '\(text)'")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("didChangeSelection") }
}
