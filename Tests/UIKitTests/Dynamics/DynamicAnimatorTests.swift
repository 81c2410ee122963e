import CollectionAnimation
import Testing
import UIKit

/// A composite behaviour, as iOS code writes one: gravity as a child, counting its steps and
/// the animators it moves to.
final class FallingBehavior: UIDynamicBehavior {
    var steps = 0
    var moves: [Bool] = []

    init(items: [any UIDynamicItem]) {
        super.init()
        addChildBehavior(UIGravityBehavior(items: items))
        action = { [unowned self] in self.steps += 1 }
    }

    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        moves.append(dynamicAnimator != nil)
    }
}

/// The animator's bookkeeping (docs/REFERENCE.md §24.7): behaviours and children, actions,
/// velocities, items in a rect, running and pausing.
@Suite struct DynamicAnimatorTests {
    @Test func aChildBehaviourRunsAndTheActionIsCalledEachStep() {
        // 12 steps in 0.2 s; the child's gravity moves the item ½·1000·0.2² = 20 pt.
        onFreshClock { clock in
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let item = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            item.center = CGPoint(x: 50, y: 50)
            let behavior = FallingBehavior(items: [item])
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(behavior)
            #expect(behavior.dynamicAnimator === animator)
            #expect(behavior.childBehaviors.first?.dynamicAnimator === animator)
            clock.advance(by: 0.205)
            #expect(behavior.steps == 12)
            #expect(near(item.center.y, 70, 1e-9))
            #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).count == 1)
            #expect(animator.items(in: CGRect(x: 200, y: 0, width: 100, height: 100)).isEmpty)
            animator.removeAllBehaviors()
            #expect(behavior.dynamicAnimator == nil)
            #expect(behavior.moves == [true, false])
            clock.advance(by: 0.1)
            #expect(!animator.isRunning)
            #expect(near(item.center.y, 70, 1e-9))
        }
    }

    @Test func anAddedVelocityMovesTheItemAndResistanceDampsIt() {
        // 100 pt/s to the right with no resistance: 50 pt in 0.5 s. With resistance 1 the speed
        // after 0.5 s is 100·e^(−0.5) = 60.653 pt/s.
        onFreshClock { clock in
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let free = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let damped = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
            let plain = UIDynamicItemBehavior(items: [free])
            plain.addLinearVelocity(CGPoint(x: 100, y: 0), for: free)
            #expect(plain.linearVelocity(for: free) == CGPoint(x: 100, y: 0))
            let resisting = UIDynamicItemBehavior(items: [damped])
            resisting.resistance = 1
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(plain)
            animator.addBehavior(resisting)
            resisting.addLinearVelocity(CGPoint(x: 100, y: 0), for: damped)
            clock.advance(by: 0.505)
            #expect(near(free.center.x, 10 + 50, 1e-9))
            #expect(near(resisting.linearVelocity(for: damped).x, 100 * exp(-0.5), 1e-9))
        }
    }

    @Test func anAnimatorWithoutMovementPausesAfterOneStep() {
        onFreshClock { clock in
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let item = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UICollisionBehavior(items: [item]))
            #expect(animator.isRunning)
            clock.advance(by: 1.0 / 60 + 0.001)
            #expect(!animator.isRunning)
            #expect(near(animator.elapsedTime(), 1.0 / 60, 1e-12))
            #expect(animator.referenceView === reference)
            #expect(item.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        }
    }

    @Test func anAnimatorWithNoReferenceViewMovesItsItemsInTheirOwnCoordinates() {
        // `UIDynamicAnimator()`: gravity moves the item ½·1000·0.2² = 20 pt in 12 steps, and a
        // boundary from the reference bounds, having none, stops nothing.
        onFreshClock { clock in
            let item = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            item.center = CGPoint(x: 50, y: 50)
            let animator = UIDynamicAnimator()
            #expect(animator.referenceView == nil)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            clock.advance(by: 0.205)
            #expect(near(item.center.y, 70, 1e-9))
            animator.removeAllBehaviors()
        }
    }
}
