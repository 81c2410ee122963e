/// What a presentation controller asks and tells about adapting and about the user's dismissal
/// of a sheet (`UIAdaptivePresentationControllerDelegate`); every method is optional.
///
/// The four dismissal methods follow the user's swipe down on a sheet only (docs/REFERENCE.md
/// §18.2, §18.3): `dismiss(animated:completion:)` never calls them, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to (`adaptivePresentationStyle(for:)`).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection` (`adaptivePresentationStyle(for:traitCollection:)`).
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether the user may dismiss the sheet (`presentationControllerShouldDismiss(_:)`, iOS 13).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing it (`presentationControllerWillDismiss(_:)`, iOS 13).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed it (`presentationControllerDidDismiss(_:)`, iOS 13).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss it and was refused (`presentationControllerDidAttemptToDismiss(_:)`, iOS 13).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none`: no adaptation — and, as UIKit does for a delegate that implements neither
    /// adaptive method, the controller's own default where it has one (a popover adapts to a sheet).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptiveStyleAnsweredByDefault = true
        return .none
    }
    /// The answer of ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
