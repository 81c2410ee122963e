import Foundation

/// What manages a presented controller on screen from its presentation to its dismissal
/// (`UIPresentationController`): the container view it is shown in, the presented view's
/// frame, and the chrome a subclass adds around it (docs/REFERENCE.md §18.2).
///
/// A `.custom` presentation gets one from the presented controller's transitioning delegate
/// (or this class itself); the other styles get UIKit's own. UIKit calls
/// ``presentationTransitionWillBegin()`` before the animator runs and
/// ``presentationTransitionDidEnd(_:)`` after it completes, the dismissal's pair likewise, and
/// ``containerViewWillLayoutSubviews()`` / ``containerViewDidLayoutSubviews()`` around each
/// layout pass of the container. As UIKit's, the controller holds the presented and presenting
/// controllers strongly; the presented controller forgets its presentation controller when
/// the dismissal ends, so both are freed then unless something else holds them.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    private let presentedStorage: UIViewController
    private var presentingStorage: UIViewController?
    /// The container, set when the presentation starts.
    var containerStorage: UIView?
    /// Set by the adaptive delegate's default `adaptivePresentationStyle(for:)` when it
    /// answers: UIKit asks whether the delegate implements the method at all (an Objective-C
    /// optional); Swift cannot, so the default says it ran. Only
    /// ``UIPopoverPresentationController`` reads it, right after asking.
    var adaptiveStyleAnsweredByDefault = false

    /// A controller for `presentedViewController` presented by `presentingViewController`
    /// (`init(presentedViewController:presenting:)`).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The controller presented (`presentedViewController`).
    open var presentedViewController: UIViewController { presentedStorage }
    /// The controller presenting it (`presentingViewController`); before the presentation
    /// starts, the one given at initialization, else the presented controller [ours].
    open var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    /// Sets the presenting controller when the presentation starts.
    func setPresenting(_ presenting: UIViewController) { presentingStorage = presenting }
    /// The view the presentation takes place in (`containerView`): nil until the presentation starts.
    open var containerView: UIView? { containerStorage }
    /// The view the animators move (`presentedView`): the presented controller's by default.
    open var presentedView: UIView? { presentedStorage.view }
    /// Where the presented view ends, in the container (`frameOfPresentedViewInContainerView`): the
    /// container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// Whether the presentation covers the whole screen (`shouldPresentInFullscreen`); true.
    open var shouldPresentInFullscreen: Bool { true }
    /// Whether the presenter's view leaves once the presentation ends (`shouldRemovePresentersView`); false.
    open var shouldRemovePresentersView: Bool { false }
    /// The style to adapt to in a compact width (`adaptivePresentationStyle`): the delegate's, else `.none`.
    open var adaptivePresentationStyle: UIModalPresentationStyle { delegate?.adaptivePresentationStyle(for: self) ?? .none }
    /// The style to adapt to in `traitCollection` (`adaptivePresentationStyle(for:)`): the delegate's, else `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }
    /// Told about adaptation and the user's dismissal (`delegate`).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    // MARK: The transition

    /// The presentation is about to start (`presentationTransitionWillBegin()`): add chrome here.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended, `completed` or cancelled (`presentationTransitionDidEnd(_:)`).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start (`dismissalTransitionWillBegin()`).
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended, `completed` or cancelled (`dismissalTransitionDidEnd(_:)`).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews (`containerViewWillLayoutSubviews()`).
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews (`containerViewDidLayoutSubviews()`).
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// The presented controller's preferred size (`preferredContentSize`).
    open var preferredContentSize: CGSize { presentedStorage.preferredContentSize }
    /// Nothing: presented controllers are not told of sizes here (§18.1).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Nothing.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Nothing (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Nothing (`systemLayoutFittingSizeDidChange(forChildContentContainer:)`).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The presented controller's size in a container of `parentSize`
    /// (`size(forChildContentContainer:withParentContainerSize:)`): the parent's.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    // MARK: UITraitEnvironment

    /// Traits that win over the inherited ones (`overrideTraitCollection`).
    open var overrideTraitCollection: UITraitCollection?
    /// The container's traits (the presenter's before the presentation), with the overrides
    /// applied (`traitCollection`).
    open var traitCollection: UITraitCollection {
        let inherited = containerView?.traitCollection ?? presentingStorage?.traitCollection ?? UITraitCollection()
        guard let overrideTraitCollection else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, overrideTraitCollection])
    }
    /// Nothing (`traitCollectionDidChange(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// UIKit's presentation controller of the built-in styles other than sheets and popovers: the
/// window is the container, the presented view fills it (§18.1), and a full-screen style
/// removes the presenter's view.
final class SystemPresentationController: UIPresentationController {
    /// The style's frame in the window, which is the container's too: the container is the
    /// window, or a view filling it.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let window = containerView?.window else { return super.frameOfPresentedViewInContainerView }
        return UIViewController.presentedFrame(for: presentedViewController.modalPresentationStyle, in: window)
    }
    override var shouldRemovePresentersView: Bool {
        let style = presentedViewController.modalPresentationStyle
        return style == .fullScreen || style == .currentContext
    }
}

/// The view a custom presentation takes place in (UIKit's `UITransitionView`): it fills the
/// window, above the presenter's view, and tells its presentation controller around each
/// layout pass.
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
