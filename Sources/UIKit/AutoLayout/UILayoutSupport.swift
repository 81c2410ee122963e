/// An object that marks how far a bar reaches into a view controller's view
/// (`UILayoutSupport`, iOS 7, with the anchors of iOS 9).
///
/// UIKit's view controllers hand one out as their deprecated `topLayoutGuide` and
/// `bottomLayoutGuide`; those two properties are not here (a controller's safe area,
/// `view.safeAreaLayoutGuide`, replaces them since iOS 11), so the protocol serves code that
/// names it, such as constraint libraries that accept any object with these anchors, and
/// types that conform themselves: a `UILayoutGuide` subclass conforms by adding `length`.
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the bar reaches into the view, in points (`length`).
    var length: CGFloat { get }
    /// The top edge (`topAnchor`).
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The bottom edge (`bottomAnchor`).
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The height (`heightAnchor`).
    var heightAnchor: NSLayoutDimension { get }
}
