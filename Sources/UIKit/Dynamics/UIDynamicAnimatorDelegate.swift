/// Told when a dynamic animator starts and stops (`UIDynamicAnimatorDelegate`).
///
/// Swift on Linux has no `@objc optional`: both methods, optional in UIKit, do nothing by
/// default.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to run again (`dynamicAnimatorWillResume(_:)`).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator's items came to rest and it stopped (`dynamicAnimatorDidPause(_:)`).
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
