import Foundation

/// The keys UIKit's objects notify observers of by key path string, and how each is read
/// (docs/REFERENCE.md §22.14). The values are Swift values (a `CGRect`, a `CGPoint`), where
/// iOS hands `NSValue`s that Swift code casts to them.
enum ObservableKeys {
    /// How to read `key` of `object`, or nil when UIKit does not notify of it here.
    static func reader(forKey key: String, of object: NSObject) -> ((AnyObject) -> Any?)? {
        if object is UIScrollView, let read = scrollViewReader(forKey: key) { return read }
        guard object is UIView else { return nil }
        return viewReader(forKey: key)
    }

    private static func viewReader(forKey key: String) -> ((AnyObject) -> Any?)? {
        switch key {
        case "frame": read { (view: UIView) in view.frame }
        case "bounds": read { (view: UIView) in view.bounds }
        case "center": read { (view: UIView) in view.center }
        case "transform": read { (view: UIView) in view.transform }
        case "alpha": read { (view: UIView) in view.alpha }
        case "hidden", "isHidden": read { (view: UIView) in view.isHidden }
        case "backgroundColor": read { (view: UIView) in view.backgroundColor }
        default: nil
        }
    }

    private static func scrollViewReader(forKey key: String) -> ((AnyObject) -> Any?)? {
        switch key {
        case "contentOffset": read { (view: UIScrollView) in view.contentOffset }
        case "contentSize": read { (view: UIScrollView) in view.contentSize }
        case "contentInset": read { (view: UIScrollView) in view.contentInset }
        default: nil
        }
    }

    private static func read<Object, Value>(_ body: @escaping @MainActor (Object) -> Value) -> (AnyObject) -> Any? {
        { object in (object as? Object).map { object in withMainActorAssumed { body(object) } } }
    }
}

extension UIView {
    /// Tells the observations of this view that one of its observable values may have changed
    /// (one load when nothing is observed).
    func observableValueDidChange() { KeyValueObservers.objectDidChange(self) }
}
