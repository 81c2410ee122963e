import Foundation

/// The presentation controller of a sheet (`UISheetPresentationController`, iOS 15): what a
/// `.pageSheet`, `.formSheet` or `.automatic` presentation gets on an iPhone, and what
/// ``UIViewController/sheetPresentationController`` answers (docs/REFERENCE.md §18.3).
///
/// The sheet rests at one of its ``detents``: the ``selectedDetentIdentifier``'s, else the
/// smallest active one. Its view goes from the top of that detent to the bottom of the window;
/// a detent's value is the height above the window's bottom safe area, and the large detent's
/// is the page sheet's (§18.1). A change of the detents or the selection moves a presented
/// sheet there at once. The user drags the sheet by a pan on its view: released, it settles at
/// a detent — the delegate's
/// ``UISheetPresentationControllerDelegate/sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)``
/// hears when that changes the selection, as only the user's changes are told — or, swiped
/// down, it is dismissed unless the presented controller is modal in presentation or the
/// delegate refuses (UISheetPresentationController+Dragging.swift). Deliberate differences:
/// changes and the release's settling do not animate, a scroll view in the sheet does not hand
/// its drag over to the sheet, the pan is on the presented view itself (UIKit's is on a view of
/// its own around it); the grabber, edge attachment in a compact height, scrolling expansion
/// and the presenter's scaling back are stored only; the inherited `delegate` keeps its
/// adaptive-delegate type (Swift cannot narrow it).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at (`detents`); default `[.large()]`. An empty list counts as
    /// the large detent [chosen].
    open var detents: [Detent] = [.large()] { didSet { moveToSelectedDetent() } }
    /// The detent the sheet rests at (`selectedDetentIdentifier`); nil, or one not among the
    /// active detents, for the smallest one.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { moveToSelectedDetent() } }
    /// The largest detent at which the view behind stays undimmed (`largestUndimmedDetentIdentifier`);
    /// nil: every detent dims.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { updateDimming() } }
    /// Whether a grabber shows at the sheet's top (`prefersGrabberVisible`); default false. Stored only.
    open var prefersGrabberVisible = false
    /// The radius of the sheet's top corners (`preferredCornerRadius`); nil for the system's, 10.
    open var preferredCornerRadius: CGFloat? { didSet { shapePresentedView() } }
    /// Whether scrolling to the top of the sheet's content expands it (`prefersScrollingExpandsWhenScrolledToEdge`);
    /// default true. Stored only.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact height
    /// (`prefersEdgeAttachedInCompactHeight`); default false. Stored only.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes its width from `preferredContentSize`
    /// (`widthFollowsPreferredContentSizeWhenEdgeAttached`); default false. Stored only.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The view that dims what is behind the sheet, while it shows.
    private var dimmingView: UIView?
    /// The pan that drags the sheet, while it is on screen.
    var dragRecognizer: UIPanGestureRecognizer?
    /// The height the sheet rested at when the drag under way began.
    var dragStartHeight: CGFloat?

    /// Makes `changes` to the sheet's properties (`animateChanges(_:)`). The sheet moves to the
    /// result at once [ours: UIKit animates the move along its own spring].
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// Resolves the detents again (`invalidateDetents()`, iOS 16), moving the sheet.
    open func invalidateDetents() { moveToSelectedDetent() }

    // MARK: Geometry

    /// The context the detents resolve in: the container's traits, and the large detent's
    /// value — the page sheet's height less the window's bottom safe area.
    var detentContext: SheetDetentContext? {
        guard let window = containerView?.window else { return nil }
        let large = UIViewController.presentedFrame(for: .pageSheet, in: window)
        let maximum = max(large.height - window.safeAreaInsets.bottom, 0)
        return SheetDetentContext(traits: traitCollection, maximumDetentValue: maximum)
    }

    /// The detent the sheet rests at and its value: the selected one when it is active, else
    /// the smallest active one; the large detent when none is active.
    func restingDetent(in context: SheetDetentContext) -> (identifier: Detent.Identifier, value: CGFloat) {
        let active = activeDetents(in: context)
        if let selected = active.first(where: { $0.identifier == selectedDetentIdentifier }) { return selected }
        return active.min { $0.value < $1.value } ?? (.large, context.maximumDetentValue)
    }

    /// The active detents' identifiers and values in `context`, in the order of ``detents``.
    func activeDetents(in context: SheetDetentContext) -> [(identifier: Detent.Identifier, value: CGFloat)] {
        detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
    }

    /// The sheet's frame at its resting detent: that height above the window's bottom safe
    /// area, down to the window's bottom.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let window = containerView?.window, let context = detentContext else { return super.frameOfPresentedViewInContainerView }
        let height = restingDetent(in: context).value + window.safeAreaInsets.bottom
        return CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
    }

    /// Moves a presented sheet to its resting detent and dims behind it accordingly.
    func moveToSelectedDetent() {
        guard containerView != nil, presentedViewController.presentation.transition == nil,
            let view = presentedViewController.viewIfLoaded, view.superview != nil
        else { return }
        view.frame = frameOfPresentedViewInContainerView
        updateDimming()
    }

    /// Whether the view behind the sheet is dimmed: the sheet rests above the largest undimmed
    /// detent (any detent when there is none).
    private var dimsBehind: Bool {
        guard let context = detentContext else { return false }
        let resting = restingDetent(in: context).value
        guard let undimmed = largestUndimmedDetentIdentifier,
            let limit = detents.first(where: { $0.identifier == undimmed })?.resolvedValue(in: context)
        else { return true }
        return resting > limit
    }

    /// Puts the dimming view, opaque, behind the presented sheet when it dims, takes it out
    /// otherwise — and always for a popover's adaptive sheet, which does not manage the
    /// presentation (§18.4).
    private func updateDimming() {
        guard presentedViewController.presentation.controller === self, let sheet = presentedViewController.viewIfLoaded,
            let superview = sheet.superview, dimsBehind
        else {
            dimmingView?.removeFromSuperview()
            return
        }
        let dimming = makeDimming(filling: superview)
        dimming.alpha = 1
        superview.insertSubview(dimming, belowSubview: sheet)
    }

    /// The dimming view — black at 20 % — made once, sized to fill `superview`.
    private func makeDimming(filling superview: UIView) -> UIView {
        let dimming = dimmingView ?? UIView()
        dimming.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimming.frame = superview.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView = dimming
        return dimming
    }

    /// Rounds a presented sheet's top corners by the preferred radius.
    private func shapePresentedView() {
        guard containerView != nil, let view = presentedViewController.viewIfLoaded else { return }
        UIViewController.shapeSheet(view, cornerRadius: preferredCornerRadius ?? UIViewController.sheetCornerRadius)
    }

    // MARK: The transition

    /// Fades the dimming in alongside the presentation when the sheet will rest dimmed: the
    /// view joins the container before the sheet's view does, at alpha 0, and goes to 1 in the
    /// transition coordinator's alongside block (§18.2), the way Apple's guide dims.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView, dimsBehind else { return }
        let dimming = makeDimming(filling: containerView)
        dimming.alpha = 0
        containerView.addSubview(dimming)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 })
    }
    /// Puts the dimming behind the sheet and lets the user drag it when the presentation
    /// completed, takes the dimming out otherwise.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed else { return dimmingView?.removeFromSuperview() ?? () }
        updateDimming()
        installDragging()
    }
    /// Fades the dimming out alongside the dismissal.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let dimmingView, dimmingView.superview != nil else { return }
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
    }
    /// Takes the dimming and the drag away when the dismissal completed, brings the dimming
    /// back otherwise.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return updateDimming() }
        dimmingView?.removeFromSuperview()
        removeDragging()
    }

    /// The black at 20 % that dims behind a sheet [chosen: as an alert's, §18.1].
    static let dimmingAlpha: CGFloat = 0.2
}

extension UIViewController {
    /// The sheet presentation controller managing the controller (`sheetPresentationController`,
    /// iOS 15): its presentation controller when that is a sheet — for `.automatic`,
    /// `.pageSheet` and `.formSheet` on an iPhone — else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }
}
