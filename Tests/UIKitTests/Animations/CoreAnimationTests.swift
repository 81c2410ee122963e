import CollectionAnimation
import QuartzCore
import Testing

/// Core Animation's animations sampled on the clock: the presentation layer is the model
/// with each animation applied at the clock's time. Expected values are worked by hand from
/// Core Animation's timing model (local time = (t − beginTime) × speed + timeOffset, passes
/// of `duration`, `autoreverses`, `repeatCount`, `fillMode`) and docs/REFERENCE.md §7.
@Suite struct CoreAnimationTests {
    @Test func aBasicAnimationMovesThePresentationNotTheModel() {
        onFreshClock { clock in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            #expect(layer.opacity == 1)
            for (time, expected) in [(0.0, 1.0), (0.25, 0.75), (0.5, 0.5), (0.75, 0.25)] {
                clock.advance(to: time)
                #expect(near(Double(layer.shown.opacity), expected), "at \(time)")
            }
            // At the end it is removed: the model shows again.
            clock.advance(to: 1)
            #expect(layer.animationKeys() == nil)
            #expect(layer.shown.opacity == 1)
        }
    }

    @Test func fillForwardsKeepsTheEndValue() {
        onFreshClock { clock in
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position.x")
            move.toValue = 100
            move.duration = 0.5
            move.fillMode = .forwards
            move.isRemovedOnCompletion = false
            layer.add(move, forKey: nil)
            clock.advance(to: 0.25)
            // From the model (0) to 100, linear: half way.
            #expect(near(layer.shown.position.x, 50))
            clock.advance(to: 3)
            #expect(near(layer.shown.position.x, 100))
            #expect(layer.position.x == 0)
        }
    }

    @Test func aLaterBeginTimeShowsTheModelUntilThenUnlessFilledBackwards() {
        onFreshClock { clock in
            let layer = CALayer()
            layer.opacity = 0.2
            let plain = CABasicAnimation(keyPath: "opacity")
            plain.fromValue = 1
            plain.toValue = 0
            plain.duration = 1
            plain.beginTime = CACurrentMediaTime() + 1
            layer.add(plain, forKey: "plain")
            clock.advance(to: 0.5)
            #expect(near(Double(layer.shown.opacity), 0.2))
            layer.removeAllAnimations()
            plain.fillMode = .backwards
            layer.add(plain, forKey: "filled")
            #expect(near(Double(layer.shown.opacity), 1))
            clock.advance(to: 1.5)
            #expect(near(Double(layer.shown.opacity), 0.5))
        }
    }

    @Test func timingFunctionsShapeTheProgress() {
        onFreshClock { clock in
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(move, forKey: "move")
            clock.advance(to: 0.5)
            // easeIn(0.5) = 0.315357 (docs/REFERENCE.md §7).
            #expect(near(layer.shown.position.y, 31.5357, 1e-4))
        }
    }

    @Test func repeatsAndAutoreversesRunPassesBackAndForth() {
        onFreshClock { clock in
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.autoreverses = true
            move.repeatCount = 2
            layer.add(move, forKey: "move")
            // One cycle is 2 s (forth, back); two cycles end at 4 s.
            for (time, expected) in [(0.25, 25.0), (1.25, 75.0), (2.5, 50.0), (3.75, 25.0)] {
                clock.advance(to: time)
                #expect(near(Double(layer.shown.position.x), expected), "at \(time)")
            }
            clock.advance(to: 4)
            #expect(layer.animationKeys() == nil)
        }
    }

    /// An animation holds a value for any key (Core Animation Programming Guide, "Key-Value
    /// Coding Extensions"); paper-onboarding tags its fill animation with the layer it grows
    /// and takes that layer back in `animationDidStop(_:finished:)`.
    @Test func anAnimationKeepsAValueForAnyKeyThroughToItsDelegate() {
        final class Listener: CAAnimationDelegate {
            var tagged: CALayer?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { tagged = anim.value(forKey: "circle") as? CALayer }
        }
        onFreshClock { clock in
            let layer = CALayer(), circle = CAShapeLayer(), listener = Listener()
            let grow = CABasicAnimation(keyPath: "opacity")
            grow.duration = 1
            grow.delegate = listener
            grow.setValue(circle, forKey: "circle")
            #expect(grow.value(forKey: "circle") as? CAShapeLayer === circle && grow.value(forKey: "other") == nil)
            #expect((grow.copy() as? CAAnimation)?.value(forKey: "circle") as? CAShapeLayer === circle)
            layer.add(grow, forKey: "grow")
            clock.advance(to: 1)
            #expect(listener.tagged === circle)
            grow.setValue(nil, forKey: "circle")
            #expect(grow.value(forKey: "circle") == nil)
        }
    }

    @Test func theDelegateHearsStartAndStop() {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
        }
        onFreshClock { clock in
            let layer = CALayer()
            let listener = Listener()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = Double.pi
            spin.duration = 1
            spin.delegate = listener
            layer.add(spin, forKey: "spin")
            clock.advance(to: 0.5)
            #expect(listener.events == ["start"])
            clock.advance(to: 1)
            #expect(listener.events == ["start", "stop true"])

            layer.add(spin, forKey: "again")
            clock.advance(to: 1.2)
            layer.removeAnimation(forKey: "again")
            #expect(listener.events.count == 3)
            clock.advance(by: 0)
            #expect(listener.events == ["start", "stop true", "start", "stop false"])
        }
    }

    @Test func keyframesInterpolateBetweenTheirKeyTimes() {
        onFreshClock { clock in
            let layer = CALayer()
            let path = CAKeyframeAnimation(keyPath: "position.x")
            path.values = [0, 10, 30]
            path.keyTimes = [0, 0.5, 1]
            path.duration = 2
            layer.add(path, forKey: "path")
            for (time, expected) in [(0.5, 5.0), (1.0, 10.0), (1.5, 20.0)] {
                clock.advance(to: time)
                #expect(near(Double(layer.shown.position.x), expected), "at \(time)")
            }
            let steps = CAKeyframeAnimation(keyPath: "opacity")
            steps.values = [1, 0.5, 0]
            steps.calculationMode = .discrete
            steps.duration = 3
            layer.add(steps, forKey: "steps")
            // Three values evenly held: 1 for the first second, 0.5 for the next.
            clock.advance(by: 0.5)
            #expect(layer.shown.opacity == 1)
            clock.advance(by: 1)
            #expect(layer.shown.opacity == 0.5)
        }
    }

    @Test func aSpringFollowsItsClosedForm() {
        onFreshClock { clock in
            let layer = CALayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.stiffness = 100
            spring.damping = 20
            spring.duration = 2
            layer.add(spring, forKey: "spring")
            clock.advance(to: 0.1)
            // ω = √(100/1) = 10, ζ = 20 / (2·10) = 1: x(t) = 1 − e^(−10t)(1 + 10t); x(0.1) = 1 − 2/e.
            #expect(near(Double(layer.shown.position.x), 100 * (1 - 2 / M_E), 1e-9))
        }
    }

    @Test func additiveAnimationsAddToTheModelValue() {
        onFreshClock { clock in
            let layer = CALayer()
            layer.position = CGPoint(x: 100, y: 100)
            let nudge = CABasicAnimation(keyPath: "position")
            nudge.isAdditive = true
            nudge.fromValue = CGPoint(x: -40, y: 0)
            nudge.toValue = CGPoint.zero
            nudge.duration = 1
            layer.add(nudge, forKey: "nudge")
            clock.advance(to: 0.5)
            #expect(layer.shown.position == CGPoint(x: 80, y: 100))
        }
    }

    @Test func aLayerWithSpeedZeroHoldsItsAnimations() {
        onFreshClock { clock in
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            clock.advance(to: 0.25)
            // Core Animation's pause: stop the layer's time where it is.
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
            clock.advance(to: 5)
            #expect(near(Double(layer.shown.opacity), 0.25))
            #expect(layer.animation(forKey: "fade") != nil)
        }
    }

    @Test func transactionCompletionWaitsForItsAnimations() {
        onFreshClock { clock in
            let layer = CALayer()
            var done: [Double] = []
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.4)
            CATransaction.setCompletionBlock { done.append(clock.time) }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
            // The animation took the transaction's duration.
            #expect(layer.animation(forKey: "fade")?.duration == 0.4)
            clock.advance(to: 0.3)
            #expect(done.isEmpty)
            clock.advance(to: 1)
            #expect(done == [0.4])
        }
    }

    /// Core Animation's keys take numbers as `NSNumber`s: Swift code writes `true` or `1`.
    @Test func transactionKeysTakeAnyNumber() {
        CATransaction.begin()
        CATransaction.setValue(1, forKey: kCATransactionAnimationDuration)
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        #expect(CATransaction.animationDuration() == 1)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
        CATransaction.setValue(NSNumber(value: 0), forKey: kCATransactionDisableActions)
        CATransaction.setValue(Float(0.5), forKey: "animationDuration")
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.commit()
    }

    @Test func keyPathsReadAndWriteTheTransformsParts() {
        let layer = CALayer()
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(layer.transform == CATransform3DMakeScale(2, 2, 1))
        #expect((layer.value(forKeyPath: "transform.scale") as? CGFloat) == 2)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(near((layer.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? 0, .pi / 2))
        layer.setValue("tag", forKey: "custom")
        #expect(layer.value(forKey: "custom") as? String == "tag")
    }

    @Test func aDisplayLinkFiresEveryFrameOfTheClock() {
        onFreshClock { clock in
            var stamps: [Double] = []
            let link = CADisplayLink { stamps.append($0.timestamp) }
            link.add(to: .main, forMode: .common)
            clock.advance(to: 0.055)
            #expect(stamps.count == 3)
            #expect(near(stamps[0], 1.0 / 60) && near(stamps[2], 3.0 / 60))
            link.isPaused = true
            clock.advance(to: 0.1)
            #expect(stamps.count == 3)
            link.isPaused = false
            link.invalidate()
            clock.advance(to: 1)
            #expect(stamps.count == 3)
        }
    }

    @Test func aFrameIntervalOfTwoFiresEveryOtherFrame() {
        // frameInterval 2 at 60 Hz: frames at 2/60, 4/60, 6/60 s by 0.11 s (6.6 frames).
        onFreshClock { clock in
            var stamps: [Double] = []
            let link = CADisplayLink { stamps.append($0.timestamp) }
            link.frameInterval = 2
            link.add(to: .main, forMode: .common)
            clock.advance(to: 0.11)
            #expect(stamps.count == 3)
            #expect(near(stamps[0], 2.0 / 60) && near(stamps[2], 6.0 / 60))
            #expect(near(link.targetTimestamp, 8.0 / 60))
            link.frameInterval = 0 // undefined on iOS; every frame here: 7/60 and 8/60 by 0.14 s
            clock.advance(to: 0.14)
            #expect(stamps.count == 5)
            link.invalidate()
        }
    }
}
