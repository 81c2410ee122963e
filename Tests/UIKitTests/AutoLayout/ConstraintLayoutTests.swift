import Testing
import UIKit

/// Frames solved from constraints, each worked out by hand from the rules
/// (docs/REFERENCE.md §21).
@Suite struct ConstraintLayoutTests {
    @Test func anchorsPinAChildToItsSuperviewsEdges() {
        let (root, child) = rootWithChild()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        // x 16, width 320 − 16 − 16 = 288; y 20, height 44.
        #expect(child.frame == CGRect(x: 16, y: 20, width: 288, height: 44))
        // Activation installs each constraint on the nearest common ancestor: the root, or the
        // child itself for its height.
        #expect(root.constraints.count == 3 && child.constraints.count == 1)
    }

    @Test func theItemInitializerMakesTheSameConstraints() {
        let (root, child) = rootWithChild()
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 10),
            NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 1, constant: -30),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 50),
        ])
        root.layoutIfNeeded()
        // width 0.5 × 320 = 160; centre 160 + 10 = 170 → x 90; bottom 480 − 30 = 450 → y 400.
        #expect(child.frame == CGRect(x: 90, y: 400, width: 160, height: 50))
    }

    @Test func aHigherPriorityWinsOverAnyNumberOfLowerOnes() {
        let (root, child) = rootWithChild()
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let wanted = child.widthAnchor.constraint(equalToConstant: 100)
        wanted.priority = .defaultLow + 1
        wanted.isActive = true
        for _ in 0..<20 {
            let other = child.widthAnchor.constraint(equalToConstant: 200)
            other.priority = .defaultLow
            other.isActive = true
        }
        root.layoutIfNeeded()
        // 251 is a level above 250: twenty constraints at 250 do not outweigh it.
        #expect(child.frame.width == 100)
    }

    @Test func anInequalityHoldsAndAnOptionalEqualityComesAsCloseAsItCan() {
        let (root, child) = rootWithChild()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
        ])
        let preferred = child.widthAnchor.constraint(equalToConstant: 100)
        preferred.priority = .defaultHigh
        preferred.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 150)
        // A new constant re-solves in place.
        preferred.constant = 180
        root.layoutIfNeeded()
        #expect(child.frame.width == 180)
    }

    @Test func leadingAndTrailingFlipInRightToLeftButLeftAndRightDoNot() {
        let (root, child) = rootWithChild()
        root.semanticContentAttribute = .forceRightToLeft
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            other.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
            other.widthAnchor.constraint(equalToConstant: 100),
            other.topAnchor.constraint(equalTo: root.topAnchor), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: 320 − 16 = 304 → x 204. Left stays left: x 16.
        #expect(child.frame.minX == 204)
        #expect(other.frame.minX == 16)
    }

    @Test func spacingAfterASiblingIsMirroredInRightToLeft() {
        let (root, first) = rootWithChild()
        root.semanticContentAttribute = .forceRightToLeft
        let second = UIView()
        second.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor), first.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            second.widthAnchor.constraint(equalToConstant: 30),
        ])
        for view in [first, second] {
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        root.layoutIfNeeded()
        // first: right edge at 320, x 270. Second 2 × 8 = 16 further in the reading
        // direction (leftwards): right edge at 254, x 224.
        #expect(first.frame.minX == 270)
        #expect(second.frame.minX == 224)
    }

    @Test func aSiblingThatTranslatesItsFrameIsAFixedPoint() {
        let (root, child) = rootWithChild()
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(fixed)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            child.topAnchor.constraint(equalTo: fixed.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        root.layoutIfNeeded()
        // 10 + 50 + 8 = 68.
        #expect(child.frame == CGRect(x: 68, y: 10, width: 20, height: 50))
        // Moving the translated view moves the constrained one in the next pass.
        fixed.frame.origin.x = 100
        root.layoutIfNeeded()
        #expect(child.frame.minX == 158)
    }

    @Test func anAutoresizingMaskBecomesConstraintsOnTheSuperviewsLength() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 420, height: 480))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(container)
        let flexible = UIView(frame: CGRect(x: 10, y: 0, width: 100, height: 50))
        flexible.autoresizingMask = [.flexibleWidth]
        container.addSubview(flexible)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(follower)
        container.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            container.topAnchor.constraint(equalTo: root.topAnchor), container.heightAnchor.constraint(equalToConstant: 100),
            follower.leadingAnchor.constraint(equalTo: flexible.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: container.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // The container becomes 420 − 20 = 400 wide. The flexible width keeps its margins
        // (10 left, 300 − 110 = 190 right): width 400 − 200 = 200, so the follower is at
        // 10 + 200 + 8 = 218; autoresizing gives the flexible view the same frame.
        #expect(container.frame == CGRect(x: 10, y: 0, width: 400, height: 100))
        #expect(flexible.frame == CGRect(x: 10, y: 0, width: 200, height: 50))
        #expect(follower.frame.minX == 218)
    }

    @Test func aConstraintBetweenDistantRelativesAddsTheViewsInBetween() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView(frame: CGRect(x: 40, y: 60, width: 200, height: 200))
        root.addSubview(box)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(marker)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 7),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
            marker.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            marker.topAnchor.constraint(equalTo: inner.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1), marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        // inner in the box at (5, 7); in the root at (45, 67), its far corner at (55, 77).
        #expect(inner.frame.origin == CGPoint(x: 5, y: 7))
        #expect(marker.frame.origin == CGPoint(x: 55, y: 77))
    }

    @Test func framesAreRoundedToTheDisplaysPixels() {
        let (root, child) = rootWithChild(CGSize(width: 100, height: 100))
        root.traitOverrides.displayScale = 2
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.2),
            child.widthAnchor.constraint(equalToConstant: 20.2),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Edges 10.2 and 30.4 at 2 pixels a point: 10 and 30.5.
        #expect(child.frame.minX == 10 && child.frame.width == 20.5)
    }

    @Test func aWholeSizeStaysWholeWhereverItsEdgesRound() {
        let (root, child) = rootWithChild(CGSize(width: 390, height: 844))
        root.traitOverrides.displayScale = 3
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 0.1, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        // Top 84.4 → 253.2 pixels → 253; bottom 184.4 → 553.2 → 553: 300 pixels, 100 points
        // exactly, as the view is on iOS (Stevia's PositionTests.testPercentTop).
        // (The origin is read back from the centre, 253/3 + 50, less 50: within 1e-12.)
        #expect(abs(child.frame.minY - 253.0 / 3) < 1e-12)
        #expect(child.frame.height == 100)
    }

    /// A view held only by upper bounds on its size is 0 by 0, as on iOS, where Stevia's
    /// EquationTests (testSingleValueWidthLessOrEqual, testHeightLessOrEqual, 2019–2024)
    /// record it: a size stays 0 where 0 satisfies its bounds (docs/REFERENCE.md §21.8).
    @Test func aViewHeldOnlyByUpperBoundsStaysEmpty() {
        let (root, child) = rootWithChild()
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor), child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 23),
            child.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, constant: -52),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        // 0 ≤ 23 and 0 ≤ 480 − 52 hold, so the size stays 0, centred at (160, 240).
        #expect(child.frame == CGRect(x: 160, y: 240, width: 0, height: 0))
    }

    /// A position held by one inequality lands on its bound, whether or not 0 satisfies it,
    /// as Stevia's FlexibleMarginTests (testGreaterBottom, testGreaterRight) record on iOS
    /// (docs/REFERENCE.md §21.8).
    @Test func aPositionHeldByOneInequalityLandsOnItsBound() {
        let (root, child) = rootWithChild()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 100),
            child.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -45),
            child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -74),
        ])
        root.layoutIfNeeded()
        // y = 480 − 45 − 100 = 335; x = 320 − 74 − 100 = 146.
        #expect(child.frame == CGRect(x: 146, y: 335, width: 100, height: 100))
    }

    /// Margins wider than a superview 0 wide cannot hold: the view's width would be −16, and
    /// UIKit's engine keeps sizes at 0 and above, so it reports the constraints unsatisfiable
    /// (aplus.rs, "One solution for 90% of Auto Layout exceptions", 2017; docs/REFERENCE.md
    /// §21.8) and breaks one (§21.5).
    @Test func marginsWiderThanTheirSuperviewConflict() {
        let (root, child) = rootWithChild(CGSize(width: 0, height: 480))
        let (_, log) = recordingLayoutLog {
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("Unable to simultaneously satisfy constraints.") == true)
        // The trailing margin, activated last, is broken: the view is 0 wide at x 8.
        #expect(child.frame == CGRect(x: 8, y: 0, width: 0, height: 10))
    }
}
