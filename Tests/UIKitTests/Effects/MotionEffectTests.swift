import Foundation
import Testing
import UIKit

/// Motion effects (docs/REFERENCE.md §22.18): an interpolating effect's values at viewer
/// offsets worked by hand — minimum + (offset + 1) / 2 × (maximum − minimum) — groups, copies,
/// and a view's list of effects, which changes nothing drawn.
@Suite @MainActor struct MotionEffectTests {
    private func effect(_ type: UIInterpolatingMotionEffect.EffectType, _ minimum: Any, _ maximum: Any) -> UIInterpolatingMotionEffect {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: type)
        effect.minimumRelativeValue = minimum
        effect.maximumRelativeValue = maximum
        return effect
    }

    private func value(_ effect: UIMotionEffect, _ horizontal: CGFloat, _ vertical: CGFloat = 0) -> CGFloat? {
        effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: horizontal, vertical: vertical))?["center.x"] as? CGFloat
    }

    @Test func anInterpolatingEffectMapsItsAxisOntoItsRange() {
        let horizontal = effect(.tiltAlongHorizontalAxis, CGFloat(-10), CGFloat(10))
        #expect(value(horizontal, -1) == -10) // the minimum at −1
        #expect(value(horizontal, 1) == 10) // the maximum at 1
        #expect(value(horizontal, 0) == 0) // −10 + ½ × 20
        #expect(value(horizontal, 0.5) == 5) // −10 + ¾ × 20
        // Answered in the minimum's type: a CGFloat stays a CGFloat, a Double a Double.
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"].map { type(of: $0) == CGFloat.self } == true)
        #expect(
            effect(.tiltAlongHorizontalAxis, -1.0, 1.0).keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"].map {
                type(of: $0) == Double.self
            } == true)
        #expect(value(horizontal, 3) == 10) // held to 1
        #expect(value(horizontal, 0, 1) == 0) // the vertical part does not count
        let vertical = effect(.tiltAlongVerticalAxis, CGFloat(0), CGFloat(20))
        #expect(value(vertical, 1, -1) == 0)
        #expect(value(vertical, 0, 0) == 10) // an asymmetric range's midpoint at rest
    }

    @Test func pointsAndSizesInterpolateAndMismatchesAnswerNil() {
        let point = effect(.tiltAlongHorizontalAxis, CGPoint(x: -4, y: 0), CGPoint(x: 4, y: 8))
        let answer = point.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))
        // ¾ of the way: x −4 + 6 = 2, y 0 + 6 = 6.
        #expect(answer?["center.x"] as? CGPoint == CGPoint(x: 2, y: 6))
        #expect(effect(.tiltAlongHorizontalAxis, CGPoint.zero, CGFloat(1)).keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(effect(.tiltAlongHorizontalAxis, "a", "b").keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        #expect(
            UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis).keyPathsAndRelativeValues(
                forViewerOffset: .zero) == nil)
        #expect(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
    }

    @Test func aGroupAnswersForEachOfItsEffects() {
        let x = effect(.tiltAlongHorizontalAxis, CGFloat(-10), CGFloat(10))
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = CGFloat(-6)
        y.maximumRelativeValue = CGFloat(6)
        let group = UIMotionEffectGroup()
        #expect(group.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        group.motionEffects = [x, y]
        let answer = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -0.5))
        // x at 1: 10; y at −0.5: −6 + ¼ × 12 = −3.
        #expect(answer?["center.x"] as? CGFloat == 10 && answer?["center.y"] as? CGFloat == -3)
        // Two members on one key path add: at 0.5 each gives −10 + ¾ × 20 = 5, together 10.
        group.motionEffects = [x, y, effect(.tiltAlongHorizontalAxis, CGFloat(-10), CGFloat(10))]
        #expect(value(group, 0.5) == 10)
        let copy = group.copy() as? UIMotionEffectGroup
        #expect(copy !== group && copy?.motionEffects?.count == 3 && copy?.motionEffects?.first !== x)
        #expect((copy?.motionEffects?.first as? UIInterpolatingMotionEffect)?.keyPath == "center.x")
    }

    @Test func aViewKeepsItsEffectsAndDrawsWhereItIs() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.motionEffects.isEmpty)
        let shift = effect(.tiltAlongHorizontalAxis, CGFloat(0), CGFloat(50))
        view.addMotionEffect(shift)
        view.addMotionEffect(shift)
        #expect(view.motionEffects.count == 1 && view.motionEffects.first === shift)
        view.layoutIfNeeded()
        // Nothing tilts the simulated device: the frame and its layer stay where they are.
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40) && view.layer.position == CGPoint(x: 25, y: 40))
        view.removeMotionEffect(shift)
        #expect(view.motionEffects.isEmpty)
        view.motionEffects = [shift, UIMotionEffectGroup()]
        #expect(view.motionEffects.count == 2)
    }
}
