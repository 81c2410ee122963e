import CollectionAnimation
import QuartzCore
import Testing
import UIKit

/// Geometry boxed in `NSValue`, as iOS code often gives Core Animation its values
/// (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`…), animates as the bare values do: linear
/// basic animations sampled half way, worked by hand.
@Suite struct BoxedAnimationValueTests {
    @Test func aBoxedPointMovesThePosition() {
        onFreshClock { clock in
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
            move.duration = 1
            layer.add(move, forKey: "move")
            clock.advance(to: 0.5)
            #expect(layer.shown.position == CGPoint(x: 50, y: 25))
        }
    }

    @Test func boxedRectsAndSizesMoveTheBounds() {
        onFreshClock { clock in
            let layer = CALayer()
            let grow = CABasicAnimation(keyPath: "bounds")
            grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 20))
            grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 60))
            grow.duration = 1
            layer.add(grow, forKey: "grow")
            let size = CABasicAnimation(keyPath: "shadowOffset")
            size.fromValue = NSValue(cgSize: CGSize(width: 0, height: 0))
            size.toValue = NSValue(cgSize: CGSize(width: 4, height: 8))
            size.duration = 1
            layer.add(size, forKey: "shadow")
            clock.advance(to: 0.5)
            #expect(layer.shown.bounds.size == CGSize(width: 20, height: 40))
            #expect(layer.shown.shadowOffset == CGSize(width: 2, height: 4))
        }
    }

    @Test func aBoxedTransformMovesTheTransformEntryByEntry() {
        onFreshClock { clock in
            let layer = CALayer()
            let slide = CAKeyframeAnimation(keyPath: "transform")
            slide.values = [
                NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0)),
                NSValue(caTransform3D: CATransform3DMakeTranslation(-20, 40, 0)),
            ]
            slide.duration = 1
            layer.add(slide, forKey: "slide")
            clock.advance(to: 0.5)
            #expect(layer.shown.transform.m41 == -10 && layer.shown.transform.m42 == 20)
        }
    }

    @Test func aBoxedTransformReadsBack() {
        let transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.5, 0, 0, 1)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
    }
}
