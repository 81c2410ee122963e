import ConstraintSolver
import Foundation

/// Turns an `NSLayoutConstraint` into the linear constraints the solver takes
/// (docs/REFERENCE.md §21): `first − multiplier × second − constant ⋈ 0`, each attribute
/// written over the items' variables in the coordinate space of the view the constraint is
/// installed on.
///
/// An item's position in that space is its own `minX`/`minY` plus those of the views between
/// it and the installing view (UIKit's engine ignores scrolling: a superview's edges are its
/// content's, so bounds origins take no part). The installing view's own edges are `0` and
/// its width or height. Leading and trailing follow the installing view's reading direction;
/// in right to left the whole constraint is mirrored (every horizontal position negated, so a
/// positive constant moves leftwards). Margins are the view's `layoutMarginsGuide`'s edges;
/// a baseline is where the view's `forFirstBaselineLayout` (or `forLastBaselineLayout`) puts
/// it — a label's from its top or bottom, a text field's from its centre (a view without
/// text: its top and bottom).
/// A view's edges, centre and lengths are its alignment rectangle's in the constraints its
/// code gave (UIView+AlignmentRect.swift); UIKit's own structural constraints use its frame.
@preconcurrency @MainActor
struct Translator {
    /// The items the translation reached (their variables must be in the engine).
    private(set) var touched: [AutoLayoutItem] = []
    /// Set when an item is not inside the view the constraint is installed on.
    private(set) var isOutsideContainer = false
    /// Whether the constraint being translated aligns views' alignment rectangles (all but
    /// UIKit's structural constraints, which hold frames).
    private var alignsRectangles = true
    /// Whether the last constraint translated reads right to left (it has a leading or
    /// trailing side, and its installing view reads right to left).
    private(set) var isMirrored = false
    /// Set when a translation read more than the items' variables: a margin (the view's
    /// margins guide), a baseline (the view that gives it, and the font), or alignment insets
    /// that are not zero — what a recorded shape does not replay (TranslationShape.swift).
    private(set) var readsMoreThanVariables = false

    /// A linear sum being built.
    private struct Sum {
        var terms: [Term] = []
        var constant: Double = 0
        mutating func add(_ variable: Variable, _ coefficient: Double) {
            if coefficient != 0 { terms.append(Term(variable, coefficient: coefficient)) }
        }
    }

    /// The reading directions of the installing views met in one pass over a subtree (which
    /// cannot change during it): `effectiveUserInterfaceLayoutDirection` climbs the tree.
    struct Directions {
        private var known: [(space: ObjectIdentifier, rightToLeft: Bool)] = []

        /// Whether `space` reads right to left.
        @MainActor mutating func isRightToLeft(_ space: UIView) -> Bool {
            let id = ObjectIdentifier(space)
            if let entry = known.first(where: { $0.space == id }) { return entry.rightToLeft }
            let rightToLeft = space.effectiveUserInterfaceLayoutDirection == .rightToLeft
            known.append((id, rightToLeft))
            return rightToLeft
        }
    }

    /// The linear parts of `constraint`; nil when it cannot be solved (an item outside the
    /// installing view, or not a layout item).
    mutating func definitions(of constraint: NSLayoutConstraint) -> [LayoutEngine.Definition]? {
        var directions = Directions()
        return definitions(of: constraint, directions: &directions)
    }

    /// `definitions(of:)` with the directions known so far in a pass.
    mutating func definitions(of constraint: NSLayoutConstraint, directions: inout Directions) -> [LayoutEngine.Definition]? {
        guard let sum = linearSum(of: constraint, directions: &directions) else { return nil }
        return Self.parts(of: constraint, terms: sum.terms, constant: sum.constant)
    }

    /// `first − multiplier × second − constant` of `constraint` (the left side of its parts);
    /// nil when it cannot be solved.
    mutating func linearSum(of constraint: NSLayoutConstraint, directions: inout Directions) -> (terms: [Term], constant: Double)? {
        guard let space = constraint.container, let first = layoutItem(constraint.firstItem) else { return nil }
        let origins = [constraint.firstOrigin, constraint.secondOrigin]
        let directional =
            constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
            || origins.contains { $0?.attribute.isDirectional ?? false }
        let mirrored = directional && directions.isRightToLeft(space)
        isMirrored = mirrored
        alignsRectangles = !constraint.isStructural
        var sum = Sum()
        // A side made from `anchorWithOffset(to:)` is its attribute less its origin's.
        func add(_ item: AutoLayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ origin: AnchorOrigin?, times factor: Double)
            -> Bool
        {
            guard self.add(item, attribute, times: factor, in: space, mirrored: mirrored, to: &sum) else { return false }
            guard let origin else { return true }
            guard let start = layoutItem(origin.item) else { return false }
            return self.add(start, origin.attribute, times: -factor, in: space, mirrored: mirrored, to: &sum)
        }
        guard add(first, constraint.firstAttribute, constraint.firstOrigin, times: 1) else { return nil }
        if let secondObject = constraint.secondItem {
            guard let second = layoutItem(secondObject) else { return nil }
            if constraint.multiplier != 0 {
                let factor = -Double(constraint.multiplier)
                guard add(second, constraint.secondAttribute, constraint.secondOrigin, times: factor) else { return nil }
            }
        }
        sum.constant -= Double(constraint.constant)
        return (sum.terms, sum.constant)
    }

    /// The linear parts of `constraint` whose left side is `terms + constant`: one at its
    /// relation and priority; for a content size, `≤` at the hugging priority and `≥` at the
    /// compression resistance (each only when above 0).
    static func parts(of constraint: NSLayoutConstraint, terms: [Term], constant: Double) -> [LayoutEngine.Definition] {
        if let sizing = constraint as? NSContentSizeLayoutConstraint {
            // length ≤ intrinsic at the hugging priority, ≥ at compression resistance.
            return [(ConstraintSolver.Relation.lessThanOrEqual, sizing.hugging), (.greaterThanOrEqual, sizing.compressionResistance)]
                .compactMap { relation, priority in
                    guard priority > 0 else { return nil }
                    return LayoutEngine.Definition(terms: terms, constant: constant, relation: relation, priority: min(priority, 1000))
                }
        }
        return [
            LayoutEngine.Definition(
                terms: terms, constant: constant, relation: relation(constraint.relation), priority: constraint.priority.rawValue)
        ]
    }

    static func relation(_ relation: NSLayoutConstraint.Relation) -> ConstraintSolver.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Adds `factor × item.attribute` (in `space`) to `sum`; false when the item is not inside
    /// `space` (then none of the items it reached count as reached).
    private mutating func add(
        _ item: AutoLayoutItem, _ attribute: NSLayoutConstraint.Attribute, times factor: Double, in space: UIView, mirrored: Bool,
        to sum: inout Sum
    ) -> Bool {
        let touchedBefore = touched.count
        guard addTerms(item, attribute, times: factor, in: space, mirrored: mirrored, to: &sum) else {
            if isOutsideContainer { touched.removeSubrange(touchedBefore...) }
            return false
        }
        return true
    }

    /// What `add(_:_:times:in:mirrored:to:)` does, without forgetting what it reached on failure.
    private mutating func addTerms(
        _ item: AutoLayoutItem, _ attribute: NSLayoutConstraint.Attribute, times factor: Double, in space: UIView, mirrored: Bool,
        to sum: inout Sum
    ) -> Bool {
        // A plain position walks up to `space` anyway (`position(of:…)` checks it on the way);
        // a length, or a margin (whose guide is made only for an item inside), is checked here.
        if !attribute.isLocation || attribute.isMargin, !(item.layoutContainer?.isLayoutDescendant(of: space) ?? false) {
            isOutsideContainer = true
            return false
        }
        var item = item
        var attribute = attribute
        if attribute.isMargin {
            readsMoreThanVariables = true
            if let view = item as? UIView { item = view.layoutMarginsGuide }
            attribute = Self.plainEdge(attribute)
        }
        let variables = item.layoutVariables
        touched.append(item)
        // A margin's guide has no alignment insets: margins are measured from the bounds.
        let insets = alignsRectangles ? (item as? UIView)?.layoutAlignmentInsets ?? .zero : .zero
        if insets != .zero { readsMoreThanVariables = true }
        switch attribute.kind {
        case .width?:
            sum.add(variables.width, factor)
            sum.constant -= factor * Double(insets.horizontal)
        case .height?:
            sum.add(variables.height, factor)
            sum.constant -= factor * Double(insets.vertical)
        case .xPosition?:
            var edge = attribute
            if attribute == .leading { edge = mirrored ? .right : .left }
            if attribute == .trailing { edge = mirrored ? .left : .right }
            let (fraction, _) = Self.position(edge)
            let signed = mirrored ? -factor : factor
            // The alignment rectangle's edge: the left inset in from the left, the right one in from the right.
            sum.constant += signed * Double(insets.left * (1 - fraction) - insets.right * fraction)
            return position(of: item, fraction: fraction, horizontal: true, times: signed, in: space, to: &sum)
        case .yPosition?:
            if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
                readsMoreThanVariables = true
                let first = attribute == .firstBaseline
                var target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
                if !target.isLayoutDescendant(of: view) { target = view }
                let (fraction, offset) = target.baseline(first: first)
                sum.constant += factor * offset
                if target !== view { touched.append(target) }
                return position(of: target, fraction: fraction, horizontal: false, times: factor, in: space, to: &sum)
            }
            let (fraction, _) = Self.position(attribute)
            sum.constant += factor * Double(insets.top * (1 - fraction) - insets.bottom * fraction)
            return position(of: item, fraction: fraction, horizontal: false, times: factor, in: space, to: &sum)
        case nil:
            return false
        }
        return true
    }

    /// `factor × (minX + fraction × width)` of `item` (or the vertical equivalent) in `space`:
    /// the item's own variables plus the positions of the views between it and `space`.
    private mutating func position(
        of item: AutoLayoutItem, fraction: Double, horizontal: Bool, times factor: Double, in space: UIView, to sum: inout Sum
    ) -> Bool {
        let variables = item.layoutVariables
        let length = horizontal ? variables.width : variables.height
        if item === space {
            sum.add(length, factor * fraction)
            return true
        }
        sum.add(horizontal ? variables.minX : variables.minY, factor)
        sum.add(length, factor * fraction)
        var parent = item.layoutParent
        while let view = parent, view !== space {
            touched.append(view)
            sum.add(horizontal ? view.layoutVariables.minX : view.layoutVariables.minY, factor)
            parent = view.layoutParent
        }
        guard parent === space else {
            isOutsideContainer = true
            return false
        }
        return true
    }

    /// Where a position attribute lies along its item: 0 at the leading edge, 0.5 at the centre,
    /// 1 at the far edge.
    private static func position(_ attribute: NSLayoutConstraint.Attribute) -> (Double, Bool) {
        switch attribute {
        case .right, .bottom, .lastBaseline: (1, true)
        case .centerX, .centerY: (0.5, true)
        default: (0, true)
        }
    }

    /// The edge a margin attribute is on (`leadingMargin` → `leading`).
    private static func plainEdge(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: attribute
        }
    }
}
