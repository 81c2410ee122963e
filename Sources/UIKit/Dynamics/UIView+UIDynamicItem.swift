/// A view is a dynamic item (UIKit's `UIView` conforms to `UIDynamicItem`): an animator made
/// with a reference view moves the views it is given by their centres.
extension UIView: UIDynamicItem {}
