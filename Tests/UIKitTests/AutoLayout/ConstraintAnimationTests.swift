import CollectionAnimation
import Testing
import UIKit

/// A constraint change laid out inside `UIView.animate` animates the frames it changes, the
/// iOS idiom `constraint.constant = …; UIView.animate { view.layoutIfNeeded() }`
/// (docs/REFERENCE.md §21.5, §24). Values worked by hand on the linear curve.
@Suite struct ConstraintAnimationTests {
    @Test func aConstantLaidOutInsideAnAnimationAnimatesTheFrame() {
        onFreshClock { clock in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), width, box.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 20, y: 10, width: 100, height: 40))
            width.constant = 200
            // Outside the block nothing moves yet: the change waits for the layout pass.
            #expect(box.frame.width == 100)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
            #expect(box.frame == CGRect(x: 20, y: 10, width: 200, height: 40))
            clock.advance(to: 0.5)
            // Width 100 → 200 half way: 150; the centre 20 + 50 = 70 → 20 + 100 = 120: 95.
            #expect(box.layer.shown.bounds.size == CGSize(width: 150, height: 40))
            #expect(box.layer.shown.position == CGPoint(x: 95, y: 30))
            clock.advance(to: 1)
            #expect(box.layer.animationKeys() == nil)
        }
    }

    @Test func aConstantLaidOutOutsideAnAnimationDoesNotAnimate() {
        onFreshClock { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            NSLayoutConstraint.activate([
                leading, box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            leading.constant = 30
            root.layoutIfNeeded()
            #expect(box.frame.minX == 30)
            #expect(box.layer.animationKeys() == nil)
        }
    }
}
