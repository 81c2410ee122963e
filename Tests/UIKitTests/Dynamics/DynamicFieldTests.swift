import CollectionAnimation
import Testing
import UIKit

/// A field subclass, which the class methods make as itself.
final class TaggedField: UIFieldBehavior {}

/// A region subclass, which the combining methods make as itself.
final class TaggedRegion: UIRegion {}

/// Field behaviours (docs/REFERENCE.md §24.13), worked by hand on views in a 320 × 480
/// reference view stepped at 60 Hz on a fresh clock. A 100 × 100 view of density 1 has mass 1;
/// fields count 100 points a metre, so a force of 1 moves a mass of 1 at 100 points/s². One
/// step of 1/60 s from rest under an acceleration a moves a·(1/60)²/2 = a/7200 points.
@MainActor @Suite struct DynamicFieldTests {
    /// A reference view with 100 × `height` views centred at `centers`.
    func scene(_ centers: [CGPoint], height: CGFloat = 100) -> (UIView, [UIView]) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let items = centers.map { center in
            let item = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: height))
            item.center = center
            reference.addSubview(item)
            return item
        }
        return (reference, items)
    }

    /// Runs `behaviors` on a fresh clock for `seconds` (steps at each 1/60 s up to it).
    func run(_ reference: UIView, _ behaviors: [UIDynamicBehavior], for seconds: Double, _ check: () -> Void) {
        onFreshClock { clock in
            let animator = UIDynamicAnimator(referenceView: reference)
            for behavior in behaviors { animator.addBehavior(behavior) }
            clock.advance(by: seconds + 0.001)
            check()
        }
    }

    @Test func aLinearGravityFieldAcceleratesEveryMassAlike() {
        // Strength 2 along (0, 1): a = 100·2 = 200 pt/s² on mass 1 and mass 2 alike (F = ma);
        // in 0.5 s both fall ½·200·0.5² = 25 pt.
        let (reference, items) = scene([CGPoint(x: 80, y: 100), CGPoint(x: 240, y: 100)])
        items[1].bounds.size.height = 200
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.strength = 2
        for item in items { field.addItem(item) }
        run(reference, [field], for: 0.5) {
            #expect(near(items[0].center.y, 125, 1e-9))
            #expect(near(items[1].center.y, 125, 1e-9))
            #expect(items[0].center.x == 80)
        }
    }

    @Test func aRadialFieldFallsOffWithDistance() {
        // Falloff 2 from (160, 240): at 100 pt, a = s·d·(d/100)^−2 = 1·100·1 = 100 pt/s², one
        // step 100/7200 = 1/72 pt in; at 200 pt, a = 1·200·¼ = 50, one step 1/144 pt in.
        let (reference, items) = scene([CGPoint(x: 260, y: 240), CGPoint(x: 160, y: 440)])
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 160, y: 240))
        field.falloff = 2
        for item in items { field.addItem(item) }
        run(reference, [field], for: 1.0 / 60) {
            #expect(near(items[0].center.x, 260 - 1.0 / 72, 1e-9))
            #expect(near(items[1].center.y, 440 - 1.0 / 144, 1e-9))
            #expect(items[0].center.y == 240 && items[1].center.x == 160)
        }
    }

    @Test func radialGravityWithoutFalloffSwingsWhateverTheMassAndASpringFieldByMass() {
        // a = −s·x: x(t) = 100·cos(√s·t). Strength 4: ω = 2, x(0.5) = 100·cos 1, for mass 1 and
        // mass 4 alike. A spring field's force is s·x, so mass 4 swings at ω = √(4/4) = 1:
        // x(0.5) = 100·cos 0.5, and mass 1 at ω = 2.
        let anchor = CGPoint(x: 160, y: 240)
        for kind in ["radial", "spring"] {
            let (reference, items) = scene([CGPoint(x: 260, y: 240), CGPoint(x: 160, y: 340)])
            let field =
                kind == "radial" ? UIFieldBehavior.radialGravityField(position: anchor) : UIFieldBehavior.springField()
            field.position = anchor
            field.strength = 4
            for item in items { field.addItem(item) }
            let heavy = UIDynamicItemBehavior(items: [items[1]])
            heavy.density = 4
            run(reference, [heavy, field], for: 0.5) {
                #expect(near(items[0].center.x, 160 + 100 * cos(1.0), 1e-9))
                let heavyOmega = kind == "radial" ? 2.0 : 1.0
                #expect(near(items[1].center.y, 240 + 100 * cos(heavyOmega * 0.5), 1e-9))
            }
        }
    }

    @Test func aDragFieldDampsVelocityByStrengthOverMass() {
        // Strength 2 on mass 1: v falls by e^(−2t); after 0.5 s, 100·e^(−1) pt/s.
        let (reference, items) = scene([CGPoint(x: 100, y: 240)])
        let properties = UIDynamicItemBehavior(items: items)
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: items[0])
        let drag = UIFieldBehavior.dragField()
        drag.strength = 2
        drag.addItem(items[0])
        run(reference, [properties, drag], for: 0.5) {
            #expect(near(properties.linearVelocity(for: items[0]).x, 100 * exp(-1.0), 1e-9))
        }
    }

    @Test func aVelocityFieldOverridesGravity() {
        // Direction (0.5, 0) at strength 1: 50 pt/s, gravity overridden: 25 pt right in 0.5 s.
        let (reference, items) = scene([CGPoint(x: 100, y: 240)])
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 0.5, dy: 0))
        field.addItem(items[0])
        run(reference, [UIGravityBehavior(items: items), field], for: 0.5) {
            #expect(near(items[0].center.x, 125, 1e-9))
            #expect(items[0].center.y == 240)
        }
    }

    @Test func electricAndMagneticFieldsActOnCharge() {
        // Electric at (160, 240): charge 2 at 100 pt → F = qE = 2 → 200 pt/s² outward, one step
        // 200/7200 = 1/36 pt; charge 0 feels nothing. Magnetic: charge 1 moving at (100, 0) pt/s
        // → a = q·s·(v.y, −v.x) / m = (0, −100): one step 100/60 pt right and 1/72 pt up
        // (turning counter-clockwise on screen).
        let (reference, items) = scene([CGPoint(x: 260, y: 240), CGPoint(x: 160, y: 40), CGPoint(x: 60, y: 400)])
        let charged = UIDynamicItemBehavior(items: [items[0]])
        charged.charge = 2
        let moving = UIDynamicItemBehavior(items: [items[2]])
        moving.charge = 1
        moving.addLinearVelocity(CGPoint(x: 100, y: 0), for: items[2])
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 160, y: 240)
        electric.addItem(items[0])
        electric.addItem(items[1])
        let magnetic = UIFieldBehavior.magneticField()
        magnetic.addItem(items[2])
        run(reference, [charged, moving, electric, magnetic], for: 1.0 / 60) {
            #expect(near(items[0].center.x, 260 + 1.0 / 36, 1e-9))
            #expect(items[1].center == CGPoint(x: 160, y: 40))
            #expect(near(items[2].center.x, 60 + 100.0 / 60, 1e-9))
            #expect(near(items[2].center.y, 400 - 1.0 / 72, 1e-9))
        }
    }

    @Test func aVortexTurnsCounterClockwise() {
        // 100 pt right of the centre at strength 1: a = s·d = 100 pt/s² upwards: 1/72 pt in a step.
        let (reference, items) = scene([CGPoint(x: 260, y: 240)])
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 160, y: 240)
        vortex.addItem(items[0])
        run(reference, [vortex], for: 1.0 / 60) {
            #expect(near(items[0].center.y, 240 - 1.0 / 72, 1e-9))
            #expect(near(items[0].center.x, 260, 1e-9))
        }
    }

    @Test func aFieldActsOnlyInsideItsRegion() {
        // A disc of radius 50 at (160, 240): 40 pt away falls 100/7200 pt in a step; 100 away stays.
        let (reference, items) = scene([CGPoint(x: 200, y: 240), CGPoint(x: 160, y: 340)])
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 160, y: 240)
        field.region = UIRegion(radius: 50)
        for item in items { field.addItem(item) }
        run(reference, [field], for: 1.0 / 60) {
            #expect(near(items[0].center.y, 240 + 1.0 / 72, 1e-9))
            #expect(items[1].center == CGPoint(x: 160, y: 340))
        }
    }

    @Test func aCustomFieldAppliesTheBlocksForce() {
        // The block returns a force of (1, 0): 100 pt/s² on mass 1, ½·100·0.5² = 12.5 pt in 0.5 s.
        let (reference, items) = scene([CGPoint(x: 100, y: 200)])
        var calls: [(CGPoint, CGFloat, CGFloat, TimeInterval)] = []
        var fieldSeen: UIFieldBehavior?
        let field = UIFieldBehavior.field { field, position, _, mass, charge, deltaTime in
            fieldSeen = field
            calls.append((position, mass, charge, deltaTime))
            return CGVector(dx: 1, dy: 0)
        }
        field.addItem(items[0])
        let properties = UIDynamicItemBehavior(items: items)
        properties.charge = 0.5
        run(reference, [properties, field], for: 0.5) {
            #expect(near(items[0].center.x, 112.5, 1e-9))
            #expect(calls.count == 30)
            #expect(calls.first?.0 == CGPoint(x: 100, y: 200))
            #expect(calls.first?.1 == 1 && calls.first?.2 == 0.5)
            #expect(calls.first.map { near($0.3, 1.0 / 60, 1e-12) } == true)
            #expect(fieldSeen === field)
        }
    }

    @Test func noiseFieldsRunTheSameEveryTime() {
        // The noise is seeded: two runs give the same frames, and the field moves the item.
        func positions() -> [CGPoint] {
            let (reference, items) = scene([CGPoint(x: 160, y: 240)])
            let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 2)
            noise.addItem(items[0])
            var frames: [CGPoint] = []
            onFreshClock { clock in
                let animator = UIDynamicAnimator(referenceView: reference)
                animator.addBehavior(noise)
                for _ in 0..<30 {
                    clock.advance(by: 1.0 / 60)
                    frames.append(items[0].center)
                }
            }
            return frames
        }
        let first = positions()
        #expect(first == positions())
        #expect(first.last != CGPoint(x: 160, y: 240))
    }

    @Test func attributesFollowUIKitsDeclarations() {
        let gravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 2))
        #expect(gravity.strength == 1 && gravity.falloff == 0 && gravity.minimumRadius == 0.001)
        #expect(gravity.region === UIRegion.infinite)
        #expect(gravity.direction == CGVector(dx: 0, dy: 2))
        #expect(gravity.smoothness == 0 && gravity.animationSpeed == 0)
        let drag = UIFieldBehavior.dragField()
        drag.direction = CGVector(dx: 1, dy: 1)
        drag.animationSpeed = 3
        #expect(drag.direction == CGVector(dx: 0, dy: 0)) // non-directional: zero
        #expect(drag.animationSpeed == 0) // not animated: always 0
        let noise = UIFieldBehavior.turbulenceField(smoothness: 0.25, animationSpeed: 2)
        #expect(noise.smoothness == 0.25 && noise.animationSpeed == 2)
        #expect(UIFieldBehavior.radialGravityField(position: CGPoint(x: 3, y: 4)).position == CGPoint(x: 3, y: 4))
        #expect(type(of: TaggedField.vortexField()) == TaggedField.self)
        let view = UIView()
        drag.addItem(view)
        drag.addItem(view)
        #expect(drag.items.count == 1)
        drag.removeItem(view)
        #expect(drag.items.isEmpty)
        #expect(UIDynamicItemBehavior().charge == 0)
    }

    @Test func regionsCombineAndAnswerContains() {
        let disc = UIRegion(radius: 50)
        let box = UIRegion(size: CGSize(width: 40, height: 200))
        #expect(disc.contains(CGPoint(x: 30, y: 40)) && !disc.contains(CGPoint(x: 30, y: 41)))
        #expect(box.contains(CGPoint(x: -20, y: 100)) && !box.contains(CGPoint(x: 21, y: 0)))
        #expect(disc.byUnion(with: box).contains(CGPoint(x: 0, y: 90)))
        #expect(!disc.byIntersection(with: box).contains(CGPoint(x: 45, y: 0)))
        #expect(disc.byDifference(from: box).contains(CGPoint(x: 45, y: 0)))
        #expect(!disc.byDifference(from: box).contains(.zero))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        #expect(!UIRegion.infinite.inverse().contains(.zero))
        #expect(disc.copy(with: nil) as AnyObject === disc)
        #expect(type(of: TaggedRegion(radius: 1).inverse()) == TaggedRegion.self)
    }
}
