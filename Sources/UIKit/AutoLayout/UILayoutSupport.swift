/// An object that marks how far a bar reaches into a view controller's view
/// (`UILayoutSupport`, iOS 7, with the anchors of iOS 9).
///
/// UIKit's view controllers hand one out as their `topLayoutGuide` and `bottomLayoutGuide`
/// (deprecated since iOS 11 for `view.safeAreaLayoutGuide`); constraint libraries take any
/// object with these anchors, and a `UILayoutGuide` subclass conforms by adding `length`.
@preconcurrency @MainActor
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

/// A view controller's `topLayoutGuide` or `bottomLayoutGuide`: a system guide of its root
/// view, as wide as the view, at its top or bottom edge, as tall as the bars reach there
/// (UIView+LayoutGuides.swift).
final class BarsLayoutGuide: UILayoutGuide, UILayoutSupport {
    /// How far the bars reach into the view (`length`): the guide's height.
    var length: CGFloat {
        guard let view = owningView, let role = systemRole else { return 0 }
        return view.barsLength(top: role == .topBars)
    }
}

extension UIView {
    /// The root view's guide for its controller's `topLayoutGuide` (`top`) or `bottomLayoutGuide`.
    func barsLayoutGuide(top: Bool) -> any UILayoutSupport {
        let guide =
            top
            ? systemGuide(.topBars, identifier: "UIViewControllerTopLayoutGuide", slot: \.topBarsGuide, make: BarsLayoutGuide.init)
            : systemGuide(
                .bottomBars, identifier: "UIViewControllerBottomLayoutGuide", slot: \.bottomBarsGuide, make: BarsLayoutGuide.init)
        return (guide as? BarsLayoutGuide) ?? BarsLayoutGuide()
    }
}
