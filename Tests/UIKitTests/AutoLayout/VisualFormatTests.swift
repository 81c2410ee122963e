import Foundation
import Testing
import UIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints
/// each line makes, worked out by hand from the grammar (Apple's Auto Layout Guide, "Visual
/// Format Language"; docs/REFERENCE.md §21.5): a connection `c` between an earlier `a` and a
/// later `b` is `b.start ⋈ a.end + c`, `-` is 8 points between views and the layout margin at
/// `|`, a view's predicates follow the connection before it, alignments come last.
@Suite struct VisualFormatTests {
    /// A root 320 × 480 (margins 8) with two constrained subviews.
    static func views() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, a, b)
    }

    @Test func standardSpacesGoToTheMarginsAndEightPointsBetweenViews() {
        let (root, a, b) = Self.views()
        let (made, log) = recordingLayoutLog {
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: ["a": a, "b": b])
        }
        #expect(log.entries.isEmpty)
        // Exactly four, in this order: the leading edge, the space, b's width, the trailing edge.
        #expect(
            made.map(Shape.init) == [
                Shape(a, .leading, .equal, root, .leadingMargin, 0),
                Shape(b, .leading, .equal, a, .trailing, 8),
                Shape(b, .width, .equal, a, .width, 0),
                Shape(root, .trailingMargin, .equal, b, .trailing, 0),
            ])
        // Returned, not activated (as on iOS).
        #expect(made.allSatisfy { !$0.isActive && $0.multiplier == 1 })
    }

    @Test func theLineLaysOutAsWorkedByHand() {
        let (root, a, b) = Self.views()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(20)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(30)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        // 8 + w + 8 + w + 8 = 320 → w = 148; a at x 8, b at 8 + 148 + 8 = 164. a's top on the
        // top margin (8), 20 high; b's on the top edge, 30 high.
        #expect(a.frame == CGRect(x: 8, y: 8, width: 148, height: 20))
        #expect(b.frame == CGRect(x: 164, y: 0, width: 148, height: 30))
    }

    @Test func numbersMetricsRelationsAndPriorities() {
        let (root, a, b) = Self.views()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[a(>=50,<=width@750)]-(>=pad@low)-[b]|", metrics: ["pad": 20, "low": 250.0, "width": CGFloat(100)],
            views: ["a": a, "b": b])
        #expect(
            made.map(Shape.init) == [
                Shape(a, .leading, .equal, root, .leading, 10),
                Shape(a, .width, .greaterThanOrEqual, nil, .notAnAttribute, 50),
                Shape(a, .width, .lessThanOrEqual, nil, .notAnAttribute, 100, 750),
                Shape(b, .leading, .greaterThanOrEqual, a, .trailing, 20, 250),
                Shape(root, .trailing, .equal, b, .trailing, 0),
            ])
    }

    @Test func negativeConstantsNeedParenthesesAndNSNumbersAreMetrics() {
        let (_, a, b) = Self.views()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "[a]-(-5)-[b(==a@m)]", metrics: ["m": NSNumber(value: 500)], views: ["a": a, "b": b])
        #expect(
            made.map(Shape.init) == [
                Shape(b, .leading, .equal, a, .trailing, -5), Shape(b, .width, .equal, a, .width, 0, 500),
            ])
    }

    @Test func flushViewsAndEdgesHaveNoSpace() {
        let (root, a, b) = Self.views()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|[a][b]|", metrics: nil, views: ["a": a, "b": b])
        #expect(
            made.map(Shape.init) == [
                Shape(a, .leading, .equal, root, .leading, 0), Shape(b, .leading, .equal, a, .trailing, 0),
                Shape(root, .trailing, .equal, b, .trailing, 0),
            ])
    }

    @Test func verticalLinesUseTopBottomAndTheTopAndBottomMargins() {
        let (root, a, b) = Self.views()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(44)]-12-[b]-|", metrics: nil, views: ["a": a, "b": b])
        #expect(
            made.map(Shape.init) == [
                Shape(a, .top, .equal, root, .topMargin, 0), Shape(a, .height, .equal, nil, .notAnAttribute, 44),
                Shape(b, .top, .equal, a, .bottom, 12), Shape(root, .bottomMargin, .equal, b, .bottom, 0),
            ])
    }

    @Test func alignmentOptionsRelateEachPairAfterTheLine() {
        let (_, a, b) = Self.views()
        let c = UIView()
        a.superview?.addSubview(c)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[a]-[b]-[c]", options: [.alignAllCenterX, .alignAllLeading], metrics: nil,
            views: ["a": a, "b": b, "c": c])
        // The spaces first; then, per pair, the attributes in raw-value order (leading 5, centerX 9).
        #expect(
            made.map(Shape.init) == [
                Shape(b, .top, .equal, a, .bottom, 8), Shape(c, .top, .equal, b, .bottom, 8),
                Shape(a, .leading, .equal, b, .leading, 0), Shape(a, .centerX, .equal, b, .centerX, 0),
                Shape(b, .leading, .equal, c, .leading, 0), Shape(b, .centerX, .equal, c, .centerX, 0),
            ])
    }

    @Test func directionOptionsChooseLeftAndRightOrMirrorTheLine() {
        let (root, a, b) = Self.views()
        let views = ["a": a, "b": b]
        let leftToRight = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-5-[b]", options: .directionLeftToRight, metrics: nil, views: views)
        #expect(
            leftToRight.map(Shape.init) == [
                Shape(a, .left, .equal, root, .leftMargin, 0), Shape(b, .left, .equal, a, .right, 5),
            ])
        let rightToLeft = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-5-[b]", options: .directionRightToLeft, metrics: nil, views: views)
        // The line runs from the right edge: a's right edge on the right margin, b left of a.
        #expect(
            rightToLeft.map(Shape.init) == [
                Shape(root, .rightMargin, .equal, a, .right, 0), Shape(a, .left, .equal, b, .right, 5),
            ])
    }

    @Test func baselineSpacingRunsFromLastToFirstBaseline() {
        let (_, a, b) = Self.views()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[a]-[b]", options: .spacingBaselineToBaseline, metrics: nil, views: ["a": a, "b": b])
        #expect(made.map(Shape.init) == [Shape(b, .firstBaseline, .equal, a, .lastBaseline, 8)])
    }

    @Test func aLayoutGuideIsAnItemAndItsOwningViewItsSuperview() {
        let (root, a, _) = Self.views()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|[g]-[a]", metrics: nil, views: ["g": guide, "a": a])
        #expect(
            made.map(Shape.init) == [Shape(guide, .leading, .equal, root, .leading, 0), Shape(a, .leading, .equal, guide, .trailing, 8)])
    }
}

/// What a constraint says, comparable: items by identity.
struct Shape: Equatable, CustomStringConvertible {
    var first: ObjectIdentifier?
    var attribute1: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var second: ObjectIdentifier?
    var attribute2: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var priority: Float

    init(
        _ first: AnyObject, _ attribute1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
        _ attribute2: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: Float = 1000
    ) {
        self.first = ObjectIdentifier(first)
        self.attribute1 = attribute1
        self.relation = relation
        self.second = second.map(ObjectIdentifier.init)
        self.attribute2 = attribute2
        multiplier = 1
        self.constant = constant
        self.priority = priority
    }

    init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        attribute1 = constraint.firstAttribute
        relation = constraint.relation
        second = constraint.secondItem.map(ObjectIdentifier.init)
        attribute2 = constraint.secondAttribute
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
    }

    var description: String {
        "\(first.map { "\($0)" } ?? "nil").\(attribute1) \(relation) \(second.map { "\($0)" } ?? "nil").\(attribute2) × \(multiplier) + \(constant) @\(priority)"
    }
}
