import Foundation

/// An Interface Builder storyboard (`UIStoryboard`), declared so that code which names
/// storyboards — an app's view controllers, a coordinator instantiating screens — compiles.
///
/// No storyboard can load on Linux: there are no compiled storyboards and no Objective-C
/// archive reader. So every storyboard here is one iOS could not find: making one prints the
/// exception iOS raises ("Could not find a storyboard named 'Main' in bundle NSBundle <…>
/// (loaded)"), and it holds no view controllers (docs/REFERENCE.md §15.1).
@MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    let name: String
    /// The bundle it would be loaded from.
    let bundle: Bundle

    /// The storyboard of a name in a bundle (`init(name:bundle:)`); nil means the main bundle.
    /// iOS raises an exception for a storyboard it cannot find; here it is printed on standard
    /// error and the storyboard is empty. A convenience initializer, as UIKit's
    /// (`+storyboardWithName:bundle:` is a factory method).
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.init(storyboardNamed: name, in: storyboardBundleOrNil ?? .main)
        Self.report("Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundleURL.path)> (loaded)")
    }

    /// A storyboard of a name in a bundle, reporting nothing.
    init(storyboardNamed name: String, in bundle: Bundle) {
        self.name = name
        self.bundle = bundle
        super.init()
    }

    /// The storyboard's initial view controller (`instantiateInitialViewController()`): nil,
    /// as for a storyboard without one.
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// The storyboard's initial view controller, made by `creator`
    /// (`instantiateInitialViewController(creator:)`, iOS 13): nil, as for a storyboard
    /// without one — `creator` is not called.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? { nil }

    /// The view controller with a storyboard identifier (`instantiateViewController(withIdentifier:)`).
    /// The storyboard contains none: iOS's exception for a missing identifier is printed on
    /// standard error, and a plain `UIViewController` stands in (the subclass the storyboard
    /// names cannot be known).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let description = LayoutDescriber.realAddresses.objectDescription(self)
        Self.report("Storyboard (\(description)) doesn't contain a view controller with identifier '\(identifier)'")
        return UIViewController()
    }

    /// Prints the exception iOS raises when `controller` performs a segue it does not have.
    static func reportMissingSegue(_ identifier: String, of controller: UIViewController) {
        report("Receiver (\(LayoutDescriber.realAddresses.objectDescription(controller))) has no segue with identifier '\(identifier)'")
    }

    /// Prints an `NSInvalidArgumentException` iOS raises, as the console shows it.
    static func report(_ reason: String) {
        UIKitException(reason: reason, name: "NSInvalidArgumentException").printToConsole()
    }
}
