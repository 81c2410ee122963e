#if os(Linux)
import UIKit

/// A view controller hierarchy as UIKit's `_printHierarchy` prints it and swift-snapshot-testing
/// records it (addresses removed): `<Class>, state: appeared, view: <ViewClass>` per
/// controller, its children below it (`   | ` per level); a loaded view outside the window
/// ends with ` not in the window`, an unloaded one reads `view: (view not loaded)`.
enum ViewControllerHierarchy {
    /// The hierarchy under `viewController`.
    static func description(of viewController: UIViewController) -> String {
        IndentedTree.text(viewController, line: line(of:), children: \.children)
    }

    /// One controller's line.
    private static func line(of controller: UIViewController) -> String {
        let view: String
        if let loaded = controller.viewIfLoaded {
            view = "<\(ViewDescription.className(loaded))>" + (loaded.window == nil ? " not in the window" : "")
        } else {
            view = "(view not loaded)"
        }
        return "<\(ViewDescription.className(controller))>, state: \(controller.appearanceState.name), view: \(view)"
    }
}
#endif
