import Foundation
import PNGCodec
import ReelTesting
import Testing
import UIKit

/// `UITextView`: its defaults, its size when it does not scroll (docs/REFERENCE.md §25.5),
/// editing and drawing. Sizes are worked with `ApproximateTextLayout`'s metrics: a 10-pt
/// font advances 6 per character and lines are 12 high.
@Suite(.approximateTextMetrics) struct TextViewTests {
    private func textView(_ text: String, width: CGFloat = 0, scrolls: Bool = false) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        view.font = .systemFont(ofSize: 10)
        view.text = text
        view.isScrollEnabled = scrolls
        return view
    }

    @Test func defaultsAreUIKits() {
        let view = UITextView()
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.textContainer.maximumNumberOfLines == 0 && view.textContainer.widthTracksTextView)
        #expect(view.text == "" && view.font == nil && view.textColor == nil && view.textAlignment == .natural)
        #expect(view.isEditable && view.isSelectable && view.isScrollEnabled && view.dataDetectorTypes.isEmpty)
        view.text = nil
        #expect(view.text == "")
    }

    @Test func aScrollingTextViewHasNoIntrinsicSize() {
        let size = textView("Hello world", scrolls: true).intrinsicContentSize
        #expect(size == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func aTextViewThatDoesNotScrollIsTheSizeOfItsTextWithTheInsets() {
        // "Hello world": 11 × 6 = 66 wide, plus 2 × 5 padding = 76; one 12-pt line plus
        // 8 + 8 = 28.
        #expect(textView("Hello world").intrinsicContentSize == CGSize(width: 76, height: 28))
        // 50 pt wide: 40 for the text, which holds 6 characters — "Hello" | "world", 2 × 12
        // + 16 = 40 high; the width stays the unwrapped text's.
        #expect(textView("Hello world", width: 50).intrinsicContentSize == CGSize(width: 76, height: 40))
        #expect(textView("Hello world").sizeThatFits(CGSize(width: 50, height: 10)) == CGSize(width: 50, height: 40))
        // No text: one line, for the insertion point.
        #expect(textView("").intrinsicContentSize == CGSize(width: 10, height: 28))
        // The insets and the padding count.
        let inset = textView("Hello world", width: 50)
        inset.textContainerInset = .zero
        inset.textContainer.lineFragmentPadding = 0
        // 50 pt holds 8 characters: still two lines, 24 high, 66 wide.
        #expect(inset.intrinsicContentSize == CGSize(width: 66, height: 24))
    }

    @Test func autoLayoutSizesATextViewThatDoesNotScrollAtTheWidthItGivesIt() {
        // In a container 50 wide: the text view is as wide, so two lines: 40 high.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 300))
        let view = textView("Hello world")
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        // A cell fitting its content view to 50 pt wide takes the same height.
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        let inCell = textView("Hello world")
        inCell.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(inCell)
        NSLayoutConstraint.activate([
            inCell.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            inCell.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            inCell.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            inCell.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        ])
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 50, height: 10), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 50, height: 40))
    }

    @Test func theContentSizeIsTheTexts() {
        let view = textView("Hello world", width: 50, scrolls: true)
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 50, height: 40))
        #expect(view.textContainer.size.width == 50)
    }

    /// The keyboard's notifications carry UIKit's names and keys (the constants' Objective-C
    /// names) and are never posted: editing here has no keyboard.
    @Test func editingShowsNoKeyboardAndPostsNoKeyboardNotification() {
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidHideNotification, UIResponder.keyboardWillChangeFrameNotification,
            UIResponder.keyboardDidChangeFrameNotification,
        ]
        #expect(
            names.map(\.rawValue) == [
                "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
            ])
        #expect(
            [
                UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                UIResponder.keyboardIsLocalUserInfoKey,
            ] == [
                "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
                "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey",
            ])
        let view = textView("")
        let log = TextViewLog()
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [log] note in
                log.calls.append(note.name.rawValue)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(view.becomeFirstResponder())
        view.insertText("a")
        #expect(view.resignFirstResponder() && view.text == "a")
        #expect(log.calls.isEmpty)
    }

    @Test func editingAsksAndTellsTheDelegateInIOSOrder() {
        let view = textView("")
        let log = TextViewLog()
        view.delegate = log
        let names: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "beginNotification"),
            (UITextView.textDidChangeNotification, "changeNotification"),
            (UITextView.textDidEndEditingNotification, "endNotification"),
        ]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: view, queue: nil) { [log] _ in log.calls.append(label) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        view.insertText("é")
        view.insertText("\n")
        view.deleteBackward()
        #expect(view.text == "é")
        #expect(view.resignFirstResponder() && !view.isFirstResponder)
        // Each delegate call before the notification that follows it.
        #expect(
            log.calls == [
                "shouldBegin", "didBegin", "beginNotification",
                "shouldChange {0, 0} é", "didChangeSelection", "didChange", "changeNotification",
                "shouldChange {1, 0} \n", "didChangeSelection", "didChange", "changeNotification",
                "shouldChange {1, 1} ", "didChangeSelection", "didChange", "changeNotification",
                "shouldEnd", "didEnd", "endNotification",
            ])
        // Text set in code tells nobody.
        log.calls = []
        view.text = "code"
        #expect(log.calls.isEmpty)
    }

    @Test func aDelegateThatRefusesKeepsTheTextAndANonEditableViewDoesNotEdit() {
        let view = textView("abc")
        let log = TextViewLog()
        log.allowsChange = false
        view.delegate = log
        view.becomeFirstResponder()
        view.insertText("d")
        #expect(view.text == "abc")
        view.resignFirstResponder()
        view.isEditable = false
        #expect(!view.becomeFirstResponder())
    }

    @Test func aTextViewBeginningToEditEndsTheTextFieldEditing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = UITextField(), view = textView("")
        root.addSubview(field)
        root.addSubview(view)
        #expect(field.becomeFirstResponder())
        #expect(view.becomeFirstResponder())
        #expect(!field.isEditing && view.isFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func theTextIsDrawnFromTheTopInsideTheInsetAndPaddingAndScrolls() throws {
        // "█" in 30-pt DejaVu Sans: a full block ≈ 18 pt wide spanning the line, drawn from
        // x 5 (the padding) and y 8 (the top inset): black at (10, 20), white left of the
        // padding, right of the block and above the inset. Scrolled down 6 pt, it reaches y 2.
        func render(offset: CGFloat) throws -> RGBAImage {
            let cells = StyledCells(count: 1) { cell, _ in
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                view.text = "█"
                view.font = .systemFont(ofSize: 30)
                view.textColor = .black
                view.contentOffset = CGPoint(x: 0, y: offset)
                cell.contentView.addSubview(view)
            }
            return try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        }
        let black = (0, 0, 0), white = (255, 255, 255)
        let still = try render(offset: 0)
        pixel(still, 10, 20, is: black)
        pixel(still, 2, 20, is: white)
        pixel(still, 30, 20, is: white)
        pixel(still, 10, 4, is: white)
        pixel(try render(offset: 6), 10, 4, is: black)
    }

    @Test func anAttributedTextDrawsEachRunInItsOwnColour() throws {
        // "██" in 15-pt DejaVu Sans, a red run then a blue one: blocks ≈ 9 pt wide from x 5
        // (the padding), so red at x 9 and blue at x 18, at y 15 (the line starts at y 8).
        let cells = StyledCells(count: 1) { cell, _ in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.font = .systemFont(ofSize: 15)
            let text = NSMutableAttributedString(string: "█", attributes: [.foregroundColor: UIColor.red])
            text.append(NSAttributedString(string: "█", attributes: [.foregroundColor: UIColor.blue]))
            view.attributedText = text
            cell.contentView.addSubview(view)
        }
        let image = try #require(snapshotValue(.image(scale: 1), styledView(cells)))
        pixel(image, 9, 15, is: (255, 0, 0))
        pixel(image, 18, 15, is: (0, 0, 255))
    }
}

/// A text view delegate logging what it is asked and told.
private final class TextViewLog: NSObject, UITextViewDelegate, @unchecked Sendable {
    var calls: [String] = []
    var allowsChange = true
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \(text)")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("didChangeSelection") }
}
