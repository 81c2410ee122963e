#if os(Linux)
import CollectionRendering
import Testing
import UIKit

/// Which view gives a view its baselines (docs/REFERENCE.md §21.7): `forFirstBaselineLayout`
/// defaults to `forLastBaselineLayout`, which defaults to the deprecated `forBaselineLayout()`.
@MainActor struct BaselineViewTests {
    /// A 200 × 50 box at y 100 holding a 20-point label 10 below its top, whose views for its
    /// baselines are whatever the subclass says.
    class Box: UIView {
        let label = UILabel()
    }
    final class OldStyleBox: Box {
        override func forBaselineLayout() -> UIView { label }
    }
    final class LastOnlyBox: Box {
        override var forLastBaselineLayout: UIView { label }
    }
    final class FirstOnlyBox: Box {
        override var forFirstBaselineLayout: UIView { label }
    }
    final class StrangerBox: Box {
        let stranger = UILabel()
        override func forBaselineLayout() -> UIView { stranger }
    }

    /// Lays `box` out with a badge's bottom on its first or last baseline; returns the badge's
    /// bottom. A 20-point line is 24 high with its baseline 18 below its top (the approximate
    /// measurer's font metrics), so the label's baselines are both at 100 + 10 + 18 = 128 and
    /// the box's own bottom is at 100 + 50 = 150.
    func badgeBottom(on box: Box, first: Bool) -> CGFloat {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let badge = UIView()
            for view in [box, box.label, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
            box.label.font = .systemFont(ofSize: 20)
            box.label.text = "Hello"
            root.addSubview(box)
            box.addSubview(box.label)
            root.addSubview(badge)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 50),
                box.label.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                box.label.leadingAnchor.constraint(equalTo: box.leadingAnchor),
                badge.leadingAnchor.constraint(equalTo: box.trailingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
                badge.bottomAnchor.constraint(equalTo: first ? box.firstBaselineAnchor : box.lastBaselineAnchor),
            ])
            root.layoutIfNeeded()
            return badge.frame.maxY
        }
    }

    @Test func aPlainViewIsItsOwnBaselineView() {
        let box = Box()
        #expect(box.forBaselineLayout() === box && box.forLastBaselineLayout === box && box.forFirstBaselineLayout === box)
        // Without text, the first baseline is the top (100) and the last the bottom (150).
        #expect(badgeBottom(on: Box(), first: true) == 100)
        #expect(badgeBottom(on: Box(), first: false) == 150)
    }

    @Test func anOverrideOfTheDeprecatedMethodGivesBothBaselines() {
        let box = OldStyleBox()
        #expect(box.forLastBaselineLayout === box.label && box.forFirstBaselineLayout === box.label)
        #expect(badgeBottom(on: OldStyleBox(), first: false) == 128)
        #expect(badgeBottom(on: OldStyleBox(), first: true) == 128)
    }

    @Test func theFirstBaselineFollowsTheLastUnlessOverridden() {
        #expect(badgeBottom(on: LastOnlyBox(), first: true) == 128)
        #expect(badgeBottom(on: LastOnlyBox(), first: false) == 128)
        // Overriding only the first leaves the last at the box's own bottom.
        #expect(badgeBottom(on: FirstOnlyBox(), first: true) == 128)
        #expect(badgeBottom(on: FirstOnlyBox(), first: false) == 150)
    }

    @Test func aBaselineViewOutsideTheViewIsNotUsed() {
        // The view named must be a subview; one that is not leaves the box's own bottom (150).
        #expect(badgeBottom(on: StrangerBox(), first: false) == 150)
    }
}
#endif
