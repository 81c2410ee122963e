import Foundation
import Testing
import UIKit

/// The keys of UIKit's views beyond a view's geometry that observers are told of
/// (docs/REFERENCE.md §22.15): a label's and a text field's text, a control's states, a scroll
/// view's zoom scale, a progress view's progress. Each change is told once, with the old and
/// new values the setter was given; setting the value a property has tells nothing (§22.14).
@MainActor @Suite struct ObservedControlKeysTests {
    typealias Recorder = KeyValueObservingTests.Recorder

    @Test func aLabelTellsItsTextOnceAndNothingWhenSetAgain() {
        let label = UILabel()
        let recorder = Recorder()
        label.addObserver(recorder, forKeyPath: "text", options: [.old, .new], context: nil)
        label.text = "One"
        #expect(recorder.told.count == 1)
        // nil before: the change carries NSNull for it, as iOS's dictionary does.
        #expect(recorder.told.first?.change[.oldKey] is NSNull)
        #expect(recorder.told.first?.change[.newKey] as? String == "One")
        label.text = "One"
        #expect(recorder.told.count == 1)
        label.text = "Two"
        #expect(recorder.told.count == 2 && recorder.told.last?.change[.oldKey] as? String == "One")
    }

    @Test func aLabelTellsItsAttributedTextWhenSetAndNotWhenItMoves() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        var strings: [String?] = []
        let observation = label.observe(\.attributedText, options: [.new]) { _, change in strings.append(change.newValue??.string) }
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.kern: 2])
        #expect(strings == ["Styled"])
        // A move changes the label's geometry, not its text: the text's observers hear nothing.
        label.frame = CGRect(x: 10, y: 10, width: 100, height: 20)
        #expect(strings == ["Styled"])
        observation.invalidate()
    }

    @Test func aTextFieldTellsTextSetInCodeButNotTyped() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let recorder = Recorder()
        field.addObserver(recorder, forKeyPath: "text", options: [.old, .new], context: nil)
        field.text = "ab"
        #expect(recorder.told.count == 1 && recorder.told.first?.change[.newKey] as? String == "ab")
        #expect(field.becomeFirstResponder())
        field.insertText("c")
        #expect(field.text == "abc")
        #expect(recorder.told.count == 1, "typing is not told on iOS")
        // Nor later, when another of the field's values changes.
        field.isSelected = true
        field.frame.origin.y = 40
        #expect(recorder.told.count == 1)
        field.text = "done"
        // The old value is the typed text: what the field held when the setter ran.
        #expect(recorder.told.count == 2 && recorder.told.last?.change[.oldKey] as? String == "abc")
    }

    @Test func aControlTellsEnabledSelectedAndHighlightedByIOSKeys() {
        let control = UIControl()
        let recorder = Recorder()
        for key in ["enabled", "selected", "highlighted", "isEnabled"] {
            control.addObserver(recorder, forKeyPath: key, options: [.new], context: nil)
        }
        control.isEnabled = false
        control.isSelected = true
        control.isHighlighted = true
        // "isEnabled" is the getter's name, not the key: iOS's setter notifies "enabled" only.
        #expect(recorder.told.map(\.keyPath) == ["enabled", "selected", "highlighted"])
        #expect(recorder.told.map { $0.change[.newKey] as? Bool } == [false, true, true])
        control.isEnabled = false
        #expect(recorder.told.count == 3)
    }

    @Test func aControlsStateIsObservedByItsSwiftKeyPath() {
        let button = UIButton(type: .system)
        var changes: [(Bool?, Bool?)] = []
        let observation = button.observe(\.isSelected, options: [.old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        button.isSelected = true
        #expect(changes.count == 1 && changes.first?.0 == false && changes.first?.1 == true)
        observation.invalidate()
    }

    @Test func aScrollViewTellsItsZoomScale() {
        let page = ZoomablePage()
        let recorder = Recorder()
        page.scrollView.addObserver(recorder, forKeyPath: "zoomScale", options: [.old, .new], context: nil)
        page.scrollView.setZoomScale(2, animated: false)
        // One change from 1 (the content view's identity transform) to 2.
        #expect(recorder.told.count == 1)
        #expect(recorder.told.first?.change[.oldKey] as? CGFloat == 1 && recorder.told.first?.change[.newKey] as? CGFloat == 2)
        // Below the minimum 0.5: clamped to it.
        page.scrollView.zoomScale = 0.25
        #expect(recorder.told.count == 2 && recorder.told.last?.change[.newKey] as? CGFloat == 0.5)
    }

    @Test func aProgressViewTellsItsProgressAsClampedWithPriorAndInitial() {
        let bar = UIProgressView(progressViewStyle: .default)
        let recorder = Recorder()
        bar.addObserver(recorder, forKeyPath: "progress", options: [.initial, .prior, .old, .new], context: nil)
        #expect(recorder.told.count == 1 && recorder.told.first?.change[.newKey] as? Float == 0)
        bar.setProgress(0.5, animated: false)
        // The prior notification (old 0, no new), then the change (old 0, new 0.5).
        #expect(recorder.told.count == 3)
        #expect(recorder.told[1].change[.notificationIsPriorKey] as? Bool == true && recorder.told[1].change[.newKey] == nil)
        #expect(recorder.told[2].change[.oldKey] as? Float == 0 && recorder.told[2].change[.newKey] as? Float == 0.5)
        bar.progress = 0.5
        #expect(recorder.told.count == 3)
        // 2 is clamped to 1: the value told is the one the view holds.
        bar.progress = 2
        #expect(recorder.told.count == 5 && recorder.told.last?.change[.newKey] as? Float == 1)
    }
}
