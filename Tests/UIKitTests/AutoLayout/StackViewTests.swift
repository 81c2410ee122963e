import CollectionRendering
import Testing
import UIKit

/// UIStackView's arrangements, worked by hand from the constraints UIKit makes for each mode
/// (docs/REFERENCE.md §21.4). The arranged views are those of Grebenyuk's UIStackView study:
/// intrinsic sizes 160 × 200, 80 × 100 and 40 × 50.
@Suite struct StackViewTests {
    private func views() -> [IntrinsicView] {
        [CGSize(width: 160, height: 200), CGSize(width: 80, height: 100), CGSize(width: 40, height: 50)].map { IntrinsicView($0) }
    }

    /// A stack in a 1000 × 1000 root, pinned at its top-left corner, optionally `width` wide.
    private func stack(
        _ arranged: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, width: CGFloat? = nil,
        configure: (UIStackView) -> Void = { _ in }
    ) -> (root: UIView, stack: UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let stack = UIStackView(arrangedSubviews: arranged)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
        root.layoutIfNeeded()
        return (root, stack)
    }

    private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }

    @Test func fillSizesTheStackToItsViews() {
        let arranged = views()
        let (_, stack) = stack(arranged)
        // Widths 160 + 80 + 40 = 280; the fill alignment gives every view the tallest's 200.
        #expect(stack.frame.size == CGSize(width: 280, height: 200))
        #expect(xs(arranged) == [0, 160, 240] && arranged.allSatisfy { $0.frame.height == 200 })
        #expect(arranged.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let arranged = views()
        arranged[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (_, _) = stack(arranged, width: 300)
        #expect(widths(arranged) == [160, 80, 60])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let arranged = views()
        _ = stack(arranged, width: 320) {
            $0.distribution = .fillEqually; $0.spacing = 10
        }
        // (320 − 2 × 10) / 3 = 100 each.
        #expect(xs(arranged) == [0, 110, 220] && widths(arranged) == [100, 100, 100])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicLength() {
        let arranged = views()
        _ = stack(arranged, width: 560) { $0.distribution = .fillProportionally }
        // 160 : 80 : 40 of 560.
        #expect(widths(arranged) == [320, 160, 80])
        // With spacing the multipliers are of the intrinsic lengths plus the spacing
        // (160 / 300, 80 / 300, 40 / 300) at priorities 999, 998, 997: at 600 wide the first
        // two get 320 and 160, and the last, lowest, takes what is left: 600 − 20 − 480 = 100.
        let spaced = views()
        _ = stack(spaced, width: 600) {
            $0.distribution = .fillProportionally; $0.spacing = 10
        }
        #expect(xs(spaced) == [0, 330, 500] && widths(spaced) == [320, 160, 100])
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        let arranged = views()
        _ = stack(arranged, width: 300) {
            $0.distribution = .equalSpacing; $0.spacing = 5
        }
        // 300 − 280 = 20 of gaps: 10 each (at least 5).
        #expect(xs(arranged) == [0, 170, 260] && widths(arranged) == [160, 80, 40])
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let arranged = views()
        _ = stack(arranged, width: 400) { $0.distribution = .equalCentering }
        // Centres 80 and 380 (the ends); the middle one's at 230: x 190.
        #expect(xs(arranged) == [0, 190, 360])
    }

    @Test func alignmentsAcrossTheAxis() {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0, 0]), (.center, [0, 50, 75]), (.bottom, [0, 100, 150]),
        ]
        for (alignment, ys) in expectations {
            let arranged = views()
            let (_, stack) = stack(arranged) { $0.alignment = alignment }
            // The stack is as tall as the tallest view; each view keeps its own height.
            #expect(stack.frame.height == 200, "\(alignment)")
            #expect(arranged.map(\.frame.minY) == ys, "\(alignment)")
            #expect(arranged.map(\.frame.height) == [200, 100, 50], "\(alignment)")
        }
    }

    @Test func firstBaselineAlignsTheLabelsText() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let big = UILabel(), small = UILabel()
            big.font = .systemFont(ofSize: 20)
            big.text = "Hi"
            small.font = .systemFont(ofSize: 10)
            small.text = "Hello"
            let (_, stack) = stack([big, small]) { $0.alignment = .firstBaseline }
            // Baselines 18 and 9 below the labels' tops: the small label sits 9 lower. The
            // stack is as tall as the span, 24. UIKit's text-width disambiguation (each
            // label half the stack's width at 760, above compression resistance) makes both
            // 30 wide, the wider label's 5 × 6.
            #expect(big.frame == CGRect(x: 0, y: 0, width: 30, height: 24))
            #expect(small.frame == CGRect(x: 30, y: 9, width: 30, height: 12))
            #expect(stack.frame.size == CGSize(width: 60, height: 24))
        }
    }

    @Test func aVerticalStackInItsMarginsWithCustomSpacingAndAHiddenView() {
        let a = IntrinsicView(CGSize(width: 60, height: 30)), b = IntrinsicView(CGSize(width: 60, height: 40))
        let c = IntrinsicView(CGSize(width: 60, height: 20))
        b.isHidden = true
        let (root, stack) = stack([a, b, c], axis: .vertical, width: 200) { stack in
            stack.isLayoutMarginsRelativeArrangement = true
            stack.spacing = 8
            stack.setCustomSpacing(20, after: a)
        }
        // Inside the 8-point margins: x 8, width 184. a at 8…38; b hidden: 0 high, no spacing
        // before it; c 20 after a (its custom spacing): 58…78; the stack ends 8 below: 86.
        #expect(a.frame == CGRect(x: 8, y: 8, width: 184, height: 30))
        #expect(b.frame.height == 0 && b.frame.minY == 38)
        #expect(c.frame == CGRect(x: 8, y: 58, width: 184, height: 20))
        #expect(stack.frame.height == 86)
        #expect(b.constraints.contains { $0.identifier == "UISV-hiding" })
        b.isHidden = false
        root.layoutIfNeeded()
        // a 8…38, 20 after a: b 58…98, 8 after b: c 106…126, the stack 134.
        #expect(b.frame.minY == 58, "\(b.frame)")
        #expect(c.frame.minY == 106, "\(c.frame)")
        #expect(stack.frame.height == 134)
    }

    @Test func baselineRelativeSpacingIsFromLastToFirstBaseline() {
        UIFont.withTextMeasurer(ApproximateTextLayout()) {
            let first = UILabel(), second = UILabel()
            for label in [first, second] {
                label.font = .systemFont(ofSize: 10)
                label.text = "Text"
            }
            let (_, stack) = stack([first, second], axis: .vertical) { stack in
                stack.isBaselineRelativeArrangement = true
                stack.spacing = 20
            }
            // Lines 12 high, baselines 9 down: second's first baseline at 9 + 20 = 29, top 20.
            #expect(second.frame.minY == 20 && stack.frame.height == 32)
        }
    }

    @Test func aRightToLeftStackRunsFromTheRight() {
        let arranged = views()
        _ = stack(arranged) { $0.semanticContentAttribute = .forceRightToLeft }
        #expect(xs(arranged) == [120, 40, 0])
    }

    @Test func aNewSpacingChangesTheConstantsInPlace() {
        let arranged = views()
        let (root, stack) = stack(arranged) { $0.spacing = 8 }
        let before = stack.constraints.map(ObjectIdentifier.init)
        stack.spacing = 20
        root.layoutIfNeeded()
        // 160 + 20, 240 + 20 + 20.
        #expect(xs(arranged) == [0, 180, 280])
        #expect(stack.constraints.map(ObjectIdentifier.init) == before, "the same constraints, new constants")
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: arranged[0])
        root.layoutIfNeeded()
        #expect(xs(arranged) == [0, 168, 268])
    }

    @Test func arrangedSubviewsComeAndGo() {
        let stack = UIStackView()
        let a = UIView(), b = UIView(), c = UIView()
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [a, c, b] && stack.subviews.count == 3)
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews.count == 3, "it stays a subview")
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a])
        let (_, log) = recordingLayoutLog { stack.insertArrangedSubview(b, at: 7) }
        #expect(log.raisedExceptions.first?.name == "NSRangeException" && stack.arrangedSubviews == [a, b])
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseSystem)
    }
}
