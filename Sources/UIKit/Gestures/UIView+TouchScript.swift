import CollectionAnimation

extension UIView {
    /// Plays `script` on this view's tree (Linux only): schedules its touches on the
    /// animation clock (``scheduleTouches(_:)``), then advances the clock to the moment the
    /// last finger lifts, so recognizers, views, timers and animations all run on the way.
    public func simulateTouches(_ script: TouchScript) {
        let clock = AnimationClock.current
        let end = scheduleTouches(script)
        clock.advance(to: end)
    }

    /// Schedules `script`'s touches on the current animation clock, starting now, without
    /// advancing it (Linux only): step the clock yourself (for frames of an export). Points
    /// are converted from this view's coordinates to the top of its tree when scheduled.
    /// - Returns: the clock time at which the last finger lifts.
    @discardableResult
    public func scheduleTouches(_ script: TouchScript) -> Double {
        let clock = AnimationClock.current
        let start = clock.time
        let arena = treeTouchArena
        var moments: [Double: [TouchArena.Change]] = [:]
        let base = arena.nextFingerIndex
        arena.nextFingerIndex += script.fingers.count
        for (index, finger) in script.fingers.enumerated() {
            for (step, sample) in finger.path.enumerated() where sample.time.isFinite {
                let phase: UITouch.Phase =
                    step == 0 ? .began : step == finger.path.count - 1 ? (finger.isCancelled ? .cancelled : .ended) : .moved
                let location = convert(sample.location, to: nil)
                moments[start + max(0, sample.time), default: []].append(
                    TouchArena.Change(finger: base + index, phase: phase, location: location))
            }
        }
        for (time, changes) in moments.sorted(by: { $0.key < $1.key }) {
            clock.schedule(at: time) { [weak arena] in arena?.deliver(changes, at: time) }
        }
        return start + script.duration
    }

    /// The touches in flight in this view's tree, kept by the top of the tree (made on first use).
    var treeTouchArena: TouchArena {
        let root = ancestry[ancestry.count - 1]
        let arena = root.touchArena ?? TouchArena(root: root)
        root.touchArena = arena
        return arena
    }
}
