// Key-value coding on an animation. Core Animation makes `CAAnimation` (as `CALayer`) a
// key-value coding compliant container: a value can be set for any key and read back
// (Core Animation Programming Guide, "Key-Value Coding Extensions"). Code tags an animation
// so — `animation.setValue(layer, forKey: "circle")` — and reads the tag back in its
// delegate's `animationDidStop(_:finished:)`.
//
// Deliberate difference: a key naming one of the animation's own properties (`duration`,
// `keyPath`…) is stored under that name, not set on the property, as Swift on Linux cannot
// reach a property by its name; set the property itself.

extension CAAnimation {
    /// The value stored under `key` (`value(forKey:)`), else the class's
    /// ``CAAnimation/defaultValue(forKey:)``.
    public func value(forKey key: String) -> Any? {
        storedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Stores `value` under `key` (`setValue(_:forKey:)`); nil removes it. The copy a layer
    /// makes of the animation when it is added keeps the value, so its delegate reads it back.
    public func setValue(_ value: Any?, forKey key: String) {
        storedValues[key] = value
    }
}
