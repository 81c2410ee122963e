import Testing
import UIKit

/// A view controller's navigation item (`navigationItem`, `UINavigationItem`): stored values,
/// as there is no navigation bar here, and the controller's `title` setting its title.
@Suite struct NavigationItemTests {
    @Test func anItemStoresItsValues() {
        let item = UINavigationItem(title: "Lists")
        #expect(item.title == "Lists" && item.prompt == nil && item.backButtonTitle == nil)
        #expect(!item.hidesBackButton && item.largeTitleDisplayMode == .automatic)
        item.prompt = "Pick one"
        item.backButtonTitle = "Back to lists"
        item.largeTitleDisplayMode = .never
        item.setHidesBackButton(true, animated: true)
        #expect(item.prompt == "Pick one" && item.backButtonTitle == "Back to lists")
        #expect(item.hidesBackButton && item.largeTitleDisplayMode == .never)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
        #expect(UINavigationItem().title == nil)
    }

    @Test func aControllerKeepsOneItemAndItsTitleSetsTheItems() {
        let controller = UIViewController()
        #expect(controller.navigationItem === controller.navigationItem)
        #expect(controller.navigationItem.title == nil)
        // UIKit: assigning the controller's title updates its navigation item's title.
        controller.title = "Outline"
        #expect(controller.navigationItem.title == "Outline")
        // The item's own title does not change the controller's.
        controller.navigationItem.title = "Modern Collection Views"
        #expect(controller.title == "Outline")
        // Reading the item loads no view.
        #expect(!controller.isViewLoaded)
    }
}
