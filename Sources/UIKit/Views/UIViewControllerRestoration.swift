import Foundation

/// A class that makes a view controller again during state restoration (`UIViewControllerRestoration`): a controller's
/// ``UIViewController/restorationClass``. Nothing restores state here (there is no relaunch), so UIKit's state restoration never calls it;
/// an app's own code may.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration {
    /// The controller for the restoration identifiers `identifierComponents`, the last the controller's and the earlier ones its
    /// ancestors', from the state in `coder`; nil when it should not be restored
    /// (`viewController(withRestorationIdentifierPath:coder:)`).
    /// - Parameters:
    ///   - identifierComponents: The restoration identifiers of the controller's ancestors, then the controller's own.
    ///   - coder: The saved state.
    /// - Returns: The controller to restore, or nil.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}
