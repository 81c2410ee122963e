// Ending the editing in a part of a view tree (`UIView.endEditing(_:)`, UIKit's
// `UIView (UITextField)` category), docs/REFERENCE.md §25.14.

extension UIView {
    /// Makes the first responder among this view and its subviews resign
    /// (``UIView/endEditing(_:)``), as a tap on a form's background or a scroll does to put the
    /// keyboard away (docs/REFERENCE.md §25.14).
    ///
    /// The view and the views below it are searched; a first responder elsewhere in the
    /// window is left alone. The one found is asked with `resignFirstResponder()`; with
    /// `force` its delegate is not asked whether editing may end
    /// (`textFieldShouldEndEditing(_:)`, `textViewShouldEndEditing(_:)`), and it resigns.
    /// - Parameter force: Whether to end the editing without asking the delegate.
    /// - Returns: Whether no view in this part of the tree is first responder any more: true
    ///   when one resigned or none was, false when one refused.
    /// - Complexity: O(n) in the views below this one.
    func endEditingInSubtree(force: Bool) -> Bool {
        guard let responder = firstResponderInSubtree() else { return true }
        guard force, let editor = responder as? any EndOfTextEditing else { return responder.resignFirstResponder() }
        editor.resignsWithoutAsking = true
        defer { editor.resignsWithoutAsking = false }
        return responder.resignFirstResponder()
    }

    /// The first responder among this view and the views below it (at most one per window),
    /// nil when none is.
    /// - Complexity: O(n) in the views below this one.
    func firstResponderInSubtree() -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.isFirstResponder { return view }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }
}
