import Testing
import UIKit

/// Identifiers, custom actions and container methods, as UIKit documents them; the
/// settings of assistive technologies read as off on Linux, where there are none.
@Suite struct AccessibilityActionTests {
    @Test func identifiersAreKeptAndVoiceOverDoesNotReadThem() {
        let view = UIView()
        #expect(view.accessibilityIdentifier == nil)
        view.accessibilityIdentifier = "checkout.button"
        #expect(view.accessibilityIdentifier == "checkout.button")
        #expect(view.accessibilityLabel == nil, "the identifier is not a label")
    }

    @Test func imagesAndBarItemsIdentifyThemselvesToo() {
        let image = UIImage(systemName: "trash"), item = UIBarButtonItem(title: "Edit")
        var identified: [any UIAccessibilityIdentification] = [UIView(), item]
        if let image { identified.append(image) }
        for (index, element) in identified.enumerated() {
            #expect(element.accessibilityIdentifier == nil)
            element.accessibilityIdentifier = "element.\(index)"
        }
        #expect(identified.map(\.accessibilityIdentifier) == identified.indices.map { "element.\($0)" })
        #expect(image != nil)
    }

    @Test func customActionsRunTheirHandlers() {
        var ran = 0
        let delete = UIAccessibilityCustomAction(name: "Delete") { action in
            ran += 1
            return action.name == "Delete"
        }
        let cell = UICollectionViewCell()
        cell.accessibilityCustomActions = [delete]
        #expect(cell.accessibilityCustomActions?.first?.simulatePerform() == true)
        #expect(ran == 1)
        let selectorForm = UIAccessibilityCustomAction(name: "Archive", target: cell, selector: Selector("archive:"))
        #expect(!selectorForm.simulatePerform(), "no handler: not performed")
        #expect(selectorForm.attributedName.string == "Archive")
    }

    /// A container that lists two elements of its own.
    final class Container: UIView {
        let first = UIView(), second = UIView()
        override func accessibilityElementCount() -> Int { 2 }
        override func accessibilityElement(at index: Int) -> Any? { [first, second][index] }
    }

    @Test func containerMethodsReadTheElementsByDefault() {
        let view = UIView(), a = UIView(), b = UIView()
        #expect(view.accessibilityElementCount() == 0 && view.accessibilityElement(at: 0) == nil)
        view.accessibilityElements = [a, b]
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.accessibilityElement(at: 1) as? UIView === b)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.index(ofAccessibilityElement: b) == 1 && view.index(ofAccessibilityElement: UIView()) == NSNotFound)
        let container = Container()
        #expect(container.accessibilityElementCount() == 2 && container.accessibilityElement(at: 1) as? UIView === container.second)
    }

    @Test func assistiveTechnologiesAreOffOnLinux() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
    }
}
