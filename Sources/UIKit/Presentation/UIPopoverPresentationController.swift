import Foundation

/// The directions a popover's arrow may point (`UIPopoverArrowDirection`), with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Directions from `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pointing up: the popover below its source (`up`).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down: the popover above its source (`down`).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left (`left`).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right (`right`).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction (`any`).
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: before the popover shows (`unknown`).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// What a popover presentation asks and tells (`UIPopoverPresentationControllerDelegate`):
/// the adaptive delegate's methods, and the popover's own, all optional.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to show (`prepareForPopoverPresentation(_:)`).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Nothing, as when the optional method is left out.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of a `.popover` presentation (`UIPopoverPresentationController`):
/// where the popover points, and how it adapts (docs/REFERENCE.md §18.4).
///
/// In a compact width (an iPhone) a popover adapts: to the style its delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers — `.none` keeps the popover,
/// placed at its source — and without a delegate, or with one that implements neither adaptive
/// method, to a sheet, as UIKit does, placed by ``adaptiveSheetPresentationController``.
/// Deliberate differences: the arrow, the background view
/// class and the passthrough views' touches are not drawn or routed, only stored; the popover
/// points up or down, never sideways.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view `sourceRect` is in (`sourceView`).
    open var sourceView: UIView?
    /// The rectangle the popover points at, in `sourceView` (`sourceRect`); its bounds when empty.
    open var sourceRect = CGRect.zero
    /// The bar button item the popover points at (`barButtonItem`), in place of a source view.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point (`permittedArrowDirections`); default `.any`.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The direction the arrow points (`arrowDirection`): `.unknown` until the popover is placed.
    open private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    /// The popover's background colour, its arrow's too (`backgroundColor`).
    open var backgroundColor: UIColor?
    /// Views the user can touch while the popover shows (`passthroughViews`). Stored only.
    open var passthroughViews: [UIView]?
    /// The margins the popover keeps from the window's safe area (`popoverLayoutMargins`).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source (`canOverlapSourceViewRect`, iOS 9); default false. Stored only.
    open var canOverlapSourceViewRect = false
    /// The sheet the popover shows as when it adapts to a sheet (`adaptiveSheetPresentationController`,
    /// iOS 15): its detents, selected detent and corner radius place and shape the adapted popover.
    open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: presentingViewController)

    /// The style the popover shows as in `traits`: itself in a regular width; in a compact one
    /// the delegate's answer, or a sheet without a delegate or when neither adaptive method of
    /// the delegate's is its own (the protocol's default answered).
    func adaptedStyle(in traits: UITraitCollection) -> UIModalPresentationStyle {
        guard traits.horizontalSizeClass == .compact else { return .popover }
        guard let delegate else { return .pageSheet }
        adaptiveStyleAnsweredByDefault = false
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        if adaptiveStyleAnsweredByDefault { return .pageSheet }
        return answer == .none ? .popover : answer
    }

    /// Where the presented view goes: the adapted style's frame, or the popover's at its source.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let window = containerView?.window else { return super.frameOfPresentedViewInContainerView }
        let style = adaptedStyle(in: traitCollection)
        guard style == .popover else {
            arrowDirection = .unknown
            guard UIViewController.isSheet(style) else { return UIViewController.presentedFrame(for: style, in: window) }
            adaptiveSheetPresentationController.containerStorage = containerView
            return adaptiveSheetPresentationController.frameOfPresentedViewInContainerView
        }
        let placement = PopoverPlacement(
            source: sourceRectInWindow(window), size: preferredContentSize, permitted: permittedArrowDirections,
            area: window.bounds.inset(by: window.safeAreaInsets).inset(by: popoverLayoutMargins))
        arrowDirection = placement.arrowDirection
        return placement.frame
    }

    /// Tells the delegate the popover is about to show.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    }

    /// The source rectangle in the window's coordinates: `sourceRect` (or the source view's
    /// bounds when empty) in `sourceView`, else the bar button item's view; the window's centre
    /// without either [chosen: UIKit raises an exception].
    private func sourceRectInWindow(_ window: UIWindow) -> CGRect {
        guard let view = sourceView ?? barButtonItem?.customView else {
            return CGRect(x: window.bounds.midX, y: window.bounds.midY, width: 0, height: 0)
        }
        let rect = sourceView != nil && sourceRect != .zero ? sourceRect : view.bounds
        return view.convert(rect, to: window)
    }
}

extension UIViewController {
    /// The popover presentation controller managing the controller (`popoverPresentationController`):
    /// its presentation controller when its ``modalPresentationStyle`` is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}

/// Where a popover of `size` goes to point at `source` inside `area` (docs/REFERENCE.md §18.4):
/// below it with the arrow up when that is permitted and fits, else above with the arrow down
/// when permitted and it fits, else below; centred on the source horizontally, kept inside
/// the area, 13 points from the source for the arrow [chosen].
struct PopoverPlacement {
    let frame: CGRect
    let arrowDirection: UIPopoverArrowDirection

    /// The content size a popover takes when its controller prefers none: 320 × 480 [chosen].
    static let defaultSize = CGSize(width: 320, height: 480)
    /// The arrow's length between the source and the popover.
    static let arrowLength: CGFloat = 13

    init(source: CGRect, size preferred: CGSize, permitted: UIPopoverArrowDirection, area: CGRect) {
        func usable(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : fallback }
        let width = min(usable(preferred.width, Self.defaultSize.width), max(area.width, 0))
        var height = usable(preferred.height, Self.defaultSize.height)
        let below = area.maxY - (source.maxY + Self.arrowLength)
        let above = source.minY - Self.arrowLength - area.minY
        let y: CGFloat
        if permitted.contains(.up), height <= below || !permitted.contains(.down) {
            height = min(height, max(below, 0))
            (y, arrowDirection) = (source.maxY + Self.arrowLength, .up)
        } else if permitted.contains(.down), height <= above {
            (y, arrowDirection) = (source.minY - Self.arrowLength - height, .down)
        } else {
            height = min(height, max(below, 0))
            (y, arrowDirection) = (source.maxY + Self.arrowLength, .up)
        }
        let x = min(max(source.midX - width / 2, area.minX), max(area.maxX - width, area.minX))
        frame = CGRect(x: x, y: y, width: width, height: height)
    }
}
