/// The constraints a view holds (docs/REFERENCE.md §21.2): those installed on it, by
/// activation or `addConstraint(_:)`.
extension UIView {
    /// The constraints installed on the view (`constraints`), in the order they were
    /// installed: those activated with it as their items' nearest common ancestor and those
    /// added with ``addConstraint(_:)``. UIKit's own constraints for the view (its
    /// autoresizing mask's, its content size's, its layout guides') are not listed.
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Installs `constraint` on the view (`addConstraint(_:)`), moving it from any view it is
    /// installed on. Its items must be the view or inside it; a constraint whose items are
    /// not is logged when a layout pass meets it (UIKit's "The view hierarchy is not prepared
    /// for the constraint") and takes no part. A malformed constraint is ignored.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isMalformed else { return }
        constraint.container?.uninstall(constraint)
        install(constraint)
    }

    /// Installs each constraint (`addConstraints(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` when it is installed on this view (`removeConstraint(_:)`); it
    /// is then inactive.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { uninstall(constraint) }
    }

    /// Removes each constraint installed on this view (`removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Adds `constraint` to ``constraints`` and marks the engines above for a new pass.
    func install(_ constraint: NSLayoutConstraint) {
        attach(constraint)
        constraintsWereAttached()
    }

    /// Adds `constraint` to ``constraints``, next in activation order, telling nothing above
    /// (``constraintsWereAttached()`` does, once for all attached in a row).
    func attach(_ constraint: NSLayoutConstraint) {
        constraint.container = self
        constraint.order = NSLayoutConstraint.ActivationOrder.next()
        autoLayout.constraints.append(constraint)
    }

    /// Constraints were attached here: the subtree uses Auto Layout and the engines above
    /// sync again.
    func constraintsWereAttached() {
        markUsesAutoLayout()
        constraintsDidChange()
    }

    /// Takes `constraint` out of ``constraints``.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        autoLayoutState?.constraints.removeAll { $0 === constraint }
        constraint.container = nil
        constraintsDidChange()
    }

    /// Deactivates the constraints installed on this view and its ancestors that relate an
    /// item inside `subtree`, which has just left them, as UIKit does when a view is removed
    /// from its superview.
    func uninstallConstraints(reaching subtree: UIView) {
        var current: UIView? = self
        while let view = current {
            for constraint in view.constraints
            where constraint.layoutItems.contains(where: {
                $0.layoutContainer?.isLayoutDescendant(of: subtree) ?? false
            }) {
                view.uninstall(constraint)
            }
            current = view.layoutParent
        }
    }
}
