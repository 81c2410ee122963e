import CollectionLayout
import Foundation

// Modal presentation (docs/REFERENCE.md §18.1, §18.2): the presented controller's view goes into the
// presenting controller's window — over the whole window, or as a sheet from 10 points below
// the top of the safe area — and appears; a full-screen presentation makes the presenting
// controller disappear and takes its view out until the dismissal brings it back. A
// transitioning delegate may give a `.custom` presentation its presentation controller, whose
// container view goes over the window, and any presentation an animator (and an interaction
// controller) that animates on the clock; the presentation ends when the animator completes
// it (PresentationTransition.swift). Without an animator nothing animates: the change shows at
// once and the completion runs before the call returns.

/// Where a controller is in being presented or dismissed.
enum PresentationPhase {
    /// Neither.
    case none
    /// Between the start and the end of its presentation.
    case presenting
    /// Between the start and the end of its dismissal.
    case dismissing
}

/// A controller's part in presentations: what it presents, what presents it and how.
struct PresentationState {
    /// The controller this one presents, held while it is presented.
    var presented: UIViewController?
    /// The controller presenting this one.
    weak var presenting: UIViewController?
    /// Whether the controller is being presented or dismissed now.
    var phase = PresentationPhase.none
    /// The transition under way, while it is.
    var transition: PresentationTransition?
    /// The presentation controller, made on first use or when presented.
    var controller: UIPresentationController?
    /// The transitioning delegate.
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
}

extension UIViewController {
    /// What supplies the controller's custom transitions when it is presented and dismissed
    /// (`transitioningDelegate`), held weakly as UIKit does.
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { presentation.transitioningDelegate }
        set { presentation.transitioningDelegate = newValue }
    }

    /// The presentation controller managing the controller (`presentationController`): made for
    /// its ``modalPresentationStyle`` the first time it is asked for before a presentation, as
    /// UIKit does, and replaced by the transitioning delegate's when a `.custom` presentation
    /// starts; nil once the controller is dismissed, until asked for again.
    public var presentationController: UIPresentationController? {
        if let controller = presentation.controller { return controller }
        let controller = makePresentationController(presenting: presentation.presenting, source: nil)
        presentation.controller = controller
        return controller
    }

    /// The presentation controller for a presentation by `presenting` asked from `source`: a
    /// `.custom` style's from the transitioning delegate (when there is a source to ask with),
    /// else a plain one; UIKit's own for the other styles — a sheet's, a popover's, or one that
    /// fills the window. One made earlier is kept while it suits the style, unless the delegate
    /// gives its own; a new one inherits its delegate.
    func makePresentationController(presenting: UIViewController?, source: UIViewController?) -> UIPresentationController {
        let existing = presentation.controller
        let made: UIPresentationController
        switch modalPresentationStyle {
        case .custom: return makeCustomPresentationController(presenting: presenting, source: source)
        case .popover:
            if let existing = existing as? UIPopoverPresentationController { return existing }
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case let style where Self.isSheet(style):
            if let existing = existing as? UISheetPresentationController { return existing }
            made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        default:
            if let existing = existing as? SystemPresentationController { return existing }
            made = SystemPresentationController(presentedViewController: self, presenting: presenting)
        }
        made.delegate = existing?.delegate
        return made
    }

    /// A `.custom` presentation's controller (see `makePresentationController(presenting:source:)`).
    private func makeCustomPresentationController(presenting: UIViewController?, source: UIViewController?) -> UIPresentationController {
        let existing = presentation.controller
        if let source,
            let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source)
        {
            if custom !== existing, custom.delegate == nil { custom.delegate = existing?.delegate }
            return custom
        }
        if let existing, !Self.isSystemMade(existing) { return existing }
        return UIPresentationController(presentedViewController: self, presenting: presenting)
    }

    /// Whether `controller` is one UIKit makes for a built-in style.
    private static func isSystemMade(_ controller: UIPresentationController) -> Bool {
        controller is SystemPresentationController || controller is UISheetPresentationController
            || controller is UIPopoverPresentationController
    }

    /// Presents `viewControllerToPresent` from the top ancestor of this controller
    /// (`present(_:animated:completion:)`). As UIKit, it logs and does nothing when that
    /// controller's view is in no window or it already presents one. The presented view goes
    /// into the window — filling it (`.fullScreen`, `.overFullScreen`, `.currentContext`,
    /// `.overCurrentContext`, `.custom`, `.none`) or as a sheet (`.automatic`, `.pageSheet`,
    /// `.formSheet`, `.popover`) — and appears; `.fullScreen` and `.currentContext` make the
    /// presenting controller disappear and take its view out; a `.custom` one goes where its
    /// presentation controller says. Then `completion` runs — at once, or, when the
    /// transitioning delegate gives an animator, once the animator completes the transition.
    func presentModally(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        var presenter = self
        while let parent = presenter.parent { presenter = parent }
        guard let window = presenter.viewIfLoaded?.window else {
            logPresentationRefused(viewControllerToPresent, on: presenter, because: "whose view is not in the window hierarchy")
            return
        }
        if let current = presenter.presentation.presented {
            logPresentationRefused(
                viewControllerToPresent, on: presenter,
                because: "which is already presenting \(LayoutDescriber.realAddresses.objectDescription(current))")
            return
        }
        let presented = viewControllerToPresent
        presenter.presentation.presented = presented
        presented.presentation.presenting = presenter
        presented.presentation.phase = .presenting
        presented.loadViewIfNeeded()
        let controller = presented.makePresentationController(presenting: presenter, source: self)
        presented.presentation.controller = controller
        controller.setPresenting(presenter)
        let delegate = presented.transitioningDelegate
        let animator = flag ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let container = Self.installContainer(
            for: controller, in: window, separate: animator != nil || presented.modalPresentationStyle == .custom)
        let transition = PresentationTransition(
            .presentation, presenter: presenter, presented: presented, controller: controller, containerView: container, animated: flag,
            completion: completion)
        presented.presentation.transition = transition
        Self.shapeAsSheet(presented, by: controller)
        if controller.shouldRemovePresentersView { presenter.beginAppearanceTransition(false, animated: flag) }
        controller.presentationTransitionWillBegin()
        guard let animator else {
            // UIKit's own transition, at once: the view in place, then the appearance calls.
            if let view = controller.presentedView ?? presented.viewIfLoaded {
                view.frame = controller.frameOfPresentedViewInContainerView
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(view)
            }
            presented.beginAppearanceTransition(true, animated: flag)
            window.layoutIfNeeded()
            transition.coordinator.runAlongside()
            return transition.completeTransition(true)
        }
        presented.beginAppearanceTransition(true, animated: flag)
        transition.start(animator, interaction: delegate?.interactionControllerForPresentation(using: animator))
    }

    /// The view a presentation takes place in: a new container over the whole window when it
    /// is `separate` (a custom style, or an animator's transition), else the window itself.
    private static func installContainer(for controller: UIPresentationController, in window: UIWindow, separate: Bool) -> UIView {
        guard separate else {
            controller.containerStorage = window
            return window
        }
        let container = TransitionContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        window.addSubview(container)
        controller.containerStorage = container
        return container
    }

    /// Dismisses the controller this one presents or, when it presents none, this one (or its
    /// parent) (`dismiss(animated:completion:)`), with any it presents in turn: it disappears
    /// and leaves the window, and a full-screen presenter's view comes back and appears. Then
    /// `completion` runs (after the transitioning delegate's animator, if any); nothing, and
    /// no completion, when there is nothing to dismiss.
    func dismissModally(animated flag: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if presentation.presented != nil {
            presenter = self
        } else if let presenting = presentation.presenting {
            presenter = presenting
        } else if let parent {
            parent.dismiss(animated: flag, completion: completion)
            return
        } else {
            return
        }
        guard let presented = presenter.presentation.presented else { return }
        guard presented.presentation.phase == .none else {
            let describe = LayoutDescriber.realAddresses.objectDescription(self)
            FileHandle.standardError.write(
                Data("Attempt to dismiss from view controller \(describe) while a presentation or dismiss is in progress!\n".utf8))
            return
        }
        if presented.presentation.presented != nil { presented.dismissModally(animated: false, completion: nil) }
        let controller =
            presented.presentationController ?? SystemPresentationController(presentedViewController: presented, presenting: presenter)
        let container = controller.containerView ?? presented.viewIfLoaded?.superview ?? UIView()
        let transition = PresentationTransition(
            .dismissal, presenter: presenter, presented: presented, controller: controller, containerView: container, animated: flag,
            completion: completion)
        presented.presentation.phase = .dismissing
        presented.presentation.transition = transition
        let delegate = presented.transitioningDelegate
        let animator = flag ? delegate?.animationController(forDismissed: presented) : nil
        controller.dismissalTransitionWillBegin()
        presented.beginAppearanceTransition(false, animated: flag)
        if controller.shouldRemovePresentersView, let window = container.window ?? container as? UIWindow, let view = presenter.viewIfLoaded
        {
            let above = container is TransitionContainerView ? container : controller.presentedView ?? container
            if above.superview === window { window.insertSubview(view, belowSubview: above) } else { window.insertSubview(view, at: 0) }
            view.frame = window.bounds
            presenter.beginAppearanceTransition(true, animated: flag)
            window.layoutIfNeeded()
        }
        if let animator {
            transition.start(animator, interaction: delegate?.interactionControllerForDismissal(using: animator))
        } else {
            transition.completeTransition(true)
        }
    }

    /// Pushes `vc` in this controller's navigation controller, else presents it.
    func showInContext(_ vc: UIViewController) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// UIKit's console message for a presentation it refuses, on standard error.
    private func logPresentationRefused(_ presented: UIViewController, on presenter: UIViewController, because reason: String) {
        let describe = LayoutDescriber.realAddresses
        let message =
            "Attempt to present \(describe.objectDescription(presented)) on \(describe.objectDescription(presenter)) "
            + "(from \(describe.objectDescription(self))) \(reason).\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// Whether `style` shows as a sheet (on a phone: `.automatic` for a plain controller,
    /// `.pageSheet`, `.formSheet`, and `.popover` adapted to a compact width).
    static func isSheet(_ style: UIModalPresentationStyle) -> Bool {
        switch style {
        case .automatic, .pageSheet, .formSheet, .popover: return true
        case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .none: return false
        }
    }

    /// Where a presented view goes in `window`: the whole window, or a sheet from 10 points
    /// below the top of the window's safe area to the bottom.
    static func presentedFrame(for style: UIModalPresentationStyle, in window: UIWindow) -> CGRect {
        guard isSheet(style) else { return window.bounds }
        let top = min(window.bounds.height, window.safeAreaInsets.top + sheetGap)
        return CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
    }

    /// Rounds `presented`'s top corners when `controller` shows it as a sheet, by the sheet's
    /// preferred radius — for a popover adapted to a sheet, its adaptive sheet's.
    private static func shapeAsSheet(_ presented: UIViewController, by controller: UIPresentationController) {
        let popover = controller as? UIPopoverPresentationController
        let style = popover?.adaptedStyle(in: controller.traitCollection) ?? presented.modalPresentationStyle
        guard isSheet(style), style != .popover, let view = presented.viewIfLoaded else { return }
        let sheet = controller as? UISheetPresentationController ?? popover?.adaptiveSheetPresentationController
        shapeSheet(view, cornerRadius: sheet?.preferredCornerRadius ?? sheetCornerRadius)
    }

    /// A sheet's top corners are rounded by `cornerRadius` and clip its content.
    static func shapeSheet(_ view: UIView, cornerRadius: CGFloat) {
        view.layer.cornerRadius = cornerRadius.isFinite ? max(cornerRadius, 0) : sheetCornerRadius
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
    }

    /// A sheet's distance below the top of the safe area and its corner radius: 10 points each
    /// (observed on iOS 15–17 iPhones).
    static let sheetGap: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
}
