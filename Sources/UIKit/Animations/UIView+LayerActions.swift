/// What a view answers its layer when a property changes: inside an animation block, an
/// action that animates the change as UIKit does; outside one, `NSNull` (no animation).
///
/// Position and bounds animate additively, as UIKit's have since iOS 8 — an animation from
/// (old − new) to zero on top of the new model value, under keys `position`, `bounds.origin`
/// and `bounds.size` (a second animation of the same key while one runs gets the key with
/// `-2`, `-3`… and both play on top of each other). The other animatable keys (`transform`,
/// `opacity`, `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`,
/// `anchorPoint`, `zPosition`) animate from the old model value (the value on screen with
/// `.beginFromCurrentState`) to the new one, replacing an animation of the same key, whose
/// block then completes unfinished. `hidden` never animates.
struct ViewPropertyAction: CAAction {
    let block: ViewAnimationBlock
    /// The property's value before the change.
    let oldValue: Any?

    /// "No action", shared: a view answers it for every change outside a block.
    static let none = NSNull()

    /// The keys a view animates inside a block.
    static let animatedKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
        "anchorPoint", "zPosition",
    ]

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let newValue = layer.value(forKeyPath: event)
        switch event {
        case "position":
            addAdditive(keyPath: "position", from: oldValue, to: newValue, on: layer)
        case "bounds":
            guard let old = oldValue as? CGRect, let new = newValue as? CGRect else { return }
            if old.origin != new.origin { addAdditive(keyPath: "bounds.origin", from: old.origin, to: new.origin, on: layer) }
            if old.size != new.size { addAdditive(keyPath: "bounds.size", from: old.size, to: new.size, on: layer) }
        default:
            // The value on screen differs from the old model value only while an animation of the
            // key runs: without one, the presentation (read after the change) already shows the
            // new value, so the animation starts from the old one, as it does on iOS.
            let fromScreen = block.options.contains(.beginFromCurrentState) && layer.animation(forKey: event) != nil
            let from = fromScreen ? layer.presentationCopy().value(forKeyPath: event) : oldValue
            guard !CALayer.animationValuesEqual(from, newValue) else { return }
            let animation = block.makeAnimation(keyPath: event)
            animation.fromValue = from
            animation.toValue = newValue
            block.configure(animation, on: layer)
            layer.add(animation, forKey: event)
            block.onAnimation?(layer, event, animation, oldValue)
        }
    }

    /// An additive animation of `keyPath` from the offset of `from` over `to`, to zero.
    private func addAdditive(keyPath: String, from: Any?, to: Any?, on layer: CALayer) {
        guard !CALayer.animationValuesEqual(from, to), let offset = CALayer.additiveOffset(from: from, to: to) else { return }
        let animation = block.makeAnimation(keyPath: keyPath)
        animation.isAdditive = true
        animation.fromValue = offset
        animation.toValue = CALayer.additiveZero(like: offset)
        block.configure(animation, on: layer)
        var key = keyPath
        var suffix = 2
        while layer.animation(forKey: key) != nil {
            key = "\(keyPath)-\(suffix)"
            suffix += 1
        }
        layer.add(animation, forKey: key)
        block.onAnimation?(layer, key, animation, from)
    }
}

extension UIView {
    /// The action for a change of `event` on the view's layer (see ``ViewPropertyAction``):
    /// recorded as a keyframe inside `addKeyframe`, an animation inside an animation block,
    /// `NSNull` otherwise. Other layers' changes are left to them (nil).
    func layerAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        guard let block = ViewAnimationContext.block, UIView.areAnimationsEnabled, ViewPropertyAction.animatedKeys.contains(event)
        else { return ViewPropertyAction.none }
        let old = layer.valueBeforeChange(forKey: event)
        if let recorder = block.keyframes {
            recorder.record(layer: layer, key: event, oldValue: old)
            return ViewPropertyAction.none
        }
        // A block whose duration is 0 (a begin/commit block told so, or a nested one inheriting
        // it) makes its changes without animating, as a duration of 0 does (docs/REFERENCE.md §24.8).
        guard block.duration > 0 else { return ViewPropertyAction.none }
        return ViewPropertyAction(block: block, oldValue: old)
    }
}
