import CollectionAnimation
import CollectionLayout

// How a property animator runs: its animations become layer animations whose progress is the
// animator's (not the clock's), and its fraction moves with the clock while it runs.

extension UIViewPropertyAnimator {
    /// Active: the pending animations run (paused, at the current fraction).
    func activate() {
        guard state == .inactive else { return }
        state = .active
        runPendingAnimations()
    }

    func start(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        activate()
        self.delay = delay.nonNegativeFinite
        restart(from: pausedFraction, after: self.delay)
    }

    func pause() {
        guard state != .stopped else { return }
        activate()
        if let run {
            pausedFraction = fraction(at: run.clock.time)
            run.clock.cancel(run.end)
            self.run = nil
        }
    }

    func resume(timing: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        if let timing { timingParameters = timing }
        restart(from: pausedFraction, durationFactor: Double(durationFactor > 0 && durationFactor.isFinite ? durationFactor : 1))
    }

    /// Runs from `fraction` on the current clock, ending at 1 (or 0 reversed).
    func restart(from fraction: Double, after delay: Double = 0, durationFactor: Double = 1) {
        if let run { run.clock.cancel(run.end) }
        let clock = AnimationClock.current
        let left = isReversed ? fraction : 1 - fraction
        let end = clock.time + delay + left * duration * durationFactor
        let token = clock.schedule(at: end) { [weak self] in self?.reachEnd() }
        run = (clock, clock.time + delay, fraction, durationFactor, token)
        pausedFraction = fraction
    }

    /// The fraction reached its end: pause there, or finish at the end (the start, reversed).
    private func reachEnd() {
        guard let run else { return }
        pausedFraction = fraction(at: run.clock.time)
        self.run = nil
        if pausesOnCompletion { return }
        complete(at: isReversed ? .start : .end)
    }

    func stop(withoutFinishing: Bool) {
        guard state == .active else { return }
        pause()
        // The views stay where they show: their models take the presented values.
        let shown = made.map { entry in (entry, entry.layer.presentationCopy().value(forKeyPath: entry.keyPath)) }
        removeMadeAnimations()
        UIView.performWithoutAnimation {
            for (entry, value) in shown { entry.layer.setValue(value, forKeyPath: entry.keyPath) }
        }
        if withoutFinishing {
            state = .inactive
            made = []
        } else {
            state = .stopped
        }
    }

    func finish(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        complete(at: position)
    }

    /// Ends: the animations go, the model shows `position`, the completions run.
    private func complete(at position: UIViewAnimatingPosition) {
        removeMadeAnimations()
        if position == .start {
            UIView.performWithoutAnimation {
                for entry in made.reversed() { entry.layer.setValue(entry.oldValue, forKeyPath: entry.keyPath) }
            }
        }
        made = []
        state = .inactive
        pausedFraction = position == .start ? 0 : 1
        let done = completions
        completions = []
        for completion in done { completion(position) }
    }

    private func removeMadeAnimations() {
        for entry in made { entry.layer.removeAnimation(forKey: entry.key) }
    }

    func add(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        pendingAnimations.append((animation, delayFactor))
        if state == .active { runPendingAnimations() }
    }

    /// Runs the pending animations: each change becomes a layer animation whose pass fraction
    /// is the animator's progress (animations added late cover what is left of it).
    private func runPendingAnimations() {
        let pending = pendingAnimations
        pendingAnimations = []
        for (animation, delayFactor) in pending {
            let startFraction = Double(fractionComplete)
            let begin = startFraction + (1 - startFraction) * Double(min(max(delayFactor, 0), 1))
            let block = ViewAnimationBlock(
                duration: max(duration, 1e-6), delay: 0, options: [], timing: .curve(CAMediaTimingFunction(name: .linear)), completion: nil)
            block.driver = { [weak self] in
                guard let self else { return 1.0 }
                let fraction = Double(self.fractionComplete)
                let local = begin < 1 ? (fraction - begin) / (1 - begin) : 1
                let curve = self.timingParameters?.progressCurve(duration: self.duration) ?? .easeInEaseOut
                return fraction <= begin ? 0.0 : curve.progress(at: min(local, 1))
            }
            block.onAnimation = { [weak self] layer, key, made, old in
                self?.made.append((layer, key, made.keyPath ?? key, old))
            }
            ViewAnimationContext.run(block, animation)
        }
    }
}
