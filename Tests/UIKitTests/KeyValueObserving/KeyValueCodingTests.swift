#if os(Linux)
import Foundation
import Testing
import UIKit

/// Key-value coding of UIKit's objects by their Objective-C keys (docs/REFERENCE.md §22.21).
@MainActor struct KeyValueCodingTests {
    /// A label that hands its properties on to a label inside it by key, as scrolling labels
    /// such as MarqueeLabel do (`super.value(forKey:)` on each key, `setValue(_:forKeyPath:)`).
    final class ForwardingLabel: UILabel {
        let inner = UILabel()
        func forward(_ keys: [String]) {
            for key in keys { inner.setValue(super.value(forKey: key), forKeyPath: key) }
        }
    }

    @Test func aLabelsPropertiesGoAcrossByKey() {
        let label = ForwardingLabel()
        label.textAlignment = .right
        label.numberOfLines = 3
        label.lineBreakMode = .byWordWrapping
        label.isEnabled = false
        label.isHighlighted = true
        label.highlightedTextColor = .red
        label.shadowOffset = CGSize(width: 2, height: 3)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.baselineAdjustment = .alignCenters
        label.isUserInteractionEnabled = true
        label.contentMode = .center
        label.forward([
            "baselineAdjustment", "enabled", "highlighted", "highlightedTextColor", "shadowOffset", "textAlignment",
            "userInteractionEnabled", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "lineBreakMode", "numberOfLines", "contentMode",
        ])
        let inner = label.inner
        #expect(inner.textAlignment == .right && inner.numberOfLines == 3 && inner.lineBreakMode == .byWordWrapping)
        #expect(!inner.isEnabled && inner.isHighlighted && inner.highlightedTextColor == .red)
        #expect(inner.shadowOffset == CGSize(width: 2, height: 3) && inner.adjustsFontSizeToFitWidth && inner.minimumScaleFactor == 0.5)
        #expect(inner.baselineAdjustment == .alignCenters && inner.isUserInteractionEnabled && inner.contentMode == .center)
    }

    @Test func numbersSetNumbersBooleansAndEnumerations() {
        let label = UILabel()
        // NSTextAlignment's raw values on iOS: left 0, center 1, right 2.
        label.setValue(2, forKey: "textAlignment")
        label.setValue(NSNumber(value: 0), forKey: "numberOfLines")
        label.setValue(NSNumber(value: false), forKey: "enabled")
        label.setValue(0.25, forKey: "minimumScaleFactor")
        #expect(label.textAlignment == .right && label.numberOfLines == 0 && !label.isEnabled && label.minimumScaleFactor == 0.25)
        // A fraction is no integer and 9 is no alignment: nothing changes.
        label.setValue(1.5, forKey: "numberOfLines")
        label.setValue(9, forKey: "textAlignment")
        #expect(label.numberOfLines == 0 && label.textAlignment == .right)
    }

    @Test func theSetterRuns() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        let empty = label.intrinsicContentSize
        label.setValue("Hello", forKey: "text")
        #expect(label.text == "Hello")
        #expect(label.intrinsicContentSize.width > empty.width)
        let view = UIView()
        view.setValue(CGRect(x: 10, y: 20, width: 30, height: 40), forKey: "frame")
        #expect(view.center == CGPoint(x: 25, y: 40) && view.bounds.size == CGSize(width: 30, height: 40))
    }

    @Test func aBooleanIsReadByItsGettersNameButWrittenByItsKey() {
        let view = UIView()
        view.isHidden = true
        #expect(view.value(forKey: "hidden") as? Bool == true)
        #expect(view.value(forKey: "isHidden") as? Bool == true)
        view.setValue(false, forKey: "isHidden") // no setIsHidden: on iOS either
        #expect(view.isHidden)
        view.setValue(false, forKey: "hidden")
        #expect(!view.isHidden)
    }

    @Test func keyPathsGoThroughTheLayer() {
        let view = UIView()
        view.setValue(CGFloat(8), forKeyPath: "layer.cornerRadius")
        #expect(view.layer.cornerRadius == 8)
        #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 8)
        let controller = UIViewController()
        controller.setValue("Inbox", forKey: "title")
        #expect(controller.value(forKeyPath: "title") as? String == "Inbox")
        // Reading a controller's view loads it, as its getter does on iOS.
        #expect(!controller.isViewLoaded)
        #expect(controller.value(forKeyPath: "view.hidden") as? Bool == false)
        #expect(controller.isViewLoaded)
    }

    @Test func whatIOSRefusesChangesNothing() {
        let label = UILabel()
        label.text = "Kept"
        label.numberOfLines = 2
        #expect(label.value(forKey: "noSuchKey") == nil)
        label.setValue("x", forKey: "noSuchKey")
        label.setValue(nil, forKey: "numberOfLines") // setNilValueForKey on iOS
        label.setValue("three", forKey: "numberOfLines")
        label.setValue(UIView(), forKey: "superview") // read-only
        #expect(label.text == "Kept" && label.numberOfLines == 2 && label.superview == nil)
        label.setValue(nil, forKey: "text") // an optional takes nil
        #expect(label.text == nil)
    }

    @Test func dictionariesOfValues() {
        let view = UIView()
        view.tag = 7
        view.backgroundColor = nil
        let values = view.dictionaryWithValues(forKeys: ["tag", "backgroundColor"])
        #expect(values["tag"] as? Int == 7 && values["backgroundColor"] is NSNull)
        view.setValuesForKeys(["tag": 9, "backgroundColor": UIColor.blue, "alpha": 0.5])
        #expect(view.tag == 9 && view.backgroundColor == .blue && view.alpha == 0.5)
        view.setValuesForKeys(["backgroundColor": NSNull()])
        #expect(view.backgroundColor == nil)
    }
}
#endif
