import CollectionAnimation
import Testing
import UIKit

/// Items turning under UIKit Dynamics (docs/REFERENCE.md §24.10), worked by hand, on 100 × 100
/// views (mass 1, moment of inertia 1 × (100² + 100²) / 12 = 5000/3) in a 320 × 480 reference
/// view, stepped at 60 Hz on a fresh clock.
@MainActor @Suite struct DynamicRotationTests {
    /// A reference view and a 100 × 100 view centred at (160, 240) inside it.
    func scene() -> (UIView, UIView) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let item = UIView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        reference.addSubview(item)
        return (reference, item)
    }

    /// The scene's item after one step of 1/60 s under a push of magnitude 1 (100 points a
    /// second squared) straight down at (50, 0) from its centre, and the item behaviour that
    /// reads its spin, with the animator that keeps stepping them; `prepare` sets up the item
    /// and its behaviour first.
    func stepPushOffTheCentre(
        _ mode: UIPushBehavior.Mode, on clock: AnimationClock, prepare: (UIView, UIDynamicItemBehavior) -> Void = { _, _ in }
    ) -> (item: UIView, properties: UIDynamicItemBehavior, animator: UIDynamicAnimator) {
        let (reference, item) = scene()
        let push = UIPushBehavior(items: [item], mode: mode)
        push.setAngle(.pi / 2, magnitude: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: item)
        let properties = UIDynamicItemBehavior(items: [item])
        prepare(item, properties)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(properties)
        animator.addBehavior(push)
        clock.advance(by: 1.0 / 60 + 0.001)
        return (item, properties, animator)
    }

    /// The rotation of a transform, atan2(b, a).
    func angle(_ transform: CGAffineTransform) -> CGFloat { atan2(transform.b, transform.a) }

    @Test func anInstantaneousPushOffTheCentreTurnsTheItem() {
        // Impulse 100 (magnitude 1) straight down at (50, 0) from the centre: Δv = 100 / 1 =
        // 100 pt/s; Δω = (50·100 − 0·0) / (5000/3) = 3 rad/s, clockwise. One step of 1/60 s:
        // angle 3/60 = 0.05 rad, centre 100/60 = 5/3 pt lower.
        onFreshClock { clock in
            let stepped = stepPushOffTheCentre(.instantaneous, on: clock)
            let (item, properties) = (stepped.item, stepped.properties)
            #expect(near(properties.angularVelocity(for: item), 3, 1e-9))
            #expect(near(angle(item.transform), 0.05, 1e-9))
            #expect(near(item.center.y, 240 + 5.0 / 3, 1e-9))
            #expect(near(item.center.x, 160, 1e-9))
        }
    }

    @Test func aContinuousPushOffTheCentreAcceleratesTheRotation() {
        // Force 100 down at (50, 0): α = 50·100 / (5000/3) = 3 rad/s², a = 100 pt/s². One step:
        // angle ½·3·(1/60)² = 1/2400 rad, ω = 3/60 = 0.05 rad/s, centre ½·100·(1/60)² = 1/72 pt lower.
        onFreshClock { clock in
            let stepped = stepPushOffTheCentre(.continuous, on: clock)
            let (item, properties) = (stepped.item, stepped.properties)
            #expect(near(angle(item.transform), 1.0 / 2400, 1e-12))
            #expect(near(properties.angularVelocity(for: item), 0.05, 1e-12))
            #expect(near(item.center.y, 240 + 1.0 / 72, 1e-12))
        }
    }

    @Test func anAngularVelocityTurnsTheItemAndResistanceDampsIt() {
        // 2 rad/s added before the behaviour runs, angular resistance 1: after 60 steps of
        // 1/60 s the angular velocity is 2·e^(−1) ≈ 0.7358 rad/s.
        onFreshClock { clock in
            let (reference, item) = scene()
            let properties = UIDynamicItemBehavior(items: [item])
            properties.angularResistance = 1
            properties.addAngularVelocity(2, for: item)
            #expect(properties.angularVelocity(for: item) == 2)
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(properties)
            clock.advance(by: 1.001)
            #expect(near(properties.angularVelocity(for: item), 2 * exp(-1), 1e-9))
            #expect(angle(item.transform) > 0.5)
        }
    }

    @Test func anItemThatMayNotRotateKeepsItsTransform() {
        // allowsRotation false: the same off-centre impulse moves the centre 5/3 pt and turns
        // nothing; the view's scale transform is left as it was.
        onFreshClock { clock in
            let stepped = stepPushOffTheCentre(.instantaneous, on: clock) { item, properties in
                item.transform = CGAffineTransform(scaleX: 2, y: 2)
                properties.allowsRotation = false
            }
            let (item, properties) = (stepped.item, stepped.properties)
            #expect(item.transform == CGAffineTransform(scaleX: 2, y: 2))
            #expect(properties.angularVelocity(for: item) == 0)
            #expect(near(item.center.y, 240 + 5.0 / 3, 1e-9))
        }
    }

    @Test func aTurnedItemGetsAPureRotation() {
        // UIKit Dynamics uses only the rotation of `transform`: a view scaled by 2 that an
        // impulse turns (as above, 0.05 rad in a step) ends with a rotation of 0.05 and no scale.
        onFreshClock { clock in
            let (reference, item) = scene()
            item.transform = CGAffineTransform(scaleX: 2, y: 2)
            let push = UIPushBehavior(items: [item], mode: .instantaneous)
            push.setAngle(.pi / 2, magnitude: 1)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: item)
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(push)
            clock.advance(by: 1.0 / 60 + 0.001)
            let transform = item.transform
            #expect(near(transform.a, cos(0.05), 1e-9) && near(transform.b, sin(0.05), 1e-9))
            #expect(near(transform.c, -sin(0.05), 1e-9) && near(transform.d, cos(0.05), 1e-9))
        }
    }

    @Test func anOffCentreSpringMovesAndTurnsTheItemByItsInverseMassMatrix() {
        // A zero-length spring of 1 Hz, damping ratio 1, from (50, 0) off the centre to an anchor
        // 10 pt below that point. Critically damped, the point's offset after 1/60 s is
        // −10·e^(−ωt)·(1 + ωt), ωt = 2π/60 = π/30, so the point must move down
        // Δ = 10 − 10·e^(−π/30)·(1 + π/30) ≈ 0.0511 pt. Along y the point's inverse mass is
        // 1/m + 50²/I = 1 + 2500·3/5000 = 2.5, so the impulse is Δ/2.5: the centre moves Δ/2.5
        // (2/5 of Δ) and the item turns by 50·(Δ/2.5)/(5000/3) rad (the other 3/5, at the arm).
        onFreshClock { clock in
            let (reference, item) = scene()
            let spring = UIAttachmentBehavior(
                item: item, offsetFromCenter: UIOffset(horizontal: 50, vertical: 0), attachedToAnchor: CGPoint(x: 210, y: 250))
            spring.length = 0
            spring.frequency = 1
            spring.damping = 1
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(spring)
            clock.advance(by: 1.0 / 60 + 0.001)
            let step = CGFloat.pi / 30
            let change = 10 - 10 * exp(-step) * (1 + step)
            #expect(near(item.center.y, 240 + change / 2.5, 1e-9))
            #expect(near(angle(item.transform), 50 * (change / 2.5) * 3 / 5000, 1e-9))
            #expect(near(item.center.x, 160, 1e-9))
        }
    }
}
