import Testing
import UIKit

/// `anchorWithOffset(to:)`: the distance between two anchors as a dimension
/// (`otherAnchor − self`), constrained like a width or height; frames worked out by hand.
@Suite struct AnchorOffsetTests {
    /// A root 320 × 480 and three constrained subviews, each 20 high at the top.
    static func views() -> (root: UIView, a: UIView, b: UIView, c: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<3).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
        }
        return (root, views[0], views[1], views[2])
    }

    @Test func twoGapsKeptEqualCentreTheMiddleView() {
        let (root, a, b, c) = Self.views()
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor), c.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 100),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
                equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ])
        root.layoutIfNeeded()
        // 320 − 50 − 100 − 50 = 120 of gaps, 60 each: b at 50 + 60 = 110.
        #expect(b.frame == CGRect(x: 110, y: 0, width: 100, height: 20))
    }

    @Test func aDistanceTakesAConstantOrAMultipleOfAnotherDimension() {
        let (root, a, b, _) = Self.views()
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 40),
            // a's centre (30) to b's leading edge: a quarter of the root's width, 80 → b at 110.
            a.centerXAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            // b's leading to trailing: 50 (its width, by another name).
            b.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 110, y: 0, width: 50, height: 20))
    }

    @Test func aVerticalDistance() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 40),
            // From the root's centre (240) down to the view's bottom: 100 → bottom 340, top 300.
            root.centerYAnchor.anchorWithOffset(to: view.bottomAnchor).constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 300, width: 10, height: 40))
    }

    @Test func aDistanceBetweenLeadingAndTrailingEdgesIsMeasuredInTheReadingDirection() {
        let (root, a, b, _) = Self.views()
        root.semanticContentAttribute = .forceRightToLeft
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 50), gap,
        ])
        root.layoutIfNeeded()
        // Installed on the nearest common ancestor of both anchors' items, not on b alone.
        #expect(root.constraints.contains(gap))
        // Right to left: a at the right edge (270…320), b 20 further left: 200…250.
        #expect(a.frame.minX == 270 && b.frame.minX == 200)
    }

    @Test func aDistanceIsDescribedAsADifference() {
        let (_, a, b, c) = Self.views()
        let gaps = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
            equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor), multiplier: 2)
        // Not `b.leading == 2*c.leading`: each side is the distance it stands for.
        #expect(
            withoutAddresses(gaps.description)
                == "<NSLayoutConstraint:0x… (UIView:0x….leading - UIView:0x….trailing) == 2*(UIView:0x….leading - UIView:0x….trailing)   (inactive)>"
        )
    }

    @Test func distancesAreEqualWhenBothEndsAre() {
        let (_, a, b, _) = Self.views()
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        #expect(gap.isEqual(a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)))
        #expect(!gap.isEqual(a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor)))
        #expect(!gap.isEqual(b.leadingAnchor))
    }
}
