/// Where a bar is in the view that holds it (`UIBarPosition`, iOS 7), with UIKit's raw values.
/// A bar at the bottom draws its shadow above itself; any other, below.
public enum UIBarPosition: Int, Sendable {
    /// The position is unspecified (`any`).
    case any = 0
    /// At the bottom of its containing view (`bottom`): its shadow is drawn above it.
    case bottom = 1
    /// At the top of its containing view (`top`).
    case top = 2
    /// At the top of the screen and of its containing view (`topAttached`): its background
    /// reaches up behind the status bar.
    case topAttached = 3
}

/// A bar that has a position (`UIBarPositioning`): navigation bars, toolbars and search bars.
@preconcurrency @MainActor
public protocol UIBarPositioning: NSObjectProtocol {
    /// The position of the bar (`barPosition`).
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate that can say where the bar is (`UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// The position of `bar` (`position(for:)`, optional in UIKit). Left out, the bar takes its
    /// own default: `.bottom` for a toolbar. Deliberate difference: here the default
    /// implementation answers `.any`, which a toolbar reads as its default.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// Not implemented: `.any`, so the bar takes its own default position.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A toolbar's delegate (`UIToolbarDelegate`): it may say where the toolbar is
/// (``UIBarPositioningDelegate/position(for:)``); a toolbar is at the bottom by default.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

extension UIBarPositioning {
    /// The position `delegate` gives the bar, or `fallback` — the bar's own default — when there
    /// is no delegate or it answers `.any` (docs/REFERENCE.md §20.21, §20.22, §20.23).
    /// - Parameters:
    ///   - delegate: The bar's delegate, if any.
    ///   - fallback: The bar's default position: `.bottom` for a toolbar, `.top` for the others.
    /// - Returns: Where the bar is.
    func position(from delegate: (any UIBarPositioningDelegate)?, else fallback: UIBarPosition) -> UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? fallback : position
    }
}
