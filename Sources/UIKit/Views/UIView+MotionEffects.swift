import Foundation

// A view's motion effects (`motionEffects`, iOS 7; docs/REFERENCE.md §22.18), kept in the
// view's associated objects: UIView.swift holds the stored properties read in every layout pass.
extension UIView {
    /// The key under which a view keeps its motion effects.
    private static let motionEffectsKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The motion effects attached to the view (`motionEffects`), in the order added; empty at
    /// first. Kept, not applied to what is drawn: nothing tilts the simulated device (see
    /// ``UIMotionEffect``).
    public var motionEffects: [UIMotionEffect] {
        get { objc_getAssociatedObject(self, Self.motionEffectsKey) as? [UIMotionEffect] ?? [] }
        set { objc_setAssociatedObject(self, Self.motionEffectsKey, newValue.isEmpty ? nil : newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Attaches `effect` to the view (`addMotionEffect(_:)`); an effect already attached is not
    /// added twice.
    /// - Parameter effect: The effect to attach.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// Detaches `effect` from the view (`removeMotionEffect(_:)`); nothing when it is not attached.
    /// - Parameter effect: The effect to detach.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
