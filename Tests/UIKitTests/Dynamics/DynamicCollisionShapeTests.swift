import CollectionAnimation
import Foundation
import Testing
import UIKit

/// A dynamic item of its own that collides as an ellipse, as apps write one.
@MainActor final class Ball: NSObject, UIDynamicItem {
    var center: CGPoint
    let bounds: CGRect
    var transform = CGAffineTransform.identity
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }

    init(center: CGPoint, diameter: CGFloat) {
        self.center = center
        bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
    }
}

/// Items colliding as their collision bounds type says (docs/REFERENCE.md §24.12), worked by
/// hand, stepped at 60 Hz on a fresh clock.
@MainActor @Suite struct DynamicCollisionShapeTests {
    @Test func twoBallsSeparateAlongTheLineOfTheirCentres() {
        // Diameter 50, centres (100, 100) and (124, 132): 40 apart along (0.6, 0.8), 10 too close;
        // equal masses move 5 each, to (97, 96) and (127, 136).
        onFreshClock { clock in
            let balls = [Ball(center: CGPoint(x: 100, y: 100), diameter: 50), Ball(center: CGPoint(x: 124, y: 132), diameter: 50)]
            let animator = UIDynamicAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
            animator.addBehavior(UICollisionBehavior(items: balls))
            clock.advance(by: 1.0 / 60 + 0.001)
            #expect(near(balls[0].center.x, 97, 1e-9) && near(balls[0].center.y, 96, 1e-9))
            #expect(near(balls[1].center.x, 127, 1e-9) && near(balls[1].center.y, 136, 1e-9))
        }
    }
}
