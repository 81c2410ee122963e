import CollectionAnimation
import Testing
import UIKit

/// Records the animator's pauses and resumes, and a collision behaviour's contacts.
final class DynamicsRecorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var events: [String] = []

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint
    ) {
        events.append("began \(identifier == nil ? "bounds" : "boundary") at \(p.x),\(p.y)")
    }
}

/// UIKit Dynamics' documented models (docs/REFERENCE.md §24.7), each worked by hand, on views
/// in a 320 × 480 reference view, stepped at 60 Hz on a fresh clock.
@Suite struct DynamicBehaviorTests {
    /// A reference view and a `size` view centred at `center` inside it.
    func scene(center: CGPoint, size: CGSize = CGSize(width: 50, height: 50)) -> (UIView, UIView) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let item = UIView(frame: CGRect(origin: .zero, size: size))
        item.center = center
        reference.addSubview(item)
        return (reference, item)
    }

    @Test func gravityFallsHalfGTSquared() {
        // UIKit gravity: 1000 pt/s² down. After 0.5 s (30 steps): ½·1000·0.5² = 125 pt.
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            #expect(animator.isRunning)
            clock.advance(by: 0.505)
            #expect(near(item.center.y, 225, 1e-9))
            #expect(item.center.x == 100)
            #expect(near(animator.elapsedTime(), 0.5, 1e-9))
        }
    }

    @Test func gravityAngleAndMagnitudeSetTheVector() {
        // Angle 0 (right), magnitude 0.5: 500 pt/s² → ½·500·0.5² = 62.5 pt in 0.5 s.
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 100, y: 100))
            let gravity = UIGravityBehavior(items: [item])
            gravity.setAngle(0, magnitude: 0.5)
            #expect(near(gravity.gravityDirection.dx, 0.5) && near(gravity.gravityDirection.dy, 0))
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(gravity)
            clock.advance(by: 0.505)
            #expect(near(item.center.x, 162.5, 1e-9))
            #expect(near(item.center.y, 100, 1e-9))
        }
    }

    @Test(arguments: [
        // A 100 × 100 item of density 1 accelerates at 100 pt/s² for magnitude 1 (Apple):
        // ½·100·0.5² = 12.5 pt in 0.5 s; twice the area or twice the density halves it.
        (CGSize(width: 100, height: 100), CGFloat(1), CGFloat(12.5)),
        (CGSize(width: 100, height: 200), CGFloat(1), CGFloat(6.25)),
        (CGSize(width: 100, height: 100), CGFloat(2), CGFloat(6.25)),
    ])
    func aContinuousPushAcceleratesByForceOverMass(size: CGSize, density: CGFloat, distance: CGFloat) {
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 100, y: 200), size: size)
            let push = UIPushBehavior(items: [item], mode: .continuous)
            push.magnitude = 1
            let properties = UIDynamicItemBehavior(items: [item])
            properties.density = density
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(push)
            animator.addBehavior(properties)
            clock.advance(by: 0.505)
            #expect(near(item.center.x, 100 + distance, 1e-9))
        }
    }

    @Test func anInstantaneousPushGivesOneImpulseAndTurnsItselfOff() {
        // Magnitude 1 on a 100 × 100 item of density 1: Δv = 100 pt/s once, so 50 pt in 0.5 s.
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 100, y: 200), size: CGSize(width: 100, height: 100))
            let push = UIPushBehavior(items: [item], mode: .instantaneous)
            push.setAngle(.pi / 2, magnitude: 1)
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(push)
            clock.advance(by: 0.505)
            #expect(near(item.center.y, 250, 1e-9))
            #expect(push.active == false)
        }
    }

    @Test func aRigidAttachmentKeepsItsLength() {
        // Anchor 100 pt above the centre: a rod of length 100. Gravity and a sideways push
        // swing the item, but it stays 100 pt from the anchor.
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 160, y: 200))
            let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 160, y: 100))
            #expect(rod.length == 100)
            #expect(rod.attachedBehaviorType == .anchor)
            let push = UIPushBehavior(items: [item], mode: .instantaneous)
            push.magnitude = 1
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(rod)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            animator.addBehavior(push)
            for _ in 0..<60 {
                clock.advance(by: 1.0 / 60)
                let dx = item.center.x - 160, dy = item.center.y - 100
                #expect(near((dx * dx + dy * dy).squareRoot(), 100, 1e-9))
            }
            #expect(item.center.x != 160)
        }
    }

    @Test func aCriticallyDampedSnapSettlesWithoutOvershoot() {
        // Snap: 2 Hz (ω = 4π), damping 1 (critical). From x = 0 to 100:
        // x(t) = 100 − 100·e^(−ωt)·(1 + ωt); at t = 0.25: 100 − 17.8973 = 82.1027.
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 0, y: 200))
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 200))
            #expect(snap.damping == 0.5)
            snap.damping = 1
            let animator = UIDynamicAnimator(referenceView: reference)
            let recorder = DynamicsRecorder()
            animator.delegate = recorder
            animator.addBehavior(snap)
            var previous = item.center.x
            for step in 1...180 {
                clock.advance(by: 1.0 / 60)
                #expect(item.center.x >= previous && item.center.x <= 100)
                previous = item.center.x
                if step == 15 { #expect(near(item.center.x, 82.1027, 1e-3)) }
            }
            #expect(!animator.isRunning)
            #expect(recorder.events == ["resume", "pause"])
            #expect(near(item.center.x, 100, 0.01))
        }
    }

    @Test func theDefaultSnapOvershoots() {
        // Damping 0.5 is underdamped: the item passes the snap point before settling.
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 0, y: 200))
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 200)))
            var furthest: CGFloat = 0
            for _ in 0..<120 {
                clock.advance(by: 1.0 / 60)
                furthest = max(furthest, item.center.x)
            }
            #expect(furthest > 100.5)
        }
    }

    @Test func aFallingItemRestsOnTheReferenceBoundsAndTheAnimatorPauses() {
        // 50 × 50 from y = 100 onto the bottom of a 480 pt reference: rests at 480 − 25 = 455;
        // its contact with the reference bounds is reported once, identifier nil, at y = 480.
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 100, y: 100))
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            let recorder = DynamicsRecorder()
            collision.collisionDelegate = recorder
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.delegate = recorder
            animator.addBehavior(UIGravityBehavior(items: [item]))
            animator.addBehavior(collision)
            clock.advance(by: 3)
            #expect(item.center == CGPoint(x: 100, y: 455))
            #expect(!animator.isRunning)
            #expect(recorder.events == ["resume", "began bounds at 100.0,480.0", "pause"])
        }
    }

    @Test func anItemRestsOnALineBoundaryNamedByItsIdentifier() {
        // A line at y = 300 across the reference: the 50 × 50 item rests on it at 300 − 25 = 275,
        // and the contact names the boundary, at the item's bottom centre (100, 300).
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 100, y: 100))
            let collision = UICollisionBehavior(items: [item])
            collision.addBoundary(withIdentifier: NSString(string: "shelf"), from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
            #expect(collision.boundaryIdentifiers?.count == 1)
            let recorder = DynamicsRecorder()
            collision.collisionDelegate = recorder
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            animator.addBehavior(collision)
            clock.advance(by: 3)
            #expect(near(item.center.y, 275, 1e-9))
            #expect(!animator.isRunning)
            #expect(recorder.events.filter { $0.hasPrefix("began") } == ["began boundary at 100.0,300.0"])
            collision.removeBoundary(withIdentifier: NSString(string: "shelf"))
            #expect(collision.boundaryIdentifiers == nil)
        }
    }

    @Test func itemsStackOnOneAnother() {
        // Two 50 × 50 items in one column fall onto the floor: the lower rests at 455, the
        // upper on it at 455 − 50 = 405.
        onFreshClock { clock in
            let (reference, lower) = scene(center: CGPoint(x: 100, y: 300))
            let upper = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            upper.center = CGPoint(x: 100, y: 200)
            reference.addSubview(upper)
            let collision = UICollisionBehavior(items: [lower, upper])
            collision.translatesReferenceBoundsIntoBoundary = true
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
            animator.addBehavior(collision)
            clock.advance(by: 3)
            #expect(near(lower.center.y, 455, 1e-6))
            #expect(near(upper.center.y, 405, 1e-6))
            #expect(!animator.isRunning)
        }
    }

    @Test func nonFiniteSettingsNeitherTrapNorMoveItemsOutOfTheNumbers() {
        onFreshClock { clock in
            let (reference, item) = scene(center: CGPoint(x: 100, y: 100))
            let gravity = UIGravityBehavior(items: [item])
            gravity.magnitude = .nan
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: CGFloat.infinity, y: .nan))
            let push = UIPushBehavior(items: [item], mode: .continuous)
            push.pushDirection = CGVector(dx: CGFloat.infinity, dy: 0)
            let animator = UIDynamicAnimator(referenceView: reference)
            for behavior in [gravity, snap, push] as [UIDynamicBehavior] { animator.addBehavior(behavior) }
            clock.advance(by: 1)
            #expect(item.center.x.isFinite && item.center.y.isFinite)
        }
    }
}
