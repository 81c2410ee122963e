import CollectionAnimation
import Foundation

// An interactive transition's progress — a presentation's, a dismissal's or a navigation
// controller's push or pop (docs/REFERENCE.md §18.2, §20.4). As in UIKit, an interaction
// controller without an interruptible animator drives the animator's view animations through
// Core Animation's layer time: the container's layer stands still (speed 0) while the
// interaction moves its time offset to the fraction of the duration, so every animation made
// inside the container shows that moment; finishing lets the layer's time run on from there
// at the completion speed until the animations end and the animator completes; cancelling
// moves the time back to 0 on the clock, 60 times a second, then jumps it to the end, where
// the animations finish (true) with the views reset by the cancelled transition.

extension ViewControllerTransition {
    /// The container layer's time now.
    private var layerTimeNow: Double {
        containerView.layer.convertTime(CACurrentMediaTime(), from: nil)
    }

    /// Stops the container's layer time at 0 for an interaction over `duration` seconds.
    func holdLayerTime(duration: TimeInterval) {
        layerDrivenDuration = duration.isFinite ? max(duration, 0) : 0
        let layer = containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
    }

    /// Lets the container's layer time run at `speed`, from its time now.
    private func runLayerTime(at speed: Double, from time: Double) {
        let layer = containerView.layer
        let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.speed = 0
        layer.beginTime = parentNow
        layer.timeOffset = time
        layer.speed = Float(speed)
    }

    /// Gives the container its own time back once the transition ends.
    func releaseLayerTime() {
        guard layerDrivenDuration != nil else { return }
        layerDrivenDuration = nil
        let layer = containerView.layer
        layer.speed = 1
        layer.beginTime = 0
        layer.timeOffset = 0
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !ended, isInteractive, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        if let layerDrivenDuration { containerView.layer.timeOffset = Double(self.percentComplete) * layerDrivenDuration }
    }

    func finishInteractiveTransition() {
        guard changeInteraction(to: false), layerDrivenDuration != nil else { return }
        runLayerTime(at: completionSpeed, from: layerTimeNow)
    }

    func cancelInteractiveTransition() {
        guard changeInteraction(to: false, cancelling: true), let duration = layerDrivenDuration else { return }
        let clock = AnimationClock.current
        let start = clock.time, from = layerTimeNow, speed = completionSpeed
        let end = start + from / speed
        glide = clock.scheduleRepeating(every: 1.0 / 60, startingAt: start, endingBy: end) { [weak self] time in
            guard let self, !self.ended else { return false }
            let offset = max(0, from - (time - start) * speed)
            self.containerView.layer.timeOffset = offset
            guard offset <= 0 else { return true }
            self.glide = nil
            // At the start: jump to the end, where the animations finish and the animator completes.
            self.runLayerTime(at: 1, from: duration)
            return false
        }
    }

    func pauseInteractiveTransition() {
        guard changeInteraction(to: true), layerDrivenDuration != nil else { return }
        let now = layerTimeNow
        containerView.layer.speed = 0
        containerView.layer.timeOffset = now
    }

    /// The interaction controller's completion speed, positive (1 without one).
    private var completionSpeed: Double {
        let speed = Double(interaction?.completionSpeed ?? 1)
        return speed.isFinite && speed > 0 ? speed : 1
    }

    /// Stops any glide back, makes the transition `interactive` or not (and cancelled when
    /// `cancelling`) and tells the coordinator's handlers; false, doing nothing, once it ended.
    private func changeInteraction(to interactive: Bool, cancelling: Bool = false) -> Bool {
        guard !ended else { return false }
        stopGlide()
        isInteractive = interactive
        if cancelling { transitionWasCancelled = true }
        coordinator.interactionChanged()
        return true
    }

    private func stopGlide() {
        guard let glide else { return }
        AnimationClock.current.cancel(glide)
        self.glide = nil
    }
}
