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
            addLinearAnimation(
                of: "position", from: NSValue(cgPoint: CGPoint(x: 0, y: 0)), to: NSValue(cgPoint: CGPoint(x: 100, y: 50)), to: layer)
            clock.advance(to: 0.5)
            #expect(layer.shown.position == CGPoint(x: 50, y: 25))
        }
    }

    @Test func boxedRectsAndSizesMoveTheBounds() {
        onFreshClock { clock in
            let layer = CALayer()
            addLinearAnimation(
                of: "bounds", from: NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 20)),
                to: NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 60)), to: layer)
            addLinearAnimation(
                of: "shadowOffset", from: NSValue(cgSize: CGSize(width: 0, height: 0)), to: NSValue(cgSize: CGSize(width: 4, height: 8)),
                to: layer)
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

    /// Objective-C code boxes numbers as `@0` and `@1`, which Swift ports write
    /// `NSNumber(value:)`: they animate as numbers, even where they could be read as Booleans.
    /// A Boolean property takes a number as iOS's `BOOL` does: non-zero is true.
    @Test func boxedNumbersAnimateAsNumbers() {
        onFreshClock { clock in
            let layer = CALayer()
            addLinearAnimation(of: "opacity", from: NSNumber(value: 0), to: NSNumber(value: 1), to: layer)
            addLinearAnimation(of: "cornerRadius", from: NSNumber(value: 1.0), to: NSNumber(value: Int8(11)), to: layer)
            let hide = CABasicAnimation(keyPath: "hidden")
            hide.fromValue = NSNumber(value: false)
            hide.toValue = NSNumber(value: 1)
            hide.duration = 1
            hide.fillMode = .forwards
            hide.isRemovedOnCompletion = false
            layer.add(hide, forKey: "hide")
            clock.advance(to: 0.5)
            // Half way: (0 + 1) / 2 and (1 + 11) / 2; a Boolean steps at the end.
            #expect(layer.shown.opacity == 0.5)
            #expect(layer.shown.cornerRadius == 6)
            #expect(!layer.shown.isHidden)
            clock.advance(to: 2)
            #expect(layer.shown.isHidden)
            // Key-value coding sets it from a number too.
            layer.setValue(NSNumber(value: 1), forKey: "hidden")
            #expect(layer.isHidden)
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
