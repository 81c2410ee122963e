import Foundation

extension UIView {
    /// What a control's `set…(_:animated:)` does with its new value
    /// (`UISlider.setValue(_:animated:)`, `UISwitch.setOn(_:animated:)`,
    /// `UIProgressView.setProgress(_:animated:)`): runs `changes` in an animation of
    /// `ControlMetrics.valueChangeDuration` when `animated`, else without animation, so a
    /// change made inside someone else's animation block does not animate either.
    static func performControlChange(animated: Bool, _ changes: @escaping () -> Void) {
        if animated {
            animate(withDuration: ControlMetrics.valueChangeDuration, animations: changes)
        } else {
            performWithoutAnimation(changes)
        }
    }
}
