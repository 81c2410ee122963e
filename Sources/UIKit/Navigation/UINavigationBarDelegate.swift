/// What a navigation bar asks and tells before and after it changes its stack of items
/// (`UINavigationBarDelegate`, iOS 2), and where the bar is (``UIBarPositioningDelegate``):
/// docs/REFERENCE.md §20.22. The defaults do what UIKit does without the method: allow, and do
/// nothing. ``UINavigationBar/pushItem(_:animated:)`` and ``UINavigationBar/popItem(animated:)``
/// ask and tell; setting ``UINavigationBar/items`` does neither.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed onto `navigationBar` (`navigationBar(_:shouldPush:)`);
    /// default true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed onto `navigationBar` (`navigationBar(_:didPush:)`): at once here, as
    /// UIKit tells it after a push that is not animated.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item`, the top item, may be popped from `navigationBar`
    /// (`navigationBar(_:shouldPop:)`); default true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped from `navigationBar` (`navigationBar(_:didPop:)`), at once here.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    /// True, as UIKit without the method.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    /// True, as UIKit without the method.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    /// Nothing, as UIKit without the method.
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
