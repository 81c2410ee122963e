import CollectionAnimation

/// An animation on a layer: the copy `add(_:forKey:)` made, the clock it runs on, and its
/// start and end events on that clock.
final class LayerAnimation {
    let key: String
    let animation: CAAnimation
    let clock: AnimationClock
    let membership: TransactionRecord.Membership
    var startEvent: AnimationClock.Token?
    var endEvent: AnimationClock.Token?
    var started = false
    var stopped = false

    init(key: String, animation: CAAnimation, clock: AnimationClock, membership: TransactionRecord.Membership) {
        self.key = key
        self.animation = animation
        self.clock = clock
        self.membership = membership
    }
}

// Core Animation's animation side of a layer: adding and removing animations, the
// presentation layer (model values with the animations sampled at the clock's time), the
// layer's own timing, and the search for the action a property change runs. The
// overridable entry points live in CALayer's class body and call these.
extension CALayer {
    // MARK: Adding and removing

    /// Adds a copy of `animation` under `key`, replacing the animation under that key
    /// (`add(_:forKey:)`): a zero duration becomes the transaction's, a zero begin time the
    /// layer's time now; a property animation whose key path is not animatable here still
    /// runs (its delegate is told) but changes nothing.
    func addAnimation(_ animation: CAAnimation, forKey key: String?) {
        let copy = animation.copy() as? CAAnimation ?? animation
        let clock = AnimationClock.current
        if copy.duration <= 0 || !copy.duration.isFinite { copy.duration = CATransaction.animationDuration() }
        (copy as? CAAnimationGroup)?.animations?.forEach { if $0.duration <= 0 { $0.duration = copy.duration } }
        if copy.beginTime == 0 { copy.beginTime = layerTime(atClockTime: clock.time) }
        let name = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        if let existing = animationEntries.firstIndex(where: { $0.key == name }) {
            stop(animationEntries.remove(at: existing), finished: false)
        }
        let entry = LayerAnimation(key: name, animation: copy, clock: clock, membership: CATransaction.register())
        animationEntries.append(entry)
        scheduleEvents(of: entry)
    }

    /// The animation under `key` (`animation(forKey:)`), or nil.
    func findAnimation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// Removes the animation under `key` (`removeAnimation(forKey:)`); its delegate hears it
    /// stopped unfinished on the clock's next advance.
    func dropAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        stop(animationEntries.remove(at: index), finished: false)
    }

    /// Removes every animation (`removeAllAnimations()`).
    func dropAllAnimations() {
        let entries = animationEntries
        animationEntries = []
        for entry in entries { stop(entry, finished: false) }
    }

    /// The keys of the animations, in the order they were added (`animationKeys()`); nil
    /// when there are none.
    var keysOfAnimations: [String]? {
        animationEntries.isEmpty ? nil : animationEntries.map(\.key)
    }

    /// Whether any animation is on the layer.
    package var hasAnimations: Bool { !animationEntries.isEmpty }

    // MARK: Presentation

    /// A copy of the layer's properties with its animations applied at their clocks' times:
    /// what Core Animation would show now (the `presentation()` layer).
    package func presentationCopy() -> CALayer {
        let copy = type(of: self).makePresentation(of: self)
        for entry in animationEntries {
            entry.animation.apply(to: copy, atParentTime: layerTime(atClockTime: entry.clock.time))
        }
        return copy
    }

    /// What the renderer draws the layer's values from: the layer itself when nothing
    /// animates it, else ``presentationCopy()``.
    package var presentedForRendering: CALayer {
        animationEntries.isEmpty ? self : presentationCopy()
    }

    /// The transition running on the layer now and how far it is, if any.
    package var runningTransition: (transition: CATransition, progress: Double)? {
        for entry in animationEntries.reversed() {
            guard let transition = entry.animation as? CATransition,
                let progress = transition.progress(atLayerTime: layerTime(atClockTime: entry.clock.time))
            else { continue }
            return (transition, progress)
        }
        return nil
    }

    // MARK: Time

    /// The layer's local time at clock time `time`: its superlayer's (less the superlayer's
    /// `sublayerTimeShift`, a replicator's instance delay while it draws an instance), less
    /// its `beginTime`, times its `speed`, plus its `timeOffset`.
    func layerTime(atClockTime time: Double) -> Double {
        let parent = superlayer.map { $0.layerTime(atClockTime: time) - $0.sublayerTimeShift } ?? time
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The clock time at which the layer's local time is `time`; nil when a layer's speed
    /// on the way is 0 (its time stands still).
    func clockTime(atLayerTime time: Double) -> Double? {
        guard speed != 0 else { return nil }
        let parent = (time - timeOffset) / Double(speed) + beginTime
        guard let superlayer else { return parent }
        return superlayer.clockTime(atLayerTime: parent + superlayer.sublayerTimeShift)
    }

    /// `time` in `layer`'s time (the clock's for nil) as this layer's time (`convertTime(_:from:)`).
    func convertedTime(_ time: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        guard let layer else { return layerTime(atClockTime: time) }
        guard let clock = layer.clockTime(atLayerTime: time) else { return layerTime(atClockTime: AnimationClock.current.time) }
        return layerTime(atClockTime: clock)
    }

    // MARK: Events

    /// Schedules the start and end of `entry` on its clock (again after the layer's timing
    /// changed); an animation whose time stands still waits for a change.
    func scheduleEvents(of entry: LayerAnimation) {
        if let token = entry.startEvent { entry.clock.cancel(token) }
        if let token = entry.endEvent { entry.clock.cancel(token) }
        entry.startEvent = nil
        entry.endEvent = nil
        let animation = entry.animation
        if !entry.started, let start = clockTime(atLayerTime: animation.beginTime) {
            entry.startEvent = entry.clock.schedule(at: start) { [weak self, weak entry] in
                guard let self, let entry, !entry.started, !entry.stopped else { return }
                entry.started = true
                animation.delegate?.animationDidStart(animation)
                _ = self
            }
        }
        let end = animation.activeEnd
        guard end.isFinite, let endTime = clockTime(atLayerTime: end) else { return }
        entry.endEvent = entry.clock.schedule(at: endTime) { [weak self, weak entry] in
            guard let self, let entry, !entry.stopped else { return }
            // The layer's timing may have changed since: finish only when its time is there.
            guard self.layerTime(atClockTime: entry.clock.time) >= end - 1e-9 else { return self.scheduleEvents(of: entry) }
            if animation.isRemovedOnCompletion { self.animationEntries.removeAll { $0 === entry } }
            self.stop(entry, finished: true)
        }
    }

    /// Schedules the events of this layer's and its sublayers' animations again (their
    /// timing changed).
    func rescheduleAnimationEvents() {
        for entry in animationEntries where !entry.stopped { scheduleEvents(of: entry) }
        for sublayer in sublayers ?? [] { sublayer.rescheduleAnimationEvents() }
    }

    /// Ends `entry`: cancels its events and tells its delegate and transactions — at once
    /// when it finished (the clock is at its end), on the next advance when it was removed.
    private func stop(_ entry: LayerAnimation, finished: Bool) {
        guard !entry.stopped else { return }
        entry.stopped = true
        if let token = entry.startEvent { entry.clock.cancel(token) }
        if let token = entry.endEvent { entry.clock.cancel(token) }
        let notify = {
            let animation = entry.animation
            if !entry.started { animation.delegate?.animationDidStart(animation) }
            animation.delegate?.animationDidStop(animation, finished: finished)
            entry.membership.stopped()
        }
        if finished { notify() } else { entry.clock.schedule(at: entry.clock.time, notify) }
    }

    // MARK: Actions

    /// Runs the action of a property change, as Core Animation does when a property is set:
    /// unless the transaction disables actions, the action `action(forKey:)` finds for
    /// `key` runs. During the search ``valueBeforeChange(forKey:)`` gives the old value.
    /// Layers without a delegate or `actions` skip the search (their implicit animations
    /// are not modelled). First, a layer whose class says the key needs display
    /// (`needsDisplay(forKey:)`) is marked to draw again. Last, as on iOS after the setter's
    /// body, the layer's key-value observations are told (docs/REFERENCE.md §22.15).
    func didChangeAnimatableValue(_ key: String, from oldValue: @autoclosure () -> AnimatedValue) {
        defer { KeyValueObservers.objectDidChange(self) }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        guard delegate != nil || actions != nil, !CATransaction.disableActions() else { return }
        changingValue = (key, oldValue())
        defer { changingValue = nil }
        guard let action = action(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// The value of `key` before the change whose action is being looked for, as Core
    /// Animation's layer still holds it then; the current value otherwise.
    package func valueBeforeChange(forKey key: String) -> Any? {
        if let changing = changingValue, changing.key == key { return changing.value.any }
        return value(forKeyPath: key)
    }

    /// The search `action(forKey:)` makes: the delegate's `action(for:forKey:)`, then
    /// `actions`, then the class's `defaultAction(forKey:)`; `NSNull` ends it with none.
    func searchAction(forKey event: String) -> (any CAAction)? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? type(of: self).defaultAction(forKey: event)
        guard let found else { return nil }
        // `NSNull` (what a view answers outside an animation block) is told by its type first:
        // the dynamic cast costs many times more, and a list cell's layers search about 26 times.
        if ObjectIdentifier(type(of: found)) == ObjectIdentifier(NSNull.self) || found is NSNull { return nil }
        return found
    }

    // MARK: Key-value coding

    /// The value at `keyPath` (`value(forKeyPath:)`): an animatable property (see
    /// ``animatableKeyPaths``), else a value stored with `setValue(_:forKeyPath:)`, else the
    /// class's ``CALayer/defaultValue(forKey:)``.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let property = CALayer.animatableProperty(keyPath, of: type(of: self)) { return property.get(self).any }
        return storedValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
    }

    /// The value under `key` (`value(forKey:)`), as ``value(forKeyPath:)``.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the value at `keyPath` (`setValue(_:forKeyPath:)`): an animatable property when
    /// the value is of its kind, else a stored value under that name.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let property = CALayer.animatableProperty(keyPath, of: type(of: self)) {
            if let typed = AnimatedValue(value) { property.set(self, typed.shaped(like: property.get(self))) }
            return
        }
        storedValues[keyPath] = value
        if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() }
    }

    /// Sets the value under `key` (`setValue(_:forKey:)`), as ``setValue(_:forKeyPath:)``.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The offset an additive animation starts from to show `oldValue` over the model's
    /// `newValue` (`oldValue − newValue`), for values an animation can interpolate; nil
    /// otherwise.
    package static func additiveOffset(from oldValue: Any?, to newValue: Any?) -> Any? {
        guard let old = AnimatedValue(oldValue), let new = AnimatedValue(newValue) else { return nil }
        return old.subtracting(new).any
    }

    /// Whether two values an animation holds are the same value (false when either is not
    /// a value an animation can interpolate).
    package static func animationValuesEqual(_ a: Any?, _ b: Any?) -> Bool {
        guard let a = AnimatedValue(a), let b = AnimatedValue(b) else { return false }
        return a == b
    }

    /// The zero of `value`'s kind (where an additive animation ends), nil for a value an
    /// animation cannot interpolate.
    package static func additiveZero(like value: Any?) -> Any? {
        AnimatedValue(value)?.zero.any
    }
}
