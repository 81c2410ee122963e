import Testing
import UIKit

/// `UIViewController.editButtonItem`: "a bar button item that toggles its title and
/// associated state between Edit and Done", whose action calls `setEditing(_:animated:)`
/// (Apple's documentation).
@Suite struct EditButtonItemTests {
    /// Records each `setEditing(_:animated:)` call.
    private final class Recording: UIViewController {
        var calls: [(editing: Bool, animated: Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append((editing, animated))
        }
    }

    @Test func itReadsEditUntilTheControllerEditsThenDone() {
        let controller = Recording()
        let item = controller.editButtonItem
        #expect(controller.editButtonItem === item, "the same item each time")
        #expect(item.title == "Edit" && item.style == .plain)
        controller.isEditing = true
        #expect(item.title == "Done" && item.style == .done)
        controller.setEditing(false, animated: true)
        #expect(item.title == "Edit" && item.style == .plain)
    }

    @Test func itsActionTogglesEditingAnimated() throws {
        let controller = Recording()
        let action = try #require(controller.editButtonItem.primaryAction)
        action.performWithSender(nil, target: nil)
        #expect(controller.isEditing)
        #expect(controller.calls.last?.editing == true && controller.calls.last?.animated == true)
        #expect(controller.editButtonItem.title == "Done")
        action.performWithSender(nil, target: nil)
        #expect(!controller.isEditing && controller.editButtonItem.title == "Edit")
    }

    @Test func anItemMadeWhileEditingStartsAsDone() {
        let controller = UIViewController()
        controller.setEditing(true, animated: false)
        #expect(controller.editButtonItem.title == "Done" && controller.editButtonItem.style == .done)
    }
}
