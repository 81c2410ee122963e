#if os(Linux)
import UIKit

/// A view controller hierarchy as UIKit's `_printHierarchy` prints it and swift-snapshot-testing
/// records it (addresses removed): `<Class>, state: appeared, view: <ViewClass>` per
/// controller, its children below it (`   | ` per level); a loaded view outside the window
/// ends with ` not in the window`, an unloaded one reads `view: (view not loaded)`.
enum ViewControllerHierarchy {
    /// The hierarchy under `viewController`.
    static func description(of viewController: UIViewController) -> String {
        var lines: [String] = []
        append(viewController, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ controller: UIViewController, depth: Int, to lines: inout [String]) {
        let view: String
        if let loaded = controller.viewIfLoaded {
            view = "<\(ViewDescription.className(loaded))>" + (loaded.window == nil ? " not in the window" : "")
        } else {
            view = "(view not loaded)"
        }
        let line = "<\(ViewDescription.className(controller))>, state: \(controller.appearanceState.name), view: \(view)"
        lines.append(String(repeating: "   | ", count: depth) + line)
        for child in controller.children { append(child, depth: depth + 1, to: &lines) }
    }
}
#endif
