import Foundation
import Testing
import UIKit

/// State restoration's identifiers as UIKit declares them: nil by default ("the view
/// controller should not be saved"), kept as set, and a controller's restoration class one
/// that adopts `UIViewControllerRestoration`. Nothing saves or restores state here.
@MainActor @Suite struct RestorationIdentifierTests {
    private final class DetailRestoration: UIViewControllerRestoration {
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            let controller = UIViewController()
            controller.restorationIdentifier = identifierComponents.last
            return controller
        }
    }

    @Test func aViewKeepsItsIdentifier() {
        let view = UIView(frame: .zero)
        #expect(view.restorationIdentifier == nil)
        view.restorationIdentifier = "photoGrid"
        #expect(view.restorationIdentifier == "photoGrid")
    }

    @Test func aControllerKeepsItsIdentifierAndRestorationClass() throws {
        let controller = UIViewController()
        #expect(controller.restorationIdentifier == nil && controller.restorationClass == nil)
        controller.restorationIdentifier = "detail"
        controller.restorationClass = DetailRestoration.self
        #expect(controller.restorationIdentifier == "detail")
        let restorationClass = try #require(controller.restorationClass)
        let restored = restorationClass.viewController(
            withRestorationIdentifierPath: ["root", "detail"], coder: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(restored?.restorationIdentifier == "detail")
    }
}
