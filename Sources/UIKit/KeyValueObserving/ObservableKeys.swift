import Foundation
import QuartzCore

/// The keys UIKit's objects and their layers notify observers of by key path string, and how
/// each is read (docs/REFERENCE.md §22.14, §22.15). The values are Swift values (a `CGRect`, a
/// `CGPoint`), where iOS hands `NSValue`s that Swift code casts to them. The keys are iOS's:
/// a control's `enabled`, not `isEnabled` (a view's `hidden` is also found as `isHidden`).
enum ObservableKeys {
    /// How to read `key` of `object`, or nil when UIKit does not notify of it here. A view's or
    /// controller's key is read as key-value coding reads it (CodedKeys), but for a controller's
    /// `view`, read as `viewIfLoaded`: observing it loads nothing, as on iOS without `.initial`.
    static func reader(forKey key: String, of object: NSObject) -> ((AnyObject) -> Any?)? {
        switch object {
        case let layer as CALayer: return CALayer.observedValueReader(forKey: key, of: type(of: layer))
        case is UINavigationItem: return key == "title" ? read { (item: UINavigationItem) in item.title } : nil
        case is UIViewController where key == "view": return read { (controller: UIViewController) in controller.viewIfLoaded }
        default:
            let name = key == "isHidden" ? "hidden" : key
            guard notifiedKeys(of: object).contains(name) else { return nil }
            return CodedKeys.property(forKey: name, of: object)?.read
        }
    }

    /// The keys UIKit's objects notify of, by their Objective-C names.
    private static func notifiedKeys(of object: NSObject) -> Set<String> {
        switch object {
        case is UIViewController: ["title", "preferredContentSize"]
        case is UIScrollView: viewKeys.union(["contentOffset", "contentSize", "contentInset", "zoomScale"])
        case is UILabel, is UITextField: viewKeys.union(["text", "attributedText"]).union(object is UIControl ? controlKeys : [])
        case is UIProgressView: viewKeys.union(["progress"])
        case is UIControl: viewKeys.union(controlKeys)
        case is UIView: viewKeys
        default: []
        }
    }

    private static let viewKeys: Set<String> = ["frame", "bounds", "center", "transform", "alpha", "hidden", "backgroundColor"]
    private static let controlKeys: Set<String> = ["enabled", "selected", "highlighted"]

    private static func read<Object, Value>(_ body: @escaping @MainActor (Object) -> Value) -> (AnyObject) -> Any? {
        { object in (object as? Object).map { object in withMainActorAssumed { body(object) } } }
    }
}

extension NSObject {
    /// Tells the observations of this object (a view, a view controller, a navigation item)
    /// that one of its observable values may have changed (one load when nothing is observed).
    @inline(__always)
    func observableValueDidChange() { KeyValueObservers.objectDidChange(self) }
}
