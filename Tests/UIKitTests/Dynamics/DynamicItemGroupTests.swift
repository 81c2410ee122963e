import CollectionAnimation
import Testing
import UIKit

/// Item groups (docs/REFERENCE.md §24.14), worked by hand: a 100 × 100 view at (0, 0) and a
/// 100 × 50 view at (200, 100), whose frames span (0, 0)–(300, 150): a 300 × 150 group
/// centred at (150, 75), of mass 1 × 300 × 150 / 10,000 = 4.5.
@MainActor @Suite struct DynamicItemGroupTests {
    func scene() -> (UIView, UIView, UIView, UIDynamicItemGroup) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 50))
        reference.addSubview(square)
        reference.addSubview(bar)
        return (reference, square, bar, UIDynamicItemGroup(items: [square, bar]))
    }

    /// The rotation of a transform.
    func angle(_ transform: CGAffineTransform) -> CGFloat { atan2(transform.b, transform.a) }

    @Test func aGroupsBoundsEncloseItsItemsAndItsCentreIsTheirMiddle() {
        let (_, square, bar, group) = scene()
        #expect(group.bounds == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(group.center == CGPoint(x: 150, y: 75))
        #expect(group.items.count == 2 && group.items[0] === square && group.items[1] === bar)
        #expect(UIDynamicItemGroup(items: []).bounds == .zero)
    }

    @Test func movingAndTurningTheGroupCarriesItsItems() {
        let (_, square, bar, group) = scene()
        group.center = CGPoint(x: 160, y: 85) // 10 right, 10 down
        #expect(square.center == CGPoint(x: 60, y: 60))
        #expect(bar.center == CGPoint(x: 260, y: 135))
        // A quarter turn: the square's offset (−100, −25) turns to (25, −100).
        group.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(square.center.x, 185, 1e-9) && near(square.center.y, -15, 1e-9))
        #expect(near(angle(square.transform), .pi / 2, 1e-12))
        #expect(near(angle(bar.transform), .pi / 2, 1e-12))
    }

    @Test func gravityMovesTheGroupAsOne() {
        // ½·1000·0.5² = 125 pt down for both items.
        let (reference, square, bar, group) = scene()
        onFreshClock { clock in
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [group]))
            clock.advance(by: 0.505)
            #expect(near(square.center.y, 175, 1e-9))
            #expect(near(bar.center.y, 250, 1e-9))
            #expect(square.center.x == 50 && bar.center.x == 250)
        }
    }

    @Test func aPushAcceleratesTheGroupByItsMass() {
        // Magnitude 1 on mass 4.5: 100/4.5 pt/s², ½·(100/4.5)·0.5² = 25/9 pt in 0.5 s.
        let (reference, square, bar, group) = scene()
        let push = UIPushBehavior(items: [group], mode: .continuous)
        push.magnitude = 1
        onFreshClock { clock in
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(push)
            clock.advance(by: 0.505)
            #expect(near(square.center.x, 50 + 25.0 / 9, 1e-9))
            #expect(near(bar.center.x, 250 + 25.0 / 9, 1e-9))
        }
    }

    @Test func anOffCentrePushTurnsTheGroupRigidly() {
        // Impulse 100 down at 150 pt right of the centre: I = 4.5·(300² + 150²)/12 = 42,187.5,
        // Δω = 150·100/42,187.5 rad/s, so one step turns the group and each item by Δω/60, and
        // the items, centred at (50, 50) and (250, 125), stay √(200² + 75²) apart.
        let (reference, square, bar, group) = scene()
        let push = UIPushBehavior(items: [group], mode: .instantaneous)
        push.setAngle(.pi / 2, magnitude: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 150, vertical: 0), for: group)
        onFreshClock { clock in
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(push)
            clock.advance(by: 1.0 / 60 + 0.001)
            let turn = 150 * 100 / 42_187.5 / 60
            #expect(near(angle(group.transform), turn, 1e-9))
            #expect(near(angle(square.transform), turn, 1e-9))
            #expect(near(angle(bar.transform), turn, 1e-9))
            let gap = hypot(bar.center.x - square.center.x, bar.center.y - square.center.y)
            #expect(near(gap, hypot(200, 75), 1e-9))
        }
    }
}
