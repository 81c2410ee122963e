import Foundation

extension LayoutDescriber {
    /// `constraint` as UIKit's `description` writes it (docs/REFERENCE.md §21.3): the class
    /// and address, an autoresizing constraint's mask (`h=--& v=--& `), the identifier in
    /// quotes, the body, the priority when optional, and whether it is active, with the
    /// superview named when the body writes it `|`:
    /// - spacing between edges in visual format: `H:|-(8)-[UILabel:0x…]` (first item's
    ///   leading or left, or top, at its superview's same edge), `V:[UIView:0x…]-(0)-|`
    ///   (the superview's trailing, right or bottom at the second item's same edge), and
    ///   `H:[A]-(8)-[B]` (B's leading at A's trailing); left and right add `(LTR)`; a relation
    ///   other than equality and an optional priority go inside the brackets (`(>=8@750)`);
    /// - anything else as an equation: `UIView:0x….width == 0.5*UIView:0x….width + 10 @750`.
    func constraintDescription(_ constraint: NSLayoutConstraint) -> String {
        let head = "<\(Self.className(constraint)):\(address(constraint)) "
        var bar: AnyObject?
        let prefix =
            (constraint as? NSAutoresizingMaskLayoutConstraint).map { "h=\($0.maskText(.horizontal)) v=\($0.maskText(.vertical)) " } ?? ""
        let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
        let spacing = spacingBody(constraint, bar: &bar)
        var body = spacing ?? generalBody(constraint)
        if let autoresizing = constraint as? NSAutoresizingMaskLayoutConstraint, autoresizing.isPosition,
            autoresizing.secondItem == nil
        {
            bar = (autoresizing.firstItem as? UIView)?.layoutParent
        }
        if let sizing = constraint as? NSContentSizeLayoutConstraint {
            body += " Hug:\(number(CGFloat(sizing.hugging))) CompressionResistance:\(number(CGFloat(sizing.compressionResistance)))"
        } else if spacing == nil, constraint.priority < .required {
            body += " @" + number(CGFloat(constraint.priority.rawValue))
        }
        let state = constraint.isActive ? "active" : "inactive"
        let tail = bar.map { "\(state), names: '|':\(itemName($0)) " } ?? state
        return head + "\(prefix)\(identifier)\(body)   (\(tail))>"
    }

    /// The constant in visual format's brackets: `(8)`, `(>=30)`, `(8@750)`,
    /// `(NSLayoutAnchorConstraintSpace(8))`.
    private func spacingText(_ constraint: NSLayoutConstraint) -> String {
        let relation = constraint.relation == .equal ? "" : constraint.relation.symbol
        let value =
            constraint.systemSpacingMultiplier != nil
            ? "NSLayoutAnchorConstraintSpace(\(number(constraint.constant)))" : number(constraint.constant)
        let priority = constraint.priority < .required ? "@" + number(CGFloat(constraint.priority.rawValue)) : ""
        return "(\(relation)\(value)\(priority))"
    }

    /// The visual-format body, when the constraint is spacing between edges; `bar` is then
    /// the superview written `|`, if any.
    private func spacingBody(_ constraint: NSLayoutConstraint, bar: inout AnyObject?) -> String? {
        guard constraint.multiplier == 1, !(constraint is NSAutoresizingMaskLayoutConstraint),
            constraint.firstOrigin == nil, constraint.secondOrigin == nil,
            let first = constraint.firstItem, let second = constraint.secondItem
        else { return nil }
        let a1 = constraint.firstAttribute, a2 = constraint.secondAttribute
        let axis = a1 == .top || a1 == .bottom ? "V:" : "H:"
        let ltr = a1 == .left || a1 == .right ? "(LTR)" : ""
        let space = spacingText(constraint)
        let parent: (AnyObject) -> AnyObject? = { ($0 as? AutoLayoutItem)?.layoutParent }
        if a1 == a2, [.leading, .left, .top].contains(a1), parent(first) === second {
            bar = second
            return "\(axis)|-\(space)-[\(itemName(first))]\(ltr)"
        }
        if a1 == a2, [.trailing, .right, .bottom].contains(a1), parent(second) === first {
            bar = first
            return "\(axis)[\(itemName(second))]-\(space)-|\(ltr)"
        }
        let after: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [.leading: .trailing, .left: .right, .top: .bottom]
        guard after[a1] == a2 else { return nil }
        return "\(axis)[\(itemName(second))]-\(space)-[\(itemName(first))]\(ltr)"
    }

    /// The equation body: `first.attr == 2*second.attr + 10`, `first.width >= 44`.
    private func generalBody(_ constraint: NSLayoutConstraint) -> String {
        let (firstTerm, secondTerm) = terms(of: constraint)
        var text = "\(firstTerm) \(constraint.relation.symbol) "
        let constant = constraint.constant
        guard let secondTerm, constraint.multiplier != 0 else {
            return text + (constant < 0 ? "- " + number(-constant) : number(constant))
        }
        let m = constraint.multiplier
        text += m == 1 ? "" : m == -1 ? "-" : number(m) + "*"
        text += secondTerm
        if constant > 0 { text += " + " + number(constant) }
        if constant < 0 { text += " - " + number(-constant) }
        return text
    }

    /// The two sides an equation writes, `item.attribute` (an autoresizing constraint's
    /// position is `minX` or `minY`); a distance made by `anchorWithOffset(to:)` is written
    /// `(end.attribute - start.attribute)` (our notation: UIKit's is not known).
    private func terms(of constraint: NSLayoutConstraint) -> (String, String?) {
        var firstAttribute = constraint.firstAttribute.name
        if let autoresizing = constraint as? NSAutoresizingMaskLayoutConstraint, autoresizing.isPosition {
            firstAttribute = autoresizing.axis == .horizontal ? "minX" : "minY"
        }
        func term(_ name: String, _ attribute: String, _ origin: AnchorOrigin?) -> String {
            guard let origin else { return "\(name).\(attribute)" }
            return "(\(name).\(attribute) - \(origin.item.map { itemName($0) } ?? "(null)").\(origin.attribute.name))"
        }
        let first = term(constraint.firstItem.map { itemName($0) } ?? "(null)", firstAttribute, constraint.firstOrigin)
        let second = constraint.secondItem.map { term(itemName($0), constraint.secondAttribute.name, constraint.secondOrigin) }
        return (first, second)
    }
}
