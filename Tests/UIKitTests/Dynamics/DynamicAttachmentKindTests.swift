import CollectionAnimation
import Testing
import UIKit

/// The iOS 9 attachment kinds (docs/REFERENCE.md §24.11), worked by hand, on 100 × 100 views
/// (mass 1, moment of inertia 5000/3) in a 320 × 480 reference view, stepped at 60 Hz on a
/// fresh clock.
@MainActor @Suite struct DynamicAttachmentKindTests {
    /// A reference view holding a 100 × 100 view centred at each of `centers`.
    func scene(_ centers: [CGPoint]) -> (UIView, [UIView]) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let items = centers.map { center -> UIView in
            let item = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            item.center = center
            reference.addSubview(item)
            return item
        }
        return (reference, items)
    }

    /// The rotation of a transform, atan2(b, a).
    func angle(_ transform: CGAffineTransform) -> CGFloat { atan2(transform.b, transform.a) }

    /// One step of 1/60 s, and a little.
    let oneStep = 1.0 / 60 + 0.001

    @Test func aLimitAttachmentPullsOnlyWhenTaut() {
        // Centres 100 apart, limit 100. The right item leaves at 120 pt/s: free, it would be at
        // 202 after a step, 102 apart; the rope puts them back 100 apart, 1 pt each (equal
        // masses), and shares the speed apart, 120/2 = 60 each.
        onFreshClock { clock in
            let (reference, items) = scene([CGPoint(x: 100, y: 240), CGPoint(x: 200, y: 240)])
            let rope = UIAttachmentBehavior.limitAttachment(
                with: items[0], offsetFromCenter: .zero, attachedTo: items[1], offsetFromCenter: .zero)
            #expect(rope.length == 100)
            let properties = UIDynamicItemBehavior(items: items)
            properties.addLinearVelocity(CGPoint(x: 120, y: 0), for: items[1])
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(properties)
            animator.addBehavior(rope)
            clock.advance(by: oneStep)
            #expect(near(items[0].center.x, 101, 1e-9) && near(items[1].center.x, 201, 1e-9))
            #expect(near(properties.linearVelocity(for: items[0]).x, 60, 1e-9))
            #expect(near(properties.linearVelocity(for: items[1]).x, 60, 1e-9))
        }
    }

    @Test func aSlackLimitAttachmentHoldsNothing() {
        // The right item moves 120 pt/s towards the left one: 98 apart after a step, under the
        // limit, so the left item stays where it was.
        onFreshClock { clock in
            let (reference, items) = scene([CGPoint(x: 100, y: 240), CGPoint(x: 200, y: 240)])
            let rope = UIAttachmentBehavior.limitAttachment(
                with: items[0], offsetFromCenter: .zero, attachedTo: items[1], offsetFromCenter: .zero)
            let properties = UIDynamicItemBehavior(items: items)
            properties.addLinearVelocity(CGPoint(x: -120, y: 0), for: items[1])
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(properties)
            animator.addBehavior(rope)
            clock.advance(by: oneStep)
            #expect(items[0].center.x == 100)
            #expect(near(items[1].center.x, 198, 1e-9))
        }
    }

    @Test func aSlidingAttachmentMovesOnlyAlongItsAxisWithinItsRange() {
        // Axis (1, 0) through the centre, range −10…10, gravity down: the item never falls
        // (gravity is across the axis) and, thrown right at 50 pt/s, stops 10 pt on, at x = 170.
        onFreshClock { clock in
            let (reference, items) = scene([CGPoint(x: 160, y: 240)])
            let slide = UIAttachmentBehavior.slidingAttachment(
                with: items[0], attachmentAnchor: CGPoint(x: 160, y: 240), axisOfTranslation: CGVector(dx: 1, dy: 0))
            slide.attachmentRange = UIFloatRange(minimum: -10, maximum: 10)
            #expect(slide.attachedBehaviorType == .anchor)
            let properties = UIDynamicItemBehavior(items: items)
            properties.addLinearVelocity(CGPoint(x: 50, y: 0), for: items[0])
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(properties)
            animator.addBehavior(UIGravityBehavior(items: items))
            animator.addBehavior(slide)
            clock.advance(by: 6.0 / 60 + 0.001)
            // 50 pt/s for 6 steps: 5 pt, still inside the range.
            #expect(near(items[0].center.x, 165, 1e-9))
            #expect(near(items[0].center.y, 240, 1e-9))
            clock.advance(by: 0.5)
            #expect(near(items[0].center.x, 170, 1e-9))
            #expect(near(items[0].center.y, 240, 1e-9))
            #expect(properties.linearVelocity(for: items[0]).x == 0)
        }
    }

    @Test func aSlidingItemDoesNotTurn() {
        // An off-centre impulse (magnitude 1 down at 50 pt right of the centre) would turn a free
        // item at 3 rad/s (§24.10); on a horizontal slide it neither turns nor falls.
        onFreshClock { clock in
            let (reference, items) = scene([CGPoint(x: 160, y: 240)])
            let slide = UIAttachmentBehavior.slidingAttachment(
                with: items[0], attachmentAnchor: CGPoint(x: 160, y: 240), axisOfTranslation: CGVector(dx: 1, dy: 0))
            let push = UIPushBehavior(items: items, mode: .instantaneous)
            push.setAngle(.pi / 2, magnitude: 1)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: items[0])
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(slide)
            animator.addBehavior(push)
            clock.advance(by: 0.2)
            #expect(items[0].transform == .identity)
            #expect(near(items[0].center.y, 240, 1e-9))
        }
    }

    @Test func aFixedAttachmentMovesTwoItemsAsOne() {
        // Welded at (150, 240) between centres 100 apart; the left one is thrown right at 100
        // pt/s. Free, it would move 100/60 in a step; the weld takes the gap back, half from
        // each (equal masses; the arms lie along the push, so no turn), and shares the speed:
        // both move 100/120 and go on at 50 pt/s.
        onFreshClock { clock in
            let (reference, items) = scene([CGPoint(x: 100, y: 240), CGPoint(x: 200, y: 240)])
            let weld = UIAttachmentBehavior.fixedAttachment(with: items[0], attachedTo: items[1], attachmentAnchor: CGPoint(x: 150, y: 240))
            #expect(weld.length == 0)
            let properties = UIDynamicItemBehavior(items: items)
            properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: items[0])
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(properties)
            animator.addBehavior(weld)
            clock.advance(by: oneStep)
            #expect(near(items[0].center.x, 100 + 100.0 / 120, 1e-9))
            #expect(near(items[1].center.x, 200 + 100.0 / 120, 1e-9))
            #expect(near(properties.linearVelocity(for: items[1]).x, 50, 1e-9))
        }
    }

    @Test func aPinAttachmentSwingsWithinItsRange() {
        // The right item hangs by a pin at (160, 240), 50 pt left of its centre, from an anchored
        // item; gravity turns it clockwise about the pin until the range's maximum, 0.3 rad,
        // holds it there; the pin points stay together (within a step's lag).
        onFreshClock { clock in
            let (reference, items) = scene([CGPoint(x: 210, y: 240), CGPoint(x: 110, y: 240)])
            let pin = UIAttachmentBehavior.pinAttachment(with: items[0], attachedTo: items[1], attachmentAnchor: CGPoint(x: 160, y: 240))
            pin.attachmentRange = UIFloatRange(minimum: -0.3, maximum: 0.3)
            let anchored = UIDynamicItemBehavior(items: [items[1]])
            anchored.isAnchored = true
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(anchored)
            animator.addBehavior(UIGravityBehavior(items: [items[0]]))
            animator.addBehavior(pin)
            clock.advance(by: 0.1)
            #expect(angle(items[0].transform) > 0.01)
            clock.advance(by: 1.9)
            #expect(near(angle(items[0].transform), 0.3, 1e-9))
            // The pin point of the turned item: centre − 50·(cos 0.3, sin 0.3).
            let pinX = items[0].center.x - 50 * cos(0.3), pinY = items[0].center.y - 50 * sin(0.3)
            #expect(abs(pinX - 160) < 0.5 && abs(pinY - 240) < 0.5)
            #expect(items[1].center == CGPoint(x: 110, y: 240))
        }
    }

    @Test func frictionTorqueSlowsTheTurnSteadily() {
        // A rod of length 0 holds the centre to an anchor; the item turns at 2 rad/s. Friction
        // torque 5000/3 over I = 5000/3 slows it by 1 rad/s each second: 1 rad/s after 1 s.
        onFreshClock { clock in
            let (reference, items) = scene([CGPoint(x: 160, y: 240)])
            let rod = UIAttachmentBehavior(item: items[0], attachedToAnchor: CGPoint(x: 160, y: 240))
            rod.frictionTorque = 5000.0 / 3
            let properties = UIDynamicItemBehavior(items: items)
            properties.addAngularVelocity(2, for: items[0])
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(properties)
            animator.addBehavior(rod)
            clock.advance(by: 1.001)
            #expect(near(properties.angularVelocity(for: items[0]), 1, 1e-9))
            #expect(items[0].center == CGPoint(x: 160, y: 240))
        }
    }

    @Test func aFloatRangeSaysWhetherItIsInfinite() {
        #expect(UIFloatRange.infinite.isInfinite)
        #expect(!UIFloatRange.zero.isInfinite)
        #expect(UIFloatRange() == UIFloatRange(minimum: 0, maximum: 0))
        #expect(UIAttachmentBehavior(item: UIView(), attachedToAnchor: .zero).attachmentRange == .infinite)
    }
}
