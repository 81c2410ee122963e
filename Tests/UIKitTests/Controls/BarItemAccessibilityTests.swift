import Testing
import UIKit

/// A bar item's accessibility: UIKit gives every `NSObject` `isAccessibilityElement`,
/// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint` and `accessibilityTraits`
/// (the `UIAccessibility` informal protocol, defaults false, nil and none), and VoiceOver reads
/// a bar button item through the button its bar shows, which reports what was set on the item;
/// UI tests find that button by the item's `accessibilityIdentifier`
/// (`UIAccessibilityIdentification`, which `UIBarItem` adopts). IQKeyboardToolbar sets a title
/// item's label and traits so.
@MainActor @Suite struct BarItemAccessibilityTests {
    private func button(showing item: UIBarButtonItem) throws -> UIButton {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [item]
        return try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first)
    }

    @Test func anItemStartsWithNSObjectsDefaults() {
        let item = UIBarButtonItem(title: "Save")
        #expect(!item.isAccessibilityElement)
        #expect(item.accessibilityLabel == nil && item.accessibilityValue == nil && item.accessibilityHint == nil)
        #expect(item.accessibilityTraits == .none)
    }

    @Test func theBarsButtonReportsWhatWasSetOnTheItem() throws {
        let item = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"))
        item.isAccessibilityElement = true
        item.accessibilityLabel = "Share"
        item.accessibilityValue = "3 photos"
        item.accessibilityHint = "Shares the selected photos"
        item.accessibilityTraits = [.button, .header]
        item.accessibilityIdentifier = "share"
        let shown = try button(showing: item)
        #expect(shown.isAccessibilityElement)
        #expect(shown.accessibilityLabel == "Share" && shown.accessibilityValue == "3 photos")
        #expect(shown.accessibilityHint == "Shares the selected photos")
        #expect(shown.accessibilityTraits == [.button, .header])
        #expect(shown.accessibilityIdentifier == "share")
    }

    @Test func valuesNotSetLeaveTheButtonsOwn() throws {
        let item = UIBarButtonItem(title: "Edit")
        item.accessibilityHint = "Edits the list"
        let shown = try button(showing: item)
        let plain = UIButton(type: .system)
        #expect(shown.accessibilityHint == "Edits the list")
        #expect(shown.accessibilityLabel == plain.accessibilityLabel)
        #expect(shown.isAccessibilityElement == plain.isAccessibilityElement)
        #expect(shown.accessibilityTraits == plain.accessibilityTraits)
    }

    @Test func aLabelSetOnAnItemInABarShowsAtOnce() throws {
        let item = UIBarButtonItem(title: "Done")
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [item]
        item.accessibilityLabel = "Finish editing"
        item.accessibilityIdentifier = "done"
        let shown = try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(shown.accessibilityLabel == "Finish editing" && shown.accessibilityIdentifier == "done")
    }

    @Test func aNavigationBarsButtonReportsItsItemsLabel() throws {
        let root = UIViewController()
        let add = UIBarButtonItem(systemItem: .add)
        add.accessibilityLabel = "New message"
        root.navigationItem.rightBarButtonItem = add
        let navigation = UINavigationController(rootViewController: root)
        _ = phoneWindow(root: navigation)
        let buttons = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.contains { $0.accessibilityLabel == "New message" })
    }
}
