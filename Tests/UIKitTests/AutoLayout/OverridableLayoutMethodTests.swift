import Testing
import UIKit

/// UIKit's Auto Layout methods on `UIView` are Objective-C methods a subclass overrides:
/// here they are `open` in the class, and the layout reads the content priorities through
/// them, so an override counts. Frames are worked by hand.
@Suite struct OverridableLayoutMethodTests {
    /// A 50 × 20 box.
    class Box: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
    }

    /// A box that always hugs its content horizontally, whatever is set.
    final class HuggingBox: Box {
        override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            axis == .horizontal ? .required : super.contentHuggingPriority(for: axis)
        }
    }

    @Test func anOverriddenHuggingPriorityKeepsTheViewAtItsIntrinsicWidth() {
        // a (hugging set to 100 but overridden to 1000) then b (hugging 200) across 200
        // points: a keeps its 50, b takes the other 150. With the stored 100, a would
        // stretch instead (lower hugging gives way first).
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let a = HuggingBox(), b = Box()
        a.setContentHuggingPriority(UILayoutPriority(100), for: .horizontal)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 150, height: 20))
        #expect(a.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    /// A view that forwards its content priorities to an inner label, as HorizonCalendar's
    /// calendar view does.
    final class Forwarding: UIView {
        let inner = UILabel()
        override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
            inner.setContentHuggingPriority(priority, for: axis)
        }
        override func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
            inner.setContentCompressionResistancePriority(priority, for: axis)
        }
        override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            inner.contentCompressionResistancePriority(for: axis)
        }
    }

    @Test func settersAndGettersCanBeForwarded() {
        let view = Forwarding()
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(UILayoutPriority(300), for: .horizontal)
        #expect(view.inner.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow, "the view's own hugging was never set")
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(300))
    }

    /// A view that answers `viewWithTag(_:)` with a view of its choosing.
    final class TagProxy: UIView {
        let answer = UIView()
        override func viewWithTag(_ tag: Int) -> UIView? { tag == 7 ? answer : super.viewWithTag(tag) }
    }

    @Test func viewWithTagAsksEachSubviewThroughItsOwnMethod() {
        let root = UIView(), proxy = TagProxy(), tagged = UIView()
        tagged.tag = 3
        root.addSubview(proxy)
        proxy.addSubview(tagged)
        #expect(root.viewWithTag(7) === proxy.answer)
        #expect(root.viewWithTag(3) === tagged)
        #expect(root.viewWithTag(9) == nil)
    }

    /// A view that counts the public constraint-update calls made to it.
    final class Counting: UIView {
        var updates = 0, marks = 0
        override func updateConstraintsIfNeeded() {
            updates += 1
            super.updateConstraintsIfNeeded()
        }
        override func setNeedsUpdateConstraints() {
            marks += 1
            super.setNeedsUpdateConstraints()
        }
        override func needsUpdateConstraints() -> Bool { super.needsUpdateConstraints() }
    }

    @Test func theConstraintUpdateMethodsCanBeOverriddenAndCallSuper() {
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsUpdateConstraints()
        #expect(view.marks == 1)
        #expect(view.needsUpdateConstraints())
        view.updateConstraintsIfNeeded()
        #expect(view.updates == 1)
        #expect(!view.needsUpdateConstraints(), "super ran the update")
    }
}
