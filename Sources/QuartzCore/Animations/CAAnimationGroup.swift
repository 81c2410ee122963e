/// Animations that run together (`CAAnimationGroup`): each member's time is the group's
/// local time, and the group's ``CAAnimation/duration`` cuts the members off.
open class CAAnimationGroup: CAAnimation {
    /// The members (`animations`).
    open var animations: [CAAnimation]?

    override func makeCopy() -> CAAnimation { CAAnimationGroup() }

    override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func apply(to layer: CALayer, atParentTime time: Double) {
        guard let fraction = passFraction(atParentTime: time) else { return }
        let local = fraction * duration
        for member in animations ?? [] {
            member.apply(to: layer, atParentTime: local)
        }
    }
}
