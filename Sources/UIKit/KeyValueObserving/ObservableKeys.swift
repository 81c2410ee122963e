import Foundation
import QuartzCore

/// The keys UIKit's objects and their layers notify observers of by key path string, and how
/// each is read (docs/REFERENCE.md §22.14, §22.15). The values are Swift values (a `CGRect`, a
/// `CGPoint`), where iOS hands `NSValue`s that Swift code casts to them. The keys are iOS's:
/// a control's `enabled`, not `isEnabled` (a view's `hidden` is also found as `isHidden`).
enum ObservableKeys {
    /// How to read `key` of `object`, or nil when UIKit does not notify of it here.
    static func reader(forKey key: String, of object: NSObject) -> ((AnyObject) -> Any?)? {
        switch object {
        case let layer as CALayer: CALayer.observedValueReader(forKey: key, of: type(of: layer))
        case is UIViewController: viewControllerReader(forKey: key)
        case is UINavigationItem: key == "title" ? read { (item: UINavigationItem) in item.title } : nil
        case let view as UIView: ownReader(forKey: key, of: view) ?? viewReader(forKey: key)
        default: nil
        }
    }

    /// The keys of a view's class below `UIView`, the most specific first.
    private static func ownReader(forKey key: String, of view: UIView) -> ((AnyObject) -> Any?)? {
        switch (view, key) {
        case (is UIScrollView, _): scrollViewReader(forKey: key)
        case (is UILabel, "text"): read { (label: UILabel) in label.text }
        case (is UILabel, "attributedText"): read { (label: UILabel) in label.attributedText }
        case (is UITextField, "text"): read { (field: UITextField) in field.text }
        case (is UITextField, "attributedText"): read { (field: UITextField) in field.attributedText }
        case (is UIProgressView, "progress"): read { (bar: UIProgressView) in bar.progress }
        case (is UIControl, "enabled"): read { (control: UIControl) in control.isEnabled }
        case (is UIControl, "selected"): read { (control: UIControl) in control.isSelected }
        case (is UIControl, "highlighted"): read { (control: UIControl) in control.isHighlighted }
        default: nil
        }
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
        case "zoomScale": read { (view: UIScrollView) in view.zoomScale }
        default: nil
        }
    }

    /// A controller's `view` is read as `viewIfLoaded`: observing it loads nothing, as on iOS
    /// without `.initial`.
    private static func viewControllerReader(forKey key: String) -> ((AnyObject) -> Any?)? {
        switch key {
        case "title": read { (controller: UIViewController) in controller.title }
        case "preferredContentSize": read { (controller: UIViewController) in controller.preferredContentSize }
        case "view": read { (controller: UIViewController) in controller.viewIfLoaded }
        default: nil
        }
    }

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
